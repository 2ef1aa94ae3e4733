// Runs the real command from the build (npm test builds before it runs the tests).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateWritingQuality, reviewEssay } from '../src/index.js';
import { runCli as cli, requireBuiltCli } from './cli-process.js';

const ESSAY = { text: '今天天气很好，我很开心。' };

const withoutTime = (envelope: { data: Record<string, unknown> }) => {
  const { inference_time_ms: _time, ...data } = envelope.data;
  return data;
};

beforeAll(requireBuiltCli);

describe('handwriting-scoring essay-review|stroke-order|writing-quality', () => {
  it('reads one request from stdin and prints the envelope, exit 0', async () => {
    const run = await cli(['essay-review'], JSON.stringify(ESSAY));
    expect(run.code).toBe(0);
    const envelope = JSON.parse(run.stdout);
    expect(envelope).toMatchObject({ code: 200, msg: 'success' });
    expect(withoutTime(envelope)).toEqual(withoutTime({ data: { ...reviewEssay(ESSAY) } }));
  });

  it('reads a request larger than the pipe buffer from stdin', async () => {
    // A bug found: the terminal hint touched process.stdin, which made the pipe non-blocking,
    // and reading it whole then failed with EAGAIN on anything over 64 KiB.
    const points = Array.from({ length: 30_000 }, (_, i) => ({ x: i % 97, y: i % 89, timestamp: i }));
    const large = JSON.stringify({ strokes: [points] });
    expect(large.length).toBeGreaterThan(512 * 1024);
    const run = await cli(['writing-quality', '-'], large);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).data.total_score).toBe(evaluateWritingQuality(JSON.parse(large)).total_score);
  });

  it('reads from a file and indents with --pretty', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hs-cli-'));
    try {
      const file = join(folder, 'request.json');
      writeFileSync(file, JSON.stringify({ strokes: [] }));
      const run = await cli(['writing-quality', file, '--pretty']);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(
        `${JSON.stringify({ code: 200, msg: 'success', data: { total_score: 0, dimensions: {} } }, null, 2)}\n`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('prints the 422 body and exits 2 for a rejected request', async () => {
    const run = await cli(['essay-review', '-'], JSON.stringify({ text: '短' }));
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout).detail[0].loc).toEqual(['body', 'text']);
  });

  it('prints the 500 body and exits 1 for an operation failure', async () => {
    const run = await cli(['stroke-order'], JSON.stringify({ character: '大', strokes: [[]] }));
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).detail).toMatch(/^笔顺评估失败：/);
  });

  it('streams JSON Lines: one record a line with its line number, counts on stderr, exit 2 when any was rejected', async () => {
    const input = [JSON.stringify({ strokes: [] }), '{"strokes": 1}', 'not json', '', JSON.stringify({ strokes: [] })];
    const run = await cli(['writing-quality', '--jsonl'], input.join('\n'));
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.line, line.status])).toEqual([
      [1, 200],
      [2, 422],
      [3, 422],
      [5, 200],
    ]);
    expect(run.stderr).toContain('2 succeeded, 2 rejected, 0 failed, 1 blank skipped');
    expect(run.code).toBe(2);
  });

  it('exits 0 for JSON Lines that all succeed, 1 when one fails', async () => {
    expect((await cli(['essay-review', '--jsonl'], `${JSON.stringify(ESSAY)}\n`)).code).toBe(0);
    const failing = `${JSON.stringify(ESSAY)}\n${JSON.stringify({ ...ESSAY, max_score: 0 })}\n`;
    const run = await cli(['essay-review', '--jsonl'], failing);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('1 succeeded, 0 rejected, 1 failed');
  });

  // One process per command.
  it('shows help for every command', { timeout: 30_000 }, async () => {
    for (const command of ['essay-review', 'stroke-order', 'writing-quality', 'serve']) {
      const run = await cli([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`handwriting-scoring ${command}`);
    }
    expect((await cli(['--help'])).stdout).toContain('Commands:');
  });
});
