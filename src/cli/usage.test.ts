import { constants } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { maxLineBytesOf } from './usage.js';

describe('--max-line-bytes', () => {
  it('reaches up to the longest string V8 holds, and says so of a larger value such as 1 GiB', () => {
    expect(maxLineBytesOf(String(constants.MAX_STRING_LENGTH))).toBe(constants.MAX_STRING_LENGTH);
    for (const value of [constants.MAX_STRING_LENGTH + 1, 2 ** 30])
      expect(() => maxLineBytesOf(String(value))).toThrow(
        `--max-line-bytes must be a whole number of bytes from 1 to ${constants.MAX_STRING_LENGTH} (the longest string Node holds), got '${value}'`,
      );
  });
});
