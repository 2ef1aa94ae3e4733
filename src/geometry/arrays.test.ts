import { describe, expect, it } from 'vitest';
import { typedArraysMadeBy } from '../core/typed-arrays.test-helpers.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { WANG, writeAll } from './fixture.test-helpers.js';
import { geometric } from './index.js';

describe("the geometric matcher's arrays", () => {
  it('match a character without making a typed array (it made 49 a match)', () => {
    const options = geometric(WANG, { character: '王' });
    const strokes = writeAll(WANG, { scale: 0.5, dx: 40, dy: 30 });
    expect(typedArraysMadeBy(() => evaluateStrokeOrder({ character: '王', strokes }, options))).toBe(0);
  });
});
