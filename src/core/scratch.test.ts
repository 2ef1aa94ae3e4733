import { describe, expect, it } from 'vitest';
import { scanText } from '../essay-review/fast/scan.js';
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

  it('clears through a short text only the marks of its characters, and lends them all clear again', () => {
    const text = '今天天气很好，我很开心。𠀀';
    const marks = borrowSeenMarks();
    scanText(text, undefined, marks);
    expect(marks.some((mark) => mark !== 0)).toBe(true);
    marks[7] = 1; // no character of the text: a short text leaves it
    releaseSeenMarks(marks, text);
    const again = borrowSeenMarks();
    expect(again).toBe(marks);
    expect(again[7]).toBe(1);
    again[7] = 0;
    expect(again.every((mark) => mark === 0)).toBe(true);
    releaseSeenMarks(again);
  });

  it('clears all the marks after a long text, as after none', () => {
    const text = '今'.repeat(300);
    const marks = borrowSeenMarks();
    scanText(text, undefined, marks);
    marks[7] = 1;
    releaseSeenMarks(marks, text);
    expect(borrowSeenMarks().every((mark) => mark === 0)).toBe(true);
  });
});
