// The learner's messages of a stroke-order result in the interface's language: Chinese as the
// library writes them, English made from each error's fields and `kind` (the aligned comparison's
// and geometry mode's), so no Chinese text is left in an English page.

import type { StrokeDirection, StrokeOrderError } from 'handwriting-scoring';
import { DIRECTION_NAMES_EN, type Language } from './i18n.js';

/** An error of any comparison: the contract's fields, with a kind and positions when it has them. */
export interface LearnerError extends StrokeOrderError {
  readonly kind?: string;
  readonly reference_index?: number | null;
  readonly user_index?: number | null;
}

const name = (direction: StrokeDirection): string => DIRECTION_NAMES_EN[direction] ?? direction;

/**
 * English for one error, by its kind; the contract's errors have none (stroke i against
 * reference i). Geometry mode's kinds name the character's stroke by its place only: its
 * `expected` direction is read from the stroke's shape (a 竖 with a slight hook reads `turning`),
 * where the Chinese message names the stroke (竖).
 */
function english(error: LearnerError): string {
  const user = error.user_index ?? error.stroke_index;
  const reference = error.reference_index ?? error.stroke_index;
  const of = `stroke ${reference} of the character`;
  switch (error.kind) {
    case 'missing':
      return `Stroke ${reference} of the character is missing`;
    case 'extra':
      return `Stroke ${user} is an extra stroke`;
    case 'order':
      return `Stroke ${user} is ${of}: written out of order`;
    case 'reversed':
      return `Stroke ${user}, ${of}, is drawn backwards`;
    case 'misplaced':
      return `Stroke ${user}, ${of}, is in the wrong place`;
    case 'wrong_direction': {
      const yours = user === reference ? '' : ` (your stroke ${user})`;
      return `Stroke ${reference} should be ${name(error.expected)}${yours}, but was written ${name(error.actual)}`;
    }
    default:
      return `Stroke ${error.stroke_index} should be ${name(error.expected)}, but was written ${name(error.actual)}`;
  }
}

/** What the page says of `error` to the learner in `language`. */
export function learnerMessage(error: LearnerError, language: Language): string {
  return language === 'zh' ? error.message : english(error);
}
