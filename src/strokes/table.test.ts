import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { correctedCodes } from '../../scripts/generate-strokes.mjs';
import { CJK_FIRST, CJK_LAST } from '../core/cjk.js';
import { REFERENCE_STROKES } from '../stroke-order/constants.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { SIMPLIFIED_CHARACTERS, STROKE_CODE_NAMES, TRADITIONAL_CHARACTERS } from './data.generated.js';
import { directionOfStrokeName } from './names.js';
import { EXTENDED_STROKES, SIMPLIFIED_STROKES, strokeNames } from './table.js';

/** cnchar-trad's own stroke codes, before the corrections of rule strokes.order-standard. */
const TRADITIONAL_CNCHAR = (
  createRequire(import.meta.url)('cnchar-trad') as { dict: { order: Record<string, string> } }
).dict.order;

describe('EXTENDED_STROKES', () => {
  it('gives the contract’s ten characters exactly as REFERENCE_STROKES, with no alternatives', () => {
    for (const [character, entry] of Object.entries(REFERENCE_STROKES)) {
      const extended = EXTENDED_STROKES[character]!;
      expect(extended.sequence).toEqual(entry.sequence);
      expect(extended.count).toBe(entry.count);
      expect(extended.alternatives).toBeUndefined();
    }
  });

  it('reads the contract’s ten characters by the name rule alone as the contract does (rule strokes.names)', () => {
    // The first name of each stroke; only the alternatives differ from the contract (水).
    for (const [character, entry] of Object.entries(REFERENCE_STROKES)) {
      const names = strokeNames(character)!;
      expect(names.map((name) => directionOfStrokeName(name.split('/')[0]!))).toEqual(entry.sequence);
    }
  });

  it('names each stroke for people (水: 竖钩, 横撇/横钩, 撇, 捺)', () => {
    expect(strokeNames('水')).toEqual(['竖钩', '横撇/横钩', '撇', '捺']);
    expect(strokeNames('我')).toHaveLength(7);
    expect(strokeNames('a')).toBeUndefined();
    expect(strokeNames('\u4e02')).toBeUndefined();
  });

  it('accepts the other name’s direction where a letter has two names (rule strokes.alternatives)', () => {
    // 买: 横撇|横钩 first, read turning, horizontal accepted.
    const entry = EXTENDED_STROKES.买!;
    expect(strokeNames('买')![0]).toBe('横撇/横钩');
    expect(entry.sequence[0]).toBe('turning');
    expect(entry.alternatives).toEqual({ 0: ['horizontal'] });
  });

  it('holds every character of the data, simplified and traditional, and nothing else', () => {
    expect(Object.keys(EXTENDED_STROKES)).toHaveLength(SIMPLIFIED_CHARACTERS + TRADITIONAL_CHARACTERS);
    expect(Object.hasOwn(EXTENDED_STROKES, '爱')).toBe(true);
    expect(Object.hasOwn(EXTENDED_STROKES, '愛')).toBe(true);
    expect(Object.hasOwn(EXTENDED_STROKES, 'toString')).toBe(false);
    expect('愛' in EXTENDED_STROKES).toBe(true);
    expect('x' in EXTENDED_STROKES).toBe(false);
    expect(EXTENDED_STROKES.x).toBeUndefined();
  });

  it('finds exactly its characters across U+4E00..U+9FFF, at every line boundary', () => {
    const keys = new Set(Object.keys(EXTENDED_STROKES));
    for (let codePoint = CJK_FIRST; codePoint <= CJK_LAST; codePoint++) {
      const character = String.fromCharCode(codePoint);
      expect(Object.hasOwn(EXTENDED_STROKES, character)).toBe(keys.has(character));
    }
  });

  it('gives every entry a count equal to its sequence length and one name per stroke', () => {
    for (const character of Object.keys(EXTENDED_STROKES)) {
      const entry = EXTENDED_STROKES[character]!;
      expect(entry.count).toBe(entry.sequence.length);
      expect(entry.names).toHaveLength(entry.count);
    }
  });

  it('is read-only, and its entries are frozen', () => {
    expect(() => {
      (EXTENDED_STROKES as Record<string, unknown>).我 = { sequence: [], count: 0 };
    }).toThrow(TypeError);
    expect(() => {
      delete (EXTENDED_STROKES as Record<string, unknown>).我;
    }).toThrow(TypeError);
    expect(Object.isFrozen(EXTENDED_STROKES.我)).toBe(true);
    expect(Object.isFrozen(EXTENDED_STROKES.我!.sequence)).toBe(true);
    expect(EXTENDED_STROKES.我).toBe(EXTENDED_STROKES.我);
  });

  it('scores a character beyond the contract’s ten as the reference table of evaluateStrokeOrder', () => {
    const H = [
      { x: 0, y: 50, timestamp: 0 },
      { x: 100, y: 50, timestamp: 1 },
    ];
    const data = evaluateStrokeOrder({ character: '王', strokes: [H, H, H] }, { referenceTable: EXTENDED_STROKES });
    expect(data.standard_stroke_count).toBe(4);
    expect(data.correct_order).toEqual(['horizontal', 'horizontal', 'vertical', 'horizontal']);
    expect(data.count_score).toBe(75);
  });

  it('decodes every code letter’s names by the name rule', () => {
    for (const joined of Object.values(STROKE_CODE_NAMES)) {
      for (const name of joined.split('|')) expect(() => directionOfStrokeName(name)).not.toThrow();
    }
  });

  it('holds exactly the entries it held before the data was front-coded (issue 12, size), but the corrected ones', () => {
    // SHA-256 of every [character, entry] pair in key order, as the line-by-line literal
    // encoding of 353e4bb decoded them: directions, alternatives and names alike. The whole
    // table's hash was da8116d6… until the 門 family's order was corrected to the standard (rule
    // strokes.order-standard, 74 traditional characters); without those characters the
    // hash is the one the table had before the correction, so no other entry moved.
    const hash = (characters: string[]): string =>
      createHash('sha256')
        .update(JSON.stringify(characters.map((character) => [character, EXTENDED_STROKES[character]])))
        .digest('hex');
    const all = Object.keys(EXTENDED_STROKES);
    expect(hash(all)).toBe('61546f168882be90f5020d891fe2faaf5a1f4144f3eee2580e123f6cb7c7babc');
    const corrected = new Set(
      Object.entries(TRADITIONAL_CNCHAR)
        .filter(([, codes]) => correctedCodes(codes, 'traditional') !== codes)
        .map(([character]) => character),
    );
    expect(corrected.size).toBe(74);
    expect(hash(all.filter((character) => !corrected.has(character)))).toBe(
      '779569593eb2bc7e990b3340224b15dbe605e15aabbef9f5449ed55b88f05765',
    );
  });
});

describe('SIMPLIFIED_STROKES', () => {
  it('holds the simplified characters alone, each with the entry EXTENDED_STROKES gives it', () => {
    const keys = Object.keys(SIMPLIFIED_STROKES);
    expect(keys).toHaveLength(SIMPLIFIED_CHARACTERS);
    expect(keys).toEqual([...keys].sort());
    for (const character of keys) expect(SIMPLIFIED_STROKES[character]).toEqual(EXTENDED_STROKES[character]);
    expect(Object.hasOwn(SIMPLIFIED_STROKES, '爱')).toBe(true);
    expect(Object.hasOwn(SIMPLIFIED_STROKES, '愛')).toBe(false);
    expect(SIMPLIFIED_STROKES.愛).toBeUndefined();
    expect(SIMPLIFIED_STROKES.水).toMatchObject(REFERENCE_STROKES.水!);
  });

  it('finds exactly its characters across U+4E00..U+9FFF, and every other is traditional', () => {
    const keys = new Set(Object.keys(SIMPLIFIED_STROKES));
    let traditional = 0;
    for (let codePoint = CJK_FIRST; codePoint <= CJK_LAST; codePoint++) {
      const character = String.fromCharCode(codePoint);
      expect(Object.hasOwn(SIMPLIFIED_STROKES, character)).toBe(keys.has(character));
      if (!keys.has(character) && Object.hasOwn(EXTENDED_STROKES, character)) traditional++;
    }
    expect(traditional).toBe(TRADITIONAL_CHARACTERS);
  });
});
