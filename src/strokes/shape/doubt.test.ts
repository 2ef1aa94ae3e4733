import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StrokePoint } from '../../core/points.js';
import { STROKE_DIRECTIONS } from '../../stroke-order/constants.js';
import type { StrokeContext } from '../../stroke-order/contract.js';
import { evaluateStrokeOrder } from '../../stroke-order/fast/index.js';
import { EXTENDED_STROKES } from '../table.js';
import { classifyStroke, SHAPE_CLASSIFIER, STRICT_SHAPE_CLASSIFIER } from './classify.js';
import { FRAME, HORIZONTAL, stroke, VERTICAL } from './shapes.test-helpers.js';
import { SHAPE_TOLERANCE } from './thresholds.js';

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

/** The context of stroke `index` of a character drawn in the 0..100 frame. */
function among(strokes: StrokePoint[][], index: number, expected: StrokeContext['expected']): StrokeContext {
  return expected === undefined ? { ...FRAME, index, strokes } : { ...FRAME, index, strokes, expected };
}

describe('what the shape leaves to the reference (rules strokes.shape.doubt-straight, strokes.shape.doubt-dot, strokes.shape.doubt-falling)', () => {
  it('reads a straight stroke in the steep band as the 撇 the reference expects, a steeper one as its 竖 (rule strokes.shape.doubt-straight)', () => {
    const straight = slanted(102);
    expect(classifyStroke(straight, FRAME)).toBe('vertical');
    expect(SHAPE_CLASSIFIER.read(straight, { ...FRAME, expected: ['left_falling'] })).toMatchObject({
      direction: 'left_falling',
      rule: 'strokes.shape.doubt-straight',
      measures: { doubt: 1 },
    });
    // Within the angle's tolerance of the band, yes; a 竖 leaning as a hand's 竖 do, no.
    expect(classifyStroke(slanted(95), { ...FRAME, expected: ['left_falling'] })).toBe('left_falling');
    expect(classifyStroke(slanted(91), { ...FRAME, expected: ['left_falling'] })).toBe('vertical');
    expect(classifyStroke(VERTICAL, { ...FRAME, expected: ['left_falling'] })).toBe('vertical');
    expect(STRICT_SHAPE_CLASSIFIER.classify(straight, { ...FRAME, expected: ['left_falling'] })).toBe('vertical');
  });

  it('reads a short falling stroke meeting the 横 below it, or leaning left, as the dot the reference expects (rule strokes.shape.doubt-dot)', () => {
    // 亠 as a hand writes it: the dot comes down onto the 横.
    const dot = stroke([
      [50, 10],
      [51, 24],
    ]);
    const heng = stroke([
      [20, 25],
      [80, 25],
    ]);
    expect(classifyStroke(dot, among([dot, heng], 0, undefined))).toBe('vertical');
    expect(SHAPE_CLASSIFIER.read(dot, among([dot, heng], 0, ['dot']))).toMatchObject({
      direction: 'dot',
      rule: 'strokes.shape.doubt-dot',
    });
    // 灬's first dot leans left.
    const left = stroke([
      [40, 60],
      [32, 72],
    ]);
    expect(classifyStroke(left, among([left, heng], 0, undefined))).toBe('left_falling');
    expect(classifyStroke(left, among([left, heng], 0, ['dot']))).toBe('dot');
    // A short 竖 crossing its 横 (艹's), a long one, or one heading left more than down is no dot.
    const crossing = stroke([
      [51, 15],
      [51, 35],
    ]);
    const long = stroke([
      [50, 10],
      [52, 45],
    ]);
    const flat = stroke([
      [40, 60],
      [28, 66],
    ]);
    expect(classifyStroke(crossing, among([crossing, heng], 0, ['dot']))).toBe('vertical');
    expect(classifyStroke(long, among([long, heng], 0, ['dot']))).toBe('vertical');
    expect(classifyStroke(flat, among([flat, heng], 0, ['dot']))).toBe('left_falling');
  });

  it('reads a falling stroke too short for a font’s 捺 as the 捺 the reference expects, a shorter one as its dot (rule strokes.shape.doubt-falling)', () => {
    const short = slanted(35, 24);
    expect(classifyStroke(short, FRAME)).toBe('dot');
    expect(SHAPE_CLASSIFIER.read(short, { ...FRAME, expected: ['right_falling'] })).toMatchObject({
      direction: 'right_falling',
      rule: 'strokes.shape.doubt-falling',
    });
    expect(classifyStroke(slanted(35, 12), { ...FRAME, expected: ['right_falling'] })).toBe('dot');
  });
});
