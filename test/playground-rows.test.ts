// The playground's stroke rows must say what the score and the errors say: each written stroke
// judged against the reference stroke it was compared with, in both comparisons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strokeRows } from '../playground/src/rows.js';
import { evaluateStrokeOrder, type StrokeOrderData, type StrokePoint } from '../src/index.js';
import { PRECISE } from '../src/strokes/index.js';

/** A stroke from (x1, y1) to (x2, y2), starting at time t. */
const line = (x1: number, y1: number, x2: number, y2: number, t = 0): StrokePoint[] => [
  { x: x1, y: y1, timestamp: t },
  { x: x2, y: y2, timestamp: t + 80 },
];
const SHAPES = {
  horizontal: (t: number) => line(20, 100, 180, 100, t),
  vertical: (t: number) => line(100, 20, 100, 180, t),
  leftFalling: (t: number) => line(160, 30, 40, 170, t),
  rightFalling: (t: number) => line(40, 30, 160, 170, t),
  rising: (t: number) => line(40, 160, 160, 100, t),
  dot: (t: number) => line(100, 100, 102, 102, t),
};
const MODES = { contract: {}, precise: PRECISE } as const;

/** The written strokes an error is about: `user_index` in the aligned comparison, else `stroke_index`. */
function strokesInErrors(order: StrokeOrderData): number[] {
  const indexes = order.errors.map((error) =>
    'kind' in error ? (error as unknown as { user_index: number | null }).user_index : error.stroke_index,
  );
  return [...new Set(indexes)]
    .filter((index): index is number => index !== null && index <= order.stroke_order.length)
    .sort((a, b) => a - b);
}

describe('the playground rows of 我 written as one 横 in precise mode', () => {
  const order = evaluateStrokeOrder({ character: '我', strokes: [SHAPES.horizontal(0)] }, { ...PRECISE, now: () => 0 });

  it('judge the 横 right, as the reference 横 it was compared with, not as a wrong 撇', () => {
    expect(strokeRows(order)).toEqual([
      { index: 1, direction: 'horizontal', status: 'match', reference: { index: 2, direction: 'horizontal' } },
    ]);
  });

  it('leave the missing 撇 to the errors, which name no written stroke', () => {
    expect(order.errors[0]?.message).toBe('漏写了第1笔：撇');
    expect(strokesInErrors(order)).toEqual([]);
  });
});

describe('the playground rows, in either comparison', () => {
  it('mark wrong exactly the written strokes the errors name, and count as right what the score counts', () => {
    const shape = fc.constantFrom(...Object.values(SHAPES));
    fc.assert(
      fc.property(
        fc.constantFrom('十', '口', '我', '大', '人', '王', '水', '木'),
        fc.array(shape, { maxLength: 9 }),
        fc.constantFrom(...(Object.keys(MODES) as (keyof typeof MODES)[])),
        (character, shapes, mode) => {
          const strokes = shapes.map((make, k) => make(k * 200));
          const order = evaluateStrokeOrder({ character, strokes }, { ...MODES[mode], now: () => 0 });
          const rows = strokeRows(order);
          expect(rows.map((row) => row.direction)).toEqual(order.stroke_order);
          const wrong = rows.filter((row) => row.status === 'mismatch' || row.status === 'extra');
          expect(wrong.map((row) => row.index)).toEqual(strokesInErrors(order));
          // A right row is a match the order score counts: matches ÷ standard count × 100.
          const right = rows.filter((row) => row.status === 'match').length;
          if (order.standard_stroke_count) {
            expect(order.order_score).toBeCloseTo((right / order.standard_stroke_count) * 100, 1);
          }
          for (const row of rows.filter((candidate) => candidate.status === 'match')) {
            expect(order.correct_order[row.reference!.index - 1]).toBeDefined();
          }
        },
      ),
      { seed: 25, numRuns: 300 },
    );
  });
});
