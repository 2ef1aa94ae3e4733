// Structure rules essay.structure.*, comments in rule order (rule essay.structure.order).

import { GRADE_RANGES, type Grade } from '../constants.js';
import { STRUCTURE_COMMENTS } from '../messages.js';
import {
  STRUCTURE_EXACT_PARAGRAPHS_PENALTY,
  STRUCTURE_EXCESS_FACTOR,
  STRUCTURE_EXCESS_PENALTY,
  STRUCTURE_FEW_PARAGRAPHS_PENALTY,
  STRUCTURE_FIRST_PARAGRAPH_MIN,
  STRUCTURE_FIRST_PARAGRAPH_PENALTY,
  STRUCTURE_LAST_PARAGRAPH_MIN,
  STRUCTURE_LAST_PARAGRAPH_PENALTY,
  STRUCTURE_MIN_PARAGRAPHS,
  STRUCTURE_SHORTFALL_CAP,
  STRUCTURE_SHORTFALL_STEP,
  STRUCTURE_START,
} from '../rule-numbers.js';
import type { ParagraphSummary } from './scan.js';

/** A 0-100 dimension score with the comments its rules gave. */
export interface DimensionResult {
  readonly score: number;
  readonly comments: string[];
}

/** Scores structure from the paragraphs, the Chinese-character count and the grade. */
export function scoreStructure(paragraphs: ParagraphSummary, chinese: number, grade: Grade): DimensionResult {
  const comments: string[] = [];
  let score = STRUCTURE_START;
  // rule: essay.structure.paragraphs
  if (paragraphs.count < STRUCTURE_MIN_PARAGRAPHS) {
    score -= STRUCTURE_FEW_PARAGRAPHS_PENALTY;
    comments.push(STRUCTURE_COMMENTS.noParagraphs);
  } else if (paragraphs.count === STRUCTURE_MIN_PARAGRAPHS) {
    score -= STRUCTURE_EXACT_PARAGRAPHS_PENALTY;
    comments.push(STRUCTURE_COMMENTS.twoParagraphs);
  }
  const [min, max] = GRADE_RANGES[grade];
  // rule: essay.structure.too-few-characters
  if (chinese < min) {
    score -= Math.min(STRUCTURE_SHORTFALL_CAP, Math.floor((min - chinese) / STRUCTURE_SHORTFALL_STEP));
    comments.push(STRUCTURE_COMMENTS.tooFewCharacters(chinese, min, max));
  }
  // rule: essay.structure.too-many-characters
  if (chinese > STRUCTURE_EXCESS_FACTOR * max) {
    score -= STRUCTURE_EXCESS_PENALTY;
    comments.push(STRUCTURE_COMMENTS.tooManyCharacters(chinese, max));
  }
  // rules essay.structure.first-paragraph and essay.structure.last-paragraph: with no paragraph
  // at all (only blank lines) the length rules have nothing to check.
  if (paragraphs.count > 0 && paragraphs.firstLength < STRUCTURE_FIRST_PARAGRAPH_MIN) {
    score -= STRUCTURE_FIRST_PARAGRAPH_PENALTY;
    comments.push(STRUCTURE_COMMENTS.shortOpening);
  }
  if (paragraphs.count > 0 && paragraphs.lastLength < STRUCTURE_LAST_PARAGRAPH_MIN) {
    score -= STRUCTURE_LAST_PARAGRAPH_PENALTY;
    comments.push(STRUCTURE_COMMENTS.shortEnding);
  }
  // rule: essay.total.clamp
  return { score: Math.max(0, score), comments };
}
