// Every explanation step names its rule by id; a reader reaches the rule's text through the
// docs/rules.md the package ships, or through ruleUrl on the web.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { VERSION_DEFINE } from '../scripts/version-define.mjs';
import { explainEssay, explainStrokeOrder, explainWritingQuality, RULES_URL, ruleUrl } from '../src/explain/index.js';

const ROOT = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
  repository: { url: string };
  version: string;
  files: string[];
};
const anchors = new Set(
  [...readFileSync(new URL('docs/rules.md', ROOT), 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]),
);

/** Every rule id in an explanation, at any depth. */
function rulesOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) rulesOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'rule' && typeof inner === 'string') found.add(inner);
      else rulesOf(inner, found);
    }
  }
  return found;
}

const H = [
  { x: 0, y: 50, timestamp: 0 },
  { x: 100, y: 50, timestamp: 80 },
];
const V = [
  { x: 50, y: 0, timestamp: 200 },
  { x: 50, y: 100, timestamp: 280 },
];

describe('the links from rule ids to their text', () => {
  it('ships docs/rules.md in the package', () => {
    expect(manifest.files).toContain('docs/rules.md');
  });

  it("points RULES_URL at docs/rules.md in package.json's repository, at the installed version's tag", () => {
    const repository = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(RULES_URL).toBe(`${repository}/blob/v${manifest.version}/docs/rules.md`);
  });

  it('inlines the version into the build, which names no branch', () => {
    const built = buildSync({
      stdin: {
        contents: "export { RULES_URL } from './src/core/explanation.ts';",
        resolveDir: fileURLToPath(ROOT),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      // As tsup.config.ts builds the package.
      minifySyntax: true,
      define: VERSION_DEFINE,
    }).outputFiles[0]!.text;
    expect(built).toContain(`blob/v${manifest.version}/docs/rules.md`);
    expect(built).not.toContain('blob/main');
  });

  it('gives every rule an explanation names an address whose anchor docs/rules.md holds', () => {
    const rules = new Set([
      ...rulesOf(explainEssay({ text: '今天我很很高兴，，，我们走了了很远的路。\n我的的书包是蓝色的。', grade: 5 })),
      ...rulesOf(explainStrokeOrder({ character: '十', strokes: [V, H] })),
      ...rulesOf(explainWritingQuality({ strokes: [H, V] })),
    ]);
    expect(rules.size).toBeGreaterThan(10);
    for (const rule of rules) {
      expect(ruleUrl(rule)).toBe(`${RULES_URL}#${rule}`);
      expect(anchors.has(rule), rule).toBe(true);
    }
  });
});
