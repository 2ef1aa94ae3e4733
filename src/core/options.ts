// Checks the options of every entry point once, up front (rule general.options): a typo or a
// bad value throws an OptionError naming the option and what it accepts, never a late failure
// or a silent default.

import { OptionError, type PathSegment } from './errors.js';
import { didYouMean } from './suggest.js';

/** A value as an option problem shows it: strings quoted, objects by kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What to say of an unknown option beyond "did you mean", keyed by its name. */
export type OptionHints = Readonly<Record<string, string>>;

/** The hint of every entry point's options for a precise mode spelt by hand. */
const PRECISE_HINT =
  "for the precise mode pass PRECISE from 'handwriting-scoring/strokes' as the options, e.g. " +
  'evaluateStrokeOrder(request, PRECISE) or { ...PRECISE, now }';

/** Hints of the stroke-order operations' options. */
export const STROKE_ORDER_HINTS: OptionHints = { precise: PRECISE_HINT, strokes: PRECISE_HINT, mode: PRECISE_HINT };

/** The message of something thrown while options were read (a getter, a Proxy trap). */
function thrownText(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : typeof error;
}

/**
 * Reads `options` as an options object (undefined: none) and lists each unknown key, with the
 * known one it most likely misspells or the hint its name has. Returns a plain copy of the
 * known own properties, each read once: an inherited `Object.prototype.basePath` is never
 * picked up, a getter that changes between reads cannot make the check and the use disagree,
 * and a throwing getter or Proxy trap is listed as a problem, not thrown raw.
 */
export function readOptionsObject(
  options: unknown,
  known: readonly string[],
  problems: string[],
  hints: OptionHints = {},
): Record<string, unknown> {
  // No prototype: reading an option that was not given must not find Object.prototype's.
  const copy: Record<string, unknown> = Object.create(null);
  if (options === undefined) return copy;
  let reading = '';
  try {
    if (!isRecord(options)) {
      const hint = typeof options === 'string' && Object.hasOwn(hints, options) ? `; ${hints[options]}` : '';
      const accepted = known.length > 0 ? `{ ${known.join(', ')} }` : '{} (no option is defined yet)';
      problems.push(`options must be an object ${accepted} or undefined, got ${describeValue(options)}${hint}`);
      return copy;
    }
    for (const key of Object.keys(options)) {
      reading = key;
      if (known.includes(key)) {
        copy[key] = options[key];
        continue;
      }
      const hint = Object.hasOwn(hints, key) ? `; ${hints[key]}` : didYouMean(key, known);
      const list = known.length > 0 ? known.join(', ') : 'none';
      problems.push(`unknown option '${key}'${hint} (known: ${list})`);
    }
  } catch (error) {
    const what = reading === '' ? 'options' : `option '${reading}'`;
    problems.push(`${what} could not be read (${thrownText(error)}): pass a plain object`);
  }
  return copy;
}

/**
 * Runs an options check and turns anything it throws that is not already an OptionError (a
 * plug-in's throwing getter, a Proxy trap) into one, so a caller sees the library's class.
 */
export function checkingOptions<T>(caller: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof OptionError) throw error;
    throw new OptionError(
      caller,
      [`options could not be read (${thrownText(error)}): pass plain objects`],
      ['options'],
    );
  }
}

/** Checks the `now` option: a function or absent. */
export function checkNow(now: unknown, problems: string[]): (() => number) | undefined {
  if (now === undefined || typeof now === 'function') return now as (() => number) | undefined;
  problems.push(
    `option 'now' must be a function returning milliseconds, such as () => performance.now(), got ${describeValue(now)}`,
  );
  return undefined;
}

// An option problem's text begins with what it names: `option 'now' …`, `unknown option 'x' …`,
// `charData.medians[3]: …` or `digits must …`.
const NAMED = /^(?:unknown )?option '([^']+)'|^([\w$.[\]]+?)(?::| must| is )/;

/**
 * The path a problem's text names: `option 'now' …` is `['options', 'now']`,
 * `charData.medians[3]: …` is `['charData', 'medians', 3]`; `[]` when it names none.
 */
export function pathOfProblem(problem = ''): PathSegment[] {
  const named = NAMED.exec(problem);
  if (named?.[1] !== undefined) return ['options', named[1]];
  return (named?.[2] ?? '')
    .split(/[.[\]]+/)
    .flatMap((part) => (part === '' ? [] : [/^\d+$/.test(part) ? +part : part]));
}

/** Throws one OptionError listing every problem, each naming its option. */
export function throwIfProblems(caller: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new OptionError(caller, problems, pathOfProblem(problems[0]));
}

/** The options every operation takes, checked: only `now`. */
export function checkClockOptions(caller: string, options: unknown): { readonly now?: () => number } {
  const problems: string[] = [];
  const object = readOptionsObject(options, ['now'], problems);
  const now = checkNow(object.now, problems);
  throwIfProblems(caller, problems);
  return now === undefined ? {} : { now };
}

/** Checks that an operation which takes no option got none (undefined or `{}`). */
export function checkNoOptions(caller: string, options: unknown): void {
  const problems: string[] = [];
  readOptionsObject(options, [], problems);
  throwIfProblems(caller, problems);
}
