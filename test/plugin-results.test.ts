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
