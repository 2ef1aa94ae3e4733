import { describe, expect, it } from 'vitest';
import { countCharacters, splitParagraphs, splitSentences, WHITESPACE_CHARACTERS } from './text.js';

describe('splitSentences', () => {
  it('cuts after each Chinese and ASCII ending mark, keeping the mark', () => {
    expect(splitSentences('我来了。你好！真的吗？是的!好?')).toEqual([
      '我来了。',
      '你好！',
      '真的吗？',
      '是的!',
      '好?',
    ]);
  });

  it('cuts after the ellipsis', () => {
    expect(splitSentences('他走了…我哭了')).toEqual(['他走了…', '我哭了']);
  });

  it('keeps a run of ending marks together in one sentence', () => {
    expect(splitSentences('什么？！真的……好')).toEqual(['什么？！', '真的……', '好']);
  });

  it('keeps closing quotes and brackets right after the marks with their sentence', () => {
    expect(splitSentences('他说：“走吧。”我们走了。')).toEqual(['他说：“走吧。”', '我们走了。']);
    expect(splitSentences('好！」』）》"\')下一句')).toEqual(['好！」』）》"\')', '下一句']);
  });

  it('keeps the tail after the last mark as a sentence', () => {
    expect(splitSentences('第一句。第二句没有句号')).toEqual(['第一句。', '第二句没有句号']);
  });

  it('trims every piece and drops blank ones', () => {
    expect(splitSentences('  一。 \n 二。   ')).toEqual(['一。', '二。']);
  });

  it('does not treat newlines or commas as boundaries', () => {
    expect(splitSentences('一，二\n三')).toEqual(['一，二\n三']);
  });

  it('treats a full-width space (U+3000) as blank when trimming', () => {
    expect(splitSentences('\u3000\u3000开头。')).toEqual(['开头。']);
  });
});

describe('splitParagraphs', () => {
  it('splits on newlines, trims, and drops empty paragraphs', () => {
    expect(splitParagraphs('第一段\n\n  第二段  \r\n\u3000\u3000第三段\n   \n')).toEqual([
      '第一段',
      '第二段',
      '第三段',
    ]);
  });

  it('gives no paragraph for whitespace-only text', () => {
    expect(splitParagraphs(' \n\t\n\u3000')).toEqual([]);
  });
});

describe('countCharacters', () => {
  it('counts total characters without any whitespace, U+3000 included', () => {
    expect(countCharacters('我 爱\t你\r\n\u3000！').total).toBe(4);
  });

  it('counts Chinese characters within U+4E00..U+9FFF only', () => {
    const counts = countCharacters('一龥㐀𠀀a');
    expect(counts.chinese).toBe(2);
    expect(counts.total).toBe(5);
  });

  it('counts each mark of the fixed punctuation set, Chinese and ASCII', () => {
    expect(countCharacters('，。！？；：、“”‘’（）《》【】「」『』…—～·').punctuation).toBe(25);
    expect(countCharacters(',.!?;:\'"()').punctuation).toBe(10);
    expect(countCharacters('-_#@').punctuation).toBe(0);
  });

  it('counts distinct Chinese characters for vocabulary richness', () => {
    expect(countCharacters('天天向上，天天开心').distinctChinese).toBe(5);
  });

  it('counts an astral character and a lone surrogate as one character each', () => {
    expect(countCharacters('𠀀\ud800x\udc00').total).toBe(4);
  });

  it('uses exactly the whitespace set of ECMAScript \\s', () => {
    const differing: number[] = [];
    for (let unit = 0; unit < 0x10000; unit++) {
      if (unit >= 0xd800 && unit <= 0xdfff) continue;
      const char = String.fromCharCode(unit);
      if (WHITESPACE_CHARACTERS.includes(char) !== /\s/.test(char)) differing.push(unit);
    }
    expect(differing).toEqual([]);
  });
});
