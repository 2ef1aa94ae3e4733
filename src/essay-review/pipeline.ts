// The one run of an essay review, whichever reading makes its analysis: the clock option, the
// clock, validation, the reading, the totals and the data are written here once. reviewEssay
// runs it with the fast reading (fast/), explainEssay with the plain one (rules/), each an
// EssayReading.

import { elapsedMs } from '../core/elapsed.js';
import { defaultNow, runOperation, startClock } from '../core/operation.js';
import { checkClockOptions } from '../core/options.js';
import type { Grade } from './constants.js';
import type { EssayAnalysis, EssayReviewData, ReviewEssayOptions } from './contract.js';
import { ESSAY_FAILURE_PREFIX } from './messages.js';
import { type EssayRequestValues, validateEssayRequest } from './request.js';
import { buildEssayData } from './totals.js';

/** One reading of the essay rules: it reads a validated text, and gives what the totals read. */
export interface EssayReading<Reading> {
  /** Every essay.* rule over the text, in the reading's own terms. */
  read(text: string, grade: Grade): Reading;
  /** The scores, counts, comments and errors the totals rules take (rules essay.total.*). */
  analysis(reading: Reading): EssayAnalysis;
}

/**
 * Runs one essay review with `reading`: checks the options (naming `caller`), starts the clock,
 * validates the request, reads the text and makes the data, then hands the data, the reading
 * and the request's values to `finish`. The clock is read for `inference_time_ms` once the
 * text is read.
 */
export function runEssayReview<Reading, Result>(
  caller: string,
  reading: EssayReading<Reading>,
  finish: (data: EssayReviewData, read: Reading, values: EssayRequestValues) => Result,
  request: unknown,
  options: ReviewEssayOptions | undefined,
): Result {
  const now = checkClockOptions(caller, options).now ?? defaultNow;
  const started = startClock('essay-review', ESSAY_FAILURE_PREFIX, now);
  return runOperation('essay-review', ESSAY_FAILURE_PREFIX, request, validateEssayRequest, (values) => {
    const read = reading.read(values.text, values.grade as Grade);
    const data = buildEssayData(reading.analysis(read), values, elapsedMs(started, now()));
    return finish(data, read, values);
  });
}
