// Geometry mode reads a drawing at any scale the validation accepts, as the default mode does
// (rule geometry.registration): the drawing is brought to the reference's magnitudes before it
// is matched, so no length, distance or least-squares sum overflows or underflows.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CharacterGeometry, geometric } from '../src/geometry/index.js';
import { evaluateStrokeOrder, type StrokePoint } from '../src/index.js';

const require = createRequire(import.meta.url);
const WANG = require('hanzi-writer-data/王.json') as CharacterGeometry;
const options = { ...geometric(WANG, { character: '王' }), now: () => 0 };

/** 王 written along its centre lines, y down, every coordinate times `scale`. */
function wang(scale: number): StrokePoint[][] {
  return WANG.medians.map((median, s) =>
    median.map(([x, y], i) => ({ x: x! * scale, y: (900 - y!) * scale, timestamp: s * 600 + i * 20 })),
  );
}

const score = (strokes: StrokePoint[][]) => evaluateStrokeOrder({ character: '王', strokes }, options);

describe('geometry mode at extreme but valid coordinates (rule geometry.registration)', () => {
  it.each([1e74, 2e74, 1e151, 1e300, 1e-300, 1e-154])(
    'scores 王 written from its centre lines 100 at %s times its size',
    (scale) => {
      expect(score(wang(scale)).total_score).toBe(100);
    },
  );

  it('scores 100 at the largest scale the validation accepts, as the default mode does', () => {
    const largest = Number.MAX_VALUE / 1024;
    expect(score(wang(largest)).total_score).toBe(100);
    expect(score(wang(-largest)).user_stroke_count).toBe(4);
  });

  it('scores 100 at every scale from 1e-300 to 1e300 (seeded)', () => {
    fc.assert(
      fc.property(fc.double({ min: -300, max: 300, noNaN: true }), (exponent) => {
        expect(score(wang(10 ** exponent)).total_score).toBe(100);
      }),
      { numRuns: 60, seed: 20261127 },
    );
  });

  it('gives numbers, never NaN, for a drawing without extent or of a subnormal one', () => {
    const dot = (x: number, y: number): StrokePoint[] => [{ x, y, timestamp: 0 }];
    for (const strokes of [
      [dot(5, 5), dot(5, 5), dot(5, 5), dot(5, 5)],
      [dot(0, 0), dot(5e-324, 0), dot(0, 5e-324), dot(1e-323, 1e-323)],
      wang(5e-324),
    ]) {
      const data = score(strokes) as ReturnType<typeof score> & { matches: { distance: number }[] };
      expect(Number.isFinite(data.total_score)).toBe(true);
      for (const match of data.matches) expect(Number.isFinite(match.distance)).toBe(true);
    }
  });
});
