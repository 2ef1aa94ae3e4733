import { describe, expect, it } from 'vitest';
import type { StrokePoint } from '../../core/points.js';
import { evaluateStrokeOrder } from '../../stroke-order/fast/index.js';
import { EXTENDED_STROKES } from '../table.js';
import { classifyStroke, SHAPE_CLASSIFIER } from './classify.js';
import { FRAME, HENG_ZHE, HENG_ZHE_GOU, stroke } from './shapes.test-helpers.js';
import { SHAPE_THRESHOLDS } from './thresholds.js';

/** The same stroke drawn from its end: the points in reverse order, the clock still running forward. */
function backwards(points: readonly StrokePoint[]): StrokePoint[] {
  return points.map((point, i) => ({ ...points[points.length - 1 - i]!, timestamp: point.timestamp }));
}

describe('rule strokes.shape.reversed: a turning stroke drawn from its end', () => {
  /** 又's 横撇: right, then a long sweep down to the left. */
  const HENG_PIE = stroke([
    [25, 20],
    [75, 20],
    [50, 55],
    [20, 85],
  ]);
  /** 竖弯钩 (also 乚): down, then right along the bottom, a short hook up. */
  const SHU_WAN_GOU = stroke([
    [30, 15],
    [30, 80],
    [85, 80],
    [88, 70],
  ]);
  /** 撇折 (么's): down to the left, then rising to the right. */
  const PIE_ZHE = stroke([
    [50, 20],
    [30, 60],
    [70, 50],
  ]);
  /** 横折提 (讠's): right, down, then a flick up to the right. */
  const HENG_ZHE_TI = stroke([
    [20, 30],
    [40, 30],
    [40, 85],
    [60, 68],
  ]);

  it('reads a 横折, a 横折钩, a 横撇 and a 竖弯钩 drawn from their end as not turning, by their chord (rule strokes.shape.reversed)', () => {
    for (const folded of [HENG_ZHE, HENG_ZHE_GOU, HENG_PIE, SHU_WAN_GOU]) {
      expect(classifyStroke(folded, FRAME)).toBe('turning');
      const reading = SHAPE_CLASSIFIER.read(backwards(folded), FRAME);
      expect(reading.rule).toBe('strokes.shape.reversed');
      expect(reading.direction).not.toBe('turning');
      expect(reading.measures.against).toBeGreaterThanOrEqual(SHAPE_THRESHOLDS.against);
    }
    // 口's 横折 backwards runs up, then left: its chord points up and to the left, read as a 撇 would.
    expect(classifyStroke(backwards(HENG_ZHE), FRAME)).toBe('left_falling');
  });

  it('keeps turning strokes drawn the right way turning, those that end rising (撇折, 横折提) too (rule strokes.shape.reversed)', () => {
    for (const folded of [PIE_ZHE, HENG_ZHE_TI, HENG_ZHE, HENG_ZHE_GOU, HENG_PIE, SHU_WAN_GOU]) {
      const reading = SHAPE_CLASSIFIER.read(folded, FRAME);
      expect(reading.direction).toBe('turning');
      expect(reading.measures.against).toBeLessThan(SHAPE_THRESHOLDS.against);
    }
  });

  it('gives a reversed stroke no benefit of the doubt where the reference expects turning (rule strokes.shape.reversed)', () => {
    const context = { ...FRAME, expected: ['turning' as const] };
    expect(SHAPE_CLASSIFIER.read(backwards(HENG_ZHE), context).direction).not.toBe('turning');
  });

  it('scores 口 with its 横折 drawn from its end below 100 through evaluateStrokeOrder, and drawn forwards 100 (rule strokes.shape.reversed)', () => {
    const left = stroke([
      [20, 20],
      [20, 80],
    ]);
    const bottom = stroke([
      [20, 80],
      [80, 80],
    ]);
    const options = { referenceTable: EXTENDED_STROKES, classifier: SHAPE_CLASSIFIER, now: () => 0 };
    expect(evaluateStrokeOrder({ character: '口', strokes: [left, HENG_ZHE, bottom] }, options).total_score).toBe(100);
    const reversed = evaluateStrokeOrder({ character: '口', strokes: [left, backwards(HENG_ZHE), bottom] }, options);
    expect(reversed.total_score).toBeLessThan(100);
    expect(reversed.errors.map((error) => error.message)).toEqual(['第2笔应为折，实际写成了撇']);
  });
});
