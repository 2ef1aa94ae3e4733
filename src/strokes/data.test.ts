import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { correctedCodes, DATA_PATH, strokeSource } from '../../scripts/generate-strokes.mjs';
import { CJK_FIRST, CJK_LAST } from '../core/cjk.js';
import {
  SIMPLIFIED_CHARACTERS,
  SIMPLIFIED_SOURCE,
  STROKE_CODE_NAMES,
  type StrokeSource,
  TRADITIONAL_CHARACTERS,
  TRADITIONAL_SOURCE,
} from './data.generated.js';
import { EXTENDED_STROKES, strokeNames } from './table.js';

const require = createRequire(import.meta.url);

/** How many characters a line of gaps places: every digit but the escape 'z'. */
const placed = (gaps: string): number => gaps.replaceAll('z', '').length;
const SOURCES: readonly (readonly [string, StrokeSource, number])[] = [
  ['simplified', SIMPLIFIED_SOURCE, 6939],
  ['traditional', TRADITIONAL_SOURCE, 2565],
];

describe('the committed stroke data (src/strokes/data.generated.ts)', () => {
  it('is exactly what npm run generate:strokes writes from cnchar-order and cnchar-trad', () => {
    expect(readFileSync(DATA_PATH, 'utf8')).toBe(strokeSource());
  });

  it('keeps cnchar’s MIT notice in its header', () => {
    const header = readFileSync(DATA_PATH, 'utf8').slice(0, 2000);
    expect(header).toContain('The MIT License (MIT)');
    expect(header).toContain('Copyright (c) 2017 - present theajack');
  });

  it('holds the 6,939 simplified characters of cnchar-order and, apart, 2,565 traditional ones of cnchar-trad', () => {
    expect(SIMPLIFIED_CHARACTERS).toBe(6939);
    expect(TRADITIONAL_CHARACTERS).toBe(2565);
    for (const [set, source, count] of SOURCES) {
      expect(placed(source.gaps.join('')), set).toBe(count);
      expect(source.codes.join(',').split(','), set).toHaveLength(count);
    }
  });

  it('uses only code letters it names', () => {
    for (const [, source] of SOURCES) {
      const letters = new Set(source.codes.join(',').replaceAll(',', ''));
      for (const letter of letters) expect(Object.hasOwn(STROKE_CODE_NAMES, letter)).toBe(true);
    }
  });

  it('gives one shared-stroke count and one line start per line of characters', () => {
    for (const [set, source] of SOURCES) {
      expect(
        source.shared.map((line) => line.length),
        set,
      ).toEqual(source.gaps.map(placed));
      expect(source.before.split(','), set).toHaveLength(source.gaps.length);
    }
  });

  it('decodes to cnchar’s own strokes for every character of cnchar-order and cnchar-trad, corrected to the standard order (rule strokes.order-standard)', () => {
    const order = require('cnchar-order').dict as {
      orders: Record<string, string>;
      strokeTable: Record<string, { name: string }>;
    };
    const trad = require('cnchar-trad').dict as { order: Record<string, string> };
    const shown = (code: string): string => order.strokeTable[code]!.name.replace(/[0-9]/g, '').replaceAll('|', '/');
    const expected = new Map<string, string[]>();
    for (const [set, source] of [
      ['simplified', order.orders],
      ['traditional', trad.order],
    ] as const) {
      for (const [character, codes] of Object.entries(source)) {
        if (
          expected.has(character) ||
          character.length !== 1 ||
          character.charCodeAt(0) < CJK_FIRST ||
          character.charCodeAt(0) > CJK_LAST
        )
          continue;
        expected.set(character, [...correctedCodes(codes, set)].map(shown));
      }
    }
    expect(Object.keys(EXTENDED_STROKES).sort()).toEqual([...expected.keys()].sort());
    for (const [character, names] of expected) expect(strokeNames(character), character).toEqual(names);
  });
});
