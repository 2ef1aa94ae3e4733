import { describe, expect, it } from 'vitest';
import type { ReferenceEntry, StrokeDirection } from '../stroke-order/constants.js';
import type { StrokeComparison } from '../stroke-order/contract.js';
import { comparePositions, evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { ALIGNED_COMPARISON, type AlignedStrokeError } from './aligned.js';
import { EXTENDED_STROKES } from './table.js';

const 日 = EXTENDED_STROKES.日!; // vertical, turning, horizontal, horizontal: 竖, 横折, 横, 横
const 月 = EXTENDED_STROKES.月!; // 撇, 横折钩, 横, 横
const kinds = (errors: readonly AlignedStrokeError[]) => errors.map(({ kind, stroke_index }) => [kind, stroke_index]);

describe('ALIGNED_COMPARISON (rule strokes.aligned)', () => {
  it('fits the comparison hook of evaluateStrokeOrder', () => {
    const hook: StrokeComparison = ALIGNED_COMPARISON;
    expect(typeof hook).toBe('function');
  });

  it('finds no error and every match in a correct writing', () => {
    expect(ALIGNED_COMPARISON(['vertical', 'turning', 'horizontal', 'horizontal'], 日)).toEqual({
      matches: 4,
      errors: [],
    });
  });

  it('reports one missing stroke as one error, without a cascade over the later strokes', () => {
    const actual: StrokeDirection[] = ['left_falling', 'horizontal', 'horizontal'];
    const aligned = ALIGNED_COMPARISON(actual, 月);
    expect(aligned.matches).toBe(3);
    expect(aligned.errors).toEqual([
      {
        stroke_index: 2,
        expected: 'turning',
        actual: 'turning',
        message: '漏写了第2笔：横折钩',
        kind: 'missing',
        reference_index: 2,
        user_index: null,
        expected_name: '横折钩',
      },
    ]);
    // Position by position, the same writing loses the 横 that follows the gap.
    expect(comparePositions(actual, 月).errors).toHaveLength(1);
    expect(comparePositions(actual, 月).matches).toBe(2);
  });

  it('reports the first stroke missing as one error, where positions would cascade over all', () => {
    const actual: StrokeDirection[] = ['turning', 'horizontal', 'horizontal'];
    expect(kinds(ALIGNED_COMPARISON(actual, 日).errors)).toEqual([['missing', 1]]);
    expect(comparePositions(actual, 日).errors).toHaveLength(2);
  });

  it('reports an extra stroke by its position in the user’s writing', () => {
    const aligned = ALIGNED_COMPARISON(['vertical', 'dot', 'turning', 'horizontal', 'horizontal'], 日);
    expect(aligned.matches).toBe(4);
    expect(aligned.errors).toEqual([
      {
        stroke_index: 2,
        expected: 'dot',
        actual: 'dot',
        message: '第2笔是多写的一笔（点）',
        kind: 'extra',
        reference_index: null,
        user_index: 2,
        expected_name: null,
      },
    ]);
  });

  it('names the expected stroke in a wrong direction, and the user’s stroke when the positions differ', () => {
    const aligned = ALIGNED_COMPARISON(['left_falling', 'horizontal', 'horizontal'], 日);
    // Two errors at least (a 撇 for the 竖, and a stroke fewer); which pairing is a tie.
    expect(aligned.errors).toHaveLength(2);
    const wrong = aligned.errors.find((error) => error.kind === 'wrong_direction')!;
    expect(wrong.expected_name).toMatch(/^(竖|横折)$/);
    const same = ALIGNED_COMPARISON(['vertical', 'horizontal', 'horizontal', 'horizontal'], 日).errors;
    expect(same).toEqual([
      {
        stroke_index: 2,
        expected: 'turning',
        actual: 'horizontal',
        message: '第2笔应为横折，实际写成了横',
        kind: 'wrong_direction',
        reference_index: 2,
        user_index: 2,
        expected_name: '横折',
      },
    ]);
    const shifted = ALIGNED_COMPARISON(['dot', 'vertical', 'vertical', 'horizontal', 'horizontal'], 日).errors;
    expect(shifted.map(({ message }) => message)).toEqual([
      '第1笔是多写的一笔（点）',
      '第2笔应为横折（你写的第3笔），实际写成了竖',
    ]);
  });

  it('reads a swap of two different strokes as two wrong directions', () => {
    expect(kinds(ALIGNED_COMPARISON(['turning', 'vertical', 'horizontal', 'horizontal'], 日).errors)).toEqual([
      ['wrong_direction', 1],
      ['wrong_direction', 2],
    ]);
  });

  it('accepts an alternative direction as a match (rule strokes.alternatives)', () => {
    const entry: ReferenceEntry = { sequence: ['turning', 'dot'], count: 2, alternatives: { 0: ['horizontal'] } };
    expect(ALIGNED_COMPARISON(['horizontal', 'dot'], entry)).toEqual({ matches: 2, errors: [] });
  });

  it('names a stroke by its direction when the entry has no names', () => {
    const entry: ReferenceEntry = { sequence: ['horizontal', 'vertical'], count: 2 };
    expect(ALIGNED_COMPARISON(['horizontal'], entry).errors[0]!.message).toBe('漏写了第2笔：竖');
  });

  it('scores through evaluateStrokeOrder: one missing stroke costs one stroke of order', () => {
    const at = (x: number, y: number) => ({ x, y, timestamp: 0 });
    const strokes = [
      [at(0, 50), at(100, 50)],
      [at(0, 100), at(100, 100)],
    ];
    // 三 without its first stroke.
    const data = evaluateStrokeOrder({ character: '三', strokes }, { comparison: ALIGNED_COMPARISON, now: () => 0 });
    expect(data.order_score).toBe(66.7);
    expect(data.errors).toEqual([expect.objectContaining({ kind: 'missing', stroke_index: 1 })]);
  });
});
