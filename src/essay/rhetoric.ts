// Rhetoric rules 1-4 (decisions E9).

import { ACTION_CHARACTERS, type FigureOfSpeech, NATURE_CHARACTERS, SIMILE_WORDS } from './constants.js';
import { RHETORIC_COMMENTS } from './messages.js';
import type { DimensionResult } from './structure.js';
import type { Sentence } from './text.js';

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
 * personification; `parallelism` is what the scan found by {@link isParallel}.
 */
export function detectFigures(text: string, parallelism: boolean): FigureOfSpeech[] {
  const found: FigureOfSpeech[] = [];
  if (SIMILE.test(text)) found.push('simile');
  if (parallelism) found.push('parallelism');
  if (PERSONIFICATION.test(text)) found.push('personification');
  return found;
}

/** One sentence as parallelism reads it: its length in code points and its first code point. */
export type SentenceShape = Pick<Sentence, 'length' | 'first'>;

/** Three sentences in a row are parallel: near-equal lengths, the same first character. */
export function isParallel(a: SentenceShape, b: SentenceShape, c: SentenceShape): boolean {
  return (
    a.length > 5 &&
    Math.abs(a.length - b.length) < 5 &&
    Math.abs(b.length - c.length) < 5 &&
    a.first === b.first &&
    b.first === c.first
  );
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
