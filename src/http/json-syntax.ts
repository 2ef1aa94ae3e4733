// Where and why a text is not JSON, in the project's own words. `JSON.parse` says so too, but
// each engine (V8, JavaScriptCore, SpiderMonkey) words it differently, so a service would
// answer the same request with different bytes on Node, Bun, Deno, Workers and browsers.
// This scanner follows RFC 8259's grammar; it runs only after `JSON.parse` has failed.

import { codePointLength } from '../core/text.js';

/** Why a text is not JSON: the first point where it stops being the start of a JSON text. */
export interface JsonSyntaxProblem {
  /** Code-point offset of the first character that cannot continue a JSON text (the length at its end). */
  readonly position: number;
  /** One sentence, the same on every engine. */
  readonly reason: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const LITERALS = ['true', 'false', 'null'] as const;

/** What the scanner expects next, outside a token. */
type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';

/**
 * Finds the first syntax error of `text` as JSON, or `undefined` when its grammar is sound
 * (so `JSON.parse` failed for another reason, such as nesting too deep for the engine).
 * Iterative, so no nesting depth can overflow the stack.
 */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  const closers: string[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const problem = (index: number, reason: string): JsonSyntaxProblem => ({
    position: codePointLength(text.slice(0, index)),
    reason,
  });
  const unexpected = (index: number): JsonSyntaxProblem =>
    index >= text.length
      ? problem(index, text.trim() === '' ? 'the body is empty' : 'the body ends too early')
      : problem(index, `unexpected character ${describe(text, index)}`);
  const afterValue = (): Expect => (closers.length === 0 ? 'end' : 'comma-or-close');

  while (i <= text.length) {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
    const c = text[i];
    if (c === undefined) return expect === 'end' ? undefined : unexpected(i);
    if (expect.endsWith('-or-close') && c === closers[closers.length - 1]) {
      closers.pop();
      i++;
      expect = afterValue();
      continue;
    }
    switch (expect) {
      case 'end':
        return unexpected(i);
      case 'colon':
        if (c !== ':') return unexpected(i);
        i++;
        expect = 'value';
        continue;
      case 'comma-or-close':
        if (c !== ',') return unexpected(i);
        i++;
        expect = closers[closers.length - 1] === '}' ? 'key' : 'value';
        continue;
      case 'key':
      case 'key-or-close': {
        if (c !== '"') return unexpected(i);
        const end = scanString(text, i);
        if (typeof end !== 'number') return problem(end.index, end.reason);
        i = end;
        expect = 'colon';
        continue;
      }
      case 'value':
      case 'value-or-close': {
        if (c === '{' || c === '[') {
          closers.push(c === '{' ? '}' : ']');
          i++;
          expect = c === '{' ? 'key-or-close' : 'value-or-close';
          continue;
        }
        const end = c === '"' ? scanString(text, i) : scanBareValue(text, i);
        if (typeof end !== 'number') return problem(end.index, end.reason);
        i = end;
        expect = afterValue();
        continue;
      }
    }
  }
  return undefined;
}

/** A token that breaks at `index`. */
interface TokenError {
  readonly index: number;
  readonly reason: string;
}

/** Scans the string starting at the quote at `start`; returns the index after its closing quote. */
function scanString(text: string, start: number): number | TokenError {
  let i = start + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code < 0x20) return { index: i, reason: `control character ${describe(text, i)} inside a string` };
    if (code === 0x5c) {
      const escaped = text[i + 1];
      if (escaped === undefined) break;
      if (escaped === 'u') {
        for (let k = 2; k < 6; k++) {
          const digit = text[i + k];
          if (digit === undefined) return { index: text.length, reason: 'the body ends too early' };
          if (!/[0-9a-fA-F]/.test(digit)) return { index: i + k, reason: `invalid \\u escape in a string` };
        }
        i += 6;
        continue;
      }
      if (!ESCAPES.has(escaped)) return { index: i + 1, reason: `invalid escape ${describe(text, i + 1)} in a string` };
      i += 2;
      continue;
    }
    i++;
  }
  return { index: text.length, reason: 'the body ends inside a string' };
}

/** Scans a number or literal starting at `start`; returns the index after it. */
function scanBareValue(text: string, start: number): number | TokenError {
  for (const literal of LITERALS) {
    if (text[start] !== literal[0]) continue;
    for (let k = 1; k < literal.length; k++) {
      if (start + k >= text.length) return { index: text.length, reason: 'the body ends too early' };
      if (text[start + k] !== literal[k])
        return { index: start + k, reason: `unexpected character ${describe(text, start + k)}` };
    }
    return start + literal.length;
  }
  // number = [ "-" ] ( "0" / 1-9 *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
  let i = start;
  if (text[i] === '-') i++;
  const digits = (from: number): number => {
    let j = from;
    while (j < text.length && text[j]! >= '0' && text[j]! <= '9') j++;
    return j;
  };
  const fail = (index: number): TokenError =>
    index >= text.length
      ? { index, reason: 'the body ends too early' }
      : { index, reason: `unexpected character ${describe(text, index)}` };
  if (text[i] === '0') i++;
  else if (i < text.length && text[i]! >= '1' && text[i]! <= '9') i = digits(i);
  else return fail(i);
  if (text[i] === '.') {
    const end = digits(i + 1);
    if (end === i + 1) return fail(end);
    i = end;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    let j = i + 1;
    if (text[j] === '+' || text[j] === '-') j++;
    const end = digits(j);
    if (end === j) return fail(end);
    i = end;
  }
  return i;
}

/** Names the character at `index` for a message: itself when printable, else its code point. */
function describe(text: string, index: number): string {
  const point = text.codePointAt(index)!;
  const hex = `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  return point < 0x20 || point === 0x7f || (point >= 0xd800 && point <= 0xdfff)
    ? hex
    : `'${String.fromCodePoint(point)}' (${hex})`;
}
