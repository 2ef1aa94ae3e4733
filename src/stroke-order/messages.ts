// Every Chinese text of the stroke-order evaluation.
import type { StrokeDirection } from './constants.js';
import { FULL_SCORE } from './rule-numbers.js';

/** Prefix of the stroke-order operation's failure detail (rule general.errors). */
export const STROKE_ORDER_FAILURE_PREFIX: string = '笔顺评估失败：';

/** Chinese stroke name of each direction (rule stroke.messages). */
export const DIRECTION_NAMES_ZH: Readonly<Record<StrokeDirection, string>> = {
  horizontal: '横',
  vertical: '竖',
  left_falling: '撇',
  right_falling: '捺',
  dot: '点',
  turning: '折',
  hook: '钩',
  rising: '提',
};

/** The message of one mismatch, e.g. `第2笔应为竖，实际写成了横`. */
export function mismatchMessage(strokeIndex: number, expected: StrokeDirection, actual: StrokeDirection): string {
  return `第${strokeIndex}${mismatchTail(expected, actual)}`;
}

/** A mismatch message after its stroke number, e.g. `笔应为竖，实际写成了横`. */
export function mismatchTail(expected: StrokeDirection, actual: StrokeDirection): string {
  return `笔应为${DIRECTION_NAMES_ZH[expected]}，实际写成了${DIRECTION_NAMES_ZH[actual]}`;
}

/** Failure message for a stroke that holds no point (rule stroke.score.empty-stroke). */
export function emptyStrokeMessage(strokeIndex: number): string {
  return `第${strokeIndex}笔没有任何坐标点（stroke ${strokeIndex} has no points）`;
}

/** Failure message for a caller's reference entry with no strokes: order would divide by 0. */
export function emptyReferenceMessage(character: string): string {
  return `参考笔顺表中“${character}”没有笔画（reference sequence is empty）`;
}

/** Failure message for a classifier that returned something other than a StrokeDirection. */
export function unknownDirectionMessage(strokeIndex: number, classifier: string, direction: unknown): string {
  return `第${strokeIndex}笔的笔画方向无效（classifier "${classifier}" returned ${String(direction)}）`;
}

/**
 * The failure of a comparison whose result breaks its contract (rule stroke.score.order):
 * `matches` a whole number from 0 to the reference's length, `errors` an array.
 */
export function invalidComparisonMessage(what: string, referenceLength: number): string {
  return `比较结果无效（comparison returned ${what}; matches must be a whole number from 0 to ${referenceLength}, errors an array）`;
}

/**
 * Why a request for `written` is refused by a matcher that reads only `expected` (rule
 * geometry.data): the character's data describes another one. English for the programmer,
 * Chinese for the learner.
 */
export function otherCharacterMessage(expected: string, written: string): string {
  return `character is '${written}', but the matcher's data is of '${expected}' only（所给的笔画数据是“${expected}”字的，不能评“${written}”字）`;
}

/**
 * The failure of a matcher whose result breaks its contract (rule stroke.score.order): `what`
 * names the field and the value, e.g. `steps[2].delta NaN`.
 */
export function invalidMatchMessage(matcher: string, what: string): string {
  return `匹配结果无效（matcher "${matcher}" returned ${what}; directions must be stroke directions, deltas finite and make an order of at most ${FULL_SCORE}, fields keep the data's own keys）`;
}
