// Inputs made to hurt: they must score correctly (and, as npm run bench shows, fast).
import { describe, expect, it } from 'vitest';
import { WORST_TEXTS } from '../bench/inputs.mjs';
import type { StrokePoint } from '../src/core/points.js';
import { evaluateStrokeOrder, evaluateWritingQuality, reviewEssay, ValidationError } from '../src/index.js';
import { hasAtMostDecimals } from './arbitraries.js';

const clock = { now: () => 0 };
const review = (text: string) => reviewEssay({ text }, clock);

describe('reviewEssay on worst-case texts', () => {
  for (const [name, text] of Object.entries(WORST_TEXTS)) {
    it(`scores ${name} within its bounds`, () => {
      const data = review(text);
      expect(data.total_score).toBeGreaterThanOrEqual(0);
      expect(data.total_score).toBeLessThanOrEqual(100);
      expect(hasAtMostDecimals(data.total_score, 1)).toBe(true);
      for (const error of data.grammar_errors) expect(error.position).toBeLessThan(5000);
    });
  }

  it('marks all commas as one punctuation run and one long sentence', () => {
    expect(review(WORST_TEXTS['all commas']!).grammar_errors.map((e) => [e.error_type, e.position])).toEqual([
      ['punctuation', 0],
      ['long_sentence', 0],
    ]);
  });

  it('matches 因为 spans greedily, without overlap, each inside 5-50 characters', () => {
    const errors = review(WORST_TEXTS['all 因为']!).grammar_errors.filter((e) => e.error_type === 'logic');
    expect(errors.length).toBeGreaterThan(0);
    let end = 0;
    for (const { sentence, position } of errors) {
      expect(position).toBeGreaterThanOrEqual(end);
      expect(sentence.startsWith('因为') && sentence.endsWith('因为')).toBe(true);
      expect(sentence.length - 4).toBeGreaterThanOrEqual(5);
      expect(sentence.length - 4).toBeLessThanOrEqual(50);
      end = position + sentence.length;
    }
    // Greedy: the first match takes the longest span that ends on 因为 (50 characters).
    expect(errors[0]?.sentence.length).toBe(54);
  });

  it('reads all ending marks as one sentence', () => {
    const data = review(WORST_TEXTS['all ending marks']!);
    expect(data.grammar_errors).toEqual([expect.objectContaining({ error_type: 'long_sentence', position: 0 })]);
    expect(data.character_count).toEqual({ total: 5000, chinese: 0, punctuation: 5000 });
  });

  it('counts one paragraph per line', () => {
    const data = review(WORST_TEXTS['one paragraph per character']!);
    expect(data.structure_analysis).toHaveLength(3); // 2500 Chinese characters: too many, both ends short
    expect(data.character_count.total).toBe(2500);
  });

  it('counts astral characters and lone surrogates as one character each', () => {
    expect(review(WORST_TEXTS['astral throughout']!).character_count.total).toBe(5000);
    expect(review(WORST_TEXTS['lone surrogates']!).character_count.total).toBe(5000);
    expect(() => review(`${WORST_TEXTS['astral throughout']}𠀀`)).toThrow(ValidationError);
  });
});

describe('pen data at a million points', { timeout: 30_000 }, () => {
  const point = (i: number): StrokePoint => ({ x: i % 997, y: (i * 7) % 991, timestamp: i, pressure: (i % 11) / 10 });

  it('scores one stroke of 1,000,000 points without overflowing the stack', () => {
    const stroke = Array.from({ length: 1_000_000 }, (_, i) => point(i));
    expect(evaluateWritingQuality({ strokes: [stroke] }).total_score).toBeGreaterThan(0);
    expect(evaluateStrokeOrder({ character: '一', strokes: [stroke] }, clock).stroke_order).toHaveLength(1);
  });

  it('scores 100,000 strokes of 10 points', () => {
    const strokes = Array.from({ length: 100_000 }, (_, s) => Array.from({ length: 10 }, (_, i) => point(s * 10 + i)));
    expect(Object.keys(evaluateWritingQuality({ strokes }).dimensions)).toHaveLength(4);
    const data = evaluateStrokeOrder({ character: '水', strokes }, clock);
    expect(data.count_score).toBe(0);
    expect(data.stroke_order).toHaveLength(100_000);
  });
});
