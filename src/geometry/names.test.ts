import { describe, expect, it } from 'vitest';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { TURNS, WANG, writeAll } from './fixture.test-helpers.js';
import { geometric } from './index.js';
import { nameOfShape } from './names.js';
import { resample } from './resample.js';

const shape = (line: readonly (readonly [number, number])[]) =>
  nameOfShape(
    resample(
      line.flatMap(([x, y]) => [x, 900 - y]),
      16,
    ),
  );

describe('stroke names read from the shape (rule geometry.names)', () => {
  it('names straight strokes by their direction, a short one a 点', () => {
    expect(shape(WANG.medians[0]!)).toEqual({ name: '横', direction: 'horizontal' });
    expect(shape(WANG.medians[2]!)).toEqual({ name: '竖', direction: 'vertical' });
    expect(
      shape([
        [600, 700],
        [200, 300],
      ]),
    ).toEqual({ name: '撇', direction: 'left_falling' });
    expect(
      shape([
        [200, 700],
        [600, 300],
      ]),
    ).toEqual({ name: '捺', direction: 'right_falling' });
    expect(
      shape([
        [200, 300],
        [500, 500],
      ]),
    ).toEqual({ name: '提', direction: 'rising' });
    expect(shape(TURNS.medians[1]!)).toEqual({ name: '点', direction: 'dot' });
  });

  it('names a folded stroke by its first arm, a 折 per fold and a final hook', () => {
    expect(shape(TURNS.medians[0]!)).toEqual({ name: '横折钩', direction: 'turning' });
    expect(
      shape([
        [200, 700],
        [700, 700],
        [700, 200],
      ]),
    ).toEqual({ name: '横折', direction: 'turning' });
    expect(
      shape([
        [500, 800],
        [500, 200],
        [430, 260],
      ]),
    ).toEqual({ name: '竖钩', direction: 'vertical' });
  });

  it('gives correct_order, and takes names from the settings instead', () => {
    const request = { character: '王', strokes: writeAll(WANG) };
    expect(evaluateStrokeOrder(request, geometric(WANG, { character: '王' })).correct_order).toEqual([
      'horizontal',
      'horizontal',
      'vertical',
      'horizontal',
    ]);
    const named = geometric(WANG, { character: '王', names: ['横', '横', '竖', '提'] });
    const data = evaluateStrokeOrder({ character: '王', strokes: writeAll(WANG).slice(0, 3) }, named);
    expect(data.correct_order[3]).toBe('rising');
    expect(data.errors[0]?.message).toBe('漏写了第4笔：提');
  });
});
