import { describe, expect, it } from 'vitest';
import { CJK_FIRST, CJK_LAST } from './cjk.js';
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
    expect(again.length).toBe(CJK_LAST - CJK_FIRST + 1);
    releaseSeenMarks(again);
  });
});
