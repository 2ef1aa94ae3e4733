import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OptionError } from './errors.js';
import { round } from './round.js';

/**
 * Python's round worked out apart from round.ts, in exact integers: the double is m × 2^e
 * exactly, so value × 10^digits is the fraction n / d; its nearest integer (a tie to the even
 * one) over 10^digits is read back as the double nearest that decimal.
 */
function exactRound(value: number, digits: number): number {
  const bits = new DataView(new Float64Array([value]).buffer).getBigUint64(0, true);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  const n = (mantissa * 10n ** BigInt(digits)) << BigInt(Math.max(exponent, 0));
  const d = 1n << BigInt(Math.max(-exponent, 0));
  let nearest = n / d;
  const twice = 2n * (n - nearest * d);
  if (twice > d || (twice === d && nearest % 2n === 1n)) nearest += 1n;
  const result = Number(`${bits >> 63n === 1n ? '-' : ''}${nearest}e-${digits}`);
  return result === 0 ? 0 : result;
}

describe('round (general.rounding)', () => {
  it('sends an exact tie to the even digit, as Python does', () => {
    expect(round(21.25, 1)).toBe(21.2);
    expect(round(21.75, 1)).toBe(21.8);
    expect(round(22.5, 0)).toBe(22);
    expect(round(23.5, 0)).toBe(24);
    expect(round(0.125, 2)).toBe(0.12);
    expect(round(-21.25, 1)).toBe(-21.2);
    expect(round(-21.75, 1)).toBe(-21.8);
  });

  it('rounds the stored binary value, not the written decimal', () => {
    expect(round(0.35, 1)).toBe(0.3);
    expect(round(2.675, 2)).toBe(2.67);
    expect(round(1.15, 1)).toBe(1.1);
    expect(round(1.25, 1)).toBe(1.2);
    expect(round(22.5, 1)).toBe(22.5);
  });

  it('differs from Math.round(x * 10) / 10 where that is wrong', () => {
    expect(Math.round(21.25 * 10) / 10).toBe(21.3);
    expect(round(21.25, 1)).not.toBe(21.3);
  });

  it('returns 0, never -0', () => {
    expect(Object.is(round(-0.04, 1), 0)).toBe(true);
    expect(Object.is(round(-0, 1), 0)).toBe(true);
  });

  it('leaves non-finite and huge values as they are', () => {
    expect(round(Number.POSITIVE_INFINITY, 1)).toBe(Number.POSITIVE_INFINITY);
    expect(round(Number.NaN, 1)).toBeNaN();
    expect(round(1e22, 1)).toBe(1e22);
  });

  it('rejects digits outside 0-20 with an OptionError naming round and its digits', () => {
    expect(() => round(1, -1)).toThrow(OptionError);
    expect(() => round(1, 1.5)).toThrow(/^round: digits must be an integer from 0 to 20, got 1\.5$/);
  });

  it('agrees with tie-to-even on every generated exact tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (k) => {
        // k + 0.5 tenths is exactly representable when it is a multiple of 1/2^n: use halves.
        const value = k + 0.5;
        const expected = k % 2 === 0 ? k : k + 1;
        expect(round(value, 0)).toBe(expected === 0 ? 0 : expected);
      }),
      { seed: 42 },
    );
  });

  it('agrees with tie-to-even on exact ties at one decimal (x.x5 with x.x5 * 4 an integer)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (k) => {
        // (2k + 1) / 4 is exact in binary and lies halfway between two tenths only when it
        // ends in .25 or .75: the even tenth wins.
        const value = (2 * k + 1) / 4;
        const tenths = Math.floor(value * 10);
        const even = tenths % 2 === 0 ? tenths : tenths + 1;
        expect(round(value, 1)).toBe(even / 10 === 0 ? 0 : even / 10);
      }),
      { seed: 7 },
    );
  });

  it('is never further than half a unit from the value, and has at most the digits asked', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (value, digits) => {
        const rounded = round(value, digits);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(
          0.5 * 10 ** -digits * (1 + 1e-9) + Math.abs(value) * 1e-15,
        );
        expect(Number(rounded.toFixed(digits))).toBe(rounded);
      }),
      { seed: 11 },
    );
  });

  it('agrees with exact rational arithmetic on the double, fast path and decimal strings alike', () => {
    const values = fc.oneof(
      // Below 1e21; round returns larger values as they are.
      fc.double({ min: -1e21, max: 1e21, noNaN: true, maxExcluded: true, minExcluded: true }),
      fc.double({ min: -1000, max: 1000, noNaN: true }),
      // Near-ties: k/20 and k/200 and their neighbouring doubles.
      fc.integer({ min: -200_000, max: 200_000 }).map((k) => k / 20),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((k) => k / 200),
      fc.integer({ min: -200_000, max: 200_000 }).map((k) => k / 20 + Number.EPSILON * 64),
      // Exact ties at 0-4 digits are multiples of 2^-1 … 2^-5: 0.5, 0.25, 0.125, 0.0625, ….
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((k) => k / 32),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((k) => k / 64),
      // Exact ties too large for the fast path (value × 10^digits past 1e9): the decimal strings decide.
      fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map((k) => k / 32),
    );
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 4 }), (value, digits) => {
        expect(round(value, digits)).toBe(exactRound(value, digits));
      }),
      { seed: 5, numRuns: 20_000 },
    );
  });
});
