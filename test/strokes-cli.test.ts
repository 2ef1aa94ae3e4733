// The --precise flag of the command (handwriting-scoring/strokes' PRECISE), run from the build.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltCli, runCli as run, startServe } from './cli-process.js';

const H = [
  { x: 0, y: 0, timestamp: 0 },
  { x: 100, y: 0, timestamp: 1 },
];
// 王 without its 竖: unknown to the contract's table, one missing stroke for PRECISE.
const REQUEST = JSON.stringify({ character: '王', strokes: [H, H, H] });

beforeAll(requireBuiltCli);

describe('handwriting-scoring stroke-order --precise', () => {
  it('scores with the extended table and the aligned comparison', async () => {
    const result = await run(['stroke-order', '--precise'], REQUEST);
    expect(result.code).toBe(0);
    const { data } = JSON.parse(result.stdout);
    expect(data.standard_stroke_count).toBe(4);
    expect(data.errors).toEqual([expect.objectContaining({ kind: 'missing', message: '漏写了第3笔：竖' })]);
  });

  it('scores as the contract without it', async () => {
    const { data } = JSON.parse((await run(['stroke-order'], REQUEST)).stdout);
    expect(data.standard_stroke_count).toBeNull();
  });

  it('applies to JSON Lines too', async () => {
    const result = await run(['stroke-order', '--precise', '--jsonl'], `${REQUEST}\n${REQUEST}\n`);
    const lines = result.stdout.trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).data.standard_stroke_count)).toEqual([4, 4]);
  });

  it('is refused as a usage error, with exit 64, on the other operations', async () => {
    const result = await run(['essay-review', '--precise'], '{}');
    expect(result.code).toBe(64);
    expect(result.stderr).toContain('--precise applies to stroke-order only');
  });
});

describe('handwriting-scoring serve --precise', () => {
  let server: ChildProcess;
  let base = '';

  beforeAll(async () => {
    ({ server, base } = await startServe(['--precise']));
  });

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('serves stroke order with PRECISE', async () => {
    const response = await fetch(`${base}/stroke-order/evaluate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: REQUEST,
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.standard_stroke_count).toBe(4);
  });
});
