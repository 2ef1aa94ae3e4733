// npm run generate:strokes: writes src/strokes/data.generated.ts, the extended stroke table's
// compact source, from cnchar-order and cnchar-trad (MIT; devDependencies at exact versions).
// The test src/strokes/data.test.ts regenerates it and fails if the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Where the generated source goes. */
export const DATA_PATH = fileURLToPath(new URL('../src/strokes/data.generated.ts', import.meta.url));

/**
 * The code points the stroke-order request accepts (rule stroke.character), read from
 * src/core/cjk.ts, the one place they are typed: this script runs in plain Node, which imports
 * no TypeScript.
 */
const CJK = readFileSync(new URL('../src/core/cjk.ts', import.meta.url), 'utf8');
const cjkConstant = (name) => Number(new RegExp(`\\b${name}: number = (0x[0-9a-f]+);`).exec(CJK)[1]);
const FIRST = cjkConstant('CJK_FIRST');
const LAST = cjkConstant('CJK_LAST');
/**
 * Gaps are written in base 36: a digit below 'z' skips that many code points before the
 * character; 'z' skips GAP_ESCAPE code points and the next digit goes on counting.
 */
const GAP_ESCAPE = 35;
/** So are the counts of shared strokes. */
const MAX_SHARED = 35;
/**
 * Where cnchar's stroke order disagrees with the standard order, rule strokes.order-standard
 * (simplified: the Ministry of Education's 《通用规范汉字笔顺规范》, GF 0023-2020, which follows
 * GB 13000.1's stroke order standard of 1997; traditional: Taiwan's Ministry of Education
 * standard order, 《常用國字標準字體筆順》): one fix per component family, a run of cnchar
 * stroke codes replaced wherever it occurs in a character of the set named. Each run was
 * checked to occur in that family's characters alone (src/strokes/data.test.ts guards it).
 */
export const ORDER_CORRECTIONS = Object.freeze([
  Object.freeze({
    family: '門',
    set: 'traditional',
    why: "門's left 竖 is its first stroke, not its fourth (cnchar-trad writes 横折 横 横 竖 first)",
    // 横折 横 横 竖 | 竖 横折钩 横 横 → 竖 横折 横 横 | 竖 横折钩 横 横
    from: 'cjjffrjj',
    to: 'fcjjfrjj',
  }),
]);

/** `codes` of a character of `set` ('simplified' or 'traditional') with ORDER_CORRECTIONS applied. */
export function correctedCodes(codes, set) {
  let corrected = codes;
  for (const correction of ORDER_CORRECTIONS) {
    if (correction.set === set) corrected = corrected.replaceAll(correction.from, correction.to);
  }
  return corrected;
}

/** Characters per line of the generated strings, so that diffs stay readable. */
const LINE_CHARACTERS = 128;
/** The formatter's line width (biome.json), which the generated file keeps to. */
const LINE_WIDTH = 120;

function versionOf(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** A property of a source: its value on the key's line, or on the next where the formatter puts it. */
function property(key, value) {
  const line = `  ${key}: ${value}`;
  return line.length > LINE_WIDTH ? `  ${key}:\n    ${value}` : line;
}

/** Lines of at most LINE_CHARACTERS items, as TypeScript array elements. */
function lines(items, separator, indent) {
  const out = [];
  for (let i = 0; i < items.length; i += LINE_CHARACTERS) {
    out.push(`${indent}'${items.slice(i, i + LINE_CHARACTERS).join(separator)}',`);
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
 * One set of characters as the three streams of StrokeSource, in code point order,
 * LINE_CHARACTERS a line: the gaps between code points, how many leading strokes each
 * character shares with the one before it on its line, and the rest of its strokes, one code
 * letter each.
 */
function streams(table, characters, recode) {
  const gaps = [];
  const before = [];
  const shared = [];
  const rest = [];
  let previous = FIRST - 1;
  let previousCodes = '';
  for (const character of [...characters].sort()) {
    if (gaps.length % LINE_CHARACTERS === 0) {
      before.push(previous);
      previousCodes = ''; // each line decodes on its own
    }
    const gap = character.charCodeAt(0) - previous - 1;
    gaps.push('z'.repeat(Math.floor(gap / GAP_ESCAPE)) + (gap % GAP_ESCAPE).toString(36));
    previous = character.charCodeAt(0);
    const codes = recode(table.get(character));
    const kept = sharedStrokes(codes, previousCodes);
    shared.push(kept.toString(36));
    rest.push(codes.slice(kept));
    previousCodes = codes;
  }
  if (previous > LAST) throw new Error('a character past U+9FFF');
  return `{
  gaps: [
${lines(gaps, '', '    ')}
  ],
${property('before', `'${before.map((codePoint) => codePoint.toString(36)).join(',')}',`)}
  shared: [
${lines(shared, '', '    ')}
  ],
  codes: [
${lines(rest, ',', '    ')}
  ],
}`;
}

/**
 * The generated file's text: cnchar's notice, the names of each stroke code letter, and two
 * sources (StrokeSource): cnchar-order's simplified characters, and cnchar-trad's traditional
 * ones that cnchar-order lacks, so that a bundle that needs only the first leaves the second out.
 */
export function strokeSource() {
  const order = require('cnchar-order').dict;
  const trad = require('cnchar-trad').dict;
  const known = new Set(Object.keys(order.strokeTable));
  const table = new Map();
  const add = (source, set) => {
    const added = [];
    for (const [character, codes] of Object.entries(source)) {
      if (
        table.has(character) ||
        !(character.length === 1 && character.charCodeAt(0) >= FIRST && character.charCodeAt(0) <= LAST)
      )
        continue;
      if (!/^[a-z]+$/.test(codes) || [...codes].some((code) => !known.has(code))) {
        throw new Error(`${character}: unknown stroke codes ${JSON.stringify(codes)}`);
      }
      table.set(character, correctedCodes(codes, set));
      added.push(character);
    }
    return added;
  };
  const simplified = add(order.orders, 'simplified');
  const traditional = add(trad.order, 'traditional');
  const { names, recode } = letterTable(order.strokeTable, table);
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
// Its stroke order is corrected where it disagrees with the standard order (ORDER_CORRECTIONS in
// the script; rule: strokes.order-standard): ${ORDER_CORRECTIONS.map((c) => `the ${c.family} family (${c.set})`).join(', ')}.
//
// The format, made for brotli: each source lists its characters in code point order (so that
// characters of one radical, which share their first strokes, sit side by side), ${LINE_CHARACTERS} a line,
// each line in three streams of the same length that decode on their own: \`gaps\` (where the
// characters are), \`shared\` (how many first strokes each repeats from the character before
// it on the line) and \`codes\` (the strokes after those, one letter each).

/** The stroke name(s) of each code letter, most frequent first; two names are joined with '|'. */
export const STROKE_CODE_NAMES: Readonly<Record<string, string>> = {
${letters.join('\n')}
};

/** One set of characters and their strokes, compactly; see the format above. */
export interface StrokeSource {
  /**
   * Per line, each character as the count of code points skipped since the previous one, in
   * base 36: a digit below 'z' skips that many and places the character, 'z' skips 35 more.
   */
  readonly gaps: readonly string[];
  /** The code point before each line, where its first gap counts from, in base 36, separated by ','. */
  readonly before: string;
  /** Per line, how many of each character's first strokes repeat the previous character's, one base-36 digit each. */
  readonly shared: readonly string[];
  /** Per line, one code letter per stroke after the shared ones, each character's separated by ','. */
  readonly codes: readonly string[];
}

/** How many simplified characters (cnchar-order) {@link SIMPLIFIED_SOURCE} holds. */
export const SIMPLIFIED_CHARACTERS = ${simplified.length};

/** How many traditional characters (cnchar-trad, not in cnchar-order) {@link TRADITIONAL_SOURCE} holds. */
export const TRADITIONAL_CHARACTERS = ${traditional.length};

/** cnchar-order's simplified characters. */
export const SIMPLIFIED_SOURCE: StrokeSource = ${streams(table, simplified, recode)};

/** cnchar-trad's traditional characters that cnchar-order lacks. */
export const TRADITIONAL_SOURCE: StrokeSource = ${streams(table, traditional, recode)};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DATA_PATH, strokeSource());
  console.log(`wrote ${DATA_PATH}`);
}
