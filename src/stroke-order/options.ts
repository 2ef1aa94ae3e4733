// The options of evaluateStrokeOrder and explainStrokeOrder, their type and their check, once per
// call before the request is read (rule general.options); a reference entry is checked when it
// is looked up.

import { OptionError } from '../core/errors.js';
import { type ClockOptions, defaultNow } from '../core/operation.js';
import {
  checkingOptions,
  checkNow,
  describeValue,
  isRecord,
  readOptionsObject,
  STROKE_ORDER_HINTS,
  throwIfProblems,
} from '../core/options.js';
import { REFERENCE_STROKES, type ReferenceEntry, type ReferenceTable, STROKE_DIRECTIONS } from './constants.js';
import type { StrokeClassifier, StrokeComparison, StrokeOrderData, StrokeOrderError } from './contract.js';
import { entryOf } from './entry.js';
import type { StrokeMatcher } from './matcher.js';

/**
 * What a character outside the reference table gives: `'full-marks'`, the contract's 100 with
 * `standard_stroke_count: null` (default), or `'error'`, a ValidationError on `character`.
 */
export const UNKNOWN_CHARACTER_POLICIES = ['full-marks', 'error'] as const;

/** One of {@link UNKNOWN_CHARACTER_POLICIES}. */
export type UnknownCharacterPolicy = (typeof UNKNOWN_CHARACTER_POLICIES)[number];

/**
 * Options of evaluateStrokeOrder and explainStrokeOrder. `Fields` and `Error` are the matcher's
 * (inferred from it, e.g. from `geometric(charData, { character })`), so the result's type has the
 * fields the matcher adds without a cast; without a matcher they add nothing.
 */
export interface EvaluateStrokeOrderOptions<Fields = unknown, Error extends StrokeOrderError = StrokeOrderError>
  extends ClockOptions {
  /** Replaces the built-in {@link REFERENCE_STROKES} (rule stroke.reference). */
  readonly referenceTable?: ReferenceTable;
  /**
   * Reads each stroke's direction from its points and the character's box. Default: the
   * contract's rules on the fast path, which keeps no point (same result as CONTRACT_CLASSIFIER).
   */
  readonly classifier?: StrokeClassifier;
  /** Compares the directions with the reference. Default: position by position (the contract). */
  readonly comparison?: StrokeComparison;
  /**
   * A character outside the reference table: `'full-marks'` scores it 100 with
   * `standard_stroke_count: null`, as the contract does (default); `'error'` rejects the
   * request with a ValidationError on `character` (rule general.options).
   */
  readonly unknownCharacter?: UnknownCharacterPolicy;
  /**
   * Reads the whole character at once and scores the order itself (handwriting-scoring/geometry's
   * `geometric`); when given, `referenceTable`, `classifier`, `comparison` and `unknownCharacter`
   * are not read. The count and total keep rules stroke.score.count and stroke.score.total.
   */
  readonly matcher?: StrokeMatcher<Fields, Error>;
}

/** The `data` evaluateStrokeOrder returns with a matcher adding `Fields` and typing its errors `Error`. */
export type StrokeOrderResult<
  Fields = unknown,
  Error extends StrokeOrderError = StrokeOrderError,
> = StrokeOrderData<Error> & Fields;

/** The stroke-order options besides the clock, as createHandler's `strokes` option takes them too. */
export const STROKE_OPTION_KEYS: readonly string[] = [
  'referenceTable',
  'classifier',
  'comparison',
  'unknownCharacter',
  'matcher',
];

// Written out, not spread from STROKE_OPTION_KEYS: a spread at module level is kept by bundlers
// even where nothing reads it (round alone would carry it).
const OPTION_KEYS: readonly string[] = [
  'now',
  'referenceTable',
  'classifier',
  'comparison',
  'unknownCharacter',
  'matcher',
];
const DIRECTIONS: ReadonlySet<unknown> = /* @__PURE__ */ new Set(STROKE_DIRECTIONS);

/** The options once checked, every default filled in. */
export interface ResolvedStrokeOrderOptions {
  readonly now: () => number;
  readonly table: ReferenceTable;
  /** Undefined: the contract's reading on the fast path. */
  readonly classifier: StrokeClassifier | undefined;
  /** Undefined: the contract's position-by-position comparison. */
  readonly comparison: StrokeComparisonFunction | undefined;
  readonly unknownCharacter: UnknownCharacterPolicy;
  /** Undefined: no whole-character matcher. */
  readonly matcher: StrokeMatcher | undefined;
}

/** The shape of a comparison as the options check it; each reading types its arguments. */
type StrokeComparisonFunction = (...args: never[]) => unknown;

/** Checks the stroke-order fields of `object` (all but `now`), listing each problem. */
export function checkStrokeOptionFields(
  object: Record<string, unknown>,
  problems: string[],
  prefix = '',
): Omit<ResolvedStrokeOrderOptions, 'now'> {
  const where = (key: string): string => `option '${prefix}${key}'`;
  const { referenceTable, classifier, comparison, unknownCharacter, matcher } = object;
  let table = REFERENCE_STROKES;
  if (referenceTable !== undefined) {
    if (isRecord(referenceTable)) table = referenceTable as ReferenceTable;
    else
      problems.push(
        `${where('referenceTable')} must be an object of character to { sequence, count }, such as REFERENCE_STROKES, got ${describeValue(referenceTable)}`,
      );
  }
  const classifierOk =
    classifier === undefined ||
    (isRecord(classifier) &&
      typeof classifier.name === 'string' &&
      typeof classifier.classify === 'function' &&
      typeof classifier.read === 'function');
  if (!classifierOk)
    problems.push(
      `${where('classifier')} must be a StrokeClassifier { name: string, classify(points, context), read(points, context) }, such as SHAPE_CLASSIFIER, got ${describeClassifier(classifier)}`,
    );
  if (comparison !== undefined && typeof comparison !== 'function')
    problems.push(
      `${where('comparison')} must be a function (directions, entry) => { matches, errors }, such as ALIGNED_COMPARISON, got ${describeValue(comparison)}`,
    );
  const policyOk =
    unknownCharacter === undefined || (UNKNOWN_CHARACTER_POLICIES as readonly unknown[]).includes(unknownCharacter);
  if (!policyOk)
    problems.push(
      `${where('unknownCharacter')} must be one of ${UNKNOWN_CHARACTER_POLICIES.map((p) => `'${p}'`).join(', ')}, got ${describeValue(unknownCharacter)}`,
    );
  const matcherOk =
    matcher === undefined ||
    (isRecord(matcher) &&
      typeof matcher.name === 'string' &&
      typeof matcher.match === 'function' &&
      (matcher.maxStrokes === undefined ||
        (Number.isInteger(matcher.maxStrokes) && (matcher.maxStrokes as number) > 0)) &&
      (matcher.character === undefined || typeof matcher.character === 'string'));
  if (!matcherOk)
    problems.push(
      `${where('matcher')} must be a StrokeMatcher { name: string, match(strokes, character) } (its maxStrokes, if any, a positive whole number, its character a string), such as geometric(charData, { character }).matcher from 'handwriting-scoring/geometry', got ${describeValue(matcher)}`,
    );
  return {
    table,
    matcher: matcherOk ? (matcher as StrokeMatcher | undefined) : undefined,
    classifier: classifierOk ? (classifier as StrokeClassifier | undefined) : undefined,
    comparison: typeof comparison === 'function' ? (comparison as StrokeComparisonFunction) : undefined,
    unknownCharacter:
      policyOk && unknownCharacter !== undefined ? (unknownCharacter as UnknownCharacterPolicy) : 'full-marks',
  };
}

function describeClassifier(value: unknown): string {
  if (!isRecord(value)) return describeValue(value);
  const missing = ['name', 'classify', 'read'].filter((key) =>
    key === 'name' ? typeof value[key] !== 'string' : typeof value[key] !== 'function',
  );
  return `an object without ${missing.join(', ')}`;
}

/** Checks the options of `caller` (evaluateStrokeOrder or explainStrokeOrder); throws one OptionError. */
export function resolveStrokeOrderOptions(caller: string, options: unknown): ResolvedStrokeOrderOptions {
  // No options, the common call, resolves to the defaults: checking nothing per call is a
  // measurable share of a short evaluateStrokeOrder call.
  if (options === undefined) return DEFAULT_OPTIONS;
  return resolveOptions(caller, options);
}

function resolveOptions(caller: string, options: unknown): ResolvedStrokeOrderOptions {
  return checkingOptions(caller, () => {
    const problems: string[] = [];
    const object = readOptionsObject(options, OPTION_KEYS, problems, STROKE_ORDER_HINTS);
    const now = checkNow(object.now, problems) ?? defaultNow;
    const fields = checkStrokeOptionFields(object, problems);
    throwIfProblems(caller, problems);
    return { now, ...fields };
  });
}

/** What no options resolve to (frozen: every call gets the same one). */
const DEFAULT_OPTIONS: ResolvedStrokeOrderOptions = /* @__PURE__ */ defaultOptions();

function defaultOptions(): ResolvedStrokeOrderOptions {
  return Object.freeze(resolveOptions('', undefined));
}

/** What is wrong with a reference entry, or undefined when it is well formed. */
export function entryProblem(entry: unknown): string | undefined {
  if (!isRecord(entry)) return `must be an object { sequence, count }, got ${describeValue(entry)}`;
  const { sequence, count, alternatives, names } = entry;
  if (!Array.isArray(sequence) || !sequence.every((item) => DIRECTIONS.has(item)))
    return `: sequence must be an array of ${STROKE_DIRECTIONS.join(', ')}`;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    return `: count must be a whole number, got ${describeValue(count)}`;
  if (alternatives !== undefined) {
    if (!isRecord(alternatives)) return `: alternatives must be an object of position to directions`;
    for (const key in alternatives) {
      const list = alternatives[key];
      if (!Array.isArray(list) || !list.every((item) => DIRECTIONS.has(item)))
        return `: alternatives[${key}] must be an array of ${STROKE_DIRECTIONS.join(', ')}`;
    }
  }
  if (names !== undefined && !(Array.isArray(names) && names.every((name) => typeof name === 'string')))
    return ': names must be an array of strings';
  return undefined;
}

/** The problem of `table`'s entry for `character` as an option problem, or undefined. */
export function entryOptionProblem(character: string, entry: unknown): string | undefined {
  const problem = entryProblem(entry);
  if (problem === undefined) return undefined;
  return `option 'referenceTable' entry '${character}'${problem.startsWith(':') ? '' : ' '}${problem}`;
}

/** The table's entry for `character`, checked (rule stroke.reference); a malformed one throws an OptionError. */
export function checkedEntry(caller: string, table: ReferenceTable, character: string): ReferenceEntry | undefined {
  const entry = entryOf(table, character);
  // The built-in table is deeply frozen and its entries are checked by its tests: no call can
  // make one malformed, so they are not checked again on every call.
  if (entry === undefined || table === REFERENCE_STROKES) return entry;
  const problem = entryOptionProblem(character, entry);
  if (problem !== undefined) throw new OptionError(caller, [problem], ['options', 'referenceTable', character]);
  return entry;
}
