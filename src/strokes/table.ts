// The extended reference table (EXTENDED_STROKES) decoded from the compact source in data.ts
// on its first lookup, never at import.

import {
  REFERENCE_STROKES,
  type ReferenceEntry,
  type ReferenceTable,
  type StrokeDirection,
} from '../stroke-order/constants.js';
import {
  CHARACTER_GAPS,
  SIMPLIFIED_CHARACTERS,
  STROKE_CODE_NAMES,
  STROKE_CODES,
  TRADITIONAL_CHARACTERS,
} from './data.js';
import { directionOfStrokeName, displayStrokeName } from './names.js';

/** What one code letter stands for: its names for people and the directions they give. */
interface StrokeCode {
  /** cnchar's names joined by '/', e.g. '横撇/横钩'. */
  readonly name: string;
  /** The direction of the first name (rule strokes.names). */
  readonly direction: StrokeDirection;
  /** The other names' directions, when they differ (rule strokes.alternatives). */
  readonly alternatives: readonly StrokeDirection[];
}

/** The decoded source: where each character's code letters start, and each letter's meaning. */
interface Decoded {
  /** Every character's code letters, separated by ','. */
  readonly codes: string;
  /** Per code point from U+4E00, the offset of its letters in `codes`, or -1 when the table lacks it. */
  readonly starts: Int32Array;
  readonly letters: ReadonlyMap<string, StrokeCode>;
  /** Entries built so far, each on its first lookup. */
  readonly entries: Map<string, ReferenceEntry>;
}

const FIRST_CODE_POINT = 0x4e00;
const CODE_POINTS = 0x9fff - FIRST_CODE_POINT + 1;

function decodeLetters(): Map<string, StrokeCode> {
  const letters = new Map<string, StrokeCode>();
  for (const [letter, joined] of Object.entries(STROKE_CODE_NAMES)) {
    const names = joined.split('|');
    const [direction, ...others] = names.map(directionOfStrokeName);
    const alternatives = [...new Set(others)].filter((other) => other !== direction);
    letters.set(letter, {
      name: names.map(displayStrokeName).join('/'),
      direction: direction!,
      alternatives: Object.freeze(alternatives),
    });
  }
  return letters;
}

/** One pass over the gaps and the letters: an offset per code point, no string per character. */
function decode(): Decoded {
  const gaps = CHARACTER_GAPS.join('');
  const codes = STROKE_CODES.join(',');
  const starts = new Int32Array(CODE_POINTS).fill(-1);
  let index = -1;
  let offset = 0;
  for (let i = 0; i < gaps.length; i++) {
    // One base-36 digit: '0'-'9' then 'a'-'z'.
    const digit = gaps.charCodeAt(i);
    index += (digit <= 57 ? digit - 48 : digit - 87) + 1;
    starts[index] = offset;
    offset = codes.indexOf(',', offset) + 1;
  }
  return { codes, starts, letters: decodeLetters(), entries: new Map() };
}

/** The code letters of `character`, or `undefined` when the table lacks it. */
function codesOf({ codes, starts }: Decoded, character: string): string | undefined {
  const start = starts[character.charCodeAt(0) - FIRST_CODE_POINT]!;
  if (start < 0) return undefined;
  const end = codes.indexOf(',', start);
  return codes.slice(start, end < 0 ? codes.length : end);
}

/** Every character of the table, in code point order. */
function charactersOf({ starts }: Decoded): string[] {
  const characters: string[] = [];
  for (let i = 0; i < starts.length; i++) {
    if (starts[i]! >= 0) characters.push(String.fromCharCode(FIRST_CODE_POINT + i));
  }
  return characters;
}

/**
 * The decoded table, built on the first call: the one piece of state the module keeps, so
 * that importing the subpath costs nothing until a character is looked up.
 */
const decoded: () => Decoded = /* @__PURE__ */ once(decode);

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/**
 * Builds a character's entry. The contract's ten characters keep the contract's sequence and
 * no alternatives (where the name rule would accept another direction, as at 水's second
 * stroke, the contract's reading wins).
 */
function buildEntry(character: string, codes: string, letters: ReadonlyMap<string, StrokeCode>): ReferenceEntry {
  const strokes = [...codes].map((letter) => letters.get(letter)!);
  const names = Object.freeze(strokes.map((code) => code.name));
  if (Object.hasOwn(REFERENCE_STROKES, character)) {
    const { sequence, count } = REFERENCE_STROKES[character]!;
    return Object.freeze({ sequence, count, names });
  }
  const sequence = Object.freeze(strokes.map((code) => code.direction));
  const alternatives: Record<number, readonly StrokeDirection[]> = {};
  let any = false;
  strokes.forEach((code, index) => {
    if (code.alternatives.length > 0) {
      alternatives[index] = code.alternatives;
      any = true;
    }
  });
  return Object.freeze(
    any
      ? { sequence, count: sequence.length, alternatives: Object.freeze(alternatives), names }
      : { sequence, count: sequence.length, names },
  );
}

/** Whether `key` could be in the table: one character of U+4E00..U+9FFF (rule stroke.character). */
function isCharacterKey(key: string | symbol): key is string {
  return typeof key === 'string' && key.length === 1 && key >= '\u4e00' && key <= '\u9fff';
}

/** The entry of `character`, or `undefined` when the table lacks it; other keys decode nothing. */
function lookup(character: string | symbol): ReferenceEntry | undefined {
  if (!isCharacterKey(character)) return undefined;
  const table = decoded();
  let entry = table.entries.get(character);
  if (entry === undefined) {
    const found = codesOf(table, character);
    if (found === undefined) return undefined;
    entry = buildEntry(character, found, table.letters);
    table.entries.set(character, entry);
  }
  return entry;
}

/**
 * A read-only view that looks characters up in the decoded source. A Proxy, so that
 * `Object.hasOwn(table, character)` and `table[character]` work as on a plain table while
 * nothing is decoded before the first lookup.
 */
function lazyTable(): ReferenceTable {
  const readOnly = (): boolean => false;
  return new Proxy({} as ReferenceTable, {
    get: (target, key, receiver) => lookup(key) ?? Reflect.get(target, key, receiver),
    has: (target, key) => (isCharacterKey(key) && codesOf(decoded(), key) !== undefined) || Reflect.has(target, key),
    getOwnPropertyDescriptor: (target, key) => {
      const value = lookup(key);
      if (value === undefined) return Reflect.getOwnPropertyDescriptor(target, key);
      return { value, writable: false, enumerable: true, configurable: true };
    },
    ownKeys: () => charactersOf(decoded()),
    set: readOnly,
    defineProperty: readOnly,
    deleteProperty: readOnly,
  });
}

/**
 * Every character of cnchar-order 3.2.6 (6,939 simplified) and cnchar-trad 3.2.6 (2,565
 * traditional characters it adds) as a `ReferenceTable`; rules strokes.names and
 * strokes.alternatives. Decoded on the first lookup; read-only.
 *
 * @example
 * import { evaluateStrokeOrder } from 'handwriting-scoring';
 * import { EXTENDED_STROKES } from 'handwriting-scoring/strokes';
 * EXTENDED_STROKES['我']?.count; // 7
 */
export const EXTENDED_STROKES: ReferenceTable = /* @__PURE__ */ lazyTable();

/**
 * The stroke names of a character for people, one per stroke; a stroke with two names
 * joins them with '/'. `undefined` when the extended table lacks the character.
 *
 * @example
 * strokeNames('水'); // ['竖钩', '横撇/横钩', '撇', '捺']
 */
export function strokeNames(character: string): readonly string[] | undefined {
  return lookup(character)?.names;
}

/** How many characters {@link EXTENDED_STROKES} holds: cnchar-order's simplified, cnchar-trad's traditional besides. */
export const EXTENDED_CHARACTER_COUNTS: Readonly<{ simplified: number; traditional: number }> = {
  simplified: SIMPLIFIED_CHARACTERS,
  traditional: TRADITIONAL_CHARACTERS,
};
