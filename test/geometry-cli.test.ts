// --geometry DIR of the command (handwriting-scoring/geometry), run from the build, with a folder
// of hanzi-writer-data files as a user keeps it (the devDependency's own folder here).
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltCli, runCli as run, startServe } from './cli-process.js';

const require = createRequire(import.meta.url);
const DIR = dirname(require.resolve('hanzi-writer-data/package.json'));
const 十 = JSON.parse(readFileSync(`${DIR}/十.json`, 'utf8')) as { medians: [number, number][][] };
/** 十 written from its centre lines in a 300 px square, y down. */
const written = 十.medians.map((median, s) =>
  median.map(([x, y], i) => ({ x: (x * 300) / 1024, y: ((900 - y) * 300) / 1024, timestamp: s * 500 + i * 20 })),
);
const RIGHT = JSON.stringify({ character: '十', strokes: written });
const SWAPPED = JSON.stringify({ character: '十', strokes: [written[1], written[0]] });

beforeAll(requireBuiltCli);

describe('handwriting-scoring stroke-order --geometry DIR (rule geometry.assignment)', () => {
  // Several runs of the command.
  it('scores against the character’s file in DIR: matches, missing, errors naming the strokes', {
    timeout: 30_000,
  }, async () => {
    const right = JSON.parse((await run(['stroke-order', '--geometry', DIR], RIGHT)).stdout).data;
    expect(right.total_score).toBe(100);
    expect(right.matches.map((match: { reference: number }) => match.reference)).toEqual([0, 1]);
    const swapped = await run(['stroke-order', '--geometry', DIR, '--jsonl'], `${RIGHT}\n${SWAPPED}\n`);
    const scores = swapped.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).data.total_score);
    expect(scores[0]).toBe(100);
    expect(scores[1]).toBeLessThan(90);
  });

  it('rejects a character without a file, naming the character and no path, and refuses a DIR that is no folder', async () => {
    // 龞 has no file in hanzi-writer-data.
    const result = await run(
      ['stroke-order', '--geometry', DIR],
      JSON.stringify({ character: '龞', strokes: written }),
    );
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).detail[0].msg).toBe("character '龞' has no geometry in the --geometry folder.");
    expect(result.stdout).not.toContain(DIR);
    const batch = await run(
      ['batch', '--geometry', DIR],
      `${JSON.stringify({ op: 'stroke-order', request: { character: '龞', strokes: written } })}\n`,
    );
    expect(batch.code).toBe(2);
    expect(batch.stderr).toContain('0 succeeded, 1 rejected, 0 failed');
    const missing = await run(
      ['stroke-order', '--geometry', `${DIR}/ARPHICPL.TXT`],
      JSON.stringify({ character: '十', strokes: written }),
    );
    expect(missing.code).toBe(64);
    expect(missing.stderr).toContain('--geometry needs a folder of hanzi-writer-data files');
  });

  it('is refused with --precise, and on the other operations', async () => {
    expect((await run(['stroke-order', '--geometry', DIR, '--precise'], RIGHT)).stderr).toContain(
      '--geometry and --precise are two modes: choose one',
    );
    expect((await run(['essay-review', '--geometry', DIR], '{}')).stderr).toContain(
      '--geometry applies to stroke-order only',
    );
  });
});

describe('handwriting-scoring serve --geometry DIR', () => {
  let server: ChildProcess;
  let base = '';
  beforeAll(async () => {
    ({ server, base } = await startServe(['--geometry', DIR]));
  });
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('serves stroke order against the character’s own strokes', async () => {
    const response = await fetch(`${base}/stroke-order/evaluate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: SWAPPED,
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.matches.map((match: { reference: number }) => match.reference)).toEqual([1, 0]);
  });

  it('answers 129 strokes with a 422 at once (rule geometry.bounds), and a character without a file with a 422', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/stroke-order/evaluate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = performance.now();
    const many = await post({ character: '十', strokes: Array.from({ length: 129 }, () => written[0]) });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(many.status).toBe(422);
    expect(JSON.stringify(await many.json())).toContain('at most 128 strokes');
    const missing = await post({ character: '龞', strokes: written });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(await missing.json())).not.toContain(DIR);
  });
});
