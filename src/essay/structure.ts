// Structure rules essay.structure.*, comments in rule order (rule essay.structure.order).

import { GRADE_RANGES, type Grade } from './constants.js';
import { STRUCTURE_COMMENTS } from './messages.js';
import type { ParagraphSummary } from './scan.js';

/** A 0-100 dimension score with the comments its rules gave. */
export interface DimensionResult {
  readonly score: number;
  readonly comments: string[];
}

/** Scores structure from the paragraphs, the Chinese-character count and the grade. */
export function scoreStructure(paragraphs: ParagraphSummary, chinese: number, grade: Grade): DimensionResult {
  const comments: string[] = [];
  let score = 100;
  if (paragraphs.count < 2) {
    score -= 25;
    comments.push(STRUCTURE_COMMENTS.noParagraphs);
  } else if (paragraphs.count === 2) {
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
  // With no paragraph at all (only blank lines) rule 5 has nothing to check.
  if (paragraphs.count > 0 && paragraphs.firstLength < 15) {
    score -= 10;
    comments.push(STRUCTURE_COMMENTS.shortOpening);
  }
  if (paragraphs.count > 0 && paragraphs.lastLength < 10) {
    score -= 10;
    comments.push(STRUCTURE_COMMENTS.shortEnding);
  }
  return { score: Math.max(0, score), comments };
}
