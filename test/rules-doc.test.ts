// docs/rules.md is the rule book: every rule id is an anchor there, and every id the code or
// the tests cite must exist in it, so code, tests and explanations point at the same rules.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULES = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
const ID = /^[a-z]+(?:\.[a-z-]+)+$/;

/** The rule ids of docs/rules.md, in document order: each `<a id>` followed by its heading. */
function documentedIds(): string[] {
  const ids: string[] = [];
  const lines = RULES.split('\n');
  lines.forEach((line, index) => {
    const anchor = /^<a id="([^"]+)"><\/a>$/.exec(line);
    if (!anchor) return;
    const id = anchor[1]!;
    expect(id, `anchor on line ${index + 1}`).toMatch(ID);
    expect(lines[index + 1], `heading after the anchor of ${id}`).toBe(`### ${id}`);
    ids.push(id);
  });
  return ids;
}

/** Every file below `dir` whose name passes `keep`. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** Rule ids cited in source: `rule: 'x.y'` properties and `// rule: x.y` comments. */
function citedIds(text: string): string[] {
  const cited = [...text.matchAll(/\brule:\s*['"`]?([a-z]+(?:\.[a-z-]+)+)/g)].map((m) => m[1]!);
  const links = [...text.matchAll(/rules\.md#([a-z]+(?:\.[a-z-]+)+)/g)].map((m) => m[1]!);
  return [...cited, ...links];
}

/** The families of rule ids (`essay`, `stroke`, …): the first word of a documented id. */
const FAMILIES = /^(?:general|essay|stroke|strokes|geometry|quality)\./;

/**
 * Every rule id the code cites, in every form it uses: after `rule` or `rules` (`rule: x.y`,
 * `(rule x.y)`, `rules x.y, a.b and c.d`), as a link (`rules.md#x.y`), as a quoted string
 * (`tally.step('x.y', …)`), anywhere in a comment (`(x.y)`, `// x.y: …`, `(and x.y)`), or as
 * siblings listed after a full id (`x.y.a, .b and .c`). A family such as `essay.text.*`
 * cites no single rule. Only ids of the documented families count: `stroke.json()` is code.
 */
function citationsIn(text: string): string[] {
  const id = String.raw`[a-z]+(?:\.[a-z-]+)+(?![\w-]|\.\*)`;
  const list = new RegExp(String.raw`\brules?:?\s+['"\`]?(${id}(?:(?:,\s*|\s+and\s+|\s+to\s+)${id})*)`, 'g');
  const found = [...text.matchAll(list)].flatMap((m) => m[1]!.split(/,\s*|\s+and\s+|\s+to\s+/));
  const quoted = [...text.matchAll(new RegExp(String.raw`['"\`](${id})['"\`]`, 'g'))].map((m) => m[1]!);
  const comments = text
    .split('\n')
    .filter((line) => /^\s*(?:\/\/|\/?\*)/.test(line))
    .join('\n');
  // In a comment every id of a documented family is a citation, whatever the words around it:
  // `(x.y)`, `(x.y, a.b and c.d)`, `// x.y: …`, `(and x.y)`, a list running over several lines.
  const inComments = [...comments.matchAll(new RegExp(String.raw`(?<![\w.-])(${id})`, 'g'))].map((m) => m[1]!);
  // A list of siblings after a full id, as in `(essay.rhetoric.simile, .parallelism, .personification)`.
  const siblings = [
    ...text.matchAll(new RegExp(String.raw`(${id})((?:(?:,\s*|\s+and\s+)\.[a-z-]+(?![\w-]))+)`, 'g')),
  ].flatMap((m) => {
    const family = m[1]!.slice(0, m[1]!.lastIndexOf('.'));
    return [m[1]!, ...[...m[2]!.matchAll(/\.[a-z-]+/g)].map((sibling) => family + sibling[0])];
  });
  return [...found, ...citedIds(text), ...quoted, ...inComments, ...siblings].filter((cited) => FAMILIES.test(cited));
}

/** The repository's own text files (sources, tests, scripts, docs), generated output excepted. */
function repositoryTexts(): string[] {
  const skip = new Set(['node_modules', 'dist', '.git', 'api', 'coverage', '.tmp', 'test-artifacts']);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return skip.has(name) ? [] : walk(path);
      return /\.(?:[cm]?[jt]s|tsx|md|json|ya?ml|html)$/.test(name) && name !== 'CHANGELOG.md' ? [path] : [];
    });
  return walk(ROOT).filter((path) => !path.endsWith('package-lock.json'));
}

/**
 * The titles of the `describe`, `it` and `test` calls of a test file, `.each` tables included:
 * the first string argument, quoted with ', " or `, of each such call (`it.skip`, `it.todo` and a
 * method such as `regex.test('…')` are no test titles).
 */
function testTitles(text: string): string[] {
  const call = /(?<![\w.$])(?:describe|it|test)(?:\.each\b[\s\S]*?\)\s*)?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  return [...text.matchAll(call)].map((m) => m[2]!);
}

/**
 * The id-shaped words of a test title, e.g. `essay.grammar.comma-run` in `… (essay.grammar.comma-run)`;
 * a family such as `essay.text.*` cites no single rule.
 */
function idsInTitle(title: string): string[] {
  return [...title.matchAll(/(?<![\w.-])[a-z]+(?:\.[a-z-]+)+(?![\w-]|\.\*)/g)].map((m) => m[0]);
}

/** Every rule id cited in the title of a test of src/ or test/, with the file citing it. */
function idsInTestTitles(): Map<string, string> {
  const cited = new Map<string, string>();
  const tests = [...files(join(ROOT, 'src'), isTestFile), ...files(join(ROOT, 'test'), isTestFile)];
  for (const path of tests) {
    for (const title of testTitles(readFileSync(path, 'utf8'))) {
      for (const id of idsInTitle(title)) if (!cited.has(id)) cited.set(id, path);
    }
  }
  return cited;
}

/** Whether a file name is a vitest test file's. */
function isTestFile(name: string): boolean {
  return name.endsWith('.test.ts');
}

/** The operations read twice, plainly (`rules/`) and by a fast path (`fast/`), with their rules' family. */
const TWO_READINGS = [
  { operation: 'essay-review', family: 'essay' },
  { operation: 'stroke-order', family: 'stroke' },
  { operation: 'writing-quality', family: 'quality' },
] as const;

/** The tables: they name the rules their numbers and words serve, but implement none. */
const TABLES = new Set(['constants.ts', 'rule-numbers.ts']);

/**
 * The modules that make up one reading of an operation: every module of its sub-folder (the
 * plain reading with the explanation that runs it, `explain.ts`), and every module of the
 * operation's bottom or of src/core/ that those reach through their imports (a rule both
 * readings go through, such as the essay's totals, is implemented there once), the tables
 * excepted. Neither reading reaches into the other's sub-folder.
 */
function readingModules(operation: string, reading: 'rules' | 'fast'): string[] {
  const folder = join(ROOT, 'src', operation);
  const own = files(join(folder, reading), (name) => name.endsWith('.ts') && !isTestFile(name));
  if (reading === 'rules') own.push(join(folder, 'explain.ts'));
  const seen = new Set<string>();
  const stack = [...own];
  while (stack.length > 0) {
    const module = stack.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    stack.push(...relativeImports(module).filter((imported) => isPartOfReading(imported, folder, reading)));
  }
  return [...seen];
}

/** Whether a module a reading imports implements part of it: its own, the bottom's or the core's code. */
function isPartOfReading(module: string, folder: string, reading: string): boolean {
  if (TABLES.has(relative(folder, module))) return false;
  const inBottom = dirname(module) === folder && !module.endsWith('explain.ts');
  const inCore = dirname(module) === join(ROOT, 'src', 'core');
  return inBottom || inCore || dirname(module).startsWith(join(folder, reading));
}

/** The modules a module imports by a relative path, resolved to their files. */
function relativeImports(module: string): string[] {
  const text = readFileSync(module, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map((m) => {
    const path = resolve(dirname(module), m[1]!.replace(/\.js$/, '.ts'));
    return existsSync(path) ? path : join(path.replace(/\.ts$/, ''), 'index.ts');
  });
}

describe('docs/rules.md', () => {
  const ids = documentedIds();

  it('documents each rule once, under an anchor equal to its heading', () => {
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to rules it documents', () => {
    for (const id of citedIds(RULES)) expect(ids, `link to #${id}`).toContain(id);
  });

  it('holds every rule id that the source code, the README and its guides cite', () => {
    const guides = files(join(ROOT, 'docs'), (name) => name.endsWith('.md') && name !== 'rules.md');
    const sources = [...files(join(ROOT, 'src'), (name) => name.endsWith('.ts')), join(ROOT, 'README.md'), ...guides];
    for (const path of sources) {
      for (const id of citedIds(readFileSync(path, 'utf8'))) expect(ids, `${id} cited in ${path}`).toContain(id);
    }
  });

  it('is the only rule numbering the repository cites, not the numbers of the spec it was built from', () => {
    // The spec's numbering lives outside the repository, where no reader of the code can follow it.
    const outside = /\bdecisions?\s+[A-Z]\d|\((?:[GESW]\d{1,2}(?:-[GESW]?\d{1,2})?)\)/;
    const citing = repositoryTexts().filter((path) => outside.test(readFileSync(path, 'utf8')));
    expect(citing).toEqual([]);
  });

  it('is cited by the code: every documented rule at least once in src/, outside the tests', () => {
    const sources = files(join(ROOT, 'src'), (name) => name.endsWith('.ts') && !isTestFile(name));
    const cited = new Set(sources.flatMap((path) => citationsIn(readFileSync(path, 'utf8'))));
    expect(ids.filter((id) => !cited.has(id))).toEqual([]);
  });

  for (const { operation, family } of TWO_READINGS) {
    for (const reading of ['rules', 'fast'] as const) {
      it(`is cited by both readings of ${operation}: every ${family}.* rule in its ${reading}/ reading`, () => {
        const modules = readingModules(operation, reading);
        const cited = new Set(modules.flatMap((path) => citationsIn(readFileSync(path, 'utf8'))));
        const uncited = ids.filter((id) => id.startsWith(`${family}.`) && !cited.has(id));
        expect(uncited, `rules no module of src/${operation}/${reading}/ (or one it calls) cites`).toEqual([]);
      });
    }
  }

  it('holds every rule id the code cites, in any of its forms', () => {
    const sources = files(join(ROOT, 'src'), (name) => name.endsWith('.ts') && !isTestFile(name));
    for (const path of sources) {
      for (const id of citationsIn(readFileSync(path, 'utf8'))) expect(ids, `${id} cited in ${path}`).toContain(id);
    }
  });

  it('gives every documented rule a focused test that names its id in its title', () => {
    const cited = idsInTestTitles();
    const untested = ids.filter((id) => !cited.has(id));
    expect(untested, 'rules without a test citing them in a describe/it/test title').toEqual([]);
  });

  it('cites in test titles only rules it documents', () => {
    const families = new Set(ids.map((id) => id.split('.')[0]));
    for (const [id, path] of idsInTestTitles()) {
      if (families.has(id.split('.')[0]!)) expect(ids, `${id} cited in a test title of ${path}`).toContain(id);
    }
  });
});
