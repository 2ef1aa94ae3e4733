// The matcher hook of stroke order: one whole-character reading that sees every stroke's points
// at once (handwriting-scoring/geometry fills it). A classifier reads one stroke and a comparison
// compares directions; a matcher pairs drawn strokes with the character's own strokes, so it
// says which stroke was drawn, where, and which way, and scores the order itself.

import type { ExplanationStep } from '../core/explanation.js';
import { fail } from '../core/operation.js';
import type { Stroke } from '../core/points.js';
import type { Issues } from '../core/validation.js';
import type { StrokeDirection } from './constants.js';
import { STROKE_DIRECTIONS } from './constants.js';
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

/** A matcher's reading of a whole character; `Fields` are added to the stroke-order data. */
export interface StrokeMatcherResult<Fields extends object = object> {
  /** One per drawn stroke, in writing order. */
  readonly strokes: readonly MatchedStroke[];
  /** The reference's directions (`correct_order`); their count is `standard_stroke_count`. */
  readonly expected: readonly StrokeDirection[];
  /** The steps from 100 that make `order_score`, each with the matcher's rule id; floored at 0. */
  readonly steps: readonly ExplanationStep[];
  readonly errors: readonly StrokeOrderError[];
  /** Added to `data` after `errors`, such as `matches` and `missing`. */
  readonly fields: Fields;
}

/**
 * A whole-character matcher for evaluateStrokeOrder's `matcher` option: given every stroke's
 * points and the character, it scores the order; the count and total keep the contract's rules
 * (stroke.score.count, stroke.score.total). It throws on a stroke without points, with the
 * message of rule stroke.score.empty-stroke, as the call then fails.
 */
export interface StrokeMatcher<Fields extends object = object> {
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
  /** Reads the strokes; throwing fails the call as a ScoringError. */
  match(strokes: readonly Stroke[], character: string): StrokeMatcherResult<Fields>;
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
export function tooManyStrokes(strokes: unknown, matcher: StrokeMatcher, issues: Issues): boolean {
  const most = matcher.maxStrokes;
  if (most === undefined || !Array.isArray(strokes) || strokes.length <= most) return false;
  issues.add(
    'too_big',
    ['strokes'],
    `strokes must hold at most ${most} strokes for the matcher '${matcher.name}' (its maxStrokes), but holds ${strokes.length}.`,
  );
  return true;
}

/** The keys of the stroke-order data a matcher's `fields` may not replace. */
const DATA_KEYS: readonly string[] = [
  'character',
  'total_score',
  'order_score',
  'count_score',
  'user_stroke_count',
  'standard_stroke_count',
  'stroke_order',
  'correct_order',
  'errors',
  'inference_time_ms',
];

/** Whether `value` is one of the directions. */
function isDirection(value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(DIRECTION_NAMES_ZH, value);
}

/** A value as a failure message shows it. */
function shown(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/**
 * A matcher's result as the scores may read it (rule stroke.score.order), each field read once:
 * its strokes an array, each direction one of the directions, each step's delta a finite
 * number and the order they make at most the full score, `errors` an array and `fields` an
 * object that replaces none of the data's own keys. Anything else fails the scoring naming the
 * matcher and the field, so a plug-in can never make a score past 100, `NaN` or a string.
 */
export function checkedMatch(result: unknown, matcher: string): StrokeMatcherResult {
  const bad = (what: string): never => fail(invalidMatchMessage(matcher, what));
  if (typeof result !== 'object' || result === null) return bad(`${shown(result)}, not a result object`);
  const { strokes, expected, steps, errors, fields } = result as Record<string, unknown>;
  if (!Array.isArray(strokes)) bad(`strokes ${shown(strokes)} (must be an array of the strokes read)`);
  const directions = `one of ${STROKE_DIRECTIONS.join(', ')}`;
  (strokes as unknown[]).forEach((stroke, i) => {
    const { direction, expected: wanted } = (stroke ?? {}) as { direction?: unknown; expected?: unknown };
    if (!isDirection(direction)) bad(`strokes[${i}].direction ${shown(direction)} (must be ${directions})`);
    if (wanted !== null && !isDirection(wanted))
      bad(`strokes[${i}].expected ${shown(wanted)} (must be ${directions} or null)`);
  });
  if (!Array.isArray(expected)) return bad(`expected ${shown(expected)} (must be an array of directions)`);
  expected.forEach((direction, i) => {
    if (!isDirection(direction)) bad(`expected[${i}] ${shown(direction)} (must be ${directions})`);
  });
  if (!Array.isArray(steps)) return bad(`steps ${shown(steps)} (must be an array of steps)`);
  let order = FULL_SCORE;
  steps.forEach((step, i) => {
    const delta = (step as { delta?: unknown } | null)?.delta;
    if (typeof delta !== 'number' || !Number.isFinite(delta))
      bad(`steps[${i}].delta ${shown(delta)} (must be a finite number)`);
    order += delta as number;
  });
  if (order > FULL_SCORE) bad(`steps that make the order ${order} (must make at most ${FULL_SCORE})`);
  if (!Array.isArray(errors)) bad(`errors ${shown(errors)} (must be an array)`);
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return bad(`fields ${shown(fields)} (must be an object)`);
  }
  for (const key of Object.keys(fields)) {
    if (DATA_KEYS.includes(key)) bad(`fields.${key} (fields must not replace the data's own keys)`);
  }
  return { strokes, expected, steps, errors, fields } as StrokeMatcherResult;
}
