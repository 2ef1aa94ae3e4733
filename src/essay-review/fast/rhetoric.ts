// Rhetoric rules essay.rhetoric.*.

import { type FigureOfSpeech, PERSONIFICATION_PATTERN, SIMILE_PATTERN } from '../constants.js';
import { RHETORIC_COMMENTS } from '../messages.js';
import {
  DIMENSION_SCALE,
  PARALLELISM_MAX_DIFFERENCE,
  PARALLELISM_MIN_FIRST_LENGTH,
  RHETORIC_ALL_FIGURES,
  RHETORIC_ALL_FIGURES_BONUS,
  RHETORIC_SOME_FIGURES,
  RHETORIC_SOME_FIGURES_BONUS,
  RHETORIC_START,
  RHETORIC_UPPER_GRADE,
  RHETORIC_UPPER_GRADE_MIN_FIGURES,
  RHETORIC_UPPER_GRADE_PENALTY,
} from '../rule-numbers.js';
import type { SentenceReader } from './scan.js';
import type { DimensionResult } from './structure.js';

// Pure, so that a bundle of another operation alone drops them.
const SIMILE = /* @__PURE__ */ new RegExp(SIMILE_PATTERN, 'u');
const PERSONIFICATION = /* @__PURE__ */ new RegExp(PERSONIFICATION_PATTERN, 'u');

/**
 * The distinct figures of speech found in the essay, in the order simile, parallelism,
 * personification (essay.rhetoric.simile, .parallelism, .personification); `parallelism` is
 * what a {@link Parallelism} reader found.
 */
export function detectFigures(text: string, parallelism: boolean): FigureOfSpeech[] {
  const found: FigureOfSpeech[] = [];
  if (SIMILE.test(text)) found.push('simile');
  if (parallelism) found.push('parallelism');
  if (PERSONIFICATION.test(text)) found.push('personification');
  return found;
}

/**
 * rule: essay.rhetoric.parallelism, read sentence by sentence: three sentences in a row, the
 * first longer than PARALLELISM_MIN_FIRST_LENGTH characters, neighbouring lengths differing by
 * less than PARALLELISM_MAX_DIFFERENCE, all with the same first character.
 */
export class Parallelism implements SentenceReader {
  found = false;
  // How many sentences came before the next one, up to 2; the last two: starts (UTF-16), lengths.
  private before = 0;
  private startA = 0;
  private lengthA = 0;
  private startB = 0;
  private lengthB = 0;

  constructor(private readonly text: string) {}

  read(start: number, _end: number, length: number): void {
    if (this.before < 2) {
      this.before++;
    } else if (
      !this.found &&
      this.lengthA > PARALLELISM_MIN_FIRST_LENGTH &&
      Math.abs(this.lengthA - this.lengthB) < PARALLELISM_MAX_DIFFERENCE &&
      Math.abs(this.lengthB - length) < PARALLELISM_MAX_DIFFERENCE
    ) {
      const first = this.text.codePointAt(this.startA);
      this.found = first === this.text.codePointAt(this.startB) && first === this.text.codePointAt(start);
    }
    this.startA = this.startB;
    this.lengthA = this.lengthB;
    this.startB = start;
    this.lengthB = length;
  }
}

/** Scores rhetoric from the number of distinct figures and the grade. */
export function scoreRhetoric(figures: readonly FigureOfSpeech[], grade: number): DimensionResult {
  const comments: string[] = [];
  let score = RHETORIC_START;
  // rule: essay.rhetoric.figures
  if (figures.length >= RHETORIC_ALL_FIGURES) score += RHETORIC_ALL_FIGURES_BONUS;
  else if (figures.length >= RHETORIC_SOME_FIGURES) score += RHETORIC_SOME_FIGURES_BONUS;
  else comments.push(RHETORIC_COMMENTS.noFigures);
  // rule: essay.rhetoric.upper-grades
  if (grade >= RHETORIC_UPPER_GRADE && figures.length < RHETORIC_UPPER_GRADE_MIN_FIGURES) {
    score -= RHETORIC_UPPER_GRADE_PENALTY;
    comments.push(RHETORIC_COMMENTS.fewFiguresForGrade);
  }
  // rule: essay.total.clamp
  return { score: Math.min(DIMENSION_SCALE, Math.max(0, score)), comments };
}
