import { describe, expect, it } from 'vitest';
import { zeros } from './arrays.js';
import { typedArraysMadeBy } from './typed-arrays.test-helpers.js';

describe('work arrays', () => {
  it('are zeros in plain arrays, to be overwritten', () => {
    const made = zeros(5);
    expect(made).toEqual([0, 0, 0, 0, 0]);
    expect(Array.isArray(made)).toBe(true);
  });

  it('are counted when typed, and the constructors are given back afterwards', () => {
    const float64 = globalThis.Float64Array;
    expect(typedArraysMadeBy(() => [new Float64Array(16), new Uint8Array(3), zeros(4)])).toBe(2);
    expect(typedArraysMadeBy(() => zeros(16))).toBe(0);
    expect(globalThis.Float64Array).toBe(float64);
  });
});
