// json_invalid bodies are worded by the project, never by the engine's JSON.parse, so every
// host (Node, Bun, Deno, workerd, browsers) answers a malformed body with the same bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxProblem } from './json-syntax.js';
import { invalidJsonBody } from './problems.js';

describe('findJsonSyntaxProblem', () => {
  it.each([
    ['', 0, 'the body is empty'],
    ['   \n', 4, 'the body is empty'],
    ['{"strokes": [', 13, 'the body ends too early'],
    ['{"text": "今天', 12, 'the body ends inside a string'],
    ["{'text': 1}", 1, "unexpected character ''' (U+0027)"],
    ['{"a": 1,}', 8, "unexpected character '}' (U+007D)"],
    ['[1, 2', 5, 'the body ends too early'],
    ['[1 2]', 3, "unexpected character '2' (U+0032)"],
    ['{"a" 1}', 5, "unexpected character '1' (U+0031)"],
    ['tru', 3, 'the body ends too early'],
    ['trux', 3, "unexpected character 'x' (U+0078)"],
    ['01', 1, "unexpected character '1' (U+0031)"],
    ['-', 1, 'the body ends too early'],
    ['1.e5', 2, "unexpected character 'e' (U+0065)"],
    ['"a\tb"', 2, 'control character U+0009 inside a string'],
    ['"\\x"', 2, "invalid escape 'x' (U+0078) in a string"],
    ['"\\u12G4"', 5, 'invalid \\u escape in a string'],
    ['{} {}', 3, "unexpected character '{' (U+007B)"],
    ['NaN', 0, "unexpected character 'N' (U+004E)"],
    ['\uFEFF{}', 0, "unexpected character '\uFEFF' (U+FEFF)"],
  ])('finds the problem of %j at position %i: %s', (text, position, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonSyntaxProblem(text)).toEqual({ position, reason });
  });

  it('counts the position in code points, so an astral character before it counts once', () => {
    expect(findJsonSyntaxProblem('{"text": "𠀀"]')).toEqual({
      position: 12,
      reason: "unexpected character ']' (U+005D)",
    });
  });

  it('survives nesting far deeper than any stack', () => {
    expect(findJsonSyntaxProblem(`${'['.repeat(200_000)}x`)?.position).toBe(200_000);
  });

  it('finds no problem in any text JSON.parse accepts', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(findJsonSyntaxProblem(text)).toBeUndefined();
      }),
    );
  });

  it('finds a problem in every text JSON.parse rejects', () => {
    const jsonish = fc.string({ unit: fc.constantFrom(...'{}[]":,\\ 01-.e+truefalsnul\tab\n'.split('')) });
    fc.assert(
      fc.property(jsonish, (text) => {
        let accepted = true;
        try {
          JSON.parse(text);
        } catch {
          accepted = false;
        }
        expect(findJsonSyntaxProblem(text) === undefined).toBe(accepted);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('invalidJsonBody', () => {
  it('words the 422 body itself and ends loc with the position, as FastAPI does', () => {
    expect(invalidJsonBody('{"strokes": [')).toEqual({
      detail: [
        {
          type: 'json_invalid',
          loc: ['body', 13],
          msg: 'JSON decode error: the body ends too early at position 13',
        },
      ],
    });
  });

  it('never repeats the engine text of JSON.parse', () => {
    for (const text of ['{"strokes": [', '{x}', '', 'nul', '[1,]']) {
      let engineMessage = '';
      try {
        JSON.parse(text);
      } catch (error) {
        engineMessage = (error as Error).message;
      }
      expect(JSON.stringify(invalidJsonBody(text))).not.toContain(engineMessage);
    }
  });
});
