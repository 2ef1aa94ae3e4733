// Each Chinese text of the essay review is written once, in src/essay-review/messages.ts (the
// comments, the advice, the band openings) or constants.ts (the word lists), and the code the
// review runs reads it from there; test/numbers-once.test.ts does the same for the numbers. And
// each operation's rule-numbers.ts stays the plain list of primitive constants the build inlines.
// The checks read the code as TypeScript does, so comments may quote any text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ESSAY = join(ROOT, 'src', 'essay-review');

/** Every module of a folder of the essay, tests aside. */
function modulesOf(folder: string): string[] {
  return readdirSync(join(ESSAY, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(ESSAY, folder, name));
}

/**
 * The code reviewEssay runs besides the tables: the fast path, the totals and the request check.
 * The plain reading's explanation notes are written beside the rule each one explains, as in the
 * other operations: moved into messages.ts, they cost the explain bundle 300 bytes (brotli).
 */
const REVIEW: readonly string[] = [...modulesOf('fast'), join(ESSAY, 'totals.ts'), join(ESSAY, 'request.ts')];

/** Whether `text` holds a Chinese character (U+4E00..U+9FFF, rule essay.counts). */
function hasChinese(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= CJK_FIRST && code <= CJK_LAST) return true;
  }
  return false;
}

/** Where a node starts, as `file:line`. */
function where(source: ts.SourceFile, node: ts.Node): string {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `${relative(ROOT, source.fileName)}:${line + 1}`;
}

/** The Chinese texts typed in the module `path` (its `code`), in strings and templates, each as `file:line: text`. */
function textsIn(path: string, code = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) && hasChinese(node.getText(source))) {
      texts.push(`${where(source, node)}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('the Chinese texts of the essay review', () => {
  it('finds a text in a string or a template, and none in a comment', () => {
    const code = [
      '// 开头段太短了',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
      "export const note = (n: number) => (n > 1 ? '扣分' : `共${n}个`);",
    ].join('\n');
    expect(textsIn(join(ESSAY, 'fast', 'sample.ts'), code)).toEqual([
      "src/essay-review/fast/sample.ts:2: '扣分'",
      'src/essay-review/fast/sample.ts:2: `共${',
      'src/essay-review/fast/sample.ts:2: }个`',
    ]);
  });

  it('are taken by the code of the review from messages.ts (texts) or constants.ts (word lists), never typed there', () => {
    expect(REVIEW.some((path) => path.includes(join('fast', 'index.ts')))).toBe(true);
    expect(REVIEW.flatMap((path) => textsIn(path))).toEqual([]);
  });
});

/**
 * Where each folder of src/ writes its Chinese texts, and why there: a module not listed types
 * none, so a new text goes where its folder's others are. An operation's plain reading (`rules/`) and explanation write their notes beside the rule
 * each one explains; the essay's review itself is held to messages.ts above.
 */
const TEXT_HOMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  cli: { 'geometry.ts': "an English usage message's example (王.json)" },
  core: {
    'explanation.ts': 'the names an explanation gives the non-finite numbers',
    'operation.ts': "the clock's failure, in every operation's ScoringError detail",
  },
  'essay-review': {
    'constants.ts': 'the word lists',
    'messages.ts': 'every text the review returns',
    'explain.ts': "the explanation's band notes",
  },
  'essay-review/fast': {},
  'essay-review/rules': { '*': 'explanation notes beside each rule' },
  explain: {},
  geometry: {
    'constants.ts': 'the arms of a stroke name, by direction',
    'data.ts': "an English option message's example (character: '王')",
    'names.ts': "the stroke table's names and the rows of arms each is drawn as",
    'score.ts': "the geometric matcher's messages",
  },
  'geometry/quality': { 'read.ts': 'the notes of writing quality against the character' },
  http: { 'openapi.ts': "an English field description's example (横折钩)" },
  pen: {},
  server: {},
  'stroke-order': { 'messages.ts': 'every text the operation returns' },
  'stroke-order/fast': { 'reading.ts': 'the 第n start of a message, made once for the first strokes' },
  'stroke-order/rules': { '*': 'explanation notes beside each rule' },
  strokes: {
    'data.generated.ts': "the stroke table's names, generated",
    'names.ts': 'the finals the stroke-name rule drops',
    'aligned.ts': "the aligned comparison's messages",
  },
  'strokes/shape': {},
  tables: {},
  'writing-quality': { 'constants.ts': 'the failure prefix' },
  'writing-quality/fast': {},
  'writing-quality/rules': { '*': 'explanation notes beside each rule' },
};

/** Every folder below src/, as a path from src/ with `/`. */
function foldersBelow(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return [relative(join(ROOT, 'src'), path).split('\\').join('/'), ...foldersBelow(path)];
  });
}

describe('the Chinese texts of every folder of src/', () => {
  it('are each in a module its folder writes them in', () => {
    const folders = foldersBelow();
    expect(folders.filter((folder) => !Object.hasOwn(TEXT_HOMES, folder))).toEqual([]);
    const astray = folders.flatMap((folder) => {
      const homes = TEXT_HOMES[folder]!;
      if (Object.hasOwn(homes, '*')) return [];
      return readdirSync(join(ROOT, 'src', folder))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('.test-helpers.'))
        .filter((name) => !Object.hasOwn(homes, name))
        .flatMap((name) => textsIn(join(ROOT, 'src', folder, name)));
    });
    expect(astray).toEqual([]);
  });

  it('has no home listed where no text is written any more', () => {
    const empty = Object.entries(TEXT_HOMES).flatMap(([folder, homes]) =>
      Object.keys(homes)
        .filter((name) => name !== '*' && textsIn(join(ROOT, 'src', folder, name)).length === 0)
        .map((name) => `${folder}/${name}`),
    );
    expect(empty).toEqual([]);
  });
});

describe('rule-numbers.ts of each operation', () => {
  for (const operation of ['essay-review', 'stroke-order', 'writing-quality']) {
    it(`holds only primitive constants in ${operation}, so the build inlines each where it is read`, () => {
      const path = join(ROOT, 'src', operation, 'rule-numbers.ts');
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const others = source.statements.filter((statement) => {
        if (!ts.isVariableStatement(statement)) return true;
        return statement.declarationList.declarations.some((declaration) => {
          const value = declaration.initializer;
          const negative =
            value !== undefined && ts.isPrefixUnaryExpression(value) && ts.isNumericLiteral(value.operand);
          return value === undefined || !(ts.isNumericLiteral(value) || ts.isStringLiteral(value) || negative);
        });
      });
      expect(others.map((statement) => where(source, statement))).toEqual([]);
    });
  }
});
