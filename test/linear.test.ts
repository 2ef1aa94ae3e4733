// The paths made linear (issue 21): the shape classifier reads a stroke of more than
// MAX_SHAPE_POINTS points from that many of them (rule strokes.shape-classifier), and the
// explanation gives each stroke the verdict its comparison's errors say, found by an index
// rather than a search per stroke. The growth cases of `npm run bench` time them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainStrokeOrder } from '../src/explain/index.js';
import type { StrokeOrderError } from '../src/index.js';
import { evaluateStrokeOrder } from '../src/index.js';
import { PRECISE } from '../src/strokes/index.js';
import { SHAPE_CLASSIFIER } from '../src/strokes/shape/classify.js';
import { MAX_SHAPE_POINTS } from '../src/strokes/shape/thresholds.js';
import { strokeOrderRequest } from './arbitraries.js';

const box = { minX: 0, minY: 0, maxX: 100, maxY: 100 };

/** A zigzag of `count` points across the box, with a fold in its middle. */
function zigzag(count: number): { x: number; y: number; timestamp: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const x = t < 0.5 ? t * 160 : 80;
    const y = t < 0.5 ? 10 + (i % 2) * 0.3 : 10 + (t - 0.5) * 160 + (i % 2) * 0.3;
    return { x, y, timestamp: i };
  });
}

describe('the shape classifier on a stroke of more than MAX_SHAPE_POINTS points (rule strokes.shape-classifier)', () => {
  it('reads it exactly as the MAX_SHAPE_POINTS points evenly spaced by index, first and last kept', () => {
    for (const count of [MAX_SHAPE_POINTS + 1, 10_000, 32_000]) {
      const points = zigzag(count);
      const step = (count - 1) / (MAX_SHAPE_POINTS - 1);
      const thinned = Array.from({ length: MAX_SHAPE_POINTS }, (_, i) => points[Math.round(i * step)]!);
      const long = SHAPE_CLASSIFIER.read(points, { index: 0, box });
      const short = SHAPE_CLASSIFIER.read(thinned, { index: 0, box });
      expect({ ...long, measures: { ...long.measures, points: 0 } }).toEqual({
        ...short,
        measures: { ...short.measures, points: 0 },
      });
      expect(long.measures.points).toBe(count);
      expect(long.direction).toBe('turning');
    }
  });

  it('reads a stroke of at most MAX_SHAPE_POINTS points from every point', () => {
    const points = zigzag(MAX_SHAPE_POINTS);
    const dropped = points.filter((_, i) => i !== 1);
    expect(SHAPE_CLASSIFIER.read(points, { index: 0, box }).measures).not.toEqual(
      SHAPE_CLASSIFIER.read(dropped, { index: 0, box }).measures,
    );
  });
});

describe('the explanation of stroke order: each stroke’s verdict (rule strokes.aligned)', () => {
  /** The plain reading: the first error naming the stroke, searched for each stroke. */
  function plainVerdict(
    errors: readonly StrokeOrderError[],
    i: number,
    byPosition: boolean,
    sequence: readonly string[],
  ) {
    if (byPosition) {
      const expected = sequence[i];
      if (expected === undefined) return { expected: null, matched: null };
      return { expected, matched: !errors.some((error) => error.stroke_index === i + 1) };
    }
    const error = errors.find((candidate) => {
      const userIndex = (candidate as { user_index?: unknown }).user_index;
      return (userIndex === undefined ? candidate.stroke_index : userIndex) === i + 1;
    });
    return error === undefined ? { expected: null, matched: true } : { expected: error.expected, matched: false };
  }

  it('is the first error naming the stroke, under the contract’s and the aligned comparison', () => {
    fc.assert(
      fc.property(strokeOrderRequest, fc.boolean(), (request, precise) => {
        const options = { now: () => 0, ...(precise ? PRECISE : {}) };
        if (request.strokes.some((stroke) => stroke.length === 0)) return;
        const { data, explanation } = explainStrokeOrder(request, options);
        expect(data).toEqual(evaluateStrokeOrder(request, options));
        if (!explanation.reference.found) return;
        explanation.strokes.forEach((stroke, i) => {
          expect({ expected: stroke.expected, matched: stroke.matched }).toEqual(
            plainVerdict(data.errors, i, !precise, explanation.reference.sequence),
          );
        });
      }),
      { numRuns: 300, seed: 2026112503 },
    );
  });
});
