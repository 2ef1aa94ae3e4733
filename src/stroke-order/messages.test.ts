import { describe, expect, it } from 'vitest';
import { STROKE_DIRECTIONS } from './constants.js';
import { mismatchMessage } from './messages.js';

// The names as the rule book lists them.
const NAMES = 'horizontal 横, vertical 竖, left_falling 撇, right_falling 捺, dot 点, turning 折, hook 钩, rising 提';

describe('mismatchMessage (stroke.messages)', () => {
  it('names the 1-based index and both directions in Chinese', () => {
    expect(mismatchMessage(2, 'vertical', 'horizontal')).toBe('第2笔应为竖，实际写成了横');
  });

  it('gives each of the eight directions its Chinese stroke name', () => {
    const names = new Map(NAMES.split(', ').map((pair) => pair.split(' ') as [string, string]));
    expect([...names.keys()].sort()).toEqual([...STROKE_DIRECTIONS].sort());
    for (const direction of STROKE_DIRECTIONS) {
      expect(mismatchMessage(1, direction, 'dot')).toBe(`第1笔应为${names.get(direction)}，实际写成了点`);
      expect(mismatchMessage(7, 'horizontal', direction)).toBe(`第7笔应为横，实际写成了${names.get(direction)}`);
    }
  });
});
