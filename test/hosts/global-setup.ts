// Before any host runs: pack the package, install the tarball into a throw-away consumer
// project, write the cases, and record Node's outputs (ESM, from the tarball) as the reference
// every other host must match byte for byte.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { httpCases, libraryCases } from './cases.js';
import { consumerDir, FILES, ROOT, requestAll, scoreOn, startServer } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The work folder: the consumer project, the cases and Node's reference outputs. */
    hostsWork: string;
  }
}

/** Packages the host scripts use beside the tarball, linked from this repository's node_modules. */
const LINKED = ['hono', '@hono/node-server'];

export default async function setup(project: TestProject): Promise<() => void> {
  const work = mkdtempSync(join(tmpdir(), 'handwriting-scoring-hosts-'));
  const run = (command: string, args: string[], cwd: string) =>
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

  // npm pack runs prepack, which builds dist/ from the sources first.
  run('npm', ['pack', '--pack-destination', work, '--silent'], ROOT);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('npm pack made no tarball');

  const app = consumerDir(work);
  cpSync(join(ROOT, 'test', 'hosts', 'consumer'), app, { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(work, tarball)], app);
  for (const name of LINKED) {
    mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  // The scorer in CommonJS form, for the hosts that load the package with require.
  const scorer = readFileSync(join(app, 'score.mjs'), 'utf8');
  writeFileSync(
    join(app, 'score.cjs'),
    `${scorer.replace('export function scoreAll', 'function scoreAll')}\nmodule.exports = { scoreAll };\n`,
  );

  const cases = libraryCases();
  const requests = httpCases(cases);
  writeFileSync(join(work, FILES.libraryCases), JSON.stringify(cases));
  writeFileSync(join(work, FILES.httpCases), JSON.stringify(requests));

  const node = await startServer(process.execPath, ['node-esm.mjs'], { cwd: app });
  try {
    writeFileSync(join(work, FILES.libraryReference), await scoreOn(node.origin, cases));
    writeFileSync(join(work, FILES.httpReference), await requestAll(node.origin, requests));
  } finally {
    await node.stop();
  }

  project.provide('hostsWork', work);
  return () => rmSync(work, { recursive: true, force: true });
}
