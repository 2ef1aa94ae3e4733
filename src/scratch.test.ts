import { describe, expect, it } from 'vitest';
import { borrowScratch, borrowSeenMarks, releaseScratch, releaseSeenMarks, SCRATCH_LIMIT } from './scratch.js';

describe('scratch memory lent between calls', () => {
  it('lends the pressure array to one borrower at a time, and again once it is given back', () => {
    const first = borrowScratch(4);
    const second = borrowScratch(4);
    expect(second.buffer).not.toBe(first.buffer);
    releaseScratch(second);
    releaseScratch(first);
    const third = borrowScratch(2);
    expect(third.buffer).toBe(first.buffer);
    expect(third.length).toBe(2);
    releaseScratch(third);
  });

  it('never keeps more than SCRATCH_LIMIT pressures', () => {
    const large = borrowScratch(SCRATCH_LIMIT + 1);
    releaseScratch(large);
    const next = borrowScratch(1);
    expect(next.buffer).not.toBe(large.buffer);
    releaseScratch(next);
  });

  it('lends seen-marks cleared, and never the same marks to two calls at once', () => {
    const marks = borrowSeenMarks();
    marks[7] = 1;
    const other = borrowSeenMarks();
    expect(other).not.toBe(marks);
    releaseSeenMarks(marks);
    const again = borrowSeenMarks();
    expect(again).toBe(marks);
    expect(again[7]).toBe(0);
    expect(again.length).toBe(0x9fff - 0x4e00 + 1);
    releaseSeenMarks(again);
  });
});
