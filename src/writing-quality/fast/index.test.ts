import { describe, expect, it } from 'vitest';
import { thrown } from '../../../test/helpers.js';
import type { ValidationError } from '../../core/errors.js';
import type { Stroke, StrokePoint } from '../../core/points.js';
import { explainWritingQuality } from '../explain.js';
import { evaluateWritingQuality } from './index.js';

const point = (x: number, y: number, pressure?: number): StrokePoint =>
  pressure === undefined ? { x, y, timestamp: 0 } : { x, y, timestamp: 0, pressure };
// Dimensions typed as strings: the run time ignores an unknown name, which only an untyped request carries.
const quality = (strokes: readonly Stroke[], eval_dimensions?: readonly string[]) =>
  evaluateWritingQuality((eval_dimensions ? { strokes, eval_dimensions } : { strokes }) as unknown);

describe('evaluateWritingQuality', () => {
  it('returns total 0 and no dimensions when there are no points (quality.points)', () => {
    expect(quality([])).toEqual({ total_score: 0, dimensions: {} });
    expect(quality([[], []])).toEqual({ total_score: 0, dimensions: {} });
  });

  it('scores structure 100 when the centroid sits on the box centre (quality.structure)', () => {
    expect(quality([[point(0, 0), point(100, 100)]], ['structure']).dimensions.structure).toBe(100);
  });

  it('takes 60 × centroid offset / max(diagonal / 4, 1) off structure (quality.points, quality.structure)', () => {
    // Points (0,0), (0,0), (0,0), (100,0): centroid (25, 0), centre (50, 0): offset 25,
    // diagonal 100 / 4 = 25: 100 - 60 = 40.
    const strokes = [[point(0, 0), point(0, 0), point(0, 0), point(100, 0)]];
    expect(quality(strokes, ['structure']).dimensions.structure).toBe(40);
  });

  it('divides the structure offset by at least 1 (quality.structure)', () => {
    // Box 2 × 0: diagonal / 4 = 0.5, so the divisor is 1; offset 0.5 → 100 - 30 = 70.
    const strokes = [[point(0, 0), point(0, 0), point(0, 0), point(2, 0)]];
    expect(quality(strokes, ['structure']).dimensions.structure).toBe(70);
  });

  it('gives spacing 80 with fewer than two non-empty strokes (quality.spacing)', () => {
    expect(quality([[point(0, 0), point(9, 9)]], ['spacing']).dimensions.spacing).toBe(80);
    expect(quality([[point(0, 0)], []], ['spacing']).dimensions.spacing).toBe(80);
  });

  it('gives spacing 100 when consecutive start points are evenly spaced (quality.spacing)', () => {
    const strokes = [[point(0, 0)], [point(10, 0)], [point(20, 0)]];
    expect(quality(strokes, ['spacing']).dimensions.spacing).toBe(100);
  });

  it('takes 80 × CV of start-point distances off spacing, skipping empty strokes (quality.spacing)', () => {
    // Distances 10 and 30: mean 20, std 10, CV 0.5 → 60.
    const strokes = [[point(0, 0)], [], [point(10, 0)], [point(40, 0)]];
    expect(quality(strokes, ['spacing']).dimensions.spacing).toBe(60);
  });

  it('divides the spacing deviation by a mean of at least 1 (quality.spacing)', () => {
    // Distances 0 and 1: mean 0.5 → divisor 1, std 0.5 → 100 - 40 = 60.
    const strokes = [[point(0, 0)], [point(0, 0)], [point(1, 0)]];
    expect(quality(strokes, ['spacing']).dimensions.spacing).toBe(60);
  });

  it('takes 200 × the population std of pressure off normative, 0.5 by default (quality.normative)', () => {
    expect(quality([[point(0, 0), point(1, 1)]], ['normative']).dimensions.normative).toBe(100);
    expect(quality([[point(0, 0, 0.4), point(1, 1, 0.6)]], ['normative']).dimensions.normative).toBe(80);
    expect(quality([[point(0, 0, 0.3), point(1, 1)]], ['normative']).dimensions.normative).toBe(80);
  });

  it('floors normative at 0 (quality.normative)', () => {
    expect(quality([[point(0, 0, 0), point(1, 1, 1)]], ['normative']).dimensions.normative).toBe(0);
  });

  it('takes 50 × |width / max(height, 1) − 1| off aesthetics (quality.aesthetics)', () => {
    expect(quality([[point(0, 0), point(100, 100)]], ['aesthetics']).dimensions.aesthetics).toBe(100);
    expect(quality([[point(0, 0), point(150, 100)]], ['aesthetics']).dimensions.aesthetics).toBe(75);
    expect(quality([[point(0, 0), point(30, 90)]], ['aesthetics']).dimensions.aesthetics).toBe(66.7);
    // Height 0 counts as 1: width 1 → ratio 1 → 100.
    expect(quality([[point(0, 0), point(1, 0)]], ['aesthetics']).dimensions.aesthetics).toBe(100);
  });

  it('computes only recognised, requested dimensions, once each, in the fixed order (quality.dimensions)', () => {
    const data = quality([[point(0, 0), point(30, 90)]], ['aesthetics', 'beauty', 'structure', 'aesthetics']);
    expect(Object.keys(data.dimensions)).toEqual(['structure', 'aesthetics']);
  });

  it('averages the rounded dimension values for the total (quality.total)', () => {
    const data = quality([[point(0, 0), point(30, 90)]], ['structure', 'aesthetics']);
    expect(data.total_score).toBe(83.3); // mean of 100.0 and 66.7 = 83.35 → 83.3 (stored below)
  });

  it('computes all four dimensions by default (quality.dimensions)', () => {
    expect(Object.keys(quality([[point(0, 0), point(9, 9)]]).dimensions)).toEqual([
      'structure',
      'spacing',
      'normative',
      'aesthetics',
    ]);
  });

  it('gives total 0 when no requested name is recognised (quality.dimensions, quality.total)', () => {
    expect(quality([[point(0, 0)]], ['beauty'])).toEqual({ total_score: 0, dimensions: {} });
  });

  it('rejects non-string dimension names and a non-array strokes', () => {
    const error = thrown(() =>
      evaluateWritingQuality({ strokes: 'x', eval_dimensions: [1] } as never),
    ) as ValidationError;
    expect(error.issues.map((issue) => issue.path)).toEqual([['eval_dimensions', 0], ['strokes']]);
  });

  it('pools a million points in one stroke without overflowing the stack', () => {
    const stroke: StrokePoint[] = Array.from({ length: 1_000_000 }, (_, i) => point(i % 1000, i % 777));
    expect(quality([stroke]).total_score).toBeGreaterThan(0);
  });

  it('keeps no pressure of an earlier, larger sample in the next one', () => {
    const normative = (pressures: readonly number[]) =>
      quality([pressures.map((pressure, i) => point(i, i, pressure))], ['normative']).dimensions.normative;
    normative(Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 0 : 1)));
    expect(normative([0.5, 0.5, 0.5])).toBe(100);
    expect(normative([0.4, 0.6])).toBe(80);
  });

  it('scores a sample read from inside another one, through a point getter, on its own', () => {
    const inner = [[point(0, 0, 0), point(10, 10, 1)]];
    const expectedInner = quality(inner);
    let innerResult: unknown;
    const outerPoint = {
      x: 5,
      y: 5,
      timestamp: 0,
      get pressure() {
        innerResult = quality(inner);
        return 0.5;
      },
    };
    const outer = [[point(0, 0, 0.5), outerPoint, point(10, 10, 0.5)]];
    expect(quality(outer).dimensions.normative).toBe(100);
    expect(innerResult).toEqual(expectedInner);
  });

  it('scores samples past the reused buffer the same way', () => {
    const pressures = (length: number) => Array.from({ length }, (_, i) => point(i % 7, i % 5, (i % 10) / 10));
    const big = quality([pressures(200_000)], ['normative']).dimensions.normative;
    const small = quality([pressures(100_000)], ['normative']).dimensions.normative;
    expect(big).toBe(small);
    expect(big).toBeCloseTo(100 - 200 * Math.sqrt(0.0825), 1);
  });

  it('reads each field of a point as the point pass always has, and lists every broken point in order', () => {
    // A getter sees every read: a valid point's x, y, timestamp and pressure once for the test
    // and its x, y and pressure again for the sums, a stroke's first point's x and y once more
    // for rule quality.spacing; a broken point's fields once for the test, once for its issues,
    // and a valid point after a broken one as any valid point.
    const reads: string[] = [];
    const counted = (name: string, fields: Record<string, unknown>): StrokePoint => {
      const counting = {};
      for (const [field, value] of Object.entries(fields)) {
        Object.defineProperty(counting, field, {
          enumerable: true,
          get: () => {
            reads.push(`${name}.${field}`);
            return value;
          },
        });
      }
      return counting as StrokePoint;
    };
    quality([[counted('a', { x: 0, y: 0, timestamp: 0, pressure: 0.5 }), counted('b', { x: 1, y: 1, timestamp: 1 })]]);
    expect(reads).toEqual([
      ...['a.x', 'a.y', 'a.timestamp', 'a.pressure', 'a.x', 'a.y', 'a.pressure'],
      ...['b.x', 'b.y', 'b.timestamp', 'b.x', 'b.y'],
      ...['a.x', 'a.y'],
    ]);
    reads.length = 0;
    const broken = [
      [counted('a', { x: 0, y: 0, timestamp: 0 }), counted('b', { x: Number.NaN, y: 1, timestamp: 1 })],
      'no stroke',
      [counted('c', { x: 3, y: 3, timestamp: 3, pressure: 2 }), [1, 2], counted('d', { x: 4, y: 4, timestamp: 4 })],
    ];
    const error = thrown(() => evaluateWritingQuality({ strokes: broken } as never)) as ValidationError;
    expect(error.issues.map((issue) => issue.path)).toEqual([
      ['strokes', 1],
      ['strokes', 0, 1, 'x'],
      ['strokes', 2, 0, 'pressure'],
      ['strokes', 2, 1],
    ]);
    expect(reads).toEqual([
      ...['a.x', 'a.y', 'a.timestamp', 'a.x', 'a.y'],
      ...['b.x', 'b.y', 'b.timestamp', 'b.x', 'b.y', 'b.timestamp'],
      ...['c.x', 'c.y', 'c.timestamp', 'c.pressure', 'c.x', 'c.y', 'c.pressure', 'c.timestamp'],
      ...['d.x', 'd.y', 'd.timestamp', 'd.x', 'd.y'],
    ]);
  });

  it('rejects exactly the points the plain reading rejects, at the edges of every field (general.validation)', () => {
    const outcome = (run: () => unknown) => {
      try {
        return run();
      } catch (error) {
        return (error as ValidationError).issues;
      }
    };
    const edges: Record<string, readonly unknown[]> = {
      x: [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308, -0, '1', null, undefined],
      timestamp: [0.5, -0.5, -1.5, 1e-300, -0, 2 ** 53 + 2, 1e308, Number.POSITIVE_INFINITY, Number.NaN, '1'],
      pressure: [-0, 0, 1, 1 + 2 ** -52, -5e-324, 5e-324, Number.POSITIVE_INFINITY, Number.NaN, '0.5', null],
    };
    for (const [field, values] of Object.entries(edges)) {
      for (const value of values) {
        // The edge in the first point, in a later stroke, and (for x) with a broken timestamp too.
        for (const strokes of [
          [[{ x: 1, y: 2, timestamp: 3, [field]: value }]],
          [[point(0, 0)], [point(5, 5), { x: 1, y: 2, timestamp: 3, [field]: value }, point(9, 9)]],
          [[{ x: 1, y: 2, timestamp: 3.5, [field]: value }], [point(0, 0)]],
        ]) {
          const request = { strokes } as never;
          expect(outcome(() => evaluateWritingQuality(request))).toEqual(
            outcome(() => explainWritingQuality(request).data),
          );
        }
      }
    }
  });
});
