import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StrokePoint } from '../../core/points.js';
import { evaluateStrokeOrder } from '../../stroke-order/fast/index.js';
import { EXTENDED_STROKES } from '../table.js';
import { classifyStroke, SHAPE_CLASSIFIER } from './classify.js';
import { FRAME, HENG_ZHE, HENG_ZHE_GOU, HORIZONTAL, stroke, VERTICAL } from './shapes.test-helpers.js';
import { SHAPE_THRESHOLDS } from './thresholds.js';

/** The same stroke scaled by `scale` and moved by `offset`. */
function scaled(points: readonly StrokePoint[], scale: number, offset: number): StrokePoint[] {
  return points.map((p) => ({ x: p.x * scale + offset, y: p.y * scale + offset, timestamp: p.timestamp }));
}
/** 大's 撇: down from the top, then sweeping left, about 110° start to end. */
const DA_PIE = stroke([
  [48, 10],
  [47, 35],
  [44, 55],
  [38, 72],
  [28, 88],
  [20, 94],
]);
/** 竖钩: a vertical with a short hook up and to the left. */
const SHU_GOU = stroke([
  [55, 10],
  [55, 85],
  [46, 78],
]); /** 提: rising to the right at about 35°. */
const TI = stroke([
  [20, 70],
  [60, 42],
]);
/** 点: short and falling to the right. */
const DIAN = stroke([
  [45, 20],
  [53, 30],
]);

/** 宀's left dot, a little left of straight down, 20% of the character tall. */
const LEFT_DOT = stroke([
  [20, 30],
  [17, 50],
]);
/** A long 横 low in the character, far from LEFT_DOT. */
const LOW = stroke([
  [10, 80],
  [90, 80],
]);

describe('rule strokes.shape-classifier: the shape classifier', () => {
  it('reads a straight stroke by its angle (rule strokes.shape.angle)', () => {
    expect(classifyStroke(HORIZONTAL, FRAME)).toBe('horizontal');
    expect(classifyStroke(VERTICAL, FRAME)).toBe('vertical');
    expect(classifyStroke(TI, FRAME)).toBe('rising');
    expect(SHAPE_CLASSIFIER.read(VERTICAL, FRAME).rule).toBe('strokes.shape.angle');
  });

  it("reads 大's steep 撇 as left_falling, where the contract reads vertical", () => {
    expect(classifyStroke(DA_PIE, FRAME)).toBe('left_falling');
  });

  it('reads an L-shaped 横折 as turning, where the contract reads right_falling (rule strokes.shape.turning)', () => {
    const reading = SHAPE_CLASSIFIER.read(HENG_ZHE, FRAME);
    expect(reading.direction).toBe('turning');
    expect(reading.rule).toBe('strokes.shape.turning');
  });

  it('drops a short final hook, as the name rule drops 钩 (rule strokes.shape.hook)', () => {
    expect(classifyStroke(SHU_GOU, FRAME)).toBe('vertical');
    expect(classifyStroke(HENG_ZHE_GOU, FRAME)).toBe('turning');
    expect(SHAPE_CLASSIFIER.read(SHU_GOU, FRAME).measures.hook).toBeGreaterThan(0);
  });

  it('drops a hook a hand draws level or dipping a little to the left, but not a long tail or a 竖折 turning right (rule strokes.shape.hook)', () => {
    // tomoe_data's 才 and 小: the 竖钩's hook is a level tail to the left, not a 折.
    const level = stroke([
      [50, 10],
      [52, 85],
      [42, 85],
    ]);
    const dipping = stroke([
      [50, 10],
      [52, 80],
      [42, 82],
    ]);
    expect(SHAPE_CLASSIFIER.read(level, FRAME)).toMatchObject({ direction: 'vertical', rule: 'strokes.shape.angle' });
    expect(classifyStroke(dipping, FRAME)).toBe('vertical');
    expect(SHAPE_CLASSIFIER.read(level, FRAME).measures.hook).toBeGreaterThan(0);
    // A level tail longer than a hook, or one turning right, is no hook: the stroke folds.
    const long = stroke([
      [50, 10],
      [52, 60],
      [20, 60],
    ]);
    const right = stroke([
      [50, 10],
      [50, 85],
      [60, 85],
    ]);
    expect(classifyStroke(long, FRAME)).toBe('turning');
    expect(classifyStroke(right, FRAME)).toBe('turning');
  });

  it('ignores a short entry serif before the body (rule strokes.shape.serif)', () => {
    const withSerif = stroke([
      [46, 10],
      [50, 14],
      [50, 90],
    ]);
    expect(classifyStroke(withSerif, FRAME)).toBe('vertical');
    expect(SHAPE_CLASSIFIER.read(withSerif, FRAME).measures.serif).toBeGreaterThan(0);
  });

  it('reads a stroke short against the whole character as a dot, and the same stroke in its own box as not (rule strokes.shape.dot)', () => {
    const reading = SHAPE_CLASSIFIER.read(DIAN, FRAME);
    expect(reading.direction).toBe('dot');
    expect(reading.rule).toBe('strokes.shape.dot');
    const alone = { index: 0, box: { minX: 45, minY: 20, maxX: 53, maxY: 30 } };
    expect(classifyStroke(DIAN, alone)).not.toBe('dot');
  });

  it("reads a short steep stroke standing free of the character's other strokes as a dot, and one meeting them as vertical (rule strokes.shape.dot)", () => {
    const leftDot = LEFT_DOT;
    const low = LOW;
    const roof = stroke([
      [26, 24],
      [80, 28],
      [76, 42],
    ]);
    const free = { index: 0, box: FRAME.box, strokes: [leftDot, roof, low] };
    expect(SHAPE_CLASSIFIER.read(leftDot, free)).toMatchObject({ direction: 'dot', rule: 'strokes.shape.dot' });
    // Without the other strokes it cannot tell, and reads the angle as before.
    expect(classifyStroke(leftDot, FRAME)).toBe('vertical');
    // 口's short left 竖 (same shape): its end meets the bottom 横.
    const bottom = stroke([
      [17, 51],
      [60, 51],
    ]);
    const boxed = { index: 0, box: FRAME.box, strokes: [leftDot, roof, bottom] };
    expect(SHAPE_CLASSIFIER.read(leftDot, boxed)).toMatchObject({ direction: 'vertical', rule: 'strokes.shape.angle' });
    // 艹's short 竖 (same shape again): its ends stand free, but it crosses the 横.
    const across = stroke([
      [5, 40],
      [60, 40],
    ]);
    const crossed = { index: 0, box: FRAME.box, strokes: [leftDot, roof, low, across] };
    expect(SHAPE_CLASSIFIER.read(leftDot, crossed)).toMatchObject({ direction: 'vertical', measures: { crosses: 1 } });
    for (const scale of [0.01, 10.24, 655.35]) {
      const box = { minX: 0, minY: 0, maxX: 100 * scale, maxY: 100 * scale };
      const all = [leftDot, roof, low].map((s) => scaled(s, scale, 0));
      expect(classifyStroke(all[0]!, { index: 0, box, strokes: all })).toBe('dot');
    }
    for (const value of Object.values(SHAPE_CLASSIFIER.read(leftDot, free).measures)) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('reads a short steep stroke without its neighbours in writing of more than 64 strokes, which is no character (rule strokes.shape.dot)', () => {
    const leftDot = LEFT_DOT;
    const withOthers = (count: number) => [leftDot, ...Array.from({ length: count - 1 }, () => LOW)];
    const most = SHAPE_THRESHOLDS.looseMaxStrokes;
    const at64 = SHAPE_CLASSIFIER.read(leftDot, { index: 0, box: FRAME.box, strokes: withOthers(most) });
    expect(at64).toMatchObject({ direction: 'dot', rule: 'strokes.shape.dot' });
    const at65 = SHAPE_CLASSIFIER.read(leftDot, { index: 0, box: FRAME.box, strokes: withOthers(most + 1) });
    expect(at65).toMatchObject({ direction: 'vertical', rule: 'strokes.shape.angle' });
    expect(at65.measures).not.toHaveProperty('startGap');
  });

  it('reads a single point, or a character without extent, as a dot', () => {
    expect(classifyStroke([{ x: 3, y: 4, timestamp: 0 }], FRAME)).toBe('dot');
    const still = [
      { x: 3, y: 4, timestamp: 0 },
      { x: 3, y: 4, timestamp: 8 },
    ];
    expect(classifyStroke(still, { index: 0, box: { minX: 3, minY: 4, maxX: 3, maxY: 4 } })).toBe('dot');
  });

  it('reads the same writing the same at 0..1, in pixels, millimetres or 65535 tablet units', () => {
    const shapes = [HORIZONTAL, VERTICAL, HENG_ZHE, DA_PIE, SHU_GOU, HENG_ZHE_GOU, TI, DIAN];
    fc.assert(
      fc.property(
        fc.constantFrom(0.01, 0.64, 3, 10.24, 655.35),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (scale, offset) => {
          const box = { minX: offset, minY: offset, maxX: 100 * scale + offset, maxY: 100 * scale + offset };
          for (const shape of shapes) {
            expect(classifyStroke(scaled(shape, scale, offset), { index: 0, box })).toBe(classifyStroke(shape, FRAME));
          }
        },
      ),
      { seed: 12, numRuns: 50 },
    );
  });

  it('gives a reading that agrees with classify, with finite measures only', () => {
    for (const shape of [HORIZONTAL, VERTICAL, HENG_ZHE, DA_PIE, SHU_GOU, HENG_ZHE_GOU, TI, DIAN]) {
      const reading = SHAPE_CLASSIFIER.read(shape, FRAME);
      expect(reading.direction).toBe(SHAPE_CLASSIFIER.classify(shape, FRAME));
      for (const value of Object.values(reading.measures)) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('is named shape', () => {
    expect(SHAPE_CLASSIFIER.name).toBe('shape');
  });

  it('scores 大 and 口 written canonically 100 through evaluateStrokeOrder, where the contract gives 80', () => {
    const da = [
      HORIZONTAL,
      DA_PIE,
      stroke([
        [47, 40],
        [70, 75],
        [92, 90],
      ]),
    ];
    const kou = [
      stroke([
        [20, 20],
        [20, 80],
      ]),
      HENG_ZHE,
      stroke([
        [20, 80],
        [80, 80],
      ]),
    ];
    for (const [character, strokes] of [
      ['大', da],
      ['口', kou],
    ] as const) {
      const request = { character, strokes };
      const options = { referenceTable: EXTENDED_STROKES, now: () => 0 };
      expect(evaluateStrokeOrder(request, { ...options, classifier: SHAPE_CLASSIFIER }).total_score).toBe(100);
      expect(evaluateStrokeOrder(request, options).total_score).toBe(80);
    }
  });
});
