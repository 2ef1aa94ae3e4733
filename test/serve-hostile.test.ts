// `serve` and the CLI under hostile clients and hostile flag values: a client that stops
// reading is cut after --response-timeout and logged aborted, time flags stay within Node's
// timers, and whole-number flags take plain decimal digits only. Runs the built command.
import { spawn, spawnSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, cli } from './cli-run.js';

const started: ReturnType<typeof spawn>[] = [];

afterAll(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts `serve` on a free loopback port; resolves with its port and its log so far. */
async function startServer(
  ...flags: string[]
): Promise<{ port: number; pid: number; log: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1', ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(log);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error(`server exited: ${log}`)));
  });
  return { port, pid: child.pid as number, log: () => log, exited };
}

/** A stroke-order request of `count` two-point strokes: its explanation is several times its size. */
function manyStrokes(count: number): string {
  const stroke = '[{"x":0,"y":0,"timestamp":0},{"x":90,"y":3,"timestamp":1}]';
  return `{"character":"十","strokes":[${Array.from({ length: count }, () => stroke).join(',')}]}`;
}

/**
 * Posts `body` for an explained stroke order and reads the first 64 KiB of the answer; then
 * stops reading (`hangUp`: closes the connection instead). Resolves with the socket and the
 * bytes it read, once the client stopped.
 */
async function readSomeThenStop(
  port: number,
  body: string,
  hangUp: boolean,
): Promise<{ socket: Socket; read: number }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST /api/v1/stroke-order/evaluate?explain=true HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  let received = 0;
  return new Promise((resolve) => {
    const onData = (chunk: Buffer): void => {
      received += chunk.byteLength;
      if (received < 64 * 1024) return;
      socket.off('data', onData);
      if (hangUp) socket.destroy();
      else socket.pause();
      resolve({ socket, read: received });
    };
    socket.on('data', onData);
  });
}

/** Waits until the server's log matches `pattern`. */
async function logMatching(log: () => string, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const match = pattern.exec(log());
    if (match) return match[0];
    await delay(50);
  }
  throw new Error(`no log line matching ${pattern} in:\n${log()}`);
}

// Each test starts a server process and waits on its timeouts or signals.
describe('serve against a client that stops reading', { timeout: 30_000 }, () => {
  const body = manyStrokes(40_000);

  // Ordered, not timed: a SIGTERM right after the client stops reading starts a shutdown
  // timeout 3 times the response timeout. Cut by the response timeout, the stalled response
  // lets the server drain and exit 0; were the flag not honoured (default 5 s), the shutdown
  // timeout would cut it first and the server would exit 1.
  it('cuts the connection after --response-timeout and logs the response as aborted', async () => {
    const server = await startServer(
      '--max-body-bytes',
      String(8 * 1024 * 1024),
      '--response-timeout',
      '1',
      '--shutdown-timeout',
      '3',
    );
    const { socket } = await readSomeThenStop(server.port, body, false);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited, server.log()).toBe(0);
    expect(server.log()).toMatch(/POST \/api\/v1\/stroke-order\/evaluate aborted/);
    expect(server.log()).not.toMatch(/shutdown timeout/);
    expect(server.log()).not.toMatch(/evaluate 200 /);
    // The client, reading again, finds its connection cut short of the answer.
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.resume();
    await closed;
  });

  it('finishes on SIGTERM a response a slow client is still reading, then exits 0', async () => {
    const server = await startServer('--max-body-bytes', String(8 * 1024 * 1024), '--response-timeout', '0');
    const { socket, read } = await readSomeThenStop(server.port, body, false);
    let received = read;
    socket.on('data', (chunk: Buffer) => (received += chunk.byteLength));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    process.kill(server.pid, 'SIGTERM');
    await logMatching(server.log, /SIGTERM: shutting down/);
    socket.resume();
    await closed;
    expect(await server.exited, server.log()).toBe(0);
    const [, bytes] = /POST \/api\/v1\/stroke-order\/evaluate 200 (\d+)B/.exec(server.log()) ?? [];
    // The whole answer reached the client: its body and, before it, its headers.
    expect(received).toBeGreaterThan(Number(bytes));
  });

  it('logs a response cut by --shutdown-timeout as aborted, and exits 1', async () => {
    const server = await startServer(
      '--max-body-bytes',
      String(8 * 1024 * 1024),
      '--response-timeout',
      '0',
      '--shutdown-timeout',
      '0.5',
    );
    await readSomeThenStop(server.port, body, false);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited, server.log()).toBe(1);
    expect(server.log()).toMatch(/shutdown timeout[\s\S]*POST \/api\/v1\/stroke-order\/evaluate aborted/);
    expect(server.log()).not.toMatch(/evaluate 200 /);
  });

  it('logs a client that went away mid-response as aborted, not with its status and full size', async () => {
    const server = await startServer('--max-body-bytes', String(8 * 1024 * 1024));
    await readSomeThenStop(server.port, body, true);
    await logMatching(server.log, /POST \/api\/v1\/stroke-order\/evaluate aborted/);
    expect(server.log()).not.toMatch(/evaluate 200 /);
  });

  it('still logs a response that was read to its end with its status', async () => {
    // The default --response-timeout: the client reads all of a 15 MB answer, which on a busy
    // machine can take longer than one second.
    const server = await startServer('--max-body-bytes', String(8 * 1024 * 1024));
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/stroke-order/evaluate?explain=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(body.length);
    await logMatching(server.log, /POST \/api\/v1\/stroke-order\/evaluate 200 \d+B/);
  });
});

describe('flag values outside what Node can do', () => {
  it.each([
    ['--shutdown-timeout', '1e7'],
    ['--shutdown-timeout', '3000000'],
    ['--response-timeout', '1e7'],
    ['--headers-timeout', '0x10'],
    ['--request-timeout', ' 30'],
    ['--max-connections', '1e3'],
    ['--workers', '0x2'],
  ])('serve exits 64 naming %s %j', (flag, value) => {
    const run = spawnSync(process.execPath, [CLI, 'serve', '--port', '0', flag, value], {
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(64);
    expect(run.stderr).toContain(flag);
  });

  it.each(['1e3', '0x2', ' 2', '2 ', '1000', '+2', '2.0'])(
    'the CLI exits 64 naming --concurrency for %j',
    async (value) => {
      const run = await cli(['writing-quality', '--jsonl', '--concurrency', value], '');
      expect(run.code).toBe(64);
      expect(run.stderr).toContain('--concurrency');
    },
  );

  it('documents --response-timeout and the range of times in serve --help', async () => {
    const run = await cli(['serve', '--help']);
    expect(run.stdout).toContain('--response-timeout S');
    expect(run.stdout).toContain("Node's longest timer");
  });
});

// A primary and its worker processes.
describe('serve --workers when a worker dies', { timeout: 30_000 }, () => {
  it('forks another and does not announce "listening" again', async () => {
    const server = await startServer('--workers', '2');
    const workers = spawnSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
    expect(workers).toHaveLength(2);
    process.kill(Number(workers[0]), 'SIGKILL');
    await logMatching(server.log, /worker \d+ exited/);
    // Every request is still answered while the replacement starts.
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(response.status).toBe(200);
    }
    // The replacement's listening is logged as such, where the first announcement would have
    // been repeated: once that line is there, the service was announced only once.
    await logMatching(server.log, /worker \d+ listening in place of one that exited/);
    expect(server.log().match(/listening on/g)).toHaveLength(1);
  });
});

/** Writes `raw` on a connection of its own and resolves with all the server sent back. */
async function rawExchange(port: number, raw: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.write(raw);
  await new Promise((resolve) => socket.on('close', resolve));
  return received;
}

describe('requests that Node’s HTTP parser refuses', { timeout: 20_000 }, () => {
  it('are answered with a request id, logged and counted: 400 for a bad header, 431 for headers too large', async () => {
    const { port, log } = await startServer('--metrics');
    const bad = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n');
    const large = await rawExchange(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    for (const [answer, status] of [
      [bad, 400],
      [large, 431],
    ] as const) {
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      const id = /\r\nx-request-id: ([^\r]+)\r\n/i.exec(answer)?.[1];
      expect(id).toBeDefined();
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).request_id).toBe(id);
      await expect.poll(log).toContain(`- - ${status} `);
      expect(log()).toContain(id);
    }
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toContain('http_requests_total{method="other",route="unmatched",status="400"} 1');
    expect(metrics).toContain('http_requests_total{method="other",route="unmatched",status="431"} 1');
    expect(metrics).toContain('http_requests_rejected_total{reason="431"} 1');
  });
});

describe('serve --metrics --workers 2 when a worker is killed', { timeout: 30_000 }, () => {
  it('keeps the summed counters from falling, and a later SIGTERM still exits 0', async () => {
    const { port, pid, log, exited } = await startServer('--metrics', '--workers', '2');
    const origin = `http://127.0.0.1:${port}`;
    const healthz = 'http_requests_total{method="GET",route="/healthz",status="200"}';
    const counted = async (): Promise<number> => {
      const text = await (await fetch(`${origin}/metrics`)).text();
      const line = text.split('\n').find((row) => row.startsWith(`${healthz} `));
      return Number(line?.slice(healthz.length + 1) ?? 0);
    };
    // Each request on a connection of its own, so that both workers get some.
    for (let i = 0; i < 40; i++) await fetch(`${origin}/healthz`, { headers: { connection: 'close' } });
    const before = await counted();
    expect(before).toBe(40);
    const workers = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split(/\s+/)
      .map(Number);
    expect(workers).toHaveLength(2);
    process.kill(workers[0] as number, 'SIGKILL');
    await expect.poll(log, { timeout: 10_000 }).toContain('listening in place of one that exited');
    expect(await counted()).toBeGreaterThanOrEqual(before);
    process.kill(pid, 'SIGTERM');
    expect(await exited).toBe(0);
  });
});
