import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, codePointPrefix, createOffsetMap } from './text.js';

describe('codePointLength (general.code-points)', () => {
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

  // The code points wholly before UTF-16 offset `at`; a pair cut in half counts as after it.
  const reference = (text: string, at: number) => {
    const cut =
      at > 0 && at < text.length && /[\ud800-\udbff]/.test(text[at - 1]!) && /[\udc00-\udfff]/.test(text[at]!);
    return codePointLength(text.slice(0, at)) - (cut ? 1 : 0);
  };

  it('gives the code-point offset of every UTF-16 offset, asked in any order', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '的', '𠀀', '\ud800', '\udc00'), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.array(fc.nat(90)), (text, asked) => {
        const map = createOffsetMap(text);
        for (const index of asked) {
          const at = index % (text.length + 1);
          expect(map.toCodePoint(at)).toBe(reference(text, at));
        }
      }),
      { seed: 31, numRuns: 500 },
    );
  });

  it('answers the same after switching to its table', () => {
    const text = '𠀀a'.repeat(50);
    const map = createOffsetMap(text);
    // Backwards: every question recounts from the start, so the table takes over soon.
    for (let at = text.length; at >= 0; at--) expect(map.toCodePoint(at)).toBe(reference(text, at));
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
