// The matcher hook of stroke order: one whole-character reading that sees every stroke's points
// at once (handwriting-scoring/geometry fills it). A classifier reads one stroke and a comparison
// compares directions; a matcher pairs drawn strokes with the character's own strokes, so it
// says which stroke was drawn, where, and which way, and scores the order itself.

import type { ExplanationStep } from '../core/explanation.js';
import { fail } from '../core/operation.js';
import type { Stroke } from '../core/points.js';
import type { Issues } from '../core/validation.js';
import type { StrokeDirection } from './constants.js';
import type { StrokeOrderError } from './contract.js';
import { DIRECTION_NAMES_ZH, invalidMatchMessage, otherCharacterMessage } from './messages.js';
import { FULL_SCORE } from './rule-numbers.js';

/** What a matcher says of one drawn stroke. */
export interface MatchedStroke {
  /** The stroke's direction (its entry of `stroke_order`). */
  readonly direction: StrokeDirection;
  /** The direction of the reference stroke it was paired with; `null` for an extra stroke. */
  readonly expected: StrokeDirection | null;
  /** Whether the stroke cost no point. */
  readonly matched: boolean;
  /** The rule id that decided, for explanations. */
  readonly rule: string;
  /** The numbers that decided, for explanations. Finite numbers only. */
  readonly measures: Readonly<Record<string, number>>;
}

/**
 * A matcher's reading of a whole character; `Fields` are added to the stroke-order data, and
 * `Error` is the type of its errors (the contract's, or one with more fields).
 */
export interface StrokeMatcherResult<Fields = object, Error extends StrokeOrderError = StrokeOrderError> {
  /** One per drawn stroke, in writing order. */
  readonly strokes: readonly MatchedStroke[];
  /** The reference's directions (`correct_order`); their count is `standard_stroke_count`. */
  readonly expected: readonly StrokeDirection[];
  /** The steps from 100 that make `order_score`, each with the matcher's rule id; floored at 0. */
  readonly steps: readonly ExplanationStep[];
  readonly errors: readonly Error[];
  /** Added to `data` after `errors`, such as `matches` and `missing`. */
  readonly fields: Fields;
}

/**
 * A whole-character matcher for evaluateStrokeOrder's `matcher` option: given every stroke's
 * points and the character, it scores the order; the count and total keep the contract's rules
 * (stroke.score.count, stroke.score.total). It throws on a stroke without points, with the
 * message of rule stroke.score.empty-stroke, as the call then fails. Its `Fields` and `Error`
 * types carry over to the result's type (see {@link StrokeOrderResult}).
 */
export interface StrokeMatcher<Fields = object, Error extends StrokeOrderError = StrokeOrderError> {
  /** Named in explanations. */
  readonly name: string;
  /**
   * The most strokes it reads, for a matcher whose work grows faster than the strokes: a request
   * with more is a ValidationError (`too_big` on `strokes`) before any point is read (rule
   * geometry.bounds). A positive whole number; undefined reads any number.
   */
  readonly maxStrokes?: number;
  /**
   * The one character it reads, for a matcher built from one character's data: a request for
   * another is a ValidationError (`invalid_character` on `character`, rule geometry.data)
   * before any point is read. Undefined reads any character.
   */
  readonly character?: string;
  /** Reads the strokes; throwing fails the call as a ScoringError, except a ValidationError of stroke-order (a 422). */
  match(strokes: readonly Stroke[], character: string): StrokeMatcherResult<Fields, Error>;
}

/**
 * Lists what `matcher` refuses before reading a point: a character other than its own (rule
 * geometry.data) and more strokes than it reads (rule geometry.bounds); true when the strokes
 * are too many, and then no point should be read.
 */
export function matcherRefuses(
  character: string | undefined,
  strokes: unknown,
  matcher: StrokeMatcher,
  issues: Issues,
): boolean {
  const own = matcher.character;
  if (own !== undefined && character !== undefined && character !== own) {
    issues.add('invalid_character', ['character'], otherCharacterMessage(own, character));
  }
  return tooManyStrokes(strokes, matcher, issues);
}

/**
 * Lists a `strokes` array longer than `matcher` reads (its `maxStrokes`, rule geometry.bounds);
 * true when it is, and then no point should be read.
 */
export function tooManyStrokes(
  strokes: unknown,
  matcher: Pick<StrokeMatcher, 'name' | 'maxStrokes'>,
  issues: Issues,
): boolean {
  const most = matcher.maxStrokes;
  if (most === undefined || !Array.isArray(strokes) || strokes.length <= most) return false;
  issues.add(
    'too_big',
    ['strokes'],
    `strokes must hold at most ${most} strokes for the matcher '${matcher.name}' (its maxStrokes), but holds ${strokes.length}.`,
  );
  return true;
}

/** Whether `value` is one of the directions. */
function isDirection(value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(DIRECTION_NAMES_ZH, value);
}

/**
 * A matcher's result as the scores may read it (rule stroke.score.order), each field read once:
 * at most one stroke per drawn stroke, every direction one of the directions (`expected` of a stroke
 * also `null`), every step's delta a finite number and the order they make at most the full score, `strokes`, `expected`,
 * `steps` and `errors` arrays, `fields` an object. Anything else fails the scoring naming the
 * matcher and the field, so a plug-in can never make a score past 100, `NaN` or a string.
 */
export function checkedMatch(result: unknown, matcher: string, drawn: number): StrokeMatcherResult {
  const { strokes, expected, steps, errors, fields } = (result ?? {}) as Record<string, unknown>;
  const bad = (field: string, value: unknown): never =>
    fail(invalidMatchMessage(matcher, `${field} ${typeof value === 'string' ? `'${value}'` : String(value)}`));
  if (!Array.isArray(strokes)) bad('strokes', strokes);
  // At most one per drawn stroke (a matcher may leave a stroke out), or a stroke read would
  // have no drawn stroke to explain.
  if ((strokes as unknown[]).length > drawn) bad(`strokes.length (${drawn} drawn)`, (strokes as unknown[]).length);
  if (!Array.isArray(expected)) bad('expected', expected);
  if (!Array.isArray(steps)) bad('steps', steps);
  if (!Array.isArray(errors)) bad('errors', errors);
  if (typeof fields !== 'object' || fields === null) bad('fields', fields);
  (strokes as { direction?: unknown; expected?: unknown }[]).forEach((stroke, i) => {
    if (!isDirection(stroke?.direction)) bad(`strokes[${i}].direction`, stroke?.direction);
    if (stroke.expected !== null && !isDirection(stroke.expected)) bad(`strokes[${i}].expected`, stroke.expected);
  });
  (expected as unknown[]).forEach((direction, i) => {
    if (!isDirection(direction)) bad(`expected[${i}]`, direction);
  });
  let order = FULL_SCORE;
  (steps as { delta?: unknown }[]).forEach((step, i) => {
    const delta = step?.delta;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) bad(`steps[${i}].delta`, delta);
    order += delta as number;
  });
  if (order > FULL_SCORE) bad('steps making the order', order);
  return { strokes, expected, steps, errors, fields } as StrokeMatcherResult;
}

/** The data with a matcher's `fields` added; a field that would replace one of the data's own fails the scoring. */
export function withMatchFields<Data extends object>(data: Data, fields: object, matcher: string): Data {
  for (const key of Object.keys(fields)) {
    if (Object.hasOwn(data, key)) fail(invalidMatchMessage(matcher, `fields.${key}`));
  }
  return { ...data, ...fields };
}
