// The geometry hook of writing quality: a whole-character reader that knows the character's own
// strokes (handwriting-scoring/geometry fills it) rates each drawn stroke and the whole character
// against them. The operation reads the request, checks the options and takes the total; the
// hook computes the dimensions. Without a hook the contract's rules run, unchanged.

import type { ExplanationStep } from '../core/explanation.js';
import { runOperation } from '../core/operation.js';
import { describeValue, isRecord, readOptionsObject, throwIfProblems } from '../core/options.js';
import { checkStrokes, type Stroke } from '../core/points.js';
import { round } from '../core/round.js';
import { fieldWarnings, withWarnings } from '../core/suggest.js';
import type { Issues } from '../core/validation.js';
import { tooManyStrokes } from '../stroke-order/matcher.js';
import {
  QUALITY_DIMENSIONS,
  QUALITY_STRICTNESS,
  QUOTED_REFERENCE_CHARACTERS,
  type QualityDimension,
  type QualityStrictness,
  WRITING_QUALITY_FAILURE_PREFIX,
} from './constants.js';
import type { EvaluateWritingQualityOptions, WritingQualityData } from './contract.js';
import { readQualityRequest, WRITING_QUALITY_REQUEST_FIELDS } from './request.js';

/** The writing box the character was written in, in the pen data's units (its top-left corner at 0, 0). */
export interface QualityBox {
  readonly width: number;
  readonly height: number;
}

/** What the hook is asked: the box, if the caller gave it, and the strictness. */
export interface QualitySettings {
  readonly box: QualityBox | undefined;
  readonly strictness: QualityStrictness;
}

/** The settings with the character the request names (its `reference_char`), for a hook that serves many characters. */
export interface QualityCall extends QualitySettings {
  readonly character: string | undefined;
}

/** One dimension as the hook made it: from 100, its steps, floored at 0 (not yet rounded). */
export interface QualityMatcherDimension {
  readonly rule: string;
  readonly start: number;
  readonly steps: readonly ExplanationStep[];
  readonly value: number;
}

/** The hook's reading of a character; `Fields` are added to the writing-quality data. */
export interface QualityMatcherResult<Fields extends object = object> {
  readonly dimensions: Readonly<Record<QualityDimension, QualityMatcherDimension>>;
  /** Added to `data` after `dimensions`, such as `stroke_quality` and `character_quality`. */
  readonly fields: Fields;
  /** The measures behind the fields, for explanations. */
  readonly measures: unknown;
}

/** Reads the strokes for a {@link QualityMatcher}; throwing fails the call as a ScoringError. */
export type QualityReader<Fields extends object> = (
  strokes: readonly Stroke[],
  settings: QualityCall,
) => QualityMatcherResult<Fields>;

/**
 * A whole-character reader for writing quality's `matcher` option, made by {@link qualityMatcher}:
 * it runs the whole geometry mode itself, so the contract's code does not carry it.
 */
export interface QualityMatcher<Fields extends object = object> {
  /** Named in explanations. */
  readonly name: string;
  /**
   * The most strokes it reads, for a reader whose work grows faster than the strokes: a request
   * with more is a ValidationError (`too_big` on `strokes`) before any point is read (rule
   * geometry.bounds). A positive whole number; undefined reads any number.
   */
  readonly maxStrokes?: number;
  readonly quality: QualityReader<Fields>;
  /** evaluateWritingQuality with these options. */
  evaluateQuality(request: unknown, options: unknown): WritingQualityData & Fields;
  /** explainWritingQuality with these options. */
  explainQuality(request: unknown, options: unknown): ExplainedWritingQualityGeometry<Fields>;
}

/** How a rating in the geometry mode got its numbers (rules geometry.quality.*). */
export interface WritingQualityGeometryExplanation {
  /** The matcher's name. */
  readonly matcher: string;
  /** The box and strictness the rating used. */
  readonly settings: QualitySettings;
  /** Each requested dimension from 100: its steps and its value before rounding. */
  readonly dimensions: Readonly<Partial<Record<QualityDimension, QualityMatcherDimension>>>;
  /** rule quality.total: the rounded values and their mean. */
  readonly total: { readonly rule: 'quality.total'; readonly values: readonly number[]; readonly value: number };
  /** The matcher's measures behind each stroke and the character. */
  readonly measures: unknown;
}

/** A rating in the geometry mode with its explanation. */
export interface ExplainedWritingQualityGeometry<Fields extends object> {
  /** Exactly what evaluateWritingQuality returns for the same request and options. */
  readonly data: WritingQualityData & Fields;
  readonly explanation: WritingQualityGeometryExplanation;
  /** Likely typos among the request's field names; absent when none. */
  readonly warnings?: readonly string[];
}

/** A {@link QualityMatcher} named `name` that reads the strokes with `quality`. */
export function qualityMatcher<Fields extends object>(
  name: string,
  quality: QualityReader<Fields>,
): QualityMatcher<Fields> {
  const rate = (caller: string, request: unknown, options: unknown) => {
    const geometry = readQualityOptions(caller, options)!;
    return runOperation(
      'writing-quality',
      WRITING_QUALITY_FAILURE_PREFIX,
      request,
      // rules geometry.data and geometry.bounds — a request naming another character than the
      // matcher's own, or with more strokes than it reads, is listed, and no point read.
      (input, issues) =>
        readQualityRequest(input, issues, (value, key, found) => {
          const other = otherCharacter(input, geometry.matcher, found);
          return tooManyStrokes(value, geometry.matcher, found) || other ? undefined : checkStrokes(value, key, found);
        }),
      ({ strokes, eval_dimensions }) => {
        const result = quality(strokes, qualityCall(geometry.settings, request));
        // rule: quality.points — without points nothing is rated.
        const requested = strokes.some((stroke) => stroke.length > 0) ? eval_dimensions : [];
        return { result, data: matchedQuality(result, requested) as WritingQualityData & Fields, geometry };
      },
    );
  };
  return {
    name,
    quality,
    evaluateQuality: (request, options) => rate('evaluateWritingQuality', request, options).data,
    explainQuality(request, options) {
      const { result, data, geometry } = rate('explainWritingQuality', request, options);
      const dimensions: Partial<Record<QualityDimension, QualityMatcherDimension>> = {};
      for (const name of Object.keys(data.dimensions) as QualityDimension[]) dimensions[name] = result.dimensions[name];
      const explained: ExplainedWritingQualityGeometry<Fields> = {
        data,
        explanation: {
          matcher: name,
          settings: geometry.settings,
          dimensions,
          total: { rule: 'quality.total', values: Object.values(data.dimensions), value: data.total_score },
          measures: result.measures,
        },
      };
      return withWarnings(
        explained,
        fieldWarnings(request, ['strokes', ...Object.keys(WRITING_QUALITY_REQUEST_FIELDS)]),
      );
    },
  };
}

/**
 * rule: geometry.data — lists a request whose `reference_char` names another character than
 * the matcher's own data (geometric's `character`); true when it does.
 */
function otherCharacter(input: unknown, matcher: QualityMatcher, issues: Issues): boolean {
  const own = (matcher as { readonly character?: unknown }).character;
  const named = isRecord(input) ? input.reference_char : undefined;
  if (typeof own !== 'string' || typeof named !== 'string' || named === own) return false;
  const start = Array.from(named.slice(0, 2 * QUOTED_REFERENCE_CHARACTERS));
  const quoted =
    start.length > QUOTED_REFERENCE_CHARACTERS ? `${start.slice(0, QUOTED_REFERENCE_CHARACTERS).join('')}…` : named;
  issues.add(
    'invalid_character',
    ['reference_char'],
    `reference_char is '${quoted}', but the matcher's data is of '${own}' only (the geometry given is of “${own}”, not “${quoted}”).`,
  );
  return true;
}

/** The options of evaluateWritingQuality and explainWritingQuality (all opt-in; none: the contract). */
export interface WritingQualityGeometryOptions<Fields extends object = object> {
  /** The character's geometry, such as `geometric(charData, { character })` from 'handwriting-scoring/geometry'. */
  readonly matcher: QualityMatcher<Fields>;
  /** The writing box; without it size and place in the box are not judged. */
  readonly box?: QualityBox;
  /** How strict the thresholds are (rule geometry.quality.strictness); default 'standard'. */
  readonly strictness?: QualityStrictness;
}

/** The options writing quality takes: none (the contract), or the geometry mode's. */
export type WritingQualityOptions = EvaluateWritingQualityOptions | WritingQualityGeometryOptions<object>;

/** The fields the geometry mode adds to the data, for options `O`; none for the contract's. */
export type QualityFieldsOf<O> = O extends WritingQualityGeometryOptions<infer Fields> ? Fields : unknown;

const OPTION_KEYS = ['matcher', 'box', 'strictness'] as const;

/**
 * rule: geometry.quality.strictness — checks the options (one OptionError listing every
 * problem); `undefined` when there are none, the contract's mode.
 */
export function readQualityOptions(
  caller: string,
  options: unknown,
): { matcher: QualityMatcher; settings: QualitySettings } | undefined {
  if (options === undefined) return undefined;
  const problems: string[] = [];
  const object = readOptionsObject(options, OPTION_KEYS, problems);
  const { matcher, box, strictness } = object;
  if (matcher === undefined && (box !== undefined || strictness !== undefined))
    problems.push("options 'box' and 'strictness' need a 'matcher', such as geometric(charData, { character })");
  const matcherOk =
    matcher === undefined ||
    (isRecord(matcher) &&
      typeof matcher.name === 'string' &&
      typeof matcher.evaluateQuality === 'function' &&
      (matcher.maxStrokes === undefined ||
        (Number.isInteger(matcher.maxStrokes) && (matcher.maxStrokes as number) > 0)));
  if (!matcherOk)
    problems.push(
      `option 'matcher' must be a QualityMatcher { name, quality(strokes, settings) } (its maxStrokes, if any, a positive whole number), such as geometric(charData, { character }).matcher from 'handwriting-scoring/geometry', got ${describeValue(matcher)}`,
    );
  const side = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;
  const boxOk = box === undefined || (isRecord(box) && side(box.width) && side(box.height));
  if (!boxOk)
    problems.push(`option 'box' must be { width, height }, each a finite number above 0, got ${describeValue(box)}`);
  const strictnessOk = strictness === undefined || (QUALITY_STRICTNESS as readonly unknown[]).includes(strictness);
  if (!strictnessOk)
    problems.push(
      `option 'strictness' must be one of ${QUALITY_STRICTNESS.map((s) => `'${s}'`).join(', ')}, got ${describeValue(strictness)}`,
    );
  throwIfProblems(caller, problems);
  if (matcher === undefined) return undefined;
  return {
    matcher: matcher as unknown as QualityMatcher,
    settings: {
      box: box === undefined ? undefined : { width: (box as QualityBox).width, height: (box as QualityBox).height },
      strictness: (strictness as QualityStrictness | undefined) ?? 'standard',
    },
  };
}

/** The settings of one request: its `reference_char` (already validated: a string, null or absent) beside the options'. */
export function qualityCall(settings: QualitySettings, request: unknown): QualityCall {
  const character = (request as { reference_char?: string | null }).reference_char;
  return { ...settings, character: character ?? undefined };
}

/** The data of a rating by a hook: the requested dimensions, rounded, their mean, and the hook's fields. */
export function matchedQuality(
  result: QualityMatcherResult,
  requested: readonly string[],
): { total_score: number; dimensions: Partial<Record<QualityDimension, number>> } {
  // rule: quality.dimensions and quality.total — the requested names in the fixed order, the
  // mean of the rounded values.
  const names = QUALITY_DIMENSIONS.filter((name) => requested.includes(name));
  const dimensions: Partial<Record<QualityDimension, number>> = {};
  let sum = 0;
  for (const name of names) {
    const value = round(result.dimensions[name].value, 1);
    dimensions[name] = value;
    sum += value;
  }
  const total_score = names.length === 0 ? 0 : round(sum / names.length, 1);
  return { total_score, dimensions, ...result.fields };
}
