// The structure rules (essay.structure.*), one function each, in the rules' order.

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
import { floorAtZero, type PlainDimension, Tally } from './tally.js';
import { lengthOf } from './text.js';

// rule: essay.structure.paragraphs
function structureParagraphs(tally: Tally, paragraphs: readonly string[]): void {
  if (paragraphs.length < STRUCTURE_MIN_PARAGRAPHS) {
    tally.step(
      'essay.structure.paragraphs',
      -STRUCTURE_FEW_PARAGRAPHS_PENALTY,
      `全文只有${paragraphs.length}个自然段，少于${STRUCTURE_MIN_PARAGRAPHS}段，扣${STRUCTURE_FEW_PARAGRAPHS_PENALTY}分`,
      STRUCTURE_COMMENTS.noParagraphs,
    );
  } else if (paragraphs.length === STRUCTURE_MIN_PARAGRAPHS) {
    tally.step(
      'essay.structure.paragraphs',
      -STRUCTURE_EXACT_PARAGRAPHS_PENALTY,
      `全文正好${STRUCTURE_MIN_PARAGRAPHS}个自然段，扣${STRUCTURE_EXACT_PARAGRAPHS_PENALTY}分`,
      STRUCTURE_COMMENTS.twoParagraphs,
    );
  }
}

// rule: essay.structure.too-few-characters
function structureTooFewCharacters(tally: Tally, chinese: number, grade: Grade): void {
  const [min, max] = GRADE_RANGES[grade];
  if (chinese < min) {
    const deficit = min - chinese;
    const penalty = Math.min(STRUCTURE_SHORTFALL_CAP, Math.floor(deficit / STRUCTURE_SHORTFALL_STEP));
    tally.step(
      'essay.structure.too-few-characters',
      0 - penalty,
      `全文共${chinese}个汉字，${grade}年级建议${min}～${max}字，少了${deficit}字，扣min(${STRUCTURE_SHORTFALL_CAP}, ${deficit}÷${STRUCTURE_SHORTFALL_STEP}取整)=${penalty}分`,
      STRUCTURE_COMMENTS.tooFewCharacters(chinese, min, max),
    );
  }
}

// rule: essay.structure.too-many-characters
function structureTooManyCharacters(tally: Tally, chinese: number, grade: Grade): void {
  const [, max] = GRADE_RANGES[grade];
  if (chinese > STRUCTURE_EXCESS_FACTOR * max) {
    tally.step(
      'essay.structure.too-many-characters',
      -STRUCTURE_EXCESS_PENALTY,
      `全文共${chinese}个汉字，超过${grade}年级上限${max}字的${STRUCTURE_EXCESS_FACTOR}倍（${STRUCTURE_EXCESS_FACTOR * max}字），扣${STRUCTURE_EXCESS_PENALTY}分`,
      STRUCTURE_COMMENTS.tooManyCharacters(chinese, max),
    );
  }
}

// rule: essay.structure.first-paragraph — skipped when there is no paragraph at all.
function structureFirstParagraph(tally: Tally, paragraphs: readonly string[]): void {
  const first = paragraphs[0];
  if (first !== undefined && lengthOf(first) < STRUCTURE_FIRST_PARAGRAPH_MIN) {
    tally.step(
      'essay.structure.first-paragraph',
      -STRUCTURE_FIRST_PARAGRAPH_PENALTY,
      `开头段只有${lengthOf(first)}个字，少于${STRUCTURE_FIRST_PARAGRAPH_MIN}字，扣${STRUCTURE_FIRST_PARAGRAPH_PENALTY}分`,
      STRUCTURE_COMMENTS.shortOpening,
    );
  }
}

// rule: essay.structure.last-paragraph — with one paragraph it is the first one too.
function structureLastParagraph(tally: Tally, paragraphs: readonly string[]): void {
  const last = paragraphs[paragraphs.length - 1];
  if (last !== undefined && lengthOf(last) < STRUCTURE_LAST_PARAGRAPH_MIN) {
    tally.step(
      'essay.structure.last-paragraph',
      -STRUCTURE_LAST_PARAGRAPH_PENALTY,
      `结尾段只有${lengthOf(last)}个字，少于${STRUCTURE_LAST_PARAGRAPH_MIN}字，扣${STRUCTURE_LAST_PARAGRAPH_PENALTY}分`,
      STRUCTURE_COMMENTS.shortEnding,
    );
  }
}

/** Structure read plainly (essay.structure.order): the paragraphs, the Chinese-character count and the grade. */
export function readStructure(paragraphs: readonly string[], chinese: number, grade: Grade): PlainDimension {
  const tally = new Tally(STRUCTURE_START);
  // rule: essay.structure.order: the structure rules in this order, so are their comments.
  structureParagraphs(tally, paragraphs);
  structureTooFewCharacters(tally, chinese, grade);
  structureTooManyCharacters(tally, chinese, grade);
  structureFirstParagraph(tally, paragraphs);
  structureLastParagraph(tally, paragraphs);
  return tally.finish(floorAtZero);
}
