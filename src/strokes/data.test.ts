import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_PATH, strokeSource } from '../../scripts/generate-strokes.mjs';
import {
  CHARACTER_GAPS,
  SIMPLIFIED_CHARACTERS,
  STROKE_CODE_NAMES,
  STROKE_CODES,
  TRADITIONAL_CHARACTERS,
} from './data.js';

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
});
