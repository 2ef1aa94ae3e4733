// What a newcomer reads first: the tarball holds the changelog, and the README's table of the
// server's flags lists every flag `serve --help` does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_HELP } from '../src/cli/serve-flags.js';

const ROOT = new URL('../', import.meta.url);

describe('the package a newcomer installs', { timeout: 60_000 }, () => {
  it('ships CHANGELOG.md in the tarball', () => {
    const listing = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [pack] = JSON.parse(listing) as { files: { path: string }[] }[];
    expect(pack?.files.map((file) => file.path)).toContain('CHANGELOG.md');
  });

  it("lists every flag of 'serve --help' in the server guide's table of flags", () => {
    const guide = readFileSync(new URL('docs/server.md', ROOT), 'utf8');
    const table = guide.slice(guide.indexOf('| flag'), guide.indexOf('**Signals.**'));
    const flags = [...SERVE_HELP.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((match) => match[1]);
    expect(flags).toContain('--geometry');
    for (const flag of flags.filter((name) => name !== '--help')) expect(table, flag).toContain(`\`${flag}`);
  });
});
