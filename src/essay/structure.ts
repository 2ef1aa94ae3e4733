// Structure rules 1-5 of the contract, comments in rule order (decisions E7).

import { codePointLength } from '../text.js';
import { GRADE_RANGES, type Grade } from './constants.js';
import { STRUCTURE_COMMENTS } from './messages.js';

/** A 0-100 dimension score with the comments its rules gave. */
export interface DimensionResult {
  readonly score: number;
  readonly comments: string[];
}

/** Scores structure from the paragraphs, the Chinese-character count and the grade. */
export function scoreStructure(paragraphs: readonly string[], chinese: number, grade: Grade): DimensionResult {
  const comments: string[] = [];
  let score = 100;
  if (paragraphs.length < 2) {
    score -= 25;
    comments.push(STRUCTURE_COMMENTS.noParagraphs);
  } else if (paragraphs.length === 2) {
    score -= 10;
    comments.push(STRUCTURE_COMMENTS.twoParagraphs);
  }
  const [min, max] = GRADE_RANGES[grade];
  if (chinese < min) {
    score -= Math.min(30, Math.floor((min - chinese) / 10));
    comments.push(STRUCTURE_COMMENTS.tooFewCharacters(chinese, min, max));
  }
  if (chinese > 1.5 * max) {
    score -= 5;
    comments.push(STRUCTURE_COMMENTS.tooManyCharacters(chinese, max));
  }
  const first = paragraphs[0];
  const last = paragraphs[paragraphs.length - 1];
  // With no paragraph at all (only blank lines) rule 5 has nothing to check.
  if (first !== undefined && codePointLength(first) < 15) {
    score -= 10;
    comments.push(STRUCTURE_COMMENTS.shortOpening);
  }
  if (last !== undefined && codePointLength(last) < 10) {
    score -= 10;
    comments.push(STRUCTURE_COMMENTS.shortEnding);
  }
  return { score: Math.max(0, score), comments };
}
