// --clock: which clock times `inference_time_ms`. `zero` pins it to 0, so the same input prints
// the same bytes on every run (diffs, snapshots, golden files).
import { UsageError } from './usage.js';

/** The values of `--clock`: the real one (default), or one that always reads 0. */
export const CLOCKS = ['real', 'zero'] as const;

/** One of {@link CLOCKS}. */
export type ClockName = (typeof CLOCKS)[number];

/** The help line of `--clock`, as every scoring command lists it. */
export const CLOCK_HELP = `  --clock real|zero  'zero' prints inference_time_ms as 0, for byte-stable output (default real)`;

/** Checks a `--clock` value: a usage error naming the values when it is none of them. */
export function clockOf(value: string | undefined): ClockName {
  if (value === undefined) return 'real';
  if ((CLOCKS as readonly string[]).includes(value)) return value as ClockName;
  throw new UsageError(`--clock must be one of ${CLOCKS.join(', ')}, got '${value}'`);
}

const zero = (): number => 0;

/** The dispatch options of a clock: `now` reading 0 for `zero`, none for the real clock. */
export function clockOptions(clock: ClockName): { readonly now?: () => number } {
  return clock === 'zero' ? { now: zero } : {};
}
