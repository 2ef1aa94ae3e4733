/** The three scoring operations of the contract, as error and HTTP layers name them. */
export const OPERATIONS = ['essay-review', 'stroke-order', 'writing-quality'] as const;

/** One of {@link OPERATIONS}. */
export type Operation = (typeof OPERATIONS)[number];

/** One segment of an issue's path: an object key or an array index. */
export type PathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A path as every message of the library, the HTTP layer and the CLI writes it: JavaScript's
 * access notation, e.g. `strokes[0][3].pressure`; the empty path (the request itself) is `''`.
 * The structured `path` (`['strokes', 0, 3, 'pressure']`) stays what programs read.
 */
export function formatPath(path: readonly PathSegment[]): string {
  if (!Array.isArray(path))
    throw new OptionError('formatPath', ['path must be an array of keys and indexes'], ['path']);
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (!IDENTIFIER.test(segment)) out += `[${JSON.stringify(segment)}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

/**
 * The one-line summary of a rejected request: the first issue's message (which begins with its
 * path) and how many more there are, e.g. `strokes[0][1].timestamp is required. (and 2 more)`.
 */
export function summarizeIssues(issues: readonly ValidationIssue[], omitted = 0): string {
  if (!Array.isArray(issues))
    throw new OptionError('summarizeIssues', ['issues must be an array of issues'], ['issues']);
  const first = issues[0];
  if (first === undefined) return 'The request is invalid.';
  const more = issues.length - 1 + omitted;
  return more > 0 ? `${first.message} (and ${more} more)` : first.message;
}

/** Machine codes of validation issues. */
export const ISSUE_CODES = [
  'required',
  'invalid_type',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_enum',
  'invalid_character',
  'unreadable',
] as const;

/** One of {@link ISSUE_CODES}. */
export type IssueCode = (typeof ISSUE_CODES)[number];

/** One violation of a request's constraints. */
export interface ValidationIssue {
  /** What kind of rule was broken. */
  readonly code: IssueCode;
  /** Where: keys and indexes from the request root, e.g. `['strokes', 0, 3, 'pressure']`. */
  readonly path: readonly PathSegment[];
  /** One English sentence that begins with the path (as {@link formatPath} writes it) and names the rule. */
  readonly message: string;
}

/**
 * How many issues a rejected request lists at most; the rest are counted (`omitted`), so an
 * answer stays smaller than a hostile request (a megabyte of broken points lists 100, not a
 * million). The same in the library, every host and the CLI.
 */
export const MAX_LISTED_ISSUES: number = 100;

/**
 * The `code` of each error class, Node's style (`error.code`), so a program can tell them apart
 * without `instanceof` (which fails across two copies of the package, ESM and CommonJS).
 */
export const ERROR_CODES = [
  'ERR_INVALID_REQUEST',
  'ERR_SCORING_FAILED',
  'ERR_INVALID_OPTION',
  'ERR_CHARACTER_DATA',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Base class of every error the library throws on purpose: a {@link ValidationError}, a
 * {@link ScoringError}, an {@link OptionError}, or the geometry subpath's `CharacterDataError`.
 * Each has a literal `name`, a `code` and the `path` of what failed.
 */
export abstract class HandwritingScoringError extends Error {
  /** The class's name, also when minified: `'ValidationError'`, `'OptionError'`, … */
  abstract override readonly name: string;
  /** The class's code, one of {@link ERROR_CODES}. */
  abstract readonly code: ErrorCode;
  /** Where the (first) failure is: keys and indexes from the request or the arguments; `[]` for the whole. */
  abstract readonly path: readonly PathSegment[];
}

/** A request broke the contract's constraints; nothing was scored. Lists every violation. */
export class ValidationError extends HandwritingScoringError {
  override readonly name = 'ValidationError' as const;
  readonly code = 'ERR_INVALID_REQUEST' as const;
  /** The first issue's path. */
  readonly path: readonly PathSegment[];
  /** The HTTP status the contract gives this failure. */
  readonly status = 422 as const;
  /** The operation that refused the request. */
  readonly operation: Operation;
  /** The violations found, in order, never empty: the first {@link MAX_LISTED_ISSUES} of them. */
  readonly issues: readonly ValidationIssue[];
  /** How many more violations were found but not listed (0 when all are). */
  readonly omitted: number;

  constructor(operation: Operation, issues: readonly ValidationIssue[], omitted = 0) {
    super(summarizeIssues(issues, omitted));
    this.operation = operation;
    this.issues = Object.freeze(issues.slice(0, MAX_LISTED_ISSUES));
    this.omitted = omitted + Math.max(0, issues.length - MAX_LISTED_ISSUES);
    this.path = issues[0]?.path ?? [];
  }
}

/** Scoring failed on a valid request (the contract's HTTP 500); `detail` is the service's text. */
export class ScoringError extends HandwritingScoringError {
  override readonly name = 'ScoringError' as const;
  readonly code = 'ERR_SCORING_FAILED' as const;
  /** `[]`: the request as a whole could not be scored. */
  readonly path: readonly PathSegment[] = [];
  /** The HTTP status the contract gives this failure. */
  readonly status = 500 as const;
  /** The operation that failed. */
  readonly operation: Operation;
  /** The operation's fixed Chinese prefix followed by the failure message. */
  readonly detail: string;

  constructor(operation: Operation, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.operation = operation;
    this.detail = detail;
  }
}

/**
 * A malformed option or argument of an entry point (`round`'s digits, a stroke name that
 * `directionOfStrokeName` cannot read, `geometric`'s character data), found before the request
 * is read: a programmer's error, never a ValidationError. `message` names the entry point,
 * each bad option and the values it accepts; `path` is the first problem's, from the entry
 * point's arguments (`['options', 'now']`, `['digits']`, `['charData', 'medians', 3]`).
 */
export class OptionError extends HandwritingScoringError {
  override readonly name = 'OptionError' as const;
  readonly code = 'ERR_INVALID_OPTION' as const;
  readonly path: readonly PathSegment[];
  /** The entry point whose options were refused, e.g. `'evaluateStrokeOrder'`. */
  readonly caller: string;
  /** Every problem found, each naming its option, e.g. `option 'now' must be a function, got 'x'`. */
  readonly problems: readonly string[];

  constructor(caller: string, problems: readonly string[], path: readonly PathSegment[] = []) {
    super(`${caller}: ${problems.join('; ')}`);
    this.caller = caller;
    this.problems = Object.freeze([...problems]);
    this.path = Object.freeze([...path]);
  }
}
