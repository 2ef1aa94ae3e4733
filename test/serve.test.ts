// Runs the real `serve` command from the build (npm test builds before it runs the tests).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewEssay } from '../src/index.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const ESSAY = { text: '今天天气很好，我很开心。' };

const withoutTime = (envelope: { data: Record<string, unknown> }) => {
  const { inference_time_ms: _time, ...data } = envelope.data;
  return data;
};

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
});

describe('handwriting-scoring serve', () => {
  let server: ChildProcess;
  let base = '';
  let log = '';

  beforeAll(async () => {
    server = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    base = await new Promise<string>((resolve, reject) => {
      server.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(log);
        if (match?.[1]) resolve(match[1]);
      });
      server.on('exit', () => reject(new Error(`server exited: ${log}`)));
    });
  });

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('answers real requests over a socket like the library', async () => {
    const response = await fetch(`${base}/essay/review`, { method: 'POST', body: JSON.stringify(ESSAY) });
    expect(response.status).toBe(200);
    expect(withoutTime(await response.json())).toEqual(withoutTime({ data: { ...reviewEssay(ESSAY) } }));
    const rejected = await fetch(`${base}/writing/quality`, { method: 'POST', body: '{}' });
    expect(rejected.status).toBe(422);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect((await fetch(`${base}/openapi.json`)).status).toBe(200);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await fetch(`${base}/essay/review`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });

  it('logs one line per request and stops cleanly on SIGTERM', async () => {
    await fetch(`${base}/writing/quality`, { method: 'POST', body: JSON.stringify({ strokes: [] }) });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log).toMatch(/POST \/api\/v1\/writing\/quality 200 [\d.]+ms/);
    expect(log).toContain('SIGTERM: shutting down');
  });
});
