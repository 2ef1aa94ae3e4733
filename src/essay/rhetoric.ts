// Rhetoric rules 1-4 (decisions E9).

import { ACTION_CHARACTERS, type FigureOfSpeech, NATURE_CHARACTERS, SIMILE_WORDS } from './constants.js';
import { RHETORIC_COMMENTS } from './messages.js';
import type { DimensionResult } from './structure.js';

// Pure, so that a bundle of another operation alone drops them.
const SIMILE = /* @__PURE__ */ compileSimile();
const PERSONIFICATION = /* @__PURE__ */ compilePersonification();

function compileSimile(): RegExp {
  return new RegExp(`像[^\\n]{2,10}一样|(?:${SIMILE_WORDS.join('|')})[^\\n]{2,10}`, 'u');
}

function compilePersonification(): RegExp {
  return new RegExp(`[${NATURE_CHARACTERS}][^\\n]{0,3}[${ACTION_CHARACTERS}]`, 'u');
}

/**
 * The distinct figures of speech found in the essay, in the order simile, parallelism,
 * personification (essay.rhetoric.simile, .parallelism, .personification); `sentences` are
 * the scan's sentence triples (start, end, length).
 */
export function detectFigures(text: string, sentences: readonly number[]): FigureOfSpeech[] {
  const found: FigureOfSpeech[] = [];
  if (SIMILE.test(text)) found.push('simile');
  if (hasParallelism(text, sentences)) found.push('parallelism');
  if (PERSONIFICATION.test(text)) found.push('personification');
  return found;
}

/**
 * rule: essay.rhetoric.parallelism: three sentences in a row, the first longer than 5
 * characters, neighbouring lengths differing by less than 5, all with the same first character.
 */
function hasParallelism(text: string, sentences: readonly number[]): boolean {
  for (let k = 0; k + 8 < sentences.length; k += 3) {
    const a = sentences[k + 2]!;
    const b = sentences[k + 5]!;
    const c = sentences[k + 8]!;
    if (a > 5 && Math.abs(a - b) < 5 && Math.abs(b - c) < 5) {
      const first = text.codePointAt(sentences[k]!);
      if (first === text.codePointAt(sentences[k + 3]!) && first === text.codePointAt(sentences[k + 6]!)) return true;
    }
  }
  return false;
}

/** Scores rhetoric from the number of distinct figures and the grade. */
export function scoreRhetoric(figures: readonly FigureOfSpeech[], grade: number): DimensionResult {
  const comments: string[] = [];
  let score = 70;
  if (figures.length >= 3) score += 25;
  else if (figures.length >= 1) score += 15;
  else comments.push(RHETORIC_COMMENTS.noFigures);
  if (grade >= 5 && figures.length < 2) {
    score -= 10;
    comments.push(RHETORIC_COMMENTS.fewFiguresForGrade);
  }
  return { score: Math.min(100, Math.max(0, score)), comments };
}
