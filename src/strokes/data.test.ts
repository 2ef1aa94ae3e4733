import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DATA_PATH, strokeSource } from '../../scripts/generate-strokes.mjs';
import {
  CHARACTER_GAPS,
  SHARED_STROKES,
  SIMPLIFIED_CHARACTERS,
  STROKE_CODE_NAMES,
  STROKE_CODES,
  TRADITIONAL_CHARACTERS,
} from './data.js';
import { EXTENDED_STROKES, strokeNames } from './table.js';

const require = createRequire(import.meta.url);

describe('the committed stroke data (src/strokes/data.ts)', () => {
  it('is exactly what npm run generate:strokes writes from cnchar-order and cnchar-trad', () => {
    expect(readFileSync(DATA_PATH, 'utf8')).toBe(strokeSource());
  });

  it('keeps cnchar’s MIT notice in its header', () => {
    const header = readFileSync(DATA_PATH, 'utf8').slice(0, 2000);
    expect(header).toContain('The MIT License (MIT)');
    expect(header).toContain('Copyright (c) 2017 - present theajack');
  });

  it('holds the 6,939 simplified characters of cnchar-order and 2,565 traditional ones of cnchar-trad', () => {
    expect(SIMPLIFIED_CHARACTERS).toBe(6939);
    expect(TRADITIONAL_CHARACTERS).toBe(2565);
    expect(CHARACTER_GAPS.join('')).toHaveLength(SIMPLIFIED_CHARACTERS + TRADITIONAL_CHARACTERS);
    expect(STROKE_CODES.join(',').split(',')).toHaveLength(SIMPLIFIED_CHARACTERS + TRADITIONAL_CHARACTERS);
  });

  it('uses only code letters it names', () => {
    const letters = new Set(STROKE_CODES.join(',').replaceAll(',', ''));
    for (const letter of letters) expect(Object.hasOwn(STROKE_CODE_NAMES, letter)).toBe(true);
  });

  it('gives one shared-stroke count per character of each line', () => {
    expect(SHARED_STROKES.map((line) => line.length)).toEqual(CHARACTER_GAPS.map((line) => line.length));
  });

  it('decodes to cnchar’s own strokes for every character of cnchar-order and cnchar-trad', () => {
    const order = require('cnchar-order').dict as {
      orders: Record<string, string>;
      strokeTable: Record<string, { name: string }>;
    };
    const trad = require('cnchar-trad').dict as { order: Record<string, string> };
    const shown = (code: string): string => order.strokeTable[code]!.name.replace(/[0-9]/g, '').replaceAll('|', '/');
    const expected = new Map<string, string[]>();
    for (const source of [order.orders, trad.order]) {
      for (const [character, codes] of Object.entries(source)) {
        if (expected.has(character) || character.length !== 1 || character < '\u4e00' || character > '\u9fff') continue;
        expected.set(character, [...codes].map(shown));
      }
    }
    expect(Object.keys(EXTENDED_STROKES).sort()).toEqual([...expected.keys()].sort());
    for (const [character, names] of expected) expect(strokeNames(character), character).toEqual(names);
  });
});
