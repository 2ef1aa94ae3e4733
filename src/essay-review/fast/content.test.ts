import { describe, expect, it } from 'vitest';
import { scoreContent } from './content.js';
import { scanText } from './scan.js';

const content = (text: string, chinese: number, distinctChinese: number, sentenceCount: number) =>
  scoreContent(text, { chinese, distinctChinese, sentenceCount, seen: scanText(text).seen });

describe('scoreContent', () => {
  it('starts at 85', () => {
    expect(content('', 10, 5, 1)).toEqual({ score: 85, comments: [] });
  });

  it('adds 10 with a comment when richness is above 0.6 (essay.content.richness)', () => {
    const result = content('', 10, 7, 1);
    expect(result.score).toBe(95);
    expect(result.comments).toHaveLength(1);
    expect(content('', 10, 6, 1).score).toBe(85);
  });

  it('subtracts 10 with a comment when richness is below 0.3 (essay.content.richness)', () => {
    expect(content('', 10, 2, 1).score).toBe(75);
    expect(content('', 10, 3, 1).score).toBe(85);
  });

  it('treats a text without Chinese characters as richness 0 (essay.content.richness)', () => {
    expect(content('hello', 0, 0, 1).score).toBe(75);
  });

  it('adds 5 when 3 distinct connector words occur (essay.content.connectors)', () => {
    expect(content('因此所以但是', 10, 5, 1).score).toBe(90);
    expect(content('因此因此所以', 10, 5, 1).score).toBe(85);
  });

  it('counts 但 as a connector of its own when 但是 occurs (essay.content.connectors)', () => {
    expect(content('但是于是', 10, 5, 1).score).toBe(90);
  });

  it('subtracts 5 when no connector occurs and there are more than 5 sentences (essay.content.connectors)', () => {
    expect(content('', 10, 5, 6).score).toBe(80);
    expect(content('', 10, 5, 5).score).toBe(85);
    expect(content('因为', 10, 5, 6).score).toBe(85);
  });

  it('adds 3 with a comment when an emotion word occurs (essay.content.emotion)', () => {
    const result = content('我很紧张', 10, 5, 1);
    expect(result.score).toBe(88);
    expect(result.comments).toHaveLength(1);
  });

  it('clamps the score to 100 (essay.total.clamp)', () => {
    expect(content('因此所以但是开心', 10, 9, 1).score).toBe(100);
  });

  it('lists comments as richness, then emotion', () => {
    const result = content('开心', 10, 9, 1);
    expect(result.comments).toHaveLength(2);
    expect(result.comments[1]).toBe(content('开心', 10, 5, 1).comments[0]);
  });
});
