// Error bodies of the HTTP layer, in the shapes FastAPI gives (rule general.errors).
import type { IssueCode, PathSegment, ScoringError, ValidationError } from '../core/errors.js';
import { findJsonSyntaxProblem } from './json-syntax.js';

/** One entry of a 422 body, as FastAPI writes it. */
export interface FastApiIssue {
  readonly type: string;
  readonly loc: readonly PathSegment[];
  readonly msg: string;
}

/** The 422 body: `{ detail: [{ type, loc: ['body', …path], msg }] }`. */
export interface ValidationErrorBody {
  readonly detail: readonly FastApiIssue[];
}

/** The body of every other error: `{ detail: '…' }`. */
export interface DetailBody {
  readonly detail: string;
}

/** FastAPI (pydantic) error types of the library's issue codes. */
export const FASTAPI_ISSUE_TYPES: Readonly<Record<IssueCode, string>> = {
  required: 'missing',
  invalid_type: 'type_error',
  too_short: 'string_too_short',
  too_long: 'string_too_long',
  too_small: 'greater_than_equal',
  too_big: 'less_than_equal',
  invalid_enum: 'literal_error',
  invalid_character: 'value_error',
  unreadable: 'value_error',
};

/** The `type` of the entry that counts the issues a 422 body does not list. */
const TOO_MANY_ISSUES_TYPE = 'too_many_issues';

/**
 * The 422 body of a rejected request: its listed issues, then, when some were not listed
 * (errors.MAX_LISTED_ISSUES), one entry counting them, so the body stays smaller than the request.
 */
export function validationErrorBody(error: ValidationError): ValidationErrorBody {
  const detail: FastApiIssue[] = error.issues.map((issue) => ({
    type: FASTAPI_ISSUE_TYPES[issue.code],
    loc: ['body', ...issue.path],
    msg: issue.message,
  }));
  if (error.omitted > 0) {
    const msg = `${error.omitted} more ${error.omitted === 1 ? 'issue' : 'issues'} not listed: only the first ${error.issues.length} are.`;
    detail.push({ type: TOO_MANY_ISSUES_TYPE, loc: ['body'], msg });
  }
  return { detail };
}

/**
 * The 422 body of a body that is not JSON, worded by the project (never by the engine's
 * `JSON.parse`), so every host answers with the same bytes. Like FastAPI, `loc` ends with the
 * code-point position of the problem when there is one.
 */
export function invalidJsonBody(text: string): ValidationErrorBody {
  const problem = findJsonSyntaxProblem(text);
  if (problem === undefined) {
    return {
      detail: [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error: the body could not be parsed' }],
    };
  }
  const msg = `JSON decode error: ${problem.reason} at position ${problem.position}`;
  return { detail: [{ type: 'json_invalid', loc: ['body', problem.position], msg }] };
}

/** The 500 body of an operation failure. */
export function scoringErrorBody(error: ScoringError): DetailBody {
  return { detail: error.detail };
}
