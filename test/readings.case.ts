// The one case harness of the readings: any number of readings of one operation (the public
// function, its explanation's data, each reading run through the operation's pipeline) give
// the same outcome for the same request and options, data or error alike. Each equivalence
// suite (essay-equivalence, pen-equivalence) names its readings once and runs its cases through
// expectSameReadings, as one router suite is run against every router.
import { expect } from 'vitest';
import { HandwritingScoringError, OptionError } from '../src/index.js';

/** One reading of an operation: the data it gives for a request and options. */
export type Reading<Options> = (request: unknown, options?: Options) => unknown;

/** What a call gives: its data, or the thrown error's class with its message and every own field. */
export function outcome(call: () => unknown): unknown {
  try {
    return { ok: call() };
  } catch (error) {
    return {
      threw: (error as object | null)?.constructor?.name,
      library: error instanceof HandwritingScoringError || error instanceof OptionError,
      error: { ...(error as object), message: (error as Error).message },
    };
  }
}

/**
 * Asserts that every reading gives the outcome of the first for `request` and `options`, and
 * that an error thrown is one of the library's own (a TypeError from inside a reading is a bug,
 * even when every reading throws it).
 */
export function expectSameReadings<Options>(
  readings: Readonly<Record<string, Reading<Options>>>,
  request: unknown,
  options?: Options,
): void {
  const [[firstName, first], ...rest] = Object.entries(readings) as [
    [string, Reading<Options>],
    ...[string, Reading<Options>][],
  ];
  const expected = outcome(() => first(request, options));
  for (const [name, reading] of rest) {
    expect(
      outcome(() => reading(request, options)),
      `${name} against ${firstName}`,
    ).toEqual(expected);
  }
  expect((expected as { library?: boolean }).library, `${firstName} threw an error not the library's`).not.toBe(false);
}
