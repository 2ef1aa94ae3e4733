import { describe, expect, it } from 'vitest';
import { borrowSeenMarks, releaseSeenMarks } from './scratch.js';

describe('scratch memory lent between calls', () => {
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
