// The public surface checked in (etc/public-api.md): every export of the root and the subpaths
// with its kind, so that a change of the surface shows in review. Regenerate it with
// `npm run api:report` after a deliberate change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicApiReport } from '../scripts/public-api.mjs';

const REPORT = new URL('../etc/public-api.md', import.meta.url);

describe('the public surface report', () => {
  const report = publicApiReport();

  it('lists the root and every subpath of package.json, each export with a known kind', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const subpaths = Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json');
    expect(report.match(/^## /gm)).toHaveLength(subpaths.length);
    expect(report).toContain('| `reviewEssay` | function |');
    expect(report).toContain('| `ValidationError` | class |');
    expect(report).not.toContain('| other |');
  });

  it('is checked in as generated: run `npm run api:report` after changing the surface', () => {
    expect(readFileSync(REPORT, 'utf8')).toBe(report);
  }, 60_000);
});
