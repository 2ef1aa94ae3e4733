import { describe, expect, it } from 'vitest';
import type { StrokePoint } from '../core/points.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { WANG, writeAll } from './fixture.test-helpers.js';
import { type GeometryFields, geometric } from './index.js';
import { boxFit, fitAffine, mapSamples } from './register.js';

/** Points turned by `degrees`, sheared by `shear` and stretched by `aspect`, about (200, 200). */
function deform(strokes: StrokePoint[][], degrees: number, shear: number, aspect: number): StrokePoint[][] {
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  return strokes.map((stroke) =>
    stroke.map(({ x, y, timestamp }) => {
      const u = (x - 200) * aspect + shear * (y - 200);
      const v = (y - 200) / aspect;
      return { x: 200 + cos * u - sin * v, y: 200 + sin * u + cos * v, timestamp };
    }),
  );
}

describe('placing the drawing onto the reference (rule geometry.registration)', () => {
  const options = { ...geometric(WANG, { character: '王' }), now: () => 0 };
  const score = (strokes: StrokePoint[][]) =>
    evaluateStrokeOrder({ character: '王', strokes }, options) as ReturnType<typeof evaluateStrokeOrder> &
      GeometryFields;

  it('undoes rotation, shear and aspect: canonical writing still scores 100', () => {
    for (const [degrees, shear, aspect] of [
      [4, 0.06, 1.12],
      [-4, -0.06, 0.88],
    ] as const) {
      const data = score(deform(writeAll(WANG), degrees, shear, aspect));
      expect(data.total_score).toBe(100);
      expect(data.matches.every((match) => match.distance < 15)).toBe(true);
    }
  });

  it('is not thrown by a missing edge stroke, which shrinks the drawing’s box', () => {
    const strokes = deform(writeAll(WANG), 3, 0.05, 1.1);
    expect(score(strokes.slice(1)).missing).toEqual([0]);
    expect(score(strokes.slice(0, 3)).missing).toEqual([3]);
  });

  it('fits the box, then the affine map by least squares', () => {
    const map = boxFit({ minX: 0, minY: 0, maxX: 10, maxY: 20 }, { minX: 100, minY: 100, maxX: 200, maxY: 300 });
    expect(map).toMatchObject({ a: 10, b: 0, c: 0, d: 10, toX: 150, toY: 200 });
    const drawn = [0, 0, 10, 0, 10, 10, 0, 10];
    const sheared = { a: 2, b: 0.3, c: 0.1, d: 1.5, fromX: 0, fromY: 0, toX: 7, toY: 9 };
    const reference = mapSamples(drawn, sheared);
    const fitted = fitAffine([{ drawn, reference, reversed: false }], sheared);
    expect([...mapSamples(drawn, fitted)].map((n) => Math.round(n * 1e6) / 1e6)).toEqual([...reference]);
  });
});
