// Every explanation step names its rule by id; a reader reaches the rule's text through the
// docs/rules.md the package ships, or through ruleUrl on the web.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainEssay, explainStrokeOrder, explainWritingQuality, RULES_URL, ruleUrl } from '../src/explain/index.js';

const ROOT = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
  repository: { url: string };
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

  it("points RULES_URL at docs/rules.md in package.json's repository", () => {
    const repository = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(RULES_URL).toBe(`${repository}/blob/main/docs/rules.md`);
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
