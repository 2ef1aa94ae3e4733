// `?explain=true` on the three routes (issue 13): the query flag, and the envelope with the
// explanation beside `data`. Kept apart from dispatch so the plain answer stays untouched:
// without the flag nothing here runs, and a rejected request is answered by dispatch itself.

import { toEnvelope } from '../envelope.js';
import { type Operation, ScoringError, ValidationError } from '../errors.js';
import { explainEssay } from '../essay/explain.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { type DispatchOptions, type DispatchResult, dispatch, dispatchText } from './dispatch.js';
import type { ValidationErrorBody } from './problems.js';

/** The query parameter's name. */
export const EXPLAIN_PARAMETER = 'explain';

/** The values `?explain=` takes: on, or off (the default). */
export const EXPLAIN_VALUES: Readonly<Record<string, boolean>> = { true: true, 1: true, false: false, 0: false };

/**
 * What `?explain=` asks of a request URL: `true` (`true`, `1`), `false` (absent, `false`, `0`),
 * or `undefined` for any other value, a repeated parameter included.
 */
export function readExplainFlag(url: URL): boolean | undefined {
  const values = url.searchParams.getAll(EXPLAIN_PARAMETER);
  if (values.length === 0) return false;
  if (values.length > 1 || !Object.hasOwn(EXPLAIN_VALUES, values[0]!)) return undefined;
  return EXPLAIN_VALUES[values[0]!];
}

/** The 422 problem of an `explain` value it does not take, in FastAPI's shape. */
export function invalidExplainBody(url: URL): ValidationErrorBody {
  const given = url.searchParams.getAll(EXPLAIN_PARAMETER).join(', ');
  return {
    detail: [
      {
        type: 'bool_parsing',
        loc: ['query', EXPLAIN_PARAMETER],
        msg: `explain must be one of true, 1, false, 0 (once), but is ${given === '' ? 'empty' : given}.`,
      },
    ],
  };
}

/** The OpenAPI description of the query parameter, on each of the three routes. */
export const EXPLAIN_OPENAPI_PARAMETER = {
  name: EXPLAIN_PARAMETER,
  in: 'query',
  required: false,
  description:
    '`true` or `1` adds `explanation` beside `data`: how every number was made, step by step, with rule ids ' +
    '(docs/rules.md). Absent, `false` or `0`: the plain envelope. Any other value: 422.',
  schema: { type: 'string', enum: Object.keys(EXPLAIN_VALUES) },
} as const;

/** The OpenAPI schema of `explanation` in the success envelope. */
export const EXPLANATION_OPENAPI_SCHEMA = {
  type: 'object',
  description: 'Present only with ?explain=true: how each number of `data` was made (handwriting-scoring/explain).',
} as const;

type Explainer = (body: unknown, options: DispatchOptions) => { readonly data: unknown; readonly explanation: unknown };

/** The explain function of each operation, called as dispatch calls the operation. */
const EXPLAINERS: Readonly<Record<Operation, Explainer>> = {
  'essay-review': (body, { now }) => explainEssay(body, now ? { now } : {}),
  'stroke-order': (body, { now, referenceTable }) =>
    explainStrokeOrder(body, { ...(now && { now }), ...(referenceTable && { referenceTable }) }),
  'writing-quality': (body) => explainWritingQuality(body),
};

/**
 * Like dispatch, with `explanation` beside `data` in the success envelope. A request the
 * operation rejects is answered by dispatch itself, so it gets exactly the answer it would
 * get without `?explain`.
 */
export function dispatchExplained(operation: Operation, body: unknown, options: DispatchOptions = {}): DispatchResult {
  const explain = EXPLAINERS[operation];
  let explained: ReturnType<Explainer>;
  try {
    explained = explain(body, options);
  } catch (error) {
    if (error instanceof ValidationError || error instanceof ScoringError) return dispatch(operation, body, options);
    throw error;
  }
  return { status: 200, body: { ...toEnvelope(explained.data), explanation: explained.explanation } };
}

/** Like dispatchText, with `explanation` beside `data`; a text that is not JSON gets dispatchText's 422. */
export function dispatchExplainedText(
  operation: Operation,
  text: string,
  options: DispatchOptions = {},
): DispatchResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return dispatchText(operation, text, options);
  }
  return dispatchExplained(operation, body, options);
}
