import { type Operation, OptionError, ScoringError, ValidationError } from './errors.js';
import { Issues } from './validation.js';

/** Options every operation takes. */
export interface ClockOptions {
  /**
   * Clock behind `inference_time_ms`, in milliseconds (rule general.inference-time). Inject a fixed one to
   * make a result a pure function of the request, e.g. in fixtures. Default: `performance.now`.
   */
  readonly now?: () => number;
}

/**
 * The request type of each operation's one signature: `T` itself when `T` is
 * `unknown` or `any` (`reviewEssay(JSON.parse(body))` needs no cast), and `Request` for any
 * other type, so that an object literal with a misspelt field (`{ txt: '…' }`) or a wrong type
 * (`grade: '3'`) is a compile error instead of falling through to `unknown`.
 */
export type UnknownOr<T, Request> = unknown extends T ? T : Request;

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
    // A malformed option found while reading (such as a reference entry) is the caller's bug.
    if (error instanceof OptionError) throw error;
    // A throwing getter or proxy trap on the caller's object: the request cannot be read.
    issues.add('unreadable', [], `The request could not be read: ${messageOf(error)}`);
  }
  if (issues.count > 0 || request === undefined) {
    throw new ValidationError(operation, issues.list, issues.count - issues.list.length);
  }
  try {
    return score(request);
  } catch (error) {
    if (error instanceof ScoringError || error instanceof OptionError) throw error;
    // A plug-in that finds the request unfit for it (a matcher with no data for the character)
    // rejects it as the request's own fault.
    if (error instanceof ValidationError && error.operation === operation) throw error;
    throw new ScoringError(operation, failurePrefix + messageOf(error), { cause: error });
  }
}

/**
 * Reads the caller's clock (option `now`) when an operation starts; one that throws or gives
 * no finite number fails the call as the operation's ScoringError, never as a bare Error.
 * The reading at the end happens inside {@link runOperation}, which does the same.
 */
export function startClock(operation: Operation, failurePrefix: string, now: () => number): number {
  let started: unknown;
  try {
    started = now();
  } catch (error) {
    throw new ScoringError(operation, `${failurePrefix}计时函数出错（option now threw: ${messageOf(error)}）`, {
      cause: error,
    });
  }
  if (typeof started !== 'number' || !Number.isFinite(started)) {
    const got = typeof started === 'number' ? String(started) : typeof started;
    throw new ScoringError(
      operation,
      `${failurePrefix}计时函数出错（option now returned ${got}, not a finite number）`,
    );
  }
  return started;
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
