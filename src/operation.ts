import { type Operation, ScoringError, ValidationError } from './errors.js';
import { Issues } from './validation.js';

/** Options every operation takes. */
export interface ClockOptions {
  /**
   * Clock behind `inference_time_ms`, in milliseconds (rule general.inference-time). Inject a fixed one to
   * make a result a pure function of the request, e.g. in fixtures. Default: `performance.now`.
   */
  readonly now?: () => number;
}

/** The default clock: a monotonic one where the host has it. */
export function defaultNow(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}

/**
 * Runs one operation: validate everything first (throwing one ValidationError with every
 * issue), then score; an unexpected failure while scoring becomes the operation's ScoringError.
 */
export function runOperation<Request, Result>(
  operation: Operation,
  failurePrefix: string,
  input: unknown,
  validate: (input: unknown, issues: Issues) => Request | undefined,
  score: (request: Request) => Result,
): Result {
  const issues = new Issues();
  let request: Request | undefined;
  try {
    request = validate(input, issues);
  } catch (error) {
    // A throwing getter or proxy trap on the caller's object: the request cannot be read.
    issues.add('unreadable', [], `The request could not be read: ${messageOf(error)}`);
  }
  if (issues.list.length > 0 || request === undefined) {
    throw new ValidationError(operation, issues.list);
  }
  try {
    return score(request);
  } catch (error) {
    if (error instanceof ScoringError) throw error;
    throw new ScoringError(operation, failurePrefix + messageOf(error), { cause: error });
  }
}

/** Throws the operation failure the contract defines for a rule that cannot be computed. */
export function fail(message: string): never {
  throw new ScoringFailure(message);
}

/** An expected failure inside a rule; runOperation prefixes it and throws a ScoringError. */
class ScoringFailure extends Error {
  override readonly name = 'ScoringFailure' as const;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return 'unknown error';
  }
}
