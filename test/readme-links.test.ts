// Every link of README.md works where the README is read: on GitHub and on npm, whose page is
// the tarball's README. A relative link must name a file the package ships (package.json's
// `files`); anything else is an absolute address, and one into this repository names a file
// that exists here.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  files: string[];
  repository: { url: string };
};
const REPOSITORY = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const REPOSITORY_FILE = new RegExp(
  `^(?:${REPOSITORY}/(?:blob|raw|tree)/[^/]+/|${REPOSITORY.replace('https://github.com/', 'https://raw.githubusercontent.com/')}/[^/]+/)([^#?]+)`,
);

/** Every link and image target of the README outside code blocks, with its line. */
function links(): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  let fenced = false;
  README.split('\n').forEach((text, i) => {
    if (text.startsWith('```')) fenced = !fenced;
    if (fenced) return;
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) found.push({ line: i + 1, target: match[1]! });
  });
  return found;
}

/** Whether the package's `files` list takes `path`. */
const shipped = (path: string): boolean =>
  manifest.files.some((entry) => path === entry || path.startsWith(`${entry}/`));

describe('the README links', () => {
  it('name a shipped file when relative, so they resolve on npm as on GitHub', () => {
    const all = links();
    expect(all.length).toBeGreaterThan(10);
    const unshipped = all
      .filter(({ target }) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
      .filter(({ target }) => {
        const path = target.split('#')[0]!;
        return !shipped(path) || !existsSync(join(ROOT, path));
      });
    expect(unshipped).toEqual([]);
  });

  it('into this repository name a file that exists in it', () => {
    const own = links().filter(({ target }) => REPOSITORY_FILE.test(target));
    expect(own.length).toBeGreaterThan(0);
    for (const { line, target } of own) {
      const path = decodeURIComponent(REPOSITORY_FILE.exec(target)![1]!);
      expect({ line, target, exists: existsSync(join(ROOT, path)) }).toEqual({ line, target, exists: true });
    }
  });
});
