// One place that turns a parsed JSON body into a status and a response body; the HTTP
// handler and the command-line tool both use it, so they answer alike.

import { toEnvelope } from '../envelope.js';
import type { Operation } from '../errors.js';
import { ScoringError, ValidationError } from '../errors.js';
import { reviewEssay } from '../essay/review.js';
import type { ReferenceTable } from '../stroke-order/constants.js';
import { type EvaluateStrokeOrderOptions, evaluateStrokeOrder } from '../stroke-order/evaluate.js';
import { evaluateWritingQuality } from '../writing-quality/evaluate.js';
import { invalidJsonBody, scoringErrorBody, validationErrorBody } from './problems.js';

/** Options the HTTP handler and the CLI pass through to the operations. */
export interface DispatchOptions {
  /** Clock behind `inference_time_ms`. */
  readonly now?: () => number;
  /** Replaces the built-in reference stroke table (over `strokes.referenceTable` too). */
  readonly referenceTable?: ReferenceTable;
  /**
   * Opt-in stroke-order options passed to evaluateStrokeOrder, e.g. `PRECISE` of
   * handwriting-scoring/strokes. Default: the contract's.
   */
  readonly strokes?: Pick<EvaluateStrokeOrderOptions, 'referenceTable' | 'classifier' | 'comparison'>;
}

/** What one request gives: the HTTP status and the JSON body. */
export interface DispatchResult {
  readonly status: 200 | 422 | 500;
  readonly body: unknown;
}

/** The contract's route of each operation, below the base path. */
export const OPERATION_ROUTES: Readonly<Record<Operation, string>> = {
  'essay-review': '/essay/review',
  'stroke-order': '/stroke-order/evaluate',
  'writing-quality': '/writing/quality',
};

/** Runs `operation` on a parsed body and maps the outcome to the contract's status and body. */
export function dispatch(operation: Operation, body: unknown, options: DispatchOptions = {}): DispatchResult {
  const clock = options.now ? { now: options.now } : {};
  try {
    switch (operation) {
      case 'essay-review':
        return { status: 200, body: toEnvelope(reviewEssay(body, clock)) };
      case 'stroke-order': {
        const table = options.referenceTable ? { referenceTable: options.referenceTable } : {};
        const strokes = { ...options.strokes, ...table, ...clock };
        return { status: 200, body: toEnvelope(evaluateStrokeOrder(body, strokes)) };
      }
      case 'writing-quality':
        return { status: 200, body: toEnvelope(evaluateWritingQuality(body)) };
    }
  } catch (error) {
    if (error instanceof ValidationError) return { status: 422, body: validationErrorBody(error) };
    if (error instanceof ScoringError) return { status: 500, body: scoringErrorBody(error) };
    throw error;
  }
}

/** Parses a JSON text and dispatches it; a text that is not JSON is a 422 like FastAPI's. */
export function dispatchText(operation: Operation, text: string, options: DispatchOptions = {}): DispatchResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // The engine's message differs between hosts; the body states the problem in our words.
    return { status: 422, body: invalidJsonBody(text) };
  }
  return dispatch(operation, body, options);
}
