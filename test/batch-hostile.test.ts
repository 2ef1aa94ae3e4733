// A hostile line of `batch` or `--jsonl` costs its own record only: an `id` nested 20,000 deep,
// a line over --max-line-bytes. The lines around it are scored and written. Runs the built command.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { CLI, cli } from './cli-run.js';
import { QUALITY } from './requests.js';

/** An id nested `depth` arrays deep. */
const deepId = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** The records of a run, parsed, one a line. */
function records(stdout: string): { line: number; status: number; detail?: unknown; id?: unknown }[] {
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

describe('a batch line whose id nests 20,000 deep', () => {
  const good = JSON.stringify({ op: 'writing-quality', id: 'ok', request: QUALITY });
  const deep = `{"op":"writing-quality","id":${deepId(20_000)},"request":${JSON.stringify(QUALITY)}}`;
  const input = [good, deep, good].join('\n');

  it.each(['1', '2'])('costs only its own record, with its line number (--concurrency %s)', async (threads) => {
    const run = await cli(['batch', '--concurrency', threads], input);
    const written = records(run.stdout);
    expect(written.map(({ line, status }) => [line, status])).toEqual([
      [1, 200],
      [2, 422],
      [3, 200],
    ]);
    expect(JSON.stringify(written[1]?.detail)).toContain('id');
    expect(run.code).toBe(2);
  });

  it('costs only its own record in essay --jsonl too', async () => {
    const essay = JSON.stringify({ text: '今天天气很好，我很开心。' });
    const lines = [essay, `{"id":${deepId(20_000)},"text":"今天天气很好，我很开心。"}`, essay].join('\n');
    const run = await cli(['essay-review', '--jsonl', '--concurrency', '1'], lines);
    expect(records(run.stdout).map(({ line, status }) => [line, status])).toEqual([
      [1, 200],
      [2, 422],
      [3, 200],
    ]);
  });
});

describe('a line over --max-line-bytes', () => {
  it.each(['1', '2'])(
    'gets a 422 record with its line number; the lines around it are scored (--concurrency %s)',
    async (threads) => {
      const good = JSON.stringify(QUALITY);
      const long = JSON.stringify({ ...QUALITY, padding: 'x'.repeat(5000) });
      const run = await cli(
        ['writing-quality', '--jsonl', '--max-line-bytes', '4096', '--concurrency', threads],
        [good, long, good].join('\n'),
      );
      const written = records(run.stdout);
      expect(written.map(({ line, status }) => [line, status])).toEqual([
        [1, 200],
        [2, 422],
        [3, 200],
      ]);
      expect(written[1]?.detail).toEqual([{ type: 'too_long', loc: ['line'], msg: expect.stringContaining('4096') }]);
    },
  );

  it('defaults to 1 MiB, documented in --help', async () => {
    const help = await cli(['batch', '--help']);
    expect(help.stdout).toContain('--max-line-bytes N');
    expect(help.stdout).toContain('1048576');
    const long = JSON.stringify({ ...QUALITY, padding: 'x'.repeat(1024 * 1024) });
    const run = await cli(['writing-quality', '--jsonl', '--concurrency', '1'], `${long}\n${JSON.stringify(QUALITY)}`);
    expect(records(run.stdout).map(({ line, status }) => [line, status])).toEqual([
      [1, 422],
      [2, 200],
    ]);
  });

  it.each(['0', '1e6', '0x10', ' 9'])('exits 64 for --max-line-bytes %j', async (value) => {
    const run = await cli(['batch', '--max-line-bytes', value], '');
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('--max-line-bytes');
  });
});

describe('a batch interrupted by SIGINT or SIGTERM while it writes to a pipe', { timeout: 30_000 }, () => {
  it.each([
    ['SIGTERM', '1', 143],
    ['SIGINT', '2', 130],
  ] as const)(
    'writes whole records only, then the counts, and exits 128 + the signal (%s, --concurrency %s)',
    async (signal, threads, code) => {
      const child = spawn(process.execPath, [CLI, 'batch', '--concurrency', threads, '--explain'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const line = `${JSON.stringify({ op: 'writing-quality', request: QUALITY })}\n`;
      // The input stays open: the command must stop waiting for more.
      child.stdin.write(line.repeat(5000));
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const exited = once(child, 'exit');
      child.stdin.on('error', () => {});
      // Until the first records are out, or a while (with workers, the records of the chunks read
      // wait for the next read).
      await vi.waitFor(() => expect(stdout.length).toBeGreaterThan(0), { timeout: 3000 }).catch(() => {});
      child.kill(signal);
      const [exitCode] = await exited;
      child.stdin.destroy();
      expect(exitCode).toBe(code);
      expect(stdout.endsWith('\n')).toBe(true);
      const written = records(stdout);
      expect(written.length).toBeGreaterThan(0);
      expect(written.map((record) => record.line)).toEqual(written.map((_, index) => index + 1));
      expect(stderr).toContain(`${written.length} succeeded, 0 rejected, 0 failed`);
      expect(stderr).toContain(`stopped by ${signal}`);
    },
  );
});

describe('a batch line that would exhaust a small heap', { timeout: 60_000 }, () => {
  // 1.5 million empty objects: 4.5 MB of JSON, about 70 MB once parsed.
  const hungry = `{"op":"writing-quality","request":{"strokes":[${'{},'.repeat(1_500_000)}{}]}}`;
  const good = JSON.stringify({ op: 'writing-quality', request: QUALITY });

  it.each(['1', '2'])(
    'costs only its own 422 record under node --max-old-space-size=64 (--concurrency %s)',
    async (threads) => {
      const run = spawnSync(
        process.execPath,
        ['--max-old-space-size=64', CLI, 'batch', '--concurrency', threads, '--max-line-bytes', '16777216'],
        { input: [good, hungry, good].join('\n'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const written = records(run.stdout);
      expect(written.map(({ line, status }) => [line, status])).toEqual([
        [1, 200],
        [2, 422],
        [3, 200],
      ]);
      expect(JSON.stringify(written[1]?.detail)).toContain('1/64 of the JavaScript heap');
      expect(run.stderr).toContain('2 succeeded, 1 rejected, 0 failed');
      expect(run.status).toBe(2);
    },
  );
});
