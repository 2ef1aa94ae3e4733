// npm run generate:strokes: writes src/strokes/data.ts, the extended stroke table's compact
// source, from cnchar-order and cnchar-trad (MIT; devDependencies at exact versions). The
// test src/strokes/data.test.ts regenerates it and fails if the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Where the generated source goes. */
export const DATA_PATH = fileURLToPath(new URL('../src/strokes/data.ts', import.meta.url));

/** The first code point the stroke-order request accepts (rule stroke.character). */
const FIRST = 0x4e00;
const LAST = 0x9fff;
/** Gaps are written as one base-36 digit each. */
const MAX_GAP = 35;
/** So are the counts of shared strokes. */
const MAX_SHARED = 35;
/** Characters per line of the generated strings, so that diffs stay readable. */
const LINE_CHARACTERS = 128;

function versionOf(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** Lines of at most LINE_CHARACTERS items, as TypeScript array elements. */
function lines(items, separator) {
  const out = [];
  for (let i = 0; i < items.length; i += LINE_CHARACTERS) {
    out.push(`  '${items.slice(i, i + LINE_CHARACTERS).join(separator)}',`);
  }
  return out.join('\n');
}

/**
 * The code letters: one per distinct stroke as people see it (cnchar's 点 and 点2 display
 * alike and read alike, so they share one letter), the most frequent first ('a' = 横), so
 * that the alphabet is as small as it can be and the common strokes take the first letters.
 */
function letterTable(strokeTable, table) {
  const shown = (code) => strokeTable[code].name.replace(/[0-9]/g, '');
  const frequency = new Map();
  for (const codes of table.values()) {
    for (const code of codes) frequency.set(shown(code), (frequency.get(shown(code)) ?? 0) + 1);
  }
  const names = [...frequency.keys()].sort((a, b) => frequency.get(b) - frequency.get(a) || (a < b ? -1 : 1));
  if (names.length > 26) throw new Error(`${names.length} stroke names need more than one letter each`);
  const letterOf = new Map(names.map((name, i) => [name, String.fromCharCode(0x61 + i)]));
  return { names, recode: (codes) => [...codes].map((code) => letterOf.get(shown(code))).join('') };
}

/** How many leading strokes `codes` shares with `previous` (at most MAX_SHARED). */
function sharedStrokes(codes, previous) {
  let shared = 0;
  while (shared < MAX_SHARED && shared < codes.length - 1 && codes[shared] === previous[shared]) shared++;
  return shared;
}

/**
 * The generated file's text: cnchar's notice, the names of each stroke code letter, and the
 * characters (cnchar-order's simplified ones, then cnchar-trad's that cnchar-order lacks) in
 * code point order, LINE_CHARACTERS a line, as three streams per line: the gaps between code
 * points, how many leading strokes each character shares with the one before it on its line,
 * and the rest of its strokes, one code letter each.
 */
export function strokeSource() {
  const order = require('cnchar-order').dict;
  const trad = require('cnchar-trad').dict;
  const known = new Set(Object.keys(order.strokeTable));
  const table = new Map();
  const add = (source) => {
    let added = 0;
    for (const [character, codes] of Object.entries(source)) {
      if (table.has(character) || !(character.length === 1 && character >= '\u4e00' && character <= '\u9fff')) continue;
      if (!/^[a-z]+$/.test(codes) || [...codes].some((code) => !known.has(code))) {
        throw new Error(`${character}: unknown stroke codes ${JSON.stringify(codes)}`);
      }
      table.set(character, codes);
      added++;
    }
    return added;
  };
  const simplified = add(order.orders);
  const traditional = add(trad.order);
  const { names, recode } = letterTable(order.strokeTable, table);
  const characters = [...table.keys()].sort();
  const gaps = [];
  const before = [];
  const shared = [];
  const rest = [];
  let previous = FIRST - 1;
  let previousCodes = '';
  for (const character of characters) {
    if (gaps.length % LINE_CHARACTERS === 0) {
      before.push(previous);
      previousCodes = ''; // each line decodes on its own
    }
    const gap = character.charCodeAt(0) - previous - 1;
    if (gap > MAX_GAP) throw new Error(`a gap of ${gap} code points before ${character} needs a wider encoding`);
    gaps.push(gap.toString(36));
    previous = character.charCodeAt(0);
    const codes = recode(table.get(character));
    const kept = sharedStrokes(codes, previousCodes);
    shared.push(kept.toString(36));
    rest.push(codes.slice(kept));
    previousCodes = codes;
  }
  if (previous > LAST) throw new Error('a character past U+9FFF');
  const notice = readFileSync(require.resolve('cnchar-order/LICENSE'), 'utf8').trim();
  const letters = names.map((name, i) => `  ${String.fromCharCode(0x61 + i)}: '${name}',`);
  return `// Generated by \`npm run generate:strokes\` (scripts/generate-strokes.mjs) from cnchar-order ${versionOf('cnchar-order')}
// and cnchar-trad ${versionOf('cnchar-trad')}: do not edit. The data is cnchar's, under this notice:
//
${notice
  .split('\n')
  .map((line) => `// ${line}`.trimEnd())
  .join('\n')}
//
// The format, made for brotli: the characters in code point order (so that characters of one
// radical, which share their first strokes, sit side by side), ${LINE_CHARACTERS} a line, each line in
// three streams of the same length that decode on their own: CHARACTER_GAPS (where the
// characters are), SHARED_STROKES (how many first strokes each repeats from the character
// before it on the line) and STROKE_CODES (the strokes after those, one letter each).

/** The stroke name(s) of each code letter, most frequent first; two names are joined with '|'. */
export const STROKE_CODE_NAMES: Readonly<Record<string, string>> = {
${letters.join('\n')}
};

/** How many simplified characters (cnchar-order) the table holds. */
export const SIMPLIFIED_CHARACTERS = ${simplified};

/** How many traditional characters (cnchar-trad, not in cnchar-order) it holds besides. */
export const TRADITIONAL_CHARACTERS = ${traditional};

/**
 * The characters in code point order, ${LINE_CHARACTERS} a line, each as the count of code points
 * skipped since the previous one, one base-36 digit each.
 */
export const CHARACTER_GAPS: readonly string[] = [
${lines(gaps, '')}
];

/**
 * The code point before each line of {@link CHARACTER_GAPS}, where its first gap counts from,
 * in base 36, separated by ','.
 */
export const LINE_BEFORE: string =
  '${before.map((codePoint) => codePoint.toString(36)).join(',')}';

/**
 * For each character of the same line of {@link CHARACTER_GAPS}, how many of its first strokes
 * are the first strokes of the character before it on the line, one base-36 digit each.
 */
export const SHARED_STROKES: readonly string[] = [
${lines(shared, '')}
];

/**
 * One code letter ({@link STROKE_CODE_NAMES}) per stroke in writing order after the
 * {@link SHARED_STROKES}, for each character of the same line of {@link CHARACTER_GAPS} in turn,
 * separated by ','.
 */
export const STROKE_CODES: readonly string[] = [
${lines(rest, ',')}
];
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DATA_PATH, strokeSource());
  console.log(`wrote ${DATA_PATH}`);
}
