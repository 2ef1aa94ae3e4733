import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CJK_FIRST, CJK_LAST } from '../../core/cjk.js';
import { createOffsetMap } from '../../core/text.js';
import { GRAMMAR_PATTERNS, GRAMMAR_RULES } from '../constants.js';
import { LongSentences, scoreGrammar } from './grammar.js';
import { RUN_CANDIDATE_LENGTH, scanText } from './scan.js';

function grammar(text: string) {
  const long = new LongSentences();
  return scoreGrammar(text, scanText(text, long).grammar, long, createOffsetMap(text));
}

/** The pattern marks as the rules state them: each pattern's own `u` regex, in pattern order. */
function referenceMarks(text: string): [string, string, number][] {
  const offsets = createOffsetMap(text);
  return GRAMMAR_PATTERNS.flatMap(({ pattern, errorType }) =>
    [...text.matchAll(new RegExp(pattern, 'gu'))].map((match): [string, string, number] => [
      match[0],
      errorType,
      offsets.toCodePoint(match.index),
    ]),
  );
}

// Texts dense in the characters the patterns look for, with astral characters, lone
// surrogates and newlines among them.
const patternText = fc
  .array(
    fc.constantFrom(
      '的',
      '了',
      '很',
      '，',
      ',',
      '因为',
      '然后',
      '因',
      '为',
      '然',
      '后',
      '一',
      '\n',
      '𠀀',
      '\ud800',
      '\udc00',
      '。',
    ),
    {
      maxLength: 60,
      size: 'max',
    },
  )
  .map((pieces) => pieces.join(''));
const marks = (text: string) =>
  grammar(text).errors.map(({ sentence, error_type, position }) => [sentence, error_type, position]);

describe('scoreGrammar', () => {
  it('subtracts 5 per doubled 的 (essay.grammar.doubled-de)', () => {
    expect(grammar('我的的书').score).toBe(95);
    expect(marks('我的的书')).toEqual([['的的', 'repetition', 1]]);
  });

  it('subtracts 5 per doubled 了, 很 (essay.grammar.doubled-le, essay.grammar.doubled-hen)', () => {
    expect(marks('走了了')).toEqual([['了了', 'repetition', 1]]);
    expect(marks('很很好')).toEqual([['很很', 'repetition', 0]]);
  });

  it('matches repeats leftmost and without overlap: 的的的 once, 的的的的 twice (essay.grammar.doubled-de)', () => {
    expect(marks('的的的')).toEqual([['的的', 'repetition', 0]]);
    expect(marks('的的的的')).toEqual([
      ['的的', 'repetition', 0],
      ['的的', 'repetition', 2],
    ]);
  });

  it('marks 因为 … 因为 with 5 to 50 characters between as logic (essay.grammar.because-twice)', () => {
    expect(marks('因为一二三四五因为')).toEqual([['因为一二三四五因为', 'logic', 0]]);
    expect(marks('因为一二三四因为')).toEqual([]);
    expect(marks(`因为${'一'.repeat(50)}因为`)).toHaveLength(1);
    expect(marks(`因为${'一'.repeat(51)}因为`)).toEqual([]);
  });

  it('counts the 因为 span in code points, not UTF-16 units (essay.grammar.because-twice)', () => {
    // Four astral characters are eight UTF-16 units but only four characters: too short.
    expect(marks('因为𠀀𠀀𠀀𠀀因为')).toEqual([]);
    expect(marks('因为𠀀𠀀𠀀𠀀𠀀因为')).toHaveLength(1);
  });

  it('does not let the 因为 span cross a newline (essay.grammar.because-twice)', () => {
    expect(marks('因为一二三\n四五六因为')).toEqual([]);
  });

  it('matches the 因为 span greedily with backtracking (essay.grammar.because-twice)', () => {
    const text = '因为一二三四五因为六七八九十因为';
    expect(marks(text)).toEqual([[text, 'logic', 0]]);
  });

  it('marks three 然后 with 3 to 20 characters between each as style (essay.grammar.then-chain)', () => {
    expect(marks('然后吃了饭然后看电视然后睡觉')).toEqual([['然后吃了饭然后看电视然后', 'style', 0]]);
    expect(marks('然后吃饭然后看电视然后睡觉')).toEqual([]);
  });

  it('allows at most 20 characters between neighbouring 然后 (essay.grammar.then-chain)', () => {
    const chain = (first: number, second: number) => `然后${'一'.repeat(first)}然后${'二'.repeat(second)}然后`;
    expect(marks(chain(20, 20))).toEqual([[chain(20, 20), 'style', 0]]);
    expect(marks(chain(21, 3))).toEqual([]);
    expect(marks(chain(3, 21))).toEqual([]);
    expect(marks(`然后一二三\n然后一二三然后`)).toEqual([]);
  });

  it('marks a run of three or more commas, Chinese or ASCII, as punctuation (essay.grammar.comma-run)', () => {
    expect(marks('好，，，,的')).toEqual([['，，，,', 'punctuation', 1]]);
    expect(marks('好，，的')).toEqual([]);
  });

  it('finds a 的的 inside a 因为 … 因为 span as well as the span', () => {
    expect(marks('因为的的一二三因为')).toEqual([
      ['的的', 'repetition', 2],
      ['因为的的一二三因为', 'logic', 0],
    ]);
  });

  it('lists marks by pattern order first, then by position (essay.grammar.order)', () => {
    expect(marks('很很好，，，的的').map(([, , position]) => position)).toEqual([6, 0, 3]);
  });

  it('gives positions in code points after astral characters', () => {
    expect(marks('𠀀𠀀的的')).toEqual([['的的', 'repetition', 2]]);
  });

  it('marks a sentence over 80 characters as long_sentence, minus 3, quoting 30 characters (essay.grammar.long-sentence)', () => {
    const sentence = `${'长'.repeat(81)}。`;
    const result = grammar(`开头。${sentence}`);
    expect(result.score).toBe(97);
    expect(result.errors).toEqual([
      expect.objectContaining({ sentence: `${'长'.repeat(30)}...`, error_type: 'long_sentence', position: 3 }),
    ]);
  });

  it('does not mark a sentence of exactly 80 characters (essay.grammar.long-sentence)', () => {
    expect(grammar(`${'长'.repeat(79)}。`).errors).toEqual([]);
  });

  it('measures long sentences in code points (essay.grammar.long-sentence)', () => {
    // 41 astral characters: 82 UTF-16 units, 41 characters.
    expect(grammar('𠀀'.repeat(41)).errors).toEqual([]);
    expect(grammar('𠀀'.repeat(81)).errors[0]?.sentence).toBe(`${'𠀀'.repeat(30)}...`);
  });

  it('places a repeated long sentence at its first occurrence in the text (essay.grammar.long-sentence)', () => {
    const sentence = `${'长'.repeat(81)}。`;
    const errors = grammar(`${sentence}${sentence}`).errors;
    expect(errors.map((error) => error.position)).toEqual([0, 0]);
  });

  it('places a long sentence starting with a lone low surrogate where it occurs, not inside an earlier pair', () => {
    const sentence = `\udc00${'春'.repeat(85)}。`;
    const text = `我\ud840${sentence}${sentence}`;
    const positions = grammar(text).errors.map((error) => error.position);
    // The first sentence is 我𠀀春…。 at 0; the second starts at code point 88, and no
    // occurrence of it starts inside the pair 𠀀 at code point 1.
    expect(positions).toEqual([0, 88]);
  });

  it('places a long sentence ending with a lone high surrogate where it occurs, not inside an earlier pair', () => {
    const sentence = `${'春'.repeat(85)}\ud840`;
    const text = `${sentence}\udc00。${sentence}`;
    expect(grammar(text).errors.map((error) => error.position)).toEqual([0, 87]);
  });

  it('lists long sentences after the pattern marks (essay.grammar.order)', () => {
    const text = `${'长'.repeat(81)}。的的`;
    expect(grammar(text).errors.map((error) => error.error_type)).toEqual(['repetition', 'long_sentence']);
  });

  it('attaches the fixed suggestion of each kind (essay.grammar.order)', () => {
    const [first, second] = grammar('的的，，，').errors;
    expect(first?.suggestion).toBeTruthy();
    expect(second?.suggestion).toBeTruthy();
    expect(first?.suggestion).not.toBe(second?.suggestion);
  });

  it("finds exactly the matches of each pattern's own regex, in pattern order", () => {
    fc.assert(
      fc.property(patternText, (text) => {
        const found = marks(text).filter(([, type]) => type !== 'long_sentence');
        expect(found).toEqual(referenceMarks(text));
      }),
      { numRuns: 1000, seed: 5 },
    );
  });

  it('floors the score at 0 (essay.total.clamp)', () => {
    expect(grammar('的的'.repeat(30)).score).toBe(0);
  });
});

describe('GRAMMAR_RULES', () => {
  const chinese = (char: string) =>
    char.length === 1 && char.charCodeAt(0) >= CJK_FIRST && char.charCodeAt(0) <= CJK_LAST;

  it('gives the regular expressions of the grammar patterns, in their order (essay.grammar.order)', () => {
    expect(GRAMMAR_PATTERNS).toEqual([
      { pattern: '的的', errorType: 'repetition' },
      { pattern: '了了', errorType: 'repetition' },
      { pattern: '因为[^\\n]{5,50}因为', errorType: 'logic' },
      { pattern: '然后[^\\n]{3,20}然后[^\\n]{3,20}然后', errorType: 'style' },
      { pattern: '很很', errorType: 'repetition' },
      { pattern: '[，,]{3,}', errorType: 'punctuation' },
    ]);
  });

  it('is one row per pattern rule, each naming its own rule id in the order of essay.grammar.order', () => {
    expect(GRAMMAR_RULES.map((row) => row.rule)).toEqual([
      'essay.grammar.doubled-de',
      'essay.grammar.doubled-le',
      'essay.grammar.because-twice',
      'essay.grammar.then-chain',
      'essay.grammar.doubled-hen',
      'essay.grammar.comma-run',
    ]);
  });

  it('has only shapes the text scan can watch in its one pass', () => {
    const seconds: string[] = [];
    const repeated: string[] = [];
    let runs = 0;
    for (const rule of GRAMMAR_RULES) {
      if (rule.shape === 'repeat') {
        expect(chinese(rule.character)).toBe(true);
        repeated.push(rule.character);
      } else if (rule.shape === 'chain') {
        // Two different Chinese characters: occurrences never overlap, the second marks one.
        const [first, second] = rule.word;
        expect(rule.word).toHaveLength(2);
        expect(chinese(first!) && chinese(second!) && first !== second).toBe(true);
        seconds.push(second!);
      } else {
        runs++;
        for (const char of rule.characters) expect(char.length === 1 && !chinese(char)).toBe(true);
        // The scan notes only runs that repeat.
        expect(rule.minLength).toBeGreaterThanOrEqual(RUN_CANDIDATE_LENGTH);
      }
    }
    expect(runs).toBeLessThanOrEqual(1);
    expect(new Set([...seconds, ...repeated]).size).toBe(seconds.length + repeated.length);
  });
});
