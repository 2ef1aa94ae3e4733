import { describe, expect, it } from 'vitest';
import { FAST_STROKE_ORDER, type FastStrokeOrderTypes } from './fast/reading.js';
import { runStrokeOrder, type StrokeOrderReading } from './pipeline.js';
import { PLAIN_STROKE_ORDER } from './rules/reading.js';

const request = {
  character: '十',
  strokes: [
    [
      { x: 0, y: 50, timestamp: 0 },
      { x: 100, y: 50, timestamp: 80 },
    ],
    [
      { x: 50, y: 0, timestamp: 200 },
      { x: 50, y: 100, timestamp: 280 },
    ],
  ],
};

describe('the stroke-order pipeline', () => {
  it('gives the same data with either reading', () => {
    const clock = { now: () => 0 };
    const fast = runStrokeOrder('evaluateStrokeOrder', FAST_STROKE_ORDER, (data) => data, request, clock);
    const plain = runStrokeOrder('evaluateStrokeOrder', PLAIN_STROKE_ORDER, (data) => data, request, clock);
    expect(plain).toEqual(fast);
    expect(fast.total_score).toBe(100);
  });

  it("hands the finish how it decided: scored against the entry, with the reading's own scores", () => {
    const outcome = runStrokeOrder('explainStrokeOrder', PLAIN_STROKE_ORDER, (_, decided) => decided, request, {
      now: () => 0,
    });
    expect(outcome.kind).toBe('scored');
    expect(outcome.kind === 'scored' && outcome.count.value).toBe(100);
  });

  it('takes no reading that lacks a step (a compile error, checked by tsc)', () => {
    // @ts-expect-error: a reading without readClassified cannot run the classifier branch.
    const partial: StrokeOrderReading<FastStrokeOrderTypes> = { ...FAST_STROKE_ORDER, readClassified: undefined };
    expect(partial.readClassified).toBeUndefined();
  });
});
