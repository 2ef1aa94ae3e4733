import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StrokePoint } from '../../pen.js';
import { STROKE_DIRECTIONS } from '../../stroke-order/constants.js';
import type { StrokeContext } from '../../stroke-order/contract.js';
import { evaluateStrokeOrder } from '../../stroke-order/evaluate.js';
import { EXTENDED_STROKES } from '../table.js';
import {
  classifyStroke,
  SHAPE_CLASSIFIER,
  SHAPE_THRESHOLDS,
  SHAPE_TOLERANCE,
  STRICT_SHAPE_CLASSIFIER,
} from './classify.js';

/** A stroke through the corners given in a 0..100 frame, sampled every `step` units. */
function stroke(corners: readonly (readonly [number, number])[], step = 2): StrokePoint[] {
  const points: StrokePoint[] = [];
  for (let c = 1; c < corners.length; c++) {
    const [ax, ay] = corners[c - 1]!;
    const [bx, by] = corners[c]!;
    const parts = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let i = c === 1 ? 0 : 1; i <= parts; i++) {
      points.push({ x: ax + ((bx - ax) * i) / parts, y: ay + ((by - ay) * i) / parts, timestamp: points.length * 8 });
    }
  }
  return points;
}

/** The same stroke scaled by `scale` and moved by `offset`. */
function scaled(points: readonly StrokePoint[], scale: number, offset: number): StrokePoint[] {
  return points.map((p) => ({ x: p.x * scale + offset, y: p.y * scale + offset, timestamp: p.timestamp }));
}

/** A character frame of 0..100 (the box of every point of the character). */
const FRAME: StrokeContext = { index: 0, box: { minX: 0, minY: 0, maxX: 100, maxY: 100 } };

const HORIZONTAL = stroke([
  [10, 50],
  [90, 46],
]);
const VERTICAL = stroke([
  [50, 10],
  [50, 90],
]);
/** 口's 横折: an L whose path over chord is at most √2, which the contract reads as right_falling. */
const HENG_ZHE = stroke([
  [20, 20],
  [80, 20],
  [80, 80],
]);
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
]);
/** 横折钩: a 横折 with a short hook at the end. */
const HENG_ZHE_GOU = stroke([
  [20, 20],
  [80, 20],
  [80, 85],
  [72, 78],
]);
/** 提: rising to the right at about 35°. */
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

/** A straight stroke of `length` (0..100 frame) through (50, 50) at `degrees`, y growing downward. */
function slanted(degrees: number, length = 60): StrokePoint[] {
  const dx = (Math.cos((degrees * Math.PI) / 180) * length) / 2;
  const dy = (Math.sin((degrees * Math.PI) / 180) * length) / 2;
  return stroke([
    [50 - dx, 50 - dy],
    [50 + dx, 50 + dy],
  ]);
}

describe('rule strokes.shape.doubt: the benefit of the doubt', () => {
  it('reads a 横 rising at 22°, on the border of 提, as the 横 the reference expects there (rule strokes.shape.doubt)', () => {
    const borderline = slanted(-22);
    expect(classifyStroke(borderline, FRAME)).toBe('rising');
    const reading = SHAPE_CLASSIFIER.read(borderline, { ...FRAME, expected: ['horizontal'] });
    expect(reading).toMatchObject({ direction: 'horizontal', rule: 'strokes.shape.doubt', measures: { doubt: 1 } });
    // Where the reference expects the 提 it reads, nothing is bent.
    expect(SHAPE_CLASSIFIER.read(borderline, { ...FRAME, expected: ['rising'] })).toMatchObject({
      direction: 'rising',
      rule: 'strokes.shape.angle',
    });
    expect(SHAPE_CLASSIFIER.read(borderline, { ...FRAME, expected: ['rising'] }).measures).not.toHaveProperty('doubt');
  });

  it('gives no benefit to a stroke further off than the tolerance (rule strokes.shape.doubt)', () => {
    // 40° up is a 提 whatever is expected; a 竖 is never read as a 横.
    expect(classifyStroke(slanted(-40), { ...FRAME, expected: ['horizontal'] })).toBe('rising');
    expect(classifyStroke(VERTICAL, { ...FRAME, expected: ['horizontal'] })).toBe('vertical');
    expect(classifyStroke(HORIZONTAL, { ...FRAME, expected: ['left_falling', 'turning'] })).toBe('horizontal');
    // The stroke at 22° reads as 横 within the angle's tolerance; one at 33° would need 13° and stays a 提.
    expect(SHAPE_TOLERANCE.angle).toBeLessThan(33 - 20);
    expect(classifyStroke(slanted(-33), { ...FRAME, expected: ['horizontal'] })).toBe('rising');
  });

  it('reads either its own direction or one the reference expects, and the strict classifier ignores the expectation (rule strokes.shape.doubt)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 2, max: 100, noNaN: true }),
        fc.subarray([...STROKE_DIRECTIONS], { minLength: 1 }),
        (degrees, length, expected) => {
          const shape = slanted(degrees, length);
          const own = classifyStroke(shape, FRAME);
          const read = classifyStroke(shape, { ...FRAME, expected });
          expect(read === own || expected.includes(read)).toBe(true);
          if (expected.includes(own)) expect(read).toBe(own);
          expect(STRICT_SHAPE_CLASSIFIER.classify(shape, { ...FRAME, expected })).toBe(own);
          expect(STRICT_SHAPE_CLASSIFIER.read(shape, { ...FRAME, expected })).toEqual(
            SHAPE_CLASSIFIER.read(shape, FRAME),
          );
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });

  it('scores 十 with a rising 横 100 through evaluateStrokeOrder, the strict classifier lower, and the two strokes swapped lower in both (rule strokes.shape.doubt)', () => {
    const strokes = [slanted(-22), VERTICAL];
    const options = { referenceTable: EXTENDED_STROKES, now: () => 0 };
    const lenient = evaluateStrokeOrder({ character: '十', strokes }, { ...options, classifier: SHAPE_CLASSIFIER });
    expect(lenient.total_score).toBe(100);
    expect(lenient.stroke_order).toEqual(['horizontal', 'vertical']);
    const strict = evaluateStrokeOrder(
      { character: '十', strokes },
      { ...options, classifier: STRICT_SHAPE_CLASSIFIER },
    );
    expect(strict.total_score).toBeLessThan(100);
    for (const classifier of [SHAPE_CLASSIFIER, STRICT_SHAPE_CLASSIFIER]) {
      const swapped = evaluateStrokeOrder(
        { character: '十', strokes: [VERTICAL, slanted(-22)] },
        { ...options, classifier },
      );
      expect(swapped.total_score).toBeLessThan(lenient.total_score);
    }
    expect(STRICT_SHAPE_CLASSIFIER.name).toBe('shape-strict');
  });
});

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
