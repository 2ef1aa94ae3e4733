// The one run of a writing-quality rating, whichever reading makes its numbers: the geometry
// mode's hand-over, the options' check, validation and the reading are written here once.
// evaluateWritingQuality runs it with the fast reading (fast/), explainWritingQuality with the
// plain one (rules/), each a WritingQualityReading.

import { runOperation } from '../core/operation.js';
import { checkNoOptions } from '../core/options.js';
import type { Issues } from '../core/validation.js';
import { WRITING_QUALITY_FAILURE_PREFIX } from './constants.js';
import type { QualityMatcher } from './matcher.js';
import { type QualityRequestValues, readQualityRequest } from './request.js';

/** One reading of the writing-quality rules: how it reads the strokes and rates them. */
export interface WritingQualityReading<Strokes, Result> {
  /** The geometry matcher's hook that runs the whole call instead, for this public function. */
  readonly hook: 'evaluateQuality' | 'explainQuality';
  /** Rule general.validation: the `strokes` field checked, read as the reading needs it. */
  readStrokes(value: unknown, key: string, issues: Issues): Strokes | undefined;
  /** Rules quality.*: the rating of a validated request (`request` as given, for its warnings). */
  rate(values: QualityRequestValues<Strokes>, request: unknown): Result;
}

/**
 * Runs one writing-quality rating with `reading`: hands the call to a geometry matcher when the
 * options hold one (rules geometry.quality.*), else checks that no option is given (naming
 * `caller`), validates the request and rates it.
 */
export function runWritingQuality<Strokes, Result>(
  caller: string,
  reading: WritingQualityReading<Strokes, Result>,
  request: unknown,
  options: unknown,
): Result {
  // The geometry mode is the matcher's own code (its package's), so the contract's stays small.
  const matcher = (options as { matcher?: Partial<QualityMatcher> } | null | undefined)?.matcher;
  const hook = matcher?.[reading.hook] as ((request: unknown, options: unknown) => unknown) | undefined;
  if (typeof hook === 'function') return hook.call(matcher, request, options) as Result;
  checkNoOptions(caller, options);
  return runOperation(
    'writing-quality',
    WRITING_QUALITY_FAILURE_PREFIX,
    request,
    (input, issues) => readQualityRequest(input, issues, reading.readStrokes),
    (values) => reading.rate(values, request),
  );
}
