// One place that turns a parsed JSON body into a status and a response body; the HTTP
// handler and the command-line tool both use it, so they answer alike.

import { toEnvelope } from '../core/envelope.js';
import type { Operation } from '../core/errors.js';
import { ScoringError, ValidationError } from '../core/errors.js';
import type { ClockOptions } from '../core/operation.js';
import { explainEssay } from '../essay-review/explain.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import type { EvaluateStrokeOrderOptions } from '../stroke-order/options.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { checkDispatchOptions, checkOperation, type DispatchOptions } from './options.js';
import { invalidJsonBody, scoringErrorBody, validationErrorBody } from './problems.js';

export type { DispatchOptions } from './options.js';

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

/** How the routes run one operation: plainly, or with its explanation. */
interface RouteOperation {
  /** Validates, then scores: the `data` of the plain answer. */
  readonly run: (body: unknown, options: DispatchOptions) => unknown;
  /** Validates, then scores and explains: the answer to `?explain=true`. */
  readonly explain: (
    body: unknown,
    options: DispatchOptions,
  ) => { readonly data: unknown; readonly explanation: unknown; readonly warnings?: readonly string[] };
}

/** The stroke-order options of a dispatch: `strokes`, then the table and the clock over them. */
function strokeOrderOptions({ now, referenceTable, strokes }: DispatchOptions): EvaluateStrokeOrderOptions {
  return { ...strokes, ...(referenceTable && { referenceTable }), ...(now && { now }) };
}

/** The clock of a dispatch, the only option an essay review takes. */
const clockOptions = ({ now }: DispatchOptions): ClockOptions => (now ? { now } : {});

/**
 * The one table both the plain and the explained routes read: each operation's function, its
 * explaining twin, and the options both are given, so the two answers cannot drift apart.
 */
const ROUTE_OPERATIONS: Readonly<Record<Operation, RouteOperation>> = {
  'essay-review': {
    run: (body, options) => reviewEssay(body, clockOptions(options)),
    explain: (body, options) => explainEssay(body, clockOptions(options)),
  },
  'stroke-order': {
    run: (body, options) => evaluateStrokeOrder(body, strokeOrderOptions(options)),
    explain: (body, options) => explainStrokeOrder(body, strokeOrderOptions(options)),
  },
  'writing-quality': {
    run: (body) => evaluateWritingQuality(body),
    explain: (body) => explainWritingQuality(body),
  },
};

/**
 * Runs `operation` on a parsed body and maps the outcome to the contract's status and body.
 *
 * @throws {OptionError} when `operation` is not one of the three, or an option is malformed.
 */
export function dispatch(operation: Operation, body: unknown, options: DispatchOptions = {}): DispatchResult {
  return answer(checkOperation('dispatch', operation), body, checkDispatchOptions('dispatch', options));
}

/**
 * {@link dispatch} without checking its arguments: for callers that checked them once. With
 * `explain`, the success envelope carries `explanation` beside `data`; a rejected request is
 * validated once and answered exactly as without it (the explaining twin throws the same errors).
 */
export function answer(operation: Operation, body: unknown, options: DispatchOptions, explain = false): DispatchResult {
  const route = ROUTE_OPERATIONS[operation];
  try {
    if (!explain) return { status: 200, body: toEnvelope(route.run(body, options)) };
    // The warnings (likely typos, ignored) follow the explanation only when there is one, as the
    // explaining functions give them.
    const { data, explanation, warnings } = route.explain(body, options);
    return { status: 200, body: { ...toEnvelope(data), explanation, ...(warnings && { warnings }) } };
  } catch (error) {
    if (error instanceof ValidationError) return { status: 422, body: validationErrorBody(error) };
    if (error instanceof ScoringError) return { status: 500, body: scoringErrorBody(error) };
    throw error;
  }
}

/** Parses a JSON text and dispatches it; a text that is not JSON is a 422 like FastAPI's. */
export function dispatchText(operation: Operation, text: string, options: DispatchOptions = {}): DispatchResult {
  return answerText(checkOperation('dispatchText', operation), text, checkDispatchOptions('dispatchText', options));
}

/** {@link dispatchText} without checking its arguments; `explain` as for {@link answer}. */
export function answerText(
  operation: Operation,
  text: string,
  options: DispatchOptions,
  explain = false,
): DispatchResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // The engine's message differs between hosts; the body states the problem in our words.
    return { status: 422, body: invalidJsonBody(text) };
  }
  return answer(operation, body, options, explain);
}
