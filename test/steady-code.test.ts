// The built package's hot loops keep their compiled code: a loop that V8 compiles while its
// first, large call still runs (on-stack replacement) must not have that code thrown away at
// the end of every later call (a deoptimization loop), which ran writing quality at half speed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A program that makes a large first call, then 30 more, marking where the first one ends. */
const PROGRAM = `
const { evaluateWritingQuality } = await import(${JSON.stringify(join(ROOT, 'dist', 'index.js'))});
const strokes = Array.from({ length: 2000 }, (_, s) =>
  Array.from({ length: 100 }, (_, i) => ({ x: s + i * 0.5, y: i * 0.25, timestamp: i, pressure: 0.5 })));
evaluateWritingQuality({ strokes });
console.log('-- first call done');
for (let k = 0; k < 30; k++) evaluateWritingQuality({ strokes });
`;

/** The deoptimizations V8 reports after the first call of PROGRAM. */
function deoptimizationsAfterFirstCall(): string[] {
  const run = spawnSync(process.execPath, ['--trace-deopt', '--input-type=module', '-e', PROGRAM], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.status, run.stderr).toBe(0);
  const after = run.stdout.split('-- first call done')[1];
  expect(after, 'the program ran to its marker').toBeDefined();
  return (after ?? '').split('\n').filter((line) => line.includes('bailout (kind: deopt'));
}

describe('writing quality on a large first call', { timeout: 60_000 }, () => {
  it('keeps the point loop compiled for the later calls', () => {
    // The loop deoptimized at the end of each of the 30 later calls (17 to 25 reported) while an
    // operation after it had not run when it was compiled; now once at most, in three runs.
    for (let run = 0; run < 3; run++) expect(deoptimizationsAfterFirstCall().length).toBeLessThan(5);
  });
});
