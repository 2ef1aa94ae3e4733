// docs/rules.md is the rule book: every rule id is an anchor there, and every id the code or
// the tests cite must exist in it, so code, tests and explanations point at the same rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

describe('docs/rules.md', () => {
  const ids = documentedIds();

  it('documents each rule once, under an anchor equal to its heading', () => {
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to rules it documents', () => {
    for (const id of citedIds(RULES)) expect(ids, `link to #${id}`).toContain(id);
  });

  it('holds every rule id that the source code and the README cite', () => {
    const sources = [...files(join(ROOT, 'src'), (name) => name.endsWith('.ts')), join(ROOT, 'README.md')];
    for (const path of sources) {
      for (const id of citedIds(readFileSync(path, 'utf8'))) expect(ids, `${id} cited in ${path}`).toContain(id);
    }
  });
});
