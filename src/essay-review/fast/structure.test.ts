import { describe, expect, it } from 'vitest';
import { scanText } from './scan.js';
import { scoreStructure as scoreParagraphs } from './structure.js';

const LONG = '这是一个足够长的段落内容有十五个字以上';
const para = (n: number): string[] => Array.from({ length: n }, () => LONG);
/** Scores paragraphs given as strings, read by the real scanner. */
const scoreStructure = (paragraphs: readonly string[], chinese: number, grade: number) =>
  scoreParagraphs(scanText(paragraphs.join('\n')).paragraphs, chinese, grade as 1);

describe('scoreStructure', () => {
  it('subtracts 25 with a comment for fewer than 2 paragraphs (essay.structure.paragraphs)', () => {
    const result = scoreStructure([LONG], 300, 3);
    expect(result.score).toBe(75);
    expect(result.comments).toHaveLength(1);
  });

  it('subtracts 10 with a comment for exactly 2 paragraphs (essay.structure.paragraphs)', () => {
    const result = scoreStructure(para(2), 300, 3);
    expect(result.score).toBe(90);
    expect(result.comments).toHaveLength(1);
  });

  it('takes nothing off for 3 or more paragraphs (essay.structure.paragraphs)', () => {
    expect(scoreStructure(para(3), 300, 3)).toEqual({ score: 100, comments: [] });
  });

  it('subtracts deficit // 10 below the grade minimum, naming the count and the range (essay.structure.too-few-characters)', () => {
    const result = scoreStructure(para(3), 155, 3);
    expect(result.score).toBe(96);
    expect(result.comments[0]).toContain('155');
    expect(result.comments[0]).toContain('200');
    expect(result.comments[0]).toContain('400');
  });

  it('caps the shortfall penalty at 30 (essay.structure.too-few-characters)', () => {
    expect(scoreStructure(para(3), 0, 9).score).toBe(70);
  });

  it('takes nothing when the count equals the grade minimum (essay.structure.too-few-characters)', () => {
    expect(scoreStructure(para(3), 50, 1).score).toBe(100);
  });

  it('uses each grade range of the contract (essay.structure.too-few-characters)', () => {
    const minimums = [50, 100, 200, 300, 350, 400, 500, 600, 600];
    minimums.forEach((min, index) => {
      expect(scoreStructure(para(3), min - 10, (index + 1) as 1).score).toBe(99);
      expect(scoreStructure(para(3), min, (index + 1) as 1).score).toBe(100);
    });
  });

  it('subtracts 5 above 1.5 times the grade maximum, not at it (essay.structure.too-many-characters)', () => {
    expect(scoreStructure(para(3), 600, 3).score).toBe(100);
    const over = scoreStructure(para(3), 601, 3);
    expect(over.score).toBe(95);
    expect(over.comments).toHaveLength(1);
  });

  it('subtracts 10 for a first paragraph under 15 characters (essay.structure.first-paragraph)', () => {
    const result = scoreStructure(['十四个字的开头段落不够长啊', LONG, LONG], 300, 3);
    expect(result.score).toBe(90);
    expect(scoreStructure(['十五个字的开头段落刚好够长了吧', LONG, LONG], 300, 3).score).toBe(100);
  });

  it('subtracts 10 for a last paragraph under 10 characters (essay.structure.last-paragraph)', () => {
    expect(scoreStructure([LONG, LONG, '九个字的结尾段落啊'], 300, 3).score).toBe(90);
    expect(scoreStructure([LONG, LONG, '十个字的结尾段落够了'], 300, 3).score).toBe(100);
  });

  it('counts paragraph length in code points', () => {
    // 14 astral characters are 28 UTF-16 units, still under 15 characters.
    expect(scoreStructure(['𠀀'.repeat(14), LONG, LONG], 300, 3).score).toBe(90);
  });

  it('applies both length checks to a single paragraph (essay.structure.first-paragraph, essay.structure.last-paragraph)', () => {
    const result = scoreStructure(['短短的'], 300, 3);
    expect(result.score).toBe(100 - 25 - 10 - 10);
    expect(result.comments).toHaveLength(3);
  });

  it('skips the length checks when there is no paragraph at all (essay.structure.first-paragraph)', () => {
    const result = scoreStructure([], 300, 3);
    expect(result.score).toBe(75);
    expect(result.comments).toHaveLength(1);
  });

  it('lists comments in rule order (essay.structure.order)', () => {
    const result = scoreStructure(['短'], 0, 1);
    expect(result.comments).toHaveLength(4);
    expect(result.comments[1]).toContain('50');
  });
});
