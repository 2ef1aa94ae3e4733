// Each number typed once (issue 22; docs/architecture.md, "Where a change goes"). Every threshold,
// weight and score of an operation's rules is typed in the operation's tables (`rule-numbers.ts`,
// `constants.ts`) and read from there by both readings and the explanation, so a rule's number
// changes in one place and the two readings cannot drift apart. This test reads every module of
// each operation's readings (`rules/`, `fast/` and `explain.ts`) and of its bottom (all but the
// tables and the request's field table) and fails on a number typed there instead: a numeric literal, a number in the text of a string or a template, or a count in a
// regular expression's quantifier. Comments are free to name numbers: they are read by people.
//
// It also holds U+4E00..U+9FFF, the one range of "Chinese characters", to src/core/cjk.ts: no
// other file of the repository types it, in any of the forms code writes it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

const OPERATIONS = ['essay-review', 'stroke-order', 'writing-quality'] as const;
type Operation = (typeof OPERATIONS)[number];

/**
 * The numbers a reading may type, as no rule's number: 0 and 1 (a start, an empty check, a step,
 * the identity of a sum or a product, a list's first item, and the one decimal of every score,
 * rule general.rounding) and 2 (a midpoint, a square, a pair). A minus sign is read apart from its
 * number, so the -1 of a last index or a "not found" is a 1 here.
 *
 * What the test cannot see, then: a rule whose number is 0, 1 or 2 typed in a reading. Such
 * numbers are named in the tables all the same (`DIVISOR_FLOOR`, `MIN_SPACED_STROKES` of
 * writing-quality) and read by name; a reviewer, not this test, keeps it so.
 */
const STRUCTURAL: ReadonlySet<number> = new Set([0, 1, 2]);

/** A number a reading may type `count` times (summed over the operation's readings). */
interface Allowed {
  readonly value: number;
  readonly count: number;
  /** Where it is typed, relative to the operation's folder. */
  readonly where: string;
  readonly why: string;
}

/**
 * Numbers typed in a reading that are no rule's number, each for the reason given: the only
 * exceptions. Each is counted exactly: one more of a value fails the test as a rule number typed
 * again, and one fewer fails it too, so that this list never outlives its reasons.
 */
const NOT_RULE_NUMBERS: Readonly<Record<Operation, readonly Allowed[]>> = {
  'essay-review': [
    {
      value: 3,
      count: 1,
      where: 'fast/scan.ts',
      why: 'a kind of seen-mark of the scan (the first chain word; its rule numbers are in GRAMMAR_RULES)',
    },
    { value: 4, count: 1, where: 'fast/scan.ts', why: 'a bit flag of the per-code-unit mark table' },
    { value: 8, count: 1, where: 'fast/scan.ts', why: 'a bit flag of the per-code-unit mark table' },
    { value: 16, count: 1, where: 'fast/scan.ts', why: 'a bit flag of the per-code-unit mark table' },
    { value: 0x10000, count: 1, where: 'fast/scan.ts', why: 'UTF-16: the code units of the BMP' },
    { value: 0xfc00, count: 2, where: 'fast/scan.ts', why: 'UTF-16: the mask of a surrogate' },
    { value: 0xd800, count: 1, where: 'fast/scan.ts', why: 'UTF-16: the first high surrogate' },
    { value: 0xdc00, count: 1, where: 'fast/scan.ts', why: 'UTF-16: the first low surrogate' },
  ],
  'stroke-order': [
    {
      value: 9,
      count: 1,
      where: 'request.ts',
      why: "a hint's 'over 9,000 characters': the size of PRECISE's table, no rule's number",
    },
    {
      value: 1e-9,
      count: 1,
      where: 'fast/direction.ts',
      why: "bandOfDelta's margin around each angle edge's slope, within which atan2 decides: a fact of the arithmetic, no rule's number",
    },
    {
      value: 32,
      count: 1,
      where: 'fast/index.ts',
      why: "how many stroke numbers have their message start (第n) made once, at load: no rule's number",
    },
  ],
  'writing-quality': [
    {
      value: 1.1102230246251565e-16,
      count: 1,
      where: 'fast/settle.ts',
      why: "2^-53, a double's unit roundoff: a fact of the arithmetic the tuned path's error bound is proved in",
    },
    {
      value: 16,
      count: 1,
      where: 'fast/settle.ts',
      why: 'the slack 16·(n + 4)·u of the proved error bound of the one-pass variance',
    },
    {
      value: 4,
      count: 1,
      where: 'fast/settle.ts',
      why: 'the slack 16·(n + 4)·u of the proved error bound of the one-pass variance',
    },
  ],
};

/** A number typed in a module. */
interface Typed {
  readonly value: number;
  /** `path:line` and the source text it was read from. */
  readonly at: string;
}

/** The numbers typed in a module's code: numeric literals, string and template text, regex counts. */
function numbersTyped(path: string, text: string): Typed[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const typed: Typed[] = [];
  const add = (node: ts.Node, value: number, shown: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    typed.push({ value, at: `${path}:${line} ${shown}` });
  };
  const visit = (node: ts.Node): void => {
    // A request's field table (`*_REQUEST_FIELDS`) is the table of its fields' limits.
    if (ts.isVariableDeclaration(node) && /_REQUEST_FIELDS$/.test(node.name.getText(source))) return;
    if (ts.isNumericLiteral(node)) {
      add(node, Number(node.text), node.getText(source));
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (!isModuleName(node)) {
        for (const match of node.text.matchAll(/\d+(?:\.\d+)?/g))
          add(node, Number(match[0]), JSON.stringify(node.text));
      }
    } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      for (const match of node.getText(source).matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
        for (const count of [match[1], match[2]]) if (count) add(node, Number(count), match[0]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return typed;
}

/** Whether a string names a module (`import … from '…'`, `export … from '…'`, `import('…')`). */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** Every module below `dir`, tests excepted. */
function modulesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modulesBelow(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The tables of an operation's bottom, where its numbers are typed. */
const TABLES: ReadonlySet<string> = new Set(['constants.ts', 'rule-numbers.ts']);

/**
 * The code of an operation: its readings (the plain one, the fast path and the explanation) and
 * the modules of its bottom that are no table (the request's reading, the contract, messages,
 * option checks, lookups).
 */
function readings(operation: Operation): string[] {
  const folder = join(SRC, operation);
  const bottom = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !TABLES.has(name))
    .map((name) => join(folder, name));
  return [...modulesBelow(join(folder, 'rules')), ...modulesBelow(join(folder, 'fast')), ...bottom];
}

/** The numbers typed in an operation's readings that are not structural, by value. */
function typedIn(operation: Operation): Map<number, Typed[]> {
  const byValue = new Map<number, Typed[]>();
  for (const path of readings(operation)) {
    for (const typed of numbersTyped(relative(ROOT, path), readFileSync(path, 'utf8'))) {
      if (STRUCTURAL.has(typed.value)) continue;
      byValue.set(typed.value, [...(byValue.get(typed.value) ?? []), typed]);
    }
  }
  return byValue;
}

/** How many times each value of a list may be typed, summed over its entries. */
function allowance(list: readonly Allowed[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { value, count } of list) counts.set(value, (counts.get(value) ?? 0) + count);
  return counts;
}

describe('each rule number typed once, in its operation’s tables', () => {
  it('reads the numbers typed in code, string text and regex counts, and none in comments', () => {
    const sample = [
      "import { x } from './rule-numbers.js';",
      '// 100 - 60 × offset: a comment names numbers freely',
      '/** 25 points per stroke */',
      'const a = 100 - 60 * offset + 0x4e00 - 1.5e3 + (-1);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
      'const note = `扣 ${penalty} 分，超过30字`;',
      "const message = 'at most 5000 characters';",
      'const pattern = /[，,]{3,}|a{2}/;',
    ].join('\n');
    expect(numbersTyped('sample.ts', sample).map((typed) => typed.value)).toEqual([
      100, 60, 0x4e00, 1500, 1, 30, 5000, 3, 2,
    ]);
  });

  for (const operation of OPERATIONS) {
    it(`${operation}: its code (rules/, fast/, explain.ts, the bottom) types no number of its rules`, () => {
      const allowed = allowance(NOT_RULE_NUMBERS[operation]);
      const typedTwice = [...typedIn(operation)]
        .filter(([value, typed]) => typed.length > (allowed.get(value) ?? 0))
        .flatMap(([, typed]) => typed.map((one) => one.at));
      expect(typedTwice, 'numbers to read from rule-numbers.ts or constants.ts instead').toEqual([]);
    });

    it(`${operation}: still types each number it is allowed as no rule's number, as often as listed`, () => {
      const typed = typedIn(operation);
      for (const [value, count] of allowance(NOT_RULE_NUMBERS[operation])) {
        expect(typed.get(value)?.length ?? 0, `${value}, listed in NOT_RULE_NUMBERS`).toBe(count);
      }
    });
  }
});

/**
 * The folders of src/ beside the operations' own, each with its tables (where its numbers are
 * typed) and the numbers its other modules may type, counted exactly as above. The extensions
 * (geometry/, strokes/) and the core hold rule numbers too; the hosts hold none.
 */
interface FolderRule {
  /** Modules of the folder where its numbers are typed, by file name. */
  readonly tables: readonly string[];
  readonly allowed: readonly Allowed[];
}

const DEGREES = 'degrees of a half or a whole turn, the arithmetic of an angle';

const FOLDERS: Readonly<Record<string, FolderRule>> = {
  core: {
    // cjk.ts: the one range; round.ts: Python's rounding, its powers of ten and its fast path's bounds.
    tables: ['cjk.ts', 'round.ts'],
    allowed: [
      { value: 180, count: 1, where: 'angle.ts', why: 'HALF_TURN_DEGREES, the named half turn' },
      {
        value: 200,
        count: 2,
        where: 'envelope.ts',
        why: "the contract's success code in the envelope's type and value",
      },
      { value: 100, count: 1, where: 'errors.ts', why: 'MAX_LISTED_ISSUES, named' },
      { value: 422, count: 1, where: 'errors.ts', why: "a ValidationError's HTTP status" },
      { value: 500, count: 1, where: 'errors.ts', why: "a ScoringError's HTTP status" },
      { value: 17, count: 1, where: 'explanation.ts', why: 'the most significant digits a double needs' },
      { value: 0.5, count: 1, where: 'points.ts', why: 'DEFAULT_PRESSURE, named' },
      { value: 256, count: 1, where: 'scratch.ts', why: 'SHORT_TEXT, named: a size of the lent array' },
      { value: 3, count: 1, where: 'suggest.ts', why: 'a did-you-mean allows a third of the letters wrong' },
      { value: 0xfc00, count: 2, where: 'text.ts', why: 'UTF-16: the mask of a surrogate' },
      { value: 0xd800, count: 1, where: 'text.ts', why: 'UTF-16: the first high surrogate' },
      { value: 0xdc00, count: 1, where: 'text.ts', why: 'UTF-16: the first low surrogate' },
      { value: 1e7, count: 1, where: 'validation.ts', why: 'the bound of a plain integer field, named' },
      { value: 4, count: 1, where: 'validation.ts', why: "a message's example, not a limit" },
      { value: 9, count: 1, where: 'validation.ts', why: "a message's example, not a limit" },
    ],
  },
  geometry: {
    tables: ['constants.ts'],
    allowed: [
      { value: 16, count: 1, where: 'hanzi-writer.ts', why: "a 60 Hz pointer's interval, the quiz's default timing" },
      { value: 300, count: 1, where: 'hanzi-writer.ts', why: "the quiz's default lift between strokes" },
      { value: 180, count: 2, where: 'names.ts', why: DEGREES },
      { value: 540, count: 1, where: 'names.ts', why: DEGREES },
      { value: 360, count: 1, where: 'names.ts', why: DEGREES },
      { value: 3, count: 1, where: 'names.ts', why: "two thirds along an arm, where its end's direction is read" },
      { value: 1000, count: 1, where: 'normalise.ts', why: 'EXPONENT_STEP: a power of two a multiplication may use' },
      { value: 4, count: 1, where: 'resample.ts', why: 'COARSE_SAMPLES, named: a placement judged on four samples' },
      { value: 3, count: 1, where: 'resample.ts', why: 'the x, y of sample 1 (indices 2 and 3) of a flat array' },
    ],
  },
  'geometry/quality': {
    tables: ['thresholds.ts'],
    allowed: [
      { value: 180, count: 4, where: 'parts.ts, read.ts', why: DEGREES },
      { value: 360, count: 2, where: 'read.ts', why: DEGREES },
    ],
  },
  strokes: {
    // data.generated.ts: the stroke table, written by scripts/generate-strokes.mjs.
    tables: ['data.generated.ts'],
    allowed: [
      { value: 35, count: 1, where: 'table.ts', why: "GAP_ESCAPE, named: the generated table's encoding" },
      { value: 36, count: 3, where: 'table.ts', why: "the radix of the generated table's numbers" },
    ],
  },
  'strokes/shape': {
    tables: ['thresholds.ts'],
    allowed: [
      { value: 180, count: 4, where: 'measures.ts, path.ts', why: DEGREES },
      { value: 360, count: 2, where: 'path.ts', why: DEGREES },
      { value: 90, count: 1, where: 'measures.ts', why: 'straight up, the bound of a flick to the right' },
      { value: 3, count: 1, where: 'measures.ts', why: 'a third of the tail, where its direction is read' },
      {
        value: 0.5,
        count: 1,
        where: 'path.ts',
        why: 'a halving of the scale for a character wider than the doubles reach',
      },
    ],
  },
};

/**
 * The hosts and entries: their numbers are a protocol's and a process's (HTTP statuses, bytes,
 * timeouts, exit codes), named at the top of their modules, and no rule's; they type no rule number
 * because they only call the operations.
 */
const HOSTS: ReadonlySet<string> = new Set(['cli', 'explain', 'http', 'pen', 'server', 'tables']);

/** Every folder below src/, as a path from src/ with `/`. */
function foldersBelow(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    return [relative(SRC, path).split('\\').join('/'), ...foldersBelow(path)];
  });
}

/** The folder an operation's readings are in: the operation itself, `rules/` or `fast/` below it. */
function isOperationFolder(folder: string): boolean {
  const [top, below, deeper] = folder.split('/');
  return (
    (OPERATIONS as readonly string[]).includes(top!) &&
    deeper === undefined &&
    (below === undefined || ['rules', 'fast'].includes(below))
  );
}

/** The non-structural numbers typed in a folder's own modules outside its tables, by value. */
function typedInFolder(folder: string, rule: FolderRule): Map<number, Typed[]> {
  const dir = join(SRC, folder);
  const byValue = new Map<number, Typed[]>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory() || !name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    if (name.includes('.test-helpers.') || rule.tables.includes(name)) continue;
    for (const typed of numbersTyped(relative(ROOT, path), readFileSync(path, 'utf8'))) {
      if (STRUCTURAL.has(typed.value)) continue;
      byValue.set(typed.value, [...(byValue.get(typed.value) ?? []), typed]);
    }
  }
  return byValue;
}

describe('each number of the extensions and the core typed once, in its folder’s tables', () => {
  it('knows every folder of src/: an operation’s, one with tables, or a host’s', () => {
    const unknown = foldersBelow().filter(
      (folder) => !isOperationFolder(folder) && !Object.hasOwn(FOLDERS, folder) && !HOSTS.has(folder),
    );
    expect(unknown).toEqual([]);
  });

  for (const [folder, rule] of Object.entries(FOLDERS)) {
    it(`${folder}/: types no number outside ${rule.tables.join(', ')} but those listed, as often as listed`, () => {
      const allowed = allowance(rule.allowed);
      const typed = typedInFolder(folder, rule);
      const typedTwice = [...typed]
        .filter(([value, found]) => found.length > (allowed.get(value) ?? 0))
        .flatMap(([, found]) => found.map((one) => one.at));
      expect(typedTwice, 'numbers to read from the folder’s tables instead').toEqual([]);
      for (const [value, count] of allowed) {
        expect(typed.get(value)?.length ?? 0, `${value}, listed for ${folder}/`).toBe(count);
      }
    });
  }
});

/**
 * The forms code writes U+4E00 and U+9FFF in (hex, escapes, decimal, a regex range of the
 * characters themselves, the last alone), and U+9FA5, the end of an older, narrower range. Prose such as
 * "U+4E00..U+9FFF" in a comment, a test title or a document names the range without typing it.
 */
const CJK_FORMS =
  /0x0*(?:4e00|9fff|9fa5)\b|\\u\{?0*(?:4e00|9fff|9fa5)\b|(?<![\w.])(?:19968|40959|40869)(?![\w.])|[\u4e00]-[\u9fa5\u9fff]|[\u9fff]/i;

/** The repository's own code and scripts, src/core/cjk.ts and this test excepted. */
function codeFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return ['node_modules', 'dist', 'fixtures'].includes(name) ? [] : walk(path);
      return /\.(?:[cm]?[jt]s|tsx)$/.test(name) ? [path] : [];
    });
  const dirs = ['src', 'test', 'scripts', 'bench', 'playground'].map((dir) => join(ROOT, dir));
  // This test names the forms to find them.
  const own = [join('src', 'core', 'cjk.ts'), join('test', 'numbers-once.test.ts')];
  return dirs.flatMap(walk).filter((path) => !own.includes(relative(ROOT, path)));
}

describe('U+4E00..U+9FFF, the Chinese characters of the rules', () => {
  it('finds the range in every form code writes it in', () => {
    for (const form of ['0x4e00', '0x9FFF', '\\u4e00', '\\u{9fff}', '19968', '40959', '[一-龥]', '鿿', '0x9fa5']) {
      expect(CJK_FORMS.test(form), form).toBe(true);
    }
    for (const prose of ['U+4E00..U+9FFF', '一二三', '199680', '0x4e001'])
      expect(CJK_FORMS.test(prose), prose).toBe(false);
  });

  it('is typed once, in src/core/cjk.ts: every other file reads CJK_FIRST and CJK_LAST', () => {
    const typing = codeFiles()
      .filter((path) => CJK_FORMS.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(typing).toEqual([]);
  });
});
