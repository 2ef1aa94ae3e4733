import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strokeOrderRequest } from '../../../test/arbitraries.js';
import { loadExamples } from '../../../test/examples.js';
import { thrown } from '../../../test/helpers.js';
import { ScoringError } from '../../core/errors.js';
import type { Stroke, StrokePoint } from '../../core/points.js';
import type { ReferenceTable, StrokeDirection } from '../constants.js';
import type { StrokeClassifier, StrokeComparison, StrokeContext } from '../contract.js';
import { CONTRACT_CLASSIFIER } from './classifier.js';
import { evaluateStrokeOrder } from './index.js';

const clock = { now: () => 0 };
const runs = { numRuns: 300, seed: 20261123 };
const box = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
const at = (x: number, y: number, timestamp = 0): StrokePoint => ({ x, y, timestamp });
const H: Stroke = [at(0, 50), at(100, 50)];
const V: Stroke = [at(50, 0), at(50, 100)];

describe('CONTRACT_CLASSIFIER', () => {
  it('reads each stroke as the default path does (rules stroke.direction.*), bit for bit', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => {
        const fast = evaluateStrokeOrder(request, clock);
        const hooked = evaluateStrokeOrder(request, { ...clock, classifier: CONTRACT_CLASSIFIER });
        expect(hooked).toEqual(fast);
      }),
      runs,
    );
  });

  it('gives every worked stroke-order example the same result as the default path', () => {
    const examples = loadExamples().filter((example) => example.op === 'stroke-order' && example.expect.kind === 'ok');
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const request = example.request as never;
      expect(evaluateStrokeOrder(request, { ...clock, classifier: CONTRACT_CLASSIFIER })).toEqual(
        evaluateStrokeOrder(request, clock),
      );
    }
  });

  it('names the deciding rule of each reading, with the measures behind it', () => {
    const context = { index: 0, box };
    expect(CONTRACT_CLASSIFIER.read([at(1, 1)], context)).toMatchObject({
      direction: 'dot',
      rule: 'stroke.direction.few-points',
      measures: { points: 1, straight: 0, path: 0 },
    });
    expect(CONTRACT_CLASSIFIER.read([at(0, 0), at(3, 3.9)], context)).toMatchObject({
      direction: 'dot',
      rule: 'stroke.direction.short',
      measures: { points: 2 },
    });
    const corner = CONTRACT_CLASSIFIER.read([at(0, 0), at(100, 0), at(100, 100), at(0, 100)], context);
    expect(corner).toMatchObject({ direction: 'turning', rule: 'stroke.direction.turning' });
    expect(corner.measures.curvature).toBeGreaterThan(1.8);
    const hook = CONTRACT_CLASSIFIER.read([at(0, 100), at(100, 100), at(100, 0), at(0, 0)], context);
    expect(hook).toMatchObject({ direction: 'hook', rule: 'stroke.direction.turning' });
    expect(CONTRACT_CLASSIFIER.read(V, context)).toMatchObject({
      direction: 'vertical',
      rule: 'stroke.direction.angle',
      measures: { angle: 90, curvature: 1 },
    });
  });

  it('agrees between read and classify, with finite measures only', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => {
        request.strokes.forEach((points, index) => {
          const reading = CONTRACT_CLASSIFIER.read(points, { index, box });
          expect(reading.direction).toBe(CONTRACT_CLASSIFIER.classify(points, { index, box }));
          for (const value of Object.values(reading.measures)) expect(Number.isFinite(value)).toBe(true);
        });
      }),
      runs,
    );
  });
});

describe('evaluateStrokeOrder with a classifier', () => {
  it('calls the classifier once per stroke with its index, the whole character box, every stroke and what the reference expects there', () => {
    const calls: { points: readonly StrokePoint[]; context: StrokeContext }[] = [];
    const recording: StrokeClassifier = {
      name: 'recording',
      classify(points, context) {
        calls.push({ points, context });
        return context.index === 0 ? 'horizontal' : 'vertical';
      },
      read: (points, context) => ({ direction: recording.classify(points, context), rule: 'test', measures: {} }),
    };
    const strokes = [
      [at(-5, 20, 0), at(30, 22, 1)],
      [at(10, -7, 2), at(11, 40, 3), at(12, 90, 4)],
    ];
    const data = evaluateStrokeOrder({ character: '十', strokes }, { ...clock, classifier: recording });
    expect(data.stroke_order).toEqual(['horizontal', 'vertical']);
    expect(data.total_score).toBe(100);
    expect(calls.map(({ context }) => context)).toEqual([
      { index: 0, box: { minX: -5, minY: -7, maxX: 30, maxY: 90 }, strokes, expected: ['horizontal'] },
      { index: 1, box: { minX: -5, minY: -7, maxX: 30, maxY: 90 }, strokes, expected: ['vertical'] },
    ]);
    expect(calls.map(({ points }) => points)).toEqual(strokes);
    // The stroke handed over is the same copy as the context's entry at its index.
    for (const { points, context } of calls) expect(context.strokes![context.index]).toBe(points);
  });

  it('tells the classifier the alternatives too, and nothing past the reference or for an unknown character', () => {
    const seen: (readonly StrokeDirection[] | undefined)[] = [];
    const recording: StrokeClassifier = {
      name: 'recording',
      classify(_points, context) {
        seen.push(context.expected);
        return 'dot';
      },
      read: (points, context) => ({ direction: recording.classify(points, context), rule: 'test', measures: {} }),
    };
    const referenceTable = {
      十: { sequence: ['horizontal', 'vertical'], count: 2, alternatives: { 1: ['turning'] } },
    } as const;
    const three = [[at(0, 0, 0)], [at(1, 1, 1)], [at(2, 2, 2)]];
    evaluateStrokeOrder({ character: '十', strokes: three }, { ...clock, classifier: recording, referenceTable });
    expect(seen).toEqual([['horizontal'], ['vertical', 'turning'], undefined]);
    seen.length = 0;
    evaluateStrokeOrder({ character: '王', strokes: three }, { ...clock, classifier: recording, referenceTable });
    expect(seen).toEqual([undefined, undefined, undefined]);
  });

  it('hands the classifier copies of the points, never the caller objects', () => {
    let seen: readonly StrokePoint[] = [];
    const keep: StrokeClassifier = {
      name: 'keep',
      classify: (points) => {
        seen = points;
        return 'horizontal';
      },
      read: () => ({ direction: 'horizontal', rule: 'test', measures: {} }),
    };
    const stroke = [at(0, 0), at(10, 0)];
    evaluateStrokeOrder({ character: '一', strokes: [stroke] }, { ...clock, classifier: keep });
    expect(seen).toEqual(stroke);
    expect(seen[0]).not.toBe(stroke[0]);
  });

  it('fails a stroke without points as the default path does (rule stroke.score.empty-stroke)', () => {
    const error = thrown(() =>
      evaluateStrokeOrder({ character: '十', strokes: [H, []] }, { ...clock, classifier: CONTRACT_CLASSIFIER }),
    );
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as ScoringError).message).toContain('第2笔没有任何坐标点');
  });

  it('fails a classifier that returns something other than a direction, naming it', () => {
    const broken: StrokeClassifier = {
      name: 'broken',
      classify: () => 'sideways' as StrokeDirection,
      read: () => ({ direction: 'dot', rule: 'test', measures: {} }),
    };
    const error = thrown(() => evaluateStrokeOrder({ character: '一', strokes: [H] }, { classifier: broken }));
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as ScoringError).message).toContain('classifier "broken" returned sideways');
  });
});

describe('alternatives (rule strokes.alternatives)', () => {
  const table: ReferenceTable = {
    十: { sequence: ['horizontal', 'vertical'], count: 2, alternatives: { 1: ['turning', 'dot'] } },
  };
  const D: Stroke = [at(50, 50), at(51, 51)];

  it('accepts an alternative direction at its position as a match', () => {
    const data = evaluateStrokeOrder({ character: '十', strokes: [H, D] }, { ...clock, referenceTable: table });
    expect(data.order_score).toBe(100);
    expect(data.errors).toEqual([]);
    expect(data.correct_order).toEqual(['horizontal', 'vertical']);
  });

  it('accepts it only at its own position', () => {
    const data = evaluateStrokeOrder({ character: '十', strokes: [D, V] }, { ...clock, referenceTable: table });
    expect(data.order_score).toBe(50);
    expect(data.errors).toEqual([
      { stroke_index: 1, expected: 'horizontal', actual: 'dot', message: '第1笔应为横，实际写成了点' },
    ]);
  });
});

describe('evaluateStrokeOrder with a comparison', () => {
  it('scores with the matches and errors the comparison returns, given the directions and the entry', () => {
    const seen: unknown[] = [];
    const lenient: StrokeComparison = (actual, entry) => {
      seen.push({ actual, entry });
      return { matches: 1, errors: [{ stroke_index: 9, expected: 'dot', actual: 'hook', message: 'custom' }] };
    };
    const data = evaluateStrokeOrder({ character: '十', strokes: [V, H] }, { ...clock, comparison: lenient });
    expect(seen).toEqual([
      { actual: ['vertical', 'horizontal'], entry: { sequence: ['horizontal', 'vertical'], count: 2 } },
    ]);
    expect(data.order_score).toBe(50);
    // difficulty 1: 50 * 0.6 + 100 * 0.4
    expect(data.total_score).toBe(70);
    expect(data.errors).toEqual([{ stroke_index: 9, expected: 'dot', actual: 'hook', message: 'custom' }]);
  });

  it('is not called for a character outside the table', () => {
    let called = false;
    const spy: StrokeComparison = () => {
      called = true;
      return { matches: 0, errors: [] };
    };
    const data = evaluateStrokeOrder({ character: '我', strokes: [H] }, { ...clock, comparison: spy });
    expect(called).toBe(false);
    expect(data.total_score).toBe(100);
  });
});
