import { describe, expect, it } from 'vitest';
import { codePointLength, codePointPrefix, createOffsetMap } from './text.js';

describe('codePointLength', () => {
  it('counts an astral character as one', () => {
    expect('𠀀'.length).toBe(2);
    expect(codePointLength('𠀀')).toBe(1);
    expect(codePointLength('a𠀀b😀')).toBe(4);
  });

  it('counts a lone surrogate as one', () => {
    expect(codePointLength('\ud800')).toBe(1);
    expect(codePointLength('a\udc00b')).toBe(3);
    expect(codePointLength('\udc00\ud800')).toBe(2);
  });
});

describe('createOffsetMap', () => {
  it('maps UTF-16 offsets after astral characters to code-point offsets', () => {
    const text = '𠀀𠀀的的';
    const map = createOffsetMap(text);
    expect(map.toCodePoint(text.indexOf('的'))).toBe(2);
    expect(map.toCodePoint(text.length)).toBe(4);
  });

  it('is the identity for text without surrogates', () => {
    expect(createOffsetMap('的的的').toCodePoint(2)).toBe(2);
  });
});

describe('codePointPrefix', () => {
  it('never cuts a surrogate pair apart', () => {
    expect(codePointPrefix('𠀀a𠀀', 2)).toBe('𠀀a');
    expect(codePointPrefix('ab', 5)).toBe('ab');
  });
});
