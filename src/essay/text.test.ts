import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayOccur, scanText, splitSentences, WHITESPACE_CHARACTERS } from './text.js';

const countCharacters = scanText;

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

  it('measures each sentence in code points and knows its first code point', () => {
    const [sentence] = scanText('  𠀀好。', true).sentences.all ?? [];
    expect(sentence).toEqual({ start: 2, end: 6, length: 3, first: 0x20000 });
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

describe('scanText paragraphs', () => {
  it('splits on newlines, trims, and drops empty paragraphs', () => {
    expect(scanText('第一段\n\n  第二段二  \r\n\u3000\u3000第三段三三\n   \n').paragraphs).toEqual({
      count: 3,
      firstLength: 3,
      lastLength: 5,
    });
  });

  it('splits on \n only: \r and other line separators stay inside a paragraph', () => {
    expect(scanText('一\r二\u2028三').paragraphs).toEqual({ count: 1, firstLength: 5, lastLength: 5 });
  });

  it('measures paragraph lengths in code points', () => {
    expect(scanText('𠀀𠀀\n𠀀').paragraphs).toEqual({ count: 2, firstLength: 2, lastLength: 1 });
  });

  it('gives no paragraph for whitespace-only text', () => {
    expect(scanText(' \n\t\n\u3000').paragraphs).toEqual({ count: 0, firstLength: 0, lastLength: 0 });
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

describe('scanText', () => {
  it('keeps only the sentences over 80 characters, unless asked for all', () => {
    const long = `${'长'.repeat(81)}。`;
    const { sentences } = scanText(`短句。${long}又一句。${long}`);
    expect(sentences.count).toBe(4);
    expect(sentences.long.map((sentence) => sentence.start)).toEqual([3, 89]);
    expect(sentences.all).toBeUndefined();
  });

  it('starts every call with no distinct characters seen', () => {
    expect(scanText('天天天地').distinctChinese).toBe(2);
    expect(scanText('天').distinctChinese).toBe(1);
  });

  it('agrees with a plain reading of decisions E1-E3 on generated text', () => {
    const units = [...'一天。！？…!?”’」』）》"\')，,ab \t\r\n\u3000', '𠀀', '\ud800', '\udc00'];
    // The rules written as plainly as possible, one pass each, on code points.
    const reference = (text: string) => {
      const pieces = text.match(/[^。！？…!?]*(?:[。！？…!?]+[”’」』）》"')]*|$)/gu) ?? [];
      const sentences = pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
      const paragraphs = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
      const points = [...text];
      return {
        total: points.filter((point) => !/\s/.test(point)).length,
        chinese: points.filter((point) => /[\u4e00-\u9fff]/.test(point)).length,
        sentences: sentences.map((sentence) => [...sentence].length),
        firsts: sentences.map((sentence) => sentence.codePointAt(0)),
        paragraphs: paragraphs.map((paragraph) => [...paragraph].length),
      };
    };
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...units), maxLength: 60 }), (text) => {
        const scan = scanText(text);
        const kept = scanText(text, true).sentences.all ?? [];
        const expected = reference(text);
        expect(scan.total).toBe(expected.total);
        expect(scan.chinese).toBe(expected.chinese);
        expect(kept.map((sentence) => sentence.length)).toEqual(expected.sentences);
        expect(kept.map((sentence) => sentence.first)).toEqual(expected.firsts);
        expect(scan.sentences.count).toBe(expected.sentences.length);
        expect(scan.sentences.long).toEqual(kept.filter((sentence) => sentence.length > 80));
        const { sentences: lengths, firsts } = expected;
        const parallel = lengths.some(
          (a, i) =>
            i + 2 < lengths.length &&
            a > 5 &&
            Math.abs(a - lengths[i + 1]!) < 5 &&
            Math.abs(lengths[i + 1]! - lengths[i + 2]!) < 5 &&
            firsts[i] === firsts[i + 1] &&
            firsts[i + 1] === firsts[i + 2],
        );
        expect(scan.sentences.parallelism).toBe(parallel);
        expect(scan.paragraphs.count).toBe(expected.paragraphs.length);
        expect(scan.paragraphs.firstLength).toBe(expected.paragraphs[0] ?? 0);
        expect(scan.paragraphs.lastLength).toBe(expected.paragraphs.at(-1) ?? 0);
      }),
      { seed: 17, numRuns: 3000 },
    );
  });
});

describe('mayOccur', () => {
  it('rules out a word with a Chinese character absent from the text', () => {
    expect(mayOccur(scanText('，，，。。。'), '因为')).toBe(false);
    expect(mayOccur(scanText('因为因为'), '因此')).toBe(false);
    expect(mayOccur(scanText('因为因为'), '为了')).toBe(false);
    expect(mayOccur(scanText('因为因为'), '为因')).toBe(true);
  });

  it('answers true for every word once another text was scanned', () => {
    const first = scanText('因为');
    scanText('别的');
    expect(mayOccur(first, '开心')).toBe(true);
  });

  it('keeps every word that occurs, and any word not starting with a Chinese character', () => {
    const words = ['因为', '开心', '但', '于是', 'ab', '𠀀'];
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('因', '为', '开', '心', '但', '于', '是', 'a', 'b', '𠀀', '。') }),
        (text) => {
          const scan = scanText(text);
          for (const word of words) if (text.includes(word)) expect(mayOccur(scan, word)).toBe(true);
          expect(mayOccur(scan, 'ab')).toBe(true);
        },
      ),
      { seed: 23, numRuns: 500 },
    );
  });
});
