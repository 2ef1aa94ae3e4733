import { describe, expect, it } from 'vitest';
import { detectFigures, Parallelism, scoreRhetoric } from './rhetoric.js';
import { scanText } from './scan.js';

function figures(text: string) {
  const parallelism = new Parallelism(text);
  scanText(text, parallelism);
  return detectFigures(text, parallelism.found);
}
const parallel = (text: string) => figures(text).includes('parallelism');

describe('detectFigures', () => {
  it('finds a simile in 像 … 一样 with 2 to 10 characters between (essay.rhetoric.simile)', () => {
    expect(figures('月亮像银盘一样')).toEqual(['simile']);
    expect(figures('月亮像盘一样')).toEqual([]);
    expect(figures(`像${'银'.repeat(10)}一样`)).toEqual(['simile']);
    expect(figures(`像${'银'.repeat(11)}一样`)).toEqual([]);
  });

  it('finds a simile after 如同, 仿佛, 好像, 犹如, 宛如 followed by 2 characters (essay.rhetoric.simile)', () => {
    for (const word of ['如同', '仿佛', '好像', '犹如', '宛如']) {
      expect(figures(`${word}仙境`)).toEqual(['simile']);
      expect(figures(`${word}仙`)).toEqual([]);
    }
  });

  it('finds personification: a nature character then an action within 0 to 3 characters (essay.rhetoric.personification)', () => {
    expect(figures('风笑')).toEqual(['personification']);
    expect(figures('花儿对着笑')).toEqual(['personification']);
    expect(figures('花儿对着我笑')).toEqual([]);
    expect(figures('花\n笑')).toEqual([]);
  });

  it('finds parallelism in three sentences of near length with one first character', () => {
    expect(figures('我爱春天的风。我爱夏天的雨。我爱秋天的月。')).toEqual(['parallelism']);
  });

  it('reports each distinct type once, in a fixed order', () => {
    expect(figures('风笑了。像银盘一样。我爱春天的光。我爱夏天的光。我爱秋天的光。')).toEqual([
      'simile',
      'parallelism',
      'personification',
    ]);
  });
});

describe('parallelism (essay.rhetoric.parallelism), over the scanned sentences', () => {
  it('needs the first sentence longer than 5 characters', () => {
    expect(parallel('我爱春天。我爱夏天。我爱秋天。')).toBe(false);
    expect(parallel('我爱春天啊。我爱夏天。我爱秋天。')).toBe(true);
  });

  it('needs neighbouring lengths to differ by less than 5', () => {
    expect(parallel('我一二三四五。我。我一二三四五。')).toBe(false);
    expect(parallel('我一二三四五。我一。我一二三四五。')).toBe(true);
  });

  it('needs the same first character in all three', () => {
    expect(parallel('我一二三四五。你一二三四五。我一二三四五。')).toBe(false);
  });

  it('compares first characters and lengths by code point', () => {
    expect(parallel('𠀀一二三四五。𠀁一二三四五。𠀀一二三四五。')).toBe(false);
    expect(parallel('𠀀一二三四五。𠀀一二三四五。𠀀一二三四五。')).toBe(true);
    // Six astral characters are 12 UTF-16 units but 7 characters with the mark: < 5 apart.
    expect(parallel('𠀀𠀀𠀀𠀀𠀀𠀀。𠀀一二。𠀀一二三四五。')).toBe(true);
  });

  it('finds three sentences in a row anywhere in the text', () => {
    expect(parallel('开头。我一二三四五。我一二三四五。我一二三四五。')).toBe(true);
    expect(parallel('我一二三四五。开头。我一二三四五。我一二三四五。')).toBe(false);
  });
});

describe('scoreRhetoric', () => {
  it('adds 25 for three distinct types (essay.rhetoric.figures)', () => {
    expect(scoreRhetoric(['simile', 'parallelism', 'personification'], 3)).toEqual({ score: 95, comments: [] });
  });

  it('adds 15 for one or two types (essay.rhetoric.figures)', () => {
    expect(scoreRhetoric(['simile'], 3).score).toBe(85);
    expect(scoreRhetoric(['simile', 'parallelism'], 3).score).toBe(85);
  });

  it('keeps 70 with a comment recommending figures when none is found (essay.rhetoric.figures)', () => {
    const result = scoreRhetoric([], 4);
    expect(result.score).toBe(70);
    expect(result.comments).toHaveLength(1);
  });

  it('subtracts 10 with a comment from grade 5 with fewer than 2 types (essay.rhetoric.upper-grades)', () => {
    expect(scoreRhetoric(['simile'], 5)).toEqual({ score: 75, comments: [expect.any(String)] });
    expect(scoreRhetoric([], 9).comments).toHaveLength(2);
    expect(scoreRhetoric(['simile', 'parallelism'], 5).score).toBe(85);
    expect(scoreRhetoric(['simile'], 4).score).toBe(85);
  });
});
