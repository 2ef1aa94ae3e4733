import { describe, expect, it } from 'vitest';
import { nearest, usageHint } from './suggest.js';

describe('did-you-mean', () => {
  it('counts a swapped pair of letters as one typo', () => {
    expect(nearest('prot', ['host', 'port'])).toBe('port');
    expect(nearest('essays', ['serve', 'essay'])).toBe('essay');
  });

  it('prefers a name that starts with what was typed', () => {
    expect(nearest('stroke', ['serve', 'stroke-order'])).toBe('stroke-order');
  });

  it('suggests nothing when no name is within a third of the word in typos', () => {
    expect(nearest('grade', ['serve', 'batch', 'essay-review'])).toBeUndefined();
    expect(usageHint('grade', ['serve', 'batch'])).toBe('');
  });

  it('words the suggestion, quoted by the caller', () => {
    expect(usageHint('--prety', ['--pretty', '--jsonl'])).toBe("; did you mean '--pretty'?");
    expect(usageHint('qualty', ['quality'], (name) => `"${name}"`)).toBe('; did you mean "quality"?');
  });
});
