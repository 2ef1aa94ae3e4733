// `?explain=true` on the three routes: the query flag, and the envelope with the
// explanation beside `data`. The operations and their explaining twins share dispatch's one
// table (dispatch.ts), so both routes pass the options on alike.

import type { ValidationErrorBody } from './problems.js';

/** The query parameter's name. */
const EXPLAIN_PARAMETER = 'explain';

/** The values `?explain=` takes: on, or off (the default). */
const EXPLAIN_VALUES: Readonly<Record<string, boolean>> = { true: true, 1: true, false: false, 0: false };

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

/** The OpenAPI schema of `warnings` in the success envelope. */
export const WARNINGS_OPENAPI_SCHEMA = {
  type: 'array',
  items: { type: 'string' },
  description:
    'Present only with ?explain=true and only when there is one: each likely typo among the request fields ' +
    '(ignored, as every unknown field), with the field it is close to.',
} as const;
