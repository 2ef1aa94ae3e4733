import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsOf } from '../rules/counts.js';
import { paragraphsOf, sentencesOf } from '../rules/text.js';
import { mayOccur, type SentenceReader, scanText, WHITESPACE_CHARACTERS } from './scan.js';

const countCharacters = scanText;

/** A sentence reader that keeps every sentence as a triple `start, end, length`. */
class SentenceList implements SentenceReader {
  readonly triples: number[] = [];

  read(start: number, end: number, length: number): void {
    this.triples.push(start, end, length);
  }
}

/** Every sentence the scan gives its reader. */
function sentencesOfScan(text: string): SentenceList {
  const list = new SentenceList();
  scanText(text, list);
  return list;
}

/** The scan's sentences as strings. */
function scannedSentences(text: string): string[] {
  const { triples } = sentencesOfScan(text);
  const pieces: string[] = [];
  for (let k = 0; k < triples.length; k += 3) pieces.push(text.slice(triples[k]!, triples[k + 1]!));
  return pieces;
}

describe.each([
  ['the scan', scannedSentences],
  ['the plain reading', sentencesOf],
])('sentences (essay.text.sentences), by %s', (_name, splitSentences) => {
  it('cuts after each Chinese and ASCII ending mark, keeping the mark', () => {
    expect(splitSentences('我来了。你好！真的吗？是的!好?')).toEqual([
      '我来了。',
      '你好！',
      '真的吗？',
      '是的!',
      '好?',
    ]);
  });

  it('cuts again after closing marks when ending marks follow them', () => {
    expect(splitSentences('好。”。后')).toEqual(['好。”', '。', '后']);
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

describe('scanText paragraphs (essay.text.paragraphs)', () => {
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

describe('countCharacters (essay.counts)', () => {
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
  it('lists every sentence as its UTF-16 start and end and its code-point length', () => {
    expect(sentencesOfScan('  𠀀好。 短句').triples).toEqual([2, 6, 3, 7, 9, 2]);
    expect(scanText('  𠀀好。 短句').sentenceCount).toBe(2);
  });

  it('starts every call with no distinct characters seen', () => {
    expect(scanText('天天天地').distinctChinese).toBe(2);
    expect(scanText('天').distinctChinese).toBe(1);
  });

  it('gathers every doubled character and every repeated comma, leaving the rules to choose', () => {
    const { grammar } = scanText('的的的，很很，，好,，,');
    expect(grammar.doubles).toEqual([0, 1, 4]);
    expect(grammar.runs).toEqual([6, 8, 9, 12]);
  });

  it('agrees with the plain reading of essay.text.* and essay.counts on generated text', () => {
    const units = [...'一天。！？…!?”’」』）》"\')，,ab \t\r\n\u3000', '𠀀', '\ud800', '\udc00'];
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...units), maxLength: 60 }), (text) => {
        const scan = scanText(text);
        const counts = countsOf(text);
        expect(scan.total).toBe(counts.total);
        expect(scan.chinese).toBe(counts.chinese);
        expect(scan.punctuation).toBe(counts.punctuation);
        expect(scannedSentences(text)).toEqual(sentencesOf(text));
        const lengths: number[] = [];
        const { triples } = sentencesOfScan(text);
        for (let k = 2; k < triples.length; k += 3) lengths.push(triples[k]!);
        expect(scan.sentenceCount).toBe(lengths.length);
        expect(lengths).toEqual(sentencesOf(text).map((sentence) => [...sentence].length));
        const paragraphs = paragraphsOf(text).map((paragraph) => [...paragraph].length);
        expect(scan.paragraphs).toEqual({
          count: paragraphs.length,
          firstLength: paragraphs[0] ?? 0,
          lastLength: paragraphs.at(-1) ?? 0,
        });
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

  it('answers for its own scan, whatever was scanned after it', () => {
    const first = scanText('因为');
    scanText('开心');
    expect(mayOccur(first, '开心')).toBe(false);
    expect(mayOccur(first, '因为')).toBe(true);
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
