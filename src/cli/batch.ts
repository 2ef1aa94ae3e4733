// The line format of `handwriting-scoring batch`: { "op": …, "id"?: …, "request": {…} }.
import { OPERATIONS, type Operation } from '../core/errors.js';
import type { FastApiIssue } from '../http/problems.js';
import { COMMAND_ALIASES, operationOf } from './commands.js';
import { usageHint } from './suggest.js';

/** Every op a batch line may name: the command names and their older aliases. */
const OP_NAMES: readonly string[] = [...OPERATIONS, ...Object.keys(COMMAND_ALIASES)];

/** One batch line read: the operation and request to run, or every issue that stops it. */
export type BatchLine =
  | { readonly op: Operation; readonly request: unknown; readonly issues?: undefined }
  | { readonly op?: undefined; readonly request?: undefined; readonly issues: readonly FastApiIssue[] };

const OPERATION_LIST = OPERATIONS.join(', ');

/** True for a JSON object (not an array or null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one parsed batch line, collecting every issue (op and request) before giving up. */
export function readBatchLine(value: unknown): BatchLine {
  if (!isJsonObject(value)) {
    return {
      issues: [
        { type: 'model_attributes_type', loc: [], msg: 'A batch line must be a JSON object with op and request.' },
      ],
    };
  }
  const issues: FastApiIssue[] = [];
  const { op, request } = value;
  const operation = typeof op === 'string' ? operationOf(op) : undefined;
  if (op === undefined) issues.push({ type: 'missing', loc: ['op'], msg: `op is required: one of ${OPERATION_LIST}.` });
  else if (operation === undefined) {
    const hint = typeof op === 'string' ? usageHint(op, OP_NAMES, (name) => `'${operationOf(name) ?? name}'`) : '';
    issues.push({ type: 'literal_error', loc: ['op'], msg: `op must be one of ${OPERATION_LIST}${hint || '.'}` });
  }
  if (request === undefined) issues.push({ type: 'missing', loc: ['request'], msg: 'request is required.' });
  if (operation === undefined || issues.length > 0) return { issues };
  return { op: operation, request };
}
