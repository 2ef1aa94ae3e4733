// Checks the options of createHandler and dispatch once, up front, so that a typo or a bad
// value fails at start-up with the option's name instead of on every request.
import { OPERATIONS, type Operation, OptionError } from '../core/errors.js';
import {
  checkingOptions,
  checkNow,
  describeValue,
  isRecord,
  type OptionHints,
  readOptionsObject,
  throwIfProblems,
} from '../core/options.js';
import type { ReferenceTable } from '../stroke-order/constants.js';
import type { EvaluateStrokeOrderOptions } from '../stroke-order/options.js';
import { checkStrokeOptionFields, entryOptionProblem, STROKE_OPTION_KEYS } from '../stroke-order/options.js';
import { readQualityOptions, type WritingQualityGeometryOptions } from '../writing-quality/matcher.js';

/** Options the HTTP handler and the CLI pass through to the operations. */
export interface DispatchOptions {
  /** Clock behind `inference_time_ms`. */
  readonly now?: () => number;
  /** Replaces the built-in reference stroke table (over `strokes.referenceTable` too). */
  readonly referenceTable?: ReferenceTable;
  /**
   * Opt-in stroke-order options passed to evaluateStrokeOrder, e.g. `PRECISE` of
   * handwriting-scoring/strokes or `geometric(charData, { character })` of
   * handwriting-scoring/geometry. Default: the contract's.
   */
  readonly strokes?: Pick<
    EvaluateStrokeOrderOptions,
    'referenceTable' | 'classifier' | 'comparison' | 'unknownCharacter' | 'matcher'
  >;
  /**
   * Opt-in writing-quality options passed to evaluateWritingQuality: its geometry mode,
   * `{ matcher: geometric(charData, { character }).matcher, box?, strictness? }` of
   * handwriting-scoring/geometry. Default: the contract's.
   */
  readonly quality?: WritingQualityGeometryOptions;
}

/** Which browser origins may call the service (CORS); off unless given. */
export interface CorsOptions {
  /** `'*'` for any origin, or the allowed origins, e.g. `'https://app.example.com'` (scheme, host, port). */
  readonly origin: string | readonly string[];
  /**
   * Request headers a page may send besides `Content-Type` and `X-Request-Id` (always allowed),
   * e.g. `['authorization']`. Header names only (RFC 9110 tokens).
   */
  readonly allowHeaders?: readonly string[];
}

/** Options of {@link createHandler}. */
export interface HandlerOptions extends DispatchOptions {
  /** Path prefix of every route; default `/api/v1`. A missing leading slash is added, trailing ones dropped. */
  readonly basePath?: string;
  /** Largest request body accepted, in bytes; a larger one gets 413. Default 1 MiB. */
  readonly maxBodyBytes?: number;
  /** Lets browser pages on other origins call the service; without it no CORS header is sent. */
  readonly cors?: CorsOptions;
}

/** Default of {@link HandlerOptions.maxBodyBytes}: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES: number = 1024 * 1024;

/** Default of {@link HandlerOptions.basePath}. */
export const DEFAULT_BASE_PATH = '/api/v1';

/** The handler's options once checked: every default filled in. */
export interface ResolvedHandlerOptions {
  readonly basePath: string;
  readonly maxBodyBytes: number;
  readonly dispatch: DispatchOptions;
  /** `'*'`, the set of allowed origins, or undefined when CORS is off. */
  readonly cors: '*' | ReadonlySet<string> | undefined;
  /** The preflight's `Access-Control-Allow-Headers`: the two always allowed, then the option's. */
  readonly corsAllowHeaders: string;
}

/** Request headers every CORS preflight allows: the JSON body's type and the request's id. */
export const CORS_ALLOWED_HEADERS: readonly string[] = ['content-type', 'x-request-id'];

/** An HTTP header name: a token of RFC 9110 (section 5.6.2). */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

const DISPATCH_KEYS: readonly string[] = ['now', 'referenceTable', 'strokes', 'quality'];
const HANDLER_KEYS: readonly string[] = [...DISPATCH_KEYS, 'basePath', 'maxBodyBytes', 'cors'];

/** The precise mode as these options take it. */
const PRECISE_HINT =
  "for the precise mode pass strokes: PRECISE (import { PRECISE } from 'handwriting-scoring/strokes')";
const UNDER_STROKES_HINT =
  "stroke-order options go under 'strokes', e.g. strokes: { ...PRECISE, unknownCharacter: 'error' }";
const UNDER_QUALITY_HINT =
  "writing-quality options go under 'quality', e.g. quality: { matcher: geometric(charData, { character }).matcher, box, strictness }";

/** Hints of an unknown option of createHandler and dispatch, by its name. */
const DISPATCH_HINTS: OptionHints = {
  precise: PRECISE_HINT,
  mode: PRECISE_HINT,
  classifier: UNDER_STROKES_HINT,
  comparison: UNDER_STROKES_HINT,
  unknownCharacter: UNDER_STROKES_HINT,
  box: UNDER_QUALITY_HINT,
  strictness: UNDER_QUALITY_HINT,
};

/** Hints of an unknown key inside the `strokes` option. */
const STROKES_HINTS: OptionHints = {
  precise: PRECISE_HINT,
  strokes: PRECISE_HINT,
  now: "give 'now' beside 'strokes', not in it",
};

const describe = describeValue;

/**
 * Checks `now`, `referenceTable`, `strokes` and `quality`. With `deep`, every entry of every
 * table is checked too (once, when a handler is built); otherwise an entry is checked when it is read.
 */
function checkDispatchFields(options: Record<string, unknown>, problems: string[], deep: boolean): void {
  const { referenceTable, strokes } = options;
  checkNow(options.now, problems);
  checkQualityField(options, problems);
  if (referenceTable !== undefined && !isRecord(referenceTable))
    problems.push(`option 'referenceTable' must be an object of character to entry, got ${describe(referenceTable)}`);
  else if (referenceTable !== undefined && deep) checkEntries(referenceTable, problems);
  if (strokes === undefined) return;
  if (!isRecord(strokes)) {
    problems.push(
      `option 'strokes' must be an object { ${STROKE_OPTION_KEYS.join(', ')} } such as PRECISE, got ${describe(strokes)}; ${PRECISE_HINT}`,
    );
    return;
  }
  const problemsBefore = problems.length;
  const own = readStrokesKeys(strokes, problems);
  const { table } = checkStrokeOptionFields(own, problems, 'strokes.');
  if (deep && problems.length === problemsBefore && own.referenceTable !== undefined) checkEntries(table, problems);
  // The copy of its own known properties, read once, is what the operations get.
  options.strokes = own;
}

/**
 * Checks the `quality` option as evaluateWritingQuality checks its options, each problem named
 * under `quality.`; the operations get the copy of what was read, read once.
 */
function checkQualityField(options: Record<string, unknown>, problems: string[]): void {
  if (options.quality === undefined) return;
  try {
    const read = readQualityOptions('quality', options.quality);
    const box = read?.settings.box;
    options.quality = read && { matcher: read.matcher, strictness: read.settings.strictness, ...(box && { box }) };
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    for (const problem of error.problems)
      problems.push(problem.replace(/^(unknown )?option(s?) '/, "$1option$2 'quality."));
  }
}

/** The `strokes` option's own known properties, each read once; its problems named under `strokes.`. */
function readStrokesKeys(strokes: Record<string, unknown>, problems: string[]): Record<string, unknown> {
  const own: string[] = [];
  const copy = readOptionsObject(strokes, STROKE_OPTION_KEYS, own, STROKES_HINTS);
  for (const problem of own) problems.push(problem.replace(/^(unknown )?option '/, "$1option 'strokes."));
  return copy;
}

/** Lists each malformed entry of a reference table. */
function checkEntries(table: Record<string, unknown>, problems: string[]): void {
  for (const character in table) {
    if (!Object.hasOwn(table, character)) continue;
    const problem = entryOptionProblem(character, table[character]);
    if (problem !== undefined) problems.push(problem);
  }
}

/** Checks the options of `dispatch`; throws an OptionError naming each bad one. */
export function checkDispatchOptions(caller: string, options: unknown): DispatchOptions {
  return checkingOptions(caller, () => {
    const problems: string[] = [];
    const object = readOptionsObject(options, DISPATCH_KEYS, problems, DISPATCH_HINTS);
    // Per call: the tables' shape only; an entry is checked when the operation reads it.
    checkDispatchFields(object, problems, false);
    throwIfProblems(caller, problems);
    return object as DispatchOptions;
  });
}

/** Checks an operation name; throws an OptionError listing the known ones. */
export function checkOperation(caller: string, operation: unknown): Operation {
  if (!(OPERATIONS as readonly unknown[]).includes(operation))
    throw new OptionError(
      caller,
      [`unknown operation ${describe(operation)} (known: ${OPERATIONS.join(', ')})`],
      ['operation'],
    );
  return operation as Operation;
}

function resolveBasePath(value: unknown, problems: string[]): string {
  if (value === undefined) return DEFAULT_BASE_PATH;
  if (typeof value !== 'string' || /[?#\s%\\]/.test(value)) {
    problems.push(
      `option 'basePath' must be a path such as '/api/v1' (no ?, #, %, \\ or spaces), got ${describe(value)}`,
    );
    return DEFAULT_BASE_PATH;
  }
  // 'api/' and '/api' name the same mount point; '' and '/' mount at the root.
  const trimmed = value.replace(/^\/*/, '/').replace(/\/+$/, '');
  return trimmed;
}

function resolveMaxBodyBytes(value: unknown, problems: string[]): number {
  if (value === undefined) return DEFAULT_MAX_BODY_BYTES;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  problems.push(`option 'maxBodyBytes' must be a whole number of bytes, got ${describe(value)}`);
  return DEFAULT_MAX_BODY_BYTES;
}

/** An allowed origin: `*`, or exactly what a browser sends in `Origin` (scheme://host[:port]). */
function isOrigin(value: unknown): value is string {
  if (value === '*') return true;
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

function resolveCors(value: unknown, problems: string[]): ResolvedHandlerOptions['cors'] {
  if (value === undefined) return undefined;
  const origin = isRecord(value) ? value.origin : undefined;
  const list = typeof origin === 'string' ? [origin] : Array.isArray(origin) ? origin : [];
  if (list.length === 0 || !list.every(isOrigin)) {
    problems.push(
      `option 'cors' must be { origin: '*' | 'https://host[:port]' | [...origins] }, got origin ${describe(origin)}`,
    );
    return undefined;
  }
  return list.includes('*') ? '*' : new Set(list);
}

/** The preflight's allowed headers: the two always allowed, then `cors.allowHeaders`, lower-cased, once each. */
function resolveCorsHeaders(value: unknown, problems: string[]): string {
  const extra = isRecord(value) ? value.allowHeaders : undefined;
  if (extra === undefined) return CORS_ALLOWED_HEADERS.join(', ');
  if (!Array.isArray(extra) || !extra.every((name) => typeof name === 'string' && HEADER_NAME.test(name))) {
    problems.push(
      `option 'cors.allowHeaders' must be a list of header names such as ['authorization'], got ${describe(extra)}`,
    );
    return CORS_ALLOWED_HEADERS.join(', ');
  }
  const names = new Set([...CORS_ALLOWED_HEADERS, ...extra.map((name: string) => name.toLowerCase())]);
  return [...names].join(', ');
}

/** Checks the options of `createHandler` once; throws one OptionError naming each bad option. */
export function resolveHandlerOptions(input: unknown): ResolvedHandlerOptions {
  return checkingOptions('createHandler', () => resolveCheckedHandlerOptions(input));
}

function resolveCheckedHandlerOptions(input: unknown): ResolvedHandlerOptions {
  const problems: string[] = [];
  const options = readOptionsObject(input, HANDLER_KEYS, problems, DISPATCH_HINTS);
  checkDispatchFields(options, problems, true);
  const resolved: ResolvedHandlerOptions = {
    basePath: resolveBasePath(options.basePath, problems),
    maxBodyBytes: resolveMaxBodyBytes(options.maxBodyBytes, problems),
    cors: resolveCors(options.cors, problems),
    corsAllowHeaders: resolveCorsHeaders(options.cors, problems),
    dispatch: {
      ...(options.now === undefined ? {} : { now: options.now as () => number }),
      ...(options.referenceTable === undefined ? {} : { referenceTable: options.referenceTable as ReferenceTable }),
      ...(options.strokes === undefined ? {} : { strokes: options.strokes as NonNullable<DispatchOptions['strokes']> }),
      ...(options.quality === undefined ? {} : { quality: options.quality as NonNullable<DispatchOptions['quality']> }),
    },
  };
  throwIfProblems('createHandler', problems);
  return resolved;
}
