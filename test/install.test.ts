// `npm ci` from a clone on Node 20 prints no warning a newcomer has to wonder about (checked by
// hand in a fresh clone: none). These hold the two causes fixed: an install script npm 11 asks
// to approve, and a package whose engines leave out Node 20 (cookie@2 through fastify's
// light-my-request, pinned back to cookie@1 by an override).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const manifest = read('package.json') as { allowScripts: Record<string, boolean> };
const lock = read('package-lock.json') as {
  packages: Record<string, { hasInstallScript?: boolean; engines?: { node?: string } }>;
};
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('a clean npm ci', () => {
  it('decides in allowScripts on every locked package with an install script, so npm does not ask', () => {
    const scripted = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => nameOf(path));
    expect(scripted.length).toBeGreaterThan(0);
    for (const name of scripted) expect(Object.keys(manifest.allowScripts), name).toContain(name);
  });

  // Every binary the host tests run comes from its platform package (test/hosts/*.host.ts), so
  // no install script is needed: each is denied, not approved.
  it('runs none of them: the hosts’ binaries come from their platform packages', () => {
    expect(Object.values(manifest.allowScripts).every((allowed) => allowed === false)).toBe(true);
  });

  it('gives light-my-request a cookie whose engines admit Node 20', () => {
    const entry =
      lock.packages['node_modules/light-my-request/node_modules/cookie'] ?? lock.packages['node_modules/cookie'];
    const minimum = /^>=\s*(\d+)/.exec(entry?.engines?.node ?? '');
    expect(Number(minimum?.[1])).toBeLessThanOrEqual(20);
  });
});
