// Checks the options of createHandler and dispatch once, up front, so that a typo or a bad
// value fails at start-up with the option's name instead of on every request.
import { OPERATIONS, type Operation } from '../errors.js';
import { type ReferenceTable, STROKE_DIRECTIONS } from '../stroke-order/constants.js';
import type { EvaluateStrokeOrderOptions } from '../stroke-order/evaluate.js';

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

/** Which browser origins may call the service (CORS); off unless given. */
export interface CorsOptions {
  /** `'*'` for any origin, or the allowed origins, e.g. `'https://app.example.com'` (scheme, host, port). */
  readonly origin: string | readonly string[];
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
}

const DISPATCH_KEYS: readonly string[] = ['now', 'referenceTable', 'strokes'];
const HANDLER_KEYS: readonly string[] = [...DISPATCH_KEYS, 'basePath', 'maxBodyBytes', 'cors'];
const DIRECTIONS: ReadonlySet<string> = new Set(STROKE_DIRECTIONS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown): string =>
  typeof value === 'string' ? `'${value}'` : typeof value === 'number' ? String(value) : typeof value;

/** Throws one TypeError listing every problem, each naming its option. */
function throwIfAny(caller: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new TypeError(`${caller}: ${problems.join('; ')}`);
}

function checkKeys(options: object, known: readonly string[], problems: string[]): void {
  for (const key of Object.keys(options))
    if (!known.includes(key)) problems.push(`unknown option '${key}' (known: ${known.join(', ')})`);
}

function checkDispatchFields(options: Record<string, unknown>, problems: string[]): void {
  const { now, referenceTable } = options;
  if (now !== undefined && typeof now !== 'function')
    problems.push(`option 'now' must be a function, got ${describe(now)}`);
  if (referenceTable === undefined) return;
  if (!isRecord(referenceTable)) {
    problems.push(`option 'referenceTable' must be an object of character to entry, got ${describe(referenceTable)}`);
    return;
  }
  for (const [character, entry] of Object.entries(referenceTable)) {
    const where = `option 'referenceTable' entry '${character}'`;
    if (!isRecord(entry)) problems.push(`${where} must be an object { sequence, count }`);
    else if (!Array.isArray(entry.sequence) || !entry.sequence.every((item) => DIRECTIONS.has(item)))
      problems.push(`${where}: sequence must be an array of ${STROKE_DIRECTIONS.join(', ')}`);
    else if (!Number.isSafeInteger(entry.count) || (entry.count as number) < 0)
      problems.push(`${where}: count must be a whole number, got ${describe(entry.count)}`);
  }
}

/** Checks the options of `dispatch`; throws a TypeError naming each bad one. */
export function checkDispatchOptions(caller: string, options: unknown): DispatchOptions {
  if (!isRecord(options)) throw new TypeError(`${caller}: options must be an object, got ${describe(options)}`);
  const problems: string[] = [];
  checkKeys(options, DISPATCH_KEYS, problems);
  checkDispatchFields(options, problems);
  throwIfAny(caller, problems);
  return options as DispatchOptions;
}

/** Checks an operation name; throws a TypeError listing the known ones. */
export function checkOperation(caller: string, operation: unknown): Operation {
  if (!(OPERATIONS as readonly unknown[]).includes(operation))
    throw new TypeError(`${caller}: unknown operation ${describe(operation)} (known: ${OPERATIONS.join(', ')})`);
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

/** Checks the options of `createHandler` once; throws one TypeError naming each bad option. */
export function resolveHandlerOptions(options: unknown): ResolvedHandlerOptions {
  if (!isRecord(options)) throw new TypeError(`createHandler: options must be an object, got ${describe(options)}`);
  const problems: string[] = [];
  checkKeys(options, HANDLER_KEYS, problems);
  checkDispatchFields(options, problems);
  const resolved: ResolvedHandlerOptions = {
    basePath: resolveBasePath(options.basePath, problems),
    maxBodyBytes: resolveMaxBodyBytes(options.maxBodyBytes, problems),
    cors: resolveCors(options.cors, problems),
    dispatch: {
      ...(options.now === undefined ? {} : { now: options.now as () => number }),
      ...(options.referenceTable === undefined ? {} : { referenceTable: options.referenceTable as ReferenceTable }),
      ...(options.strokes === undefined ? {} : { strokes: options.strokes as NonNullable<DispatchOptions['strokes']> }),
    },
  };
  throwIfAny('createHandler', problems);
  return resolved;
}
