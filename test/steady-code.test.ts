// The built package's hot loops keep their compiled code: a loop that V8 compiles while its
// first, large call still runs (on-stack replacement) must not have that code thrown away at
// the end of every later call (a deoptimization loop), which ran writing quality at half speed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.js');

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

/** Essays of 480 to 936 characters, one batch line each: the first chunk compiles the essay code. */
function essayLines(count: number): string {
  const sentence = '今天天气很好，我们一起去公园里玩，大家都很开心。';
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const request = { text: sentence.repeat(20 + (i % 20)), grade: 1 + (i % 6) };
    lines.push(JSON.stringify({ op: 'essay-review', id: i, request }));
  }
  return `${lines.join('\n')}\n`;
}

describe('batch on worker threads', { timeout: 60_000 }, () => {
  it('keeps the code each worker compiled while its first chunk ran', () => {
    // A worker's first transfer (its first chunk's records) broke V8's promise that no buffer
    // was ever detached, on which the essay scan, mayOccur, occurs and scoreContent had been
    // compiled: 6 to 8 functions thrown away ("code dependencies") in each of five runs.
    const run = spawnSync(process.execPath, ['--trace-deopt', CLI, 'batch', '--concurrency', '2'], {
      input: essayLines(4000),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const thrownAway = run.stdout
      .split('\n')
      .filter((line) => line.includes('for deoptimization, reason: code dependencies'))
      .map((line) => /SharedFunctionInfo (\S+)>/.exec(line)?.[1] ?? line);
    expect(thrownAway).toEqual([]);
  });
});
