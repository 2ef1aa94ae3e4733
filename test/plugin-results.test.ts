// A plug-in's result outside its contract fails the scoring with a ScoringError naming it
// (rule stroke.score.order): a comparison's `matches` must be a whole number from 0 to the
// reference's length, its `errors` an array. `matches: 99` scored 3000, `NaN` a null score.
import { describe, expect, it } from 'vitest';
import { explainStrokeOrder } from '../src/explain/index.js';
import { evaluateStrokeOrder, ScoringError, type StrokeComparisonResult } from '../src/index.js';
import { thrown } from './helpers.js';
import { STROKE } from './requests.js';

describe('a comparison whose result breaks its contract (rule stroke.score.order)', () => {
  it.each([
    ['matches 99', { matches: 99, errors: [] }],
    ['matches NaN', { matches: Number.NaN, errors: [] }],
    ['matches -1', { matches: -1, errors: [] }],
    ['matches 0.5', { matches: 0.5, errors: [] }],
    ['matches "1"', { matches: '1', errors: [] }],
    ['errors not an array', { matches: 1, errors: null }],
    ['no object', undefined],
  ])('fails the scoring naming the comparison: %s', (_what, result) => {
    const comparison = () => result as unknown as StrokeComparisonResult;
    for (const run of [
      () => evaluateStrokeOrder(STROKE, { comparison, now: () => 0 }),
      () => explainStrokeOrder(STROKE, { comparison, now: () => 0 }),
    ]) {
      const error = thrown(run);
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).detail).toMatch(/^笔顺评估失败：比较结果无效（comparison returned /);
      expect((error as ScoringError).detail).toContain('from 0 to 2');
    }
  });

  it('scores a result within its contract as before', () => {
    const comparison = () => ({ matches: 2, errors: [] });
    expect(evaluateStrokeOrder(STROKE, { comparison, now: () => 0 }).order_score).toBe(100);
  });
});

describe('a matcher whose result breaks its contract (rule stroke.score.order)', () => {
  /** A matcher of one stroke of 十, its result `valid` changed by `change`. */
  const matcherOf = (change: (valid: Record<string, unknown>) => unknown) => ({
    name: 'mine',
    match: () =>
      change({
        strokes: [{ direction: 'horizontal', expected: 'horizontal', matched: true, rule: 'mine', measures: {} }],
        expected: ['horizontal', 'vertical'],
        steps: [{ rule: 'mine', delta: -20, note: '' }],
        errors: [],
        fields: { mine: 1 },
      }),
  });
  const run = (change: (valid: Record<string, unknown>) => unknown) => {
    const matcher = matcherOf(change) as never;
    return [
      () => evaluateStrokeOrder(STROKE, { matcher, now: () => 0 }),
      () => explainStrokeOrder(STROKE, { matcher, now: () => 0 }).data,
    ];
  };

  it.each([
    [
      'a step of +500',
      (r: Record<string, unknown>) => ({ ...r, steps: [{ rule: 'x', delta: 500, note: '' }] }),
      'steps making the order 600',
    ],
    [
      'a NaN delta',
      (r: Record<string, unknown>) => ({ ...r, steps: [{ rule: 'x', delta: Number.NaN, note: '' }] }),
      'steps[0].delta NaN',
    ],
    [
      'a delta that is a string',
      (r: Record<string, unknown>) => ({ ...r, steps: [{ rule: 'x', delta: '-5', note: '' }] }),
      "steps[0].delta '-5'",
    ],
    [
      'a direction sideways',
      (r: Record<string, unknown>) => ({ ...r, strokes: [{ direction: 'sideways', expected: null }] }),
      "strokes[0].direction 'sideways'",
    ],
    [
      'an expected direction made up',
      (r: Record<string, unknown>) => ({ ...r, expected: ['horizontal', 'up'] }),
      "expected[1] 'up'",
    ],
    [
      'fields replacing total_score',
      (r: Record<string, unknown>) => ({ ...r, fields: { total_score: '100' } }),
      'fields.total_score',
    ],
    [
      'fields replacing character',
      (r: Record<string, unknown>) => ({ ...r, fields: { character: '王' } }),
      'fields.character',
    ],
    ['strokes not an array', (r: Record<string, unknown>) => ({ ...r, strokes: 'all' }), "strokes 'all'"],
    ['errors not an array', (r: Record<string, unknown>) => ({ ...r, errors: 'none' }), "errors 'none'"],
    ['no object', () => undefined, 'strokes undefined'],
  ])('fails the scoring naming the matcher and the field: %s', (_what, change, named) => {
    for (const call of run(change)) {
      const error = thrown(call);
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).detail).toMatch(/^笔顺评估失败：匹配结果无效（matcher "mine" returned /);
      expect((error as ScoringError).detail).toContain(named);
    }
  });

  it('scores a result within its contract, its steps below 0 floored as before', () => {
    for (const call of run((r) => r)) expect(call()).toMatchObject({ order_score: 80, mine: 1 });
    const floored = run((r) => ({ ...r, steps: [{ rule: 'x', delta: -150, note: '' }] }));
    for (const call of floored) expect(call()).toMatchObject({ order_score: 0 });
  });
});
