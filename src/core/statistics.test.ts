import { describe, expect, it } from 'vitest';
import { populationStd } from './statistics.js';

describe('populationStd (general.arithmetic)', () => {
  it('gives the population mean and standard deviation', () => {
    expect(populationStd([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, std: 2 });
  });

  it('sums in input order: 1 + 1e16 - 1e16 is 0 in doubles, 1e16 - 1e16 + 1 is 1', () => {
    expect(populationStd([1, 1e16, -1e16]).mean).toBe(0);
    expect(populationStd([1e16, -1e16, 1]).mean).toBe(1 / 3);
  });

  it('divides a sum taken beforehand by the count', () => {
    expect(populationStd([1, 2, 3], 6).mean).toBe(2);
  });
});
