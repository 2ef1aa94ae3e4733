import { describe, expect, it } from 'vitest';
import { typedArraysMadeBy } from '../../core/typed-arrays.test-helpers.js';
import { evaluateStrokeOrder } from '../../stroke-order/fast/index.js';
import { ALIGNED_COMPARISON } from '../aligned.js';
import { PRECISE } from '../precise.js';
import { HENG_ZHE_GOU, HORIZONTAL, VERTICAL } from './shapes.test-helpers.js';

describe("the shape classifier's arrays", () => {
  it('read strokes of many points without making a typed array (it made about ten a stroke)', () => {
    const request = { character: '口', strokes: [VERTICAL, HENG_ZHE_GOU, HORIZONTAL] };
    expect(typedArraysMadeBy(() => evaluateStrokeOrder(request, PRECISE))).toBe(0);
  });

  it('align two sequences without making a typed array', () => {
    const entry = { sequence: ['vertical', 'turning', 'horizontal', 'horizontal'] as const, count: 4 };
    expect(typedArraysMadeBy(() => ALIGNED_COMPARISON(['horizontal', 'vertical', 'turning'], entry))).toBe(0);
  });
});
