// The extended reference table (EXTENDED_STROKES) decoded from the compact source in
// data.generated.ts line by line as characters are looked up, never at import.

import { CJK_FIRST, CJK_LAST } from '../core/cjk.js';
import {
  REFERENCE_STROKES,
  type ReferenceEntry,
  type ReferenceTable,
  type StrokeDirection,
} from '../stroke-order/constants.js';
import {
  SIMPLIFIED_CHARACTERS,
  SIMPLIFIED_SOURCE,
  STROKE_CODE_NAMES,
  type StrokeSource,
  TRADITIONAL_CHARACTERS,
  TRADITIONAL_SOURCE,
} from './data.generated.js';
import { directionOfStrokeName, displayStrokeName } from './names.js';

/** A gap digit that skips this many code points and places no character (see data.generated.ts). */
const GAP_ESCAPE = 35;

/** What one code letter stands for: its names for people and the directions they give. */
interface StrokeCode {
  /** cnchar's names joined by '/', e.g. '横撇/横钩'. */
  readonly name: string;
  /** The direction of the first name (rule strokes.names). */
  readonly direction: StrokeDirection;
  /** The other names' directions, when they differ (rule strokes.alternatives). */
  readonly alternatives: readonly StrokeDirection[];
}

/** One decoded line of a source: its characters' code points and their code letters. */
interface Line {
  readonly codePoints: readonly number[];
  readonly codes: readonly string[];
}

/** A source, decoded line by line on demand. */
interface DecodedSource {
  readonly source: StrokeSource;
  /** Where each line's gaps count from. */
  readonly before: readonly number[];
  readonly lines: Map<number, Line>;
}

/** The decoded sources of one table, filled on demand: each letter's meaning, lines and entries decoded so far. */
interface Decoded {
  readonly letters: ReadonlyMap<string, StrokeCode>;
  readonly sources: readonly DecodedSource[];
  readonly entries: Map<string, ReferenceEntry>;
}

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

function decode(sources: readonly StrokeSource[]): Decoded {
  return {
    letters: decodeLetters(),
    sources: sources.map((source) => ({
      source,
      before: source.before.split(',').map((text) => Number.parseInt(text, 36)),
      lines: new Map(),
    })),
    entries: new Map(),
  };
}

/**
 * Line `k` of a source, decoded on first use. A lookup decodes one line of at most a few
 * hundred characters, so no loop runs long enough to wait for the JIT compiler.
 */
function lineAt(decoded: DecodedSource, k: number): Line {
  let line = decoded.lines.get(k);
  if (line === undefined) {
    const gaps = decoded.source.gaps[k]!;
    const codePoints: number[] = [];
    let codePoint = decoded.before[k]!;
    for (let i = 0; i < gaps.length; i++) {
      const skip = Number.parseInt(gaps[i]!, 36);
      codePoint += skip;
      if (skip < GAP_ESCAPE) codePoints.push(++codePoint);
    }
    // Each character's first strokes repeat the previous character's, then its own follow.
    const rest = decoded.source.codes[k]!.split(',');
    const shared = decoded.source.shared[k]!;
    const codes: string[] = new Array(rest.length);
    let previous = '';
    for (let i = 0; i < rest.length; i++) {
      previous = previous.slice(0, Number.parseInt(shared[i]!, 36)) + rest[i]!;
      codes[i] = previous;
    }
    line = { codePoints, codes };
    decoded.lines.set(k, line);
  }
  return line;
}

/** The code letters of `character` in one source, or `undefined` when it lacks it. */
function codesIn(decoded: DecodedSource, character: string): string | undefined {
  const codePoint = character.charCodeAt(0);
  const { before } = decoded;
  // The last line whose gaps count from below the code point.
  let low = 0;
  let high = before.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (before[middle]! < codePoint) low = middle;
    else high = middle - 1;
  }
  if (!(before[low]! < codePoint)) return undefined;
  const line = lineAt(decoded, low);
  const index = line.codePoints.indexOf(codePoint);
  return index < 0 ? undefined : line.codes[index];
}

/** The code letters of `character` in the first source that has it (the sources share no character). */
function codesOf(table: Decoded, character: string): string | undefined {
  for (const source of table.sources) {
    const codes = codesIn(source, character);
    if (codes !== undefined) return codes;
  }
  return undefined;
}

/** Every character of the table, in code point order (decodes every line). */
function charactersOf(table: Decoded): string[] {
  return table.sources
    .flatMap((decoded) =>
      decoded.source.gaps.flatMap((_, k) => lineAt(decoded, k).codePoints.map((cp) => String.fromCharCode(cp))),
    )
    .sort();
}

/** `make`'s value, made on the first call and kept. */
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
  return typeof key === 'string' && key.length === 1 && key.charCodeAt(0) >= CJK_FIRST && key.charCodeAt(0) <= CJK_LAST;
}

/** The entry of `character` in `table`, decoded on first use and kept; `undefined` when it lacks it; other keys decode nothing. */
function decodedEntry(table: Decoded, character: string | symbol): ReferenceEntry | undefined {
  if (!isCharacterKey(character)) return undefined;
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
 * A read-only view that looks characters up in `sources`, decoded on the first lookup: the one
 * piece of state each table keeps, so that importing the subpath costs nothing until a
 * character is looked up. A Proxy, so that `Object.hasOwn(table, character)` and
 * `table[character]` work as on a plain table while nothing is decoded before.
 */
function lazyTable(sources: readonly StrokeSource[]): ReferenceTable {
  const decoded = once(() => decode(sources));
  const readOnly = (): boolean => false;
  return new Proxy({} as ReferenceTable, {
    get: (target, key, receiver) => decodedEntry(decoded(), key) ?? Reflect.get(target, key, receiver),
    has: (target, key) => (isCharacterKey(key) && codesOf(decoded(), key) !== undefined) || Reflect.has(target, key),
    getOwnPropertyDescriptor: (target, key) => {
      const value = decodedEntry(decoded(), key);
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
 * strokes.alternatives. Decoded line by line as characters are looked up; read-only.
 *
 * @example
 * import { evaluateStrokeOrder } from 'handwriting-scoring';
 * import { EXTENDED_STROKES } from 'handwriting-scoring/strokes';
 * EXTENDED_STROKES['我']?.count; // 7
 */
export const EXTENDED_STROKES: ReferenceTable = /* @__PURE__ */ lazyTable([SIMPLIFIED_SOURCE, TRADITIONAL_SOURCE]);

/**
 * The 6,939 simplified characters of cnchar-order alone, the same entries as
 * {@link EXTENDED_STROKES} has for them: a bundle that imports only this table (or
 * `PRECISE_SIMPLIFIED`) leaves the traditional characters' data out.
 *
 * @example
 * SIMPLIFIED_STROKES['我']?.count; // 7
 * SIMPLIFIED_STROKES['們']; // undefined: traditional
 */
export const SIMPLIFIED_STROKES: ReferenceTable = /* @__PURE__ */ lazyTable([SIMPLIFIED_SOURCE]);

/**
 * The stroke names of a character for people, one per stroke; a stroke with two names
 * joins them with '/'. `undefined` when the extended table lacks the character.
 *
 * @example
 * strokeNames('水'); // ['竖钩', '横撇/横钩', '撇', '捺']
 */
export function strokeNames(character: string): readonly string[] | undefined {
  return EXTENDED_STROKES[character]?.names;
}

/** How many characters {@link EXTENDED_STROKES} holds: cnchar-order's simplified, cnchar-trad's traditional besides. */
export const EXTENDED_CHARACTER_COUNTS: Readonly<{ simplified: number; traditional: number }> = {
  simplified: SIMPLIFIED_CHARACTERS,
  traditional: TRADITIONAL_CHARACTERS,
};
