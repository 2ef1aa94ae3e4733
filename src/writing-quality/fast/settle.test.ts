import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { round } from '../../core/round.js';
import { populationStd } from '../../core/statistics.js';
import { evaluateWritingQuality } from './index.js';
import { type Moments, settledScore } from './settle.js';

const normative = (deviation: number): number => Math.max(0, 100 - 200 * deviation);

/** The one-pass sums of `values`, in input order, as the point pass gathers them. */
function momentsOf(values: readonly number[]): Moments {
  let sum = 0;
  let squares = 0;
  for (const value of values) {
    sum += value;
    squares += value * value;
  }
  return { count: values.length, sum, squares };
}

/** The rule's own reading: the two-pass deviation, its score, rounded to 1 decimal. */
const twoPass = (values: readonly number[]): number => round(normative(populationStd(values).std), 1);

/** Two pressures whose deviation puts the normative score on the rounding boundary `score`. */
const onBoundary = (score: number): number[] => {
  const half = (100 - score) / 200;
  return [0.5 - half, 0.5 + half];
};

describe('settledScore (the tuned path of rule quality.normative)', () => {
  it('settles the normative score of uneven pressures to the two-pass value', () => {
    const pressures = [0.2, 0.9, 0.5, 0.35, 0.61];
    expect(settledScore(momentsOf(pressures), normative)).toBe(twoPass(pressures));
  });

  it('settles equal pressures to 100, where the sums leave a tiny variance of either sign', () => {
    const pressures = Array.from({ length: 1000 }, () => 0.1);
    expect(settledScore(momentsOf(pressures), normative)).toBe(100);
  });

  it('leaves a score on a rounding boundary to the two passes', () => {
    for (const boundary of [99.95, 97.25, 80.05, 50.15]) {
      expect(settledScore(momentsOf(onBoundary(boundary)), normative)).toBeUndefined();
    }
  });

  it('gives the two-pass score wherever it settles one (property)', () => {
    const pressure = fc.oneof(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.integer({ min: 0, max: 1000 }).map((k) => k / 1000),
    );
    fc.assert(
      fc.property(fc.array(pressure, { minLength: 1, maxLength: 300 }), (pressures) => {
        const settled = settledScore(momentsOf(pressures), normative);
        if (settled !== undefined) expect(settled).toBe(twoPass(pressures));
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  });

  it('settles almost every score of realistic pressures (property: 3 decimals, any count)', () => {
    let unsettled = 0;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 500 }), (thousandths) => {
        const pressures = thousandths.map((k) => k / 1000);
        if (settledScore(momentsOf(pressures), normative) === undefined) unsettled++;
      }),
      { seed: 7, numRuns: 1000 },
    );
    expect(unsettled).toBeLessThan(10);
  });
});

describe('evaluateWritingQuality on pressures whose score sits on a rounding boundary', () => {
  it('takes the two passes and reports exactly the rule score (rule quality.normative)', () => {
    for (const boundary of [99.95, 97.25, 80.05]) {
      const [low, high] = onBoundary(boundary) as [number, number];
      const strokes = [
        [
          { x: 0, y: 0, timestamp: 0, pressure: low },
          { x: 10, y: 10, timestamp: 5, pressure: high },
        ],
      ];
      expect(evaluateWritingQuality({ strokes, eval_dimensions: ['normative'] }).dimensions.normative).toBe(
        twoPass([low, high]),
      );
    }
  });
});
