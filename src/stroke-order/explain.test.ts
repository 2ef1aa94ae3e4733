import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strokeOrderRequest } from '../../test/arbitraries.js';
import { thrown } from '../../test/helpers.js';
import { notPlainJson } from '../../test/plain-json.js';
import { ScoringError, ValidationError } from '../core/errors.js';
import { round } from '../core/round.js';
import { ALIGNED_COMPARISON } from '../strokes/aligned.js';
import { SHAPE_CLASSIFIER } from '../strokes/shape/classify.js';
import type { StrokeClassifier } from './contract.js';
import { explainStrokeOrder } from './explain.js';
import { CONTRACT_CLASSIFIER } from './fast/classifier.js';
import { evaluateStrokeOrder } from './fast/index.js';
import type { StrokeScoreExplanation } from './rules/index.js';

const clock = { now: () => 0 };
const runs = { numRuns: 300, seed: 20261125 };
const line = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0, timestamp: 0 },
  { x: x1, y: y1, timestamp: 50 },
];
const H = line(0, 50, 100, 50);
const V = line(50, 0, 50, 100);

/** start plus the deltas in order gives unclamped, bit for bit; clamping and rounding gives the value. */
function holdsArithmetic(explained: StrokeScoreExplanation, value: number): void {
  let running = explained.start;
  for (const step of explained.steps) running += step.delta;
  expect(Object.is(running, explained.unclamped)).toBe(true);
  expect(explained.clamped).toBe(Math.max(0, explained.unclamped));
  expect(round(explained.clamped, 1)).toBe(value);
  expect(explained.value).toBe(value);
}

describe('explainStrokeOrder', () => {
  it('returns the data evaluateStrokeOrder returns, and why each stroke read as it did', () => {
    const request = { character: '十', strokes: [H, line(50, 0, 52, 100)] };
    const { data, explanation } = explainStrokeOrder(request, clock);
    expect(data).toEqual(evaluateStrokeOrder(request, clock));
    expect(explanation.strokes[1]).toMatchObject({
      index: 2,
      points: 2,
      straight: Math.sqrt(4 + 10000),
      path: Math.sqrt(4 + 10000),
      curvature: 1,
      direction: 'vertical',
      rule: 'stroke.direction.angle',
      row: '70 <= angle <= 110: vertical',
      expected: 'vertical',
      matched: true,
    });
    expect(explanation.strokes[1]?.angle).toBeCloseTo(88.85, 2);
  });

  it('names the rule that made a dot (stroke.direction.few-points, stroke.direction.short)', () => {
    const { explanation } = explainStrokeOrder(
      { character: '二', strokes: [[{ x: 0, y: 0, timestamp: 0 }], line(0, 0, 3, 3)] },
      clock,
    );
    expect(explanation.strokes.map(({ direction, rule, row }) => [direction, rule, row])).toEqual([
      ['dot', 'stroke.direction.few-points', 'points < 2: dot'],
      ['dot', 'stroke.direction.short', 'straight < 5.0: dot'],
    ]);
  });

  it('tells a turning from a hook by the curvature and dy (stroke.direction.turning)', () => {
    const down = [
      { x: 0, y: 0, timestamp: 0 },
      { x: 100, y: 0, timestamp: 1 },
      { x: 10, y: 10, timestamp: 2 },
    ];
    const { explanation } = explainStrokeOrder({ character: '口', strokes: [down] }, clock);
    expect(explanation.strokes[0]).toMatchObject({
      direction: 'turning',
      rule: 'stroke.direction.turning',
      row: 'curvature > 1.8 and dy > 0: turning',
    });
  });

  it('explains the count, order and total of a mismatch (stroke.score.count, .order, .total)', () => {
    const request = { character: '三', strokes: [H, V, H, H], difficulty_level: 2 as const };
    const { data, explanation } = explainStrokeOrder(request, clock);
    expect(explanation.count.steps).toEqual([
      { rule: 'stroke.score.count', delta: -25, note: '写了4笔，标准3笔，相差1笔，每笔扣25分' },
    ]);
    expect(explanation.order).toMatchObject({ start: 0, matches: 2, value: 66.7 });
    expect(explanation.order.steps[0]?.rule).toBe('stroke.score.order');
    expect(explanation.strokes.map((stroke) => [stroke.expected, stroke.matched])).toEqual([
      ['horizontal', true],
      ['horizontal', false],
      ['horizontal', true],
      [null, null],
    ]);
    expect(explanation.total).toMatchObject({ weights: { order: 0.7, count: 0.30000000000000004 }, value: 69.2 });
    expect(data.total_score).toBe(69.2);
  });

  it('explains a character outside the table as 100 everywhere (stroke.score.unknown-character)', () => {
    const { data, explanation } = explainStrokeOrder({ character: '好', strokes: [V] }, clock);
    expect(data.total_score).toBe(100);
    expect(explanation.reference).toEqual({ character: '好', found: false, sequence: [], count: null });
    expect(explanation.count.steps[0]?.rule).toBe('stroke.score.unknown-character');
    expect(explanation.strokes[0]).toMatchObject({ expected: null, matched: null });
  });

  it('reads under the classifier and comparison the options chose', () => {
    const request = { character: '十', strokes: [V, H] };
    const { data, explanation } = explainStrokeOrder(request, {
      ...clock,
      classifier: CONTRACT_CLASSIFIER,
      comparison: ALIGNED_COMPARISON,
    });
    expect(data).toEqual(
      evaluateStrokeOrder(request, { ...clock, classifier: CONTRACT_CLASSIFIER, comparison: ALIGNED_COMPARISON }),
    );
    expect(explanation).toMatchObject({ classifier: 'contract', comparison: 'given' });
    expect(explanation.strokes[0]).toMatchObject({ rule: 'stroke.direction.angle', row: null });
    expect(explanation.strokes[0]?.measures).toHaveProperty('curvature', 1);
  });

  it("hands the classifier every stroke of the character, as evaluateStrokeOrder does, so readings that look at a stroke's neighbours agree", () => {
    const neighbourly: StrokeClassifier = {
      name: 'neighbourly',
      classify: (_points, context) => (context.strokes?.length === 2 ? 'vertical' : 'dot'),
      read: (points, context) => ({ direction: neighbourly.classify(points, context), rule: 'test', measures: {} }),
    };
    const request = { character: '十', strokes: [H, V] };
    const { data, explanation } = explainStrokeOrder(request, { ...clock, classifier: neighbourly });
    expect(data).toEqual(evaluateStrokeOrder(request, { ...clock, classifier: neighbourly }));
    expect(explanation.strokes.map((stroke) => stroke.direction)).toEqual(['vertical', 'vertical']);
  });

  it('tells the classifier what the reference expects, as evaluateStrokeOrder does, and shows a reading given the benefit of the doubt (strokes.shape.doubt)', () => {
    const expecting: StrokeClassifier = {
      name: 'expecting',
      classify: (_points, context) => context.expected?.[0] ?? 'dot',
      read: (points, context) => ({ direction: expecting.classify(points, context), rule: 'test', measures: {} }),
    };
    const request = { character: '十', strokes: [V, H, H] };
    const { data, explanation } = explainStrokeOrder(request, { ...clock, classifier: expecting });
    expect(data).toEqual(evaluateStrokeOrder(request, { ...clock, classifier: expecting }));
    expect(explanation.strokes.map((stroke) => stroke.direction)).toEqual(['horizontal', 'vertical', 'dot']);
    // 十's 横 drawn rising at 22°: the shape classifier reads it as the expected 横, and says why.
    const rising = line(20, 62, 80, 38);
    const shaped = explainStrokeOrder(
      { character: '十', strokes: [rising, V] },
      { ...clock, classifier: SHAPE_CLASSIFIER },
    );
    expect(shaped.explanation.strokes[0]).toMatchObject({
      direction: 'horizontal',
      rule: 'strokes.shape.doubt',
      matched: true,
    });
    expect(shaped.data.total_score).toBe(100);
  });

  it('counts the strokes a matcher read, as evaluateStrokeOrder does, even when it reads fewer than were drawn', () => {
    const matcher = {
      name: 'first-only',
      match: () => ({
        strokes: [
          { direction: 'horizontal' as const, expected: 'horizontal' as const, matched: true, rule: 'x', measures: {} },
        ],
        expected: ['horizontal', 'vertical'] as const,
        steps: [],
        errors: [],
        fields: {},
      }),
    };
    const request = { character: '十', strokes: [H, V] };
    const { data } = explainStrokeOrder(request, { ...clock, matcher });
    expect(data).toEqual(evaluateStrokeOrder(request, { ...clock, matcher }));
    expect(data.user_stroke_count).toBe(1);
  });

  it('throws what evaluateStrokeOrder throws: the same classes and issues', () => {
    const bad: unknown = { character: 'a', strokes: [[{ x: 'no', y: 0, timestamp: 0 }]] };
    const error = thrown(() => explainStrokeOrder(bad));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual(
      (thrown(() => evaluateStrokeOrder(bad)) as ValidationError).issues,
    );
    const empty = thrown(() => explainStrokeOrder({ character: '十', strokes: [H, []] }));
    expect(empty).toBeInstanceOf(ScoringError);
    expect((empty as ScoringError).detail).toBe(
      (thrown(() => evaluateStrokeOrder({ character: '十', strokes: [H, []] })) as ScoringError).detail,
    );
  });

  it('keeps start + deltas = unclamped and clamp/round = data, in plain JSON, for any request', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => {
        const { data, explanation } = explainStrokeOrder(request, clock);
        holdsArithmetic(explanation.count, data.count_score);
        holdsArithmetic(explanation.order, data.order_score);
        expect(explanation.total.value).toBe(data.total_score);
        expect(notPlainJson(explanation)).toBeUndefined();
        expect(notPlainJson({ ...data })).toBeUndefined();
      }),
      runs,
    );
  });
});
