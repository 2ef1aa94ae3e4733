// Runs the real `serve` command from the build (npm test builds before it runs the tests),
// the way an operator would: over loopback sockets, under faults, with short timeouts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewEssay } from '../src/index.js';
import { requestOnce } from './cli-process.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const ESSAY = { text: '今天天气很好，我很开心。' };
const ESSAY_JSON = JSON.stringify(ESSAY);
const JSON_TYPE = { 'content-type': 'application/json' };
const MiB = 1024 * 1024;

const withoutTime = (envelope: { data: Record<string, unknown> }) => {
  const { inference_time_ms: _time, ...data } = envelope.data;
  return data;
};

interface Server {
  readonly child: ChildProcess;
  readonly base: string;
  readonly port: number;
  /** Everything the server wrote to stderr so far. */
  log(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string | null>;
}

const started: ChildProcess[] = [];

/** Starts `serve` on a free loopback port with extra flags; resolves once it listens. */
async function startServer(...flags: string[]): Promise<Server> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1', ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let log = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const base = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(log);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then(() => reject(new Error(`server exited: ${log}`)));
  });
  return { child, base, port: Number(new URL(base).port), log: () => log, exited };
}

/** Waits until `predicate` holds of the server's log (the log is written in batches). */
async function logMatching(server: Server, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const match = pattern.exec(server.log());
    if (match) return match[0];
    await delay(50);
  }
  throw new Error(`no log line matching ${pattern} in:\n${server.log()}`);
}

/** A raw TCP connection that collects everything it receives. */
function openSocket(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Sends one raw request (Connection: close) and resolves to the whole raw response. */
async function rawRequest(port: number, text: string): Promise<string> {
  const { socket, received, closed } = await openSocket(port);
  socket.write(text);
  await closed;
  return received();
}

/**
 * Resolves once the server has read every byte sent to it so far: it answered a probe sent
 * after them. (The probe's connection is accepted no earlier than theirs, so the server reads
 * their bytes in the same turn of its event loop as the probe's at the latest.)
 */
async function readSoFar(port: number): Promise<void> {
  expect(await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
    /^HTTP\/1\.1 200/,
  );
}

/** Writes `bytes` in chunks, waiting whenever the socket's buffer is full; rejects on an error. */
async function writeAll(socket: Socket, bytes: Buffer, frame = (chunk: Buffer): Buffer => chunk): Promise<void> {
  const CHUNK = 64 * 1024;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    if (socket.destroyed) throw new Error('the server closed the connection while the body was being sent');
    const ok = socket.write(frame(bytes.subarray(offset, offset + CHUNK)));
    if (!ok)
      await new Promise<void>((resolve, reject) => {
        socket.once('drain', resolve);
        socket.once('close', () => reject(new Error('connection closed while writing')));
      });
  }
}

/** A client that sends `start`, then one `drip` every 100 ms, never finishing its request;
 * `cut` resolves to everything the server sent once it hung up. */
async function slowClient(
  port: number,
  start: string,
  drip: string,
): Promise<{ cut: Promise<string>; received: () => string }> {
  const { socket, closed, received } = await openSocket(port);
  socket.write(start);
  const timer = setInterval(() => socket.writable && socket.write(drip), 100);
  const cut = closed.then(() => {
    clearInterval(timer);
    return received();
  });
  return { cut, received };
}

const postHead = (length: number, extra = '') =>
  `POST /api/v1/essay/review HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
});

afterAll(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('handwriting-scoring serve: answers', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.child.kill('SIGKILL'));

  it('answers real requests over a socket like the library', async () => {
    const response = await fetch(`${server.base}/essay/review`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: ESSAY_JSON,
    });
    expect(response.status).toBe(200);
    expect(withoutTime(await response.json())).toEqual(withoutTime({ data: { ...reviewEssay(ESSAY) } }));
    const rejected = await fetch(`${server.base}/writing/quality`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
    expect(rejected.status).toBe(422);
    expect((await fetch(`${server.base}/nope`)).status).toBe(404);
    expect((await fetch(`${server.base}/openapi.json`)).status).toBe(200);
  });

  it('sends Content-Length (not chunked), nosniff and no-store', async () => {
    const raw = await rawRequest(
      server.port,
      `${postHead(Buffer.byteLength(ESSAY_JSON), 'Connection: close\r\n')}${ESSAY_JSON}`,
    );
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toMatch(/\r\ncontent-length: (\d+)/i);
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body, 'latin1'));
    expect(head).not.toMatch(/transfer-encoding/i);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(head).toMatch(/\r\ncache-control: no-store/i);
  });

  it('adds the explanation with ?explain=true, and answers 422 to another explain value', async () => {
    const explained = await fetch(`${server.base}/essay/review?explain=true`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: ESSAY_JSON,
    });
    expect(explained.status).toBe(200);
    const body = await explained.json();
    expect(withoutTime({ data: body.data })).toEqual(withoutTime({ data: { ...reviewEssay(ESSAY) } }));
    expect(body.explanation.dimensions.structure.start).toBe(100);
    const invalid = await fetch(`${server.base}/essay/review?explain=yes`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: ESSAY_JSON,
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).detail[0].loc).toEqual(['query', 'explain']);
  });

  it('answers 415 to a POST whose Content-Type is not JSON', async () => {
    const response = await fetch(`${server.base}/essay/review`, { method: 'POST', body: ESSAY_JSON });
    expect(response.status).toBe(415);
  });

  it('answers 400 to a body that is not UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from('{"text":"今天天气很好'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('，我很开心。"}'),
    ]);
    const response = await fetch(`${server.base}/essay/review`, { method: 'POST', headers: JSON_TYPE, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Request body is not valid UTF-8',
      request_id: response.headers.get('x-request-id'),
    });
  });

  it('routes on the path only: a Host carrying a path neither re-routes nor breaks a request', async () => {
    const get = (path: string, host: string) =>
      rawRequest(server.port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(await get('/admin/secret', 'x/api/v1/openapi.json?')).toMatch(/^HTTP\/1\.1 404/);
    expect(await get('/admin/secret', 'x/api/v1/openapi.json#')).toMatch(/^HTTP\/1\.1 404/);
    expect(await get('/api/v1/openapi.json', 'x/evil/')).toMatch(/^HTTP\/1\.1 200/);
    for (const host of ['[', 'a b', '%zz', ''])
      expect(await get('/api/v1/openapi.json', host)).toMatch(/^HTTP\/1\.1 200/);
  });

  it('reads an absolute request target by its path', async () => {
    const raw = await rawRequest(
      server.port,
      'GET http://elsewhere.example/api/v1/openapi.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
  });

  it('logs one line per request: method, path, status, bytes, duration and request id', async () => {
    const response = await fetch(`${server.base}/writing/quality?x=1`, {
      method: 'POST',
      headers: { ...JSON_TYPE, 'x-request-id': 'client-id-1' },
      body: JSON.stringify({ strokes: [] }),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(response.headers.get('x-request-id')).toBe('client-id-1');
    const line = await logMatching(server, /^\S+ POST \/api\/v1\/writing\/quality 200 (\d+)B [\d.]+ms client-id-1$/m);
    expect(line).toContain(` ${bytes}B `);
  });

  it('answers the probes outside the base path and leaves them out of the log', async () => {
    const health = await fetch(`${new URL(server.base).origin}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${new URL(server.base).origin}/readyz`, { headers: { 'x-request-id': 'probe-2' } });
    expect(await ready.json()).toEqual({ status: 'ready' });
    await fetch(`${server.base}/nope`, { headers: { 'x-request-id': 'after-probes' } });
    await logMatching(server, /GET \/api\/v1\/nope 404 .* after-probes$/m);
    expect(server.log()).not.toMatch(/probe-1|probe-2/);
  });
});

describe('handwriting-scoring serve: oversized bodies', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer('--max-body-bytes', '1024');
  });
  afterAll(() => server.child.kill('SIGKILL'));

  // A client like Python's urllib writes its whole body before it reads: it must not meet a reset.
  it('answers 413 to a client that keeps writing an 8 MiB body with Content-Length, and closes cleanly', async () => {
    const { socket, received, closed } = await openSocket(server.port);
    socket.write(postHead(8 * MiB));
    await writeAll(socket, Buffer.alloc(8 * MiB, 0x20));
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 413/);
    expect(received()).toContain('Request body is larger than 1024 bytes');
  });

  it('answers 413 to a chunked 8 MiB body the same way', async () => {
    const { socket, received, closed } = await openSocket(server.port);
    socket.write(
      'POST /api/v1/essay/review HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    await writeAll(socket, Buffer.alloc(8 * MiB, 0x20), (chunk) =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    socket.write('0\r\n\r\n');
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 413/);
  });
});

// Each test starts a server process and waits on its timeouts or signals.
describe('handwriting-scoring serve: timeouts and caps', { timeout: 30_000 }, () => {
  // Ordered, not timed: the headers timeout is 6 times shorter than the request timeout, so a
  // busy machine delays both cuts without swapping them. Node's own check interval (30 s)
  // would not cut either within the test's timeout.
  it('cuts a client slow with its headers at --headers-timeout, and one slow with its body later, at --request-timeout', async () => {
    const server = await startServer('--headers-timeout', '0.5', '--request-timeout', '3');
    const headers = await slowClient(server.port, 'GET /api/v1/openapi.json HTTP/1.1\r\nX-Slow: ', 'a');
    const body = await slowClient(server.port, postHead(1000), ' ');
    const first = await Promise.race([headers.cut.then(() => 'headers'), body.cut.then(() => 'body')]);
    expect(first).toBe('headers');
    expect(body.received()).toBe('');
    expect(await headers.cut).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(await body.cut).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('drops connections past --max-connections', async () => {
    const server = await startServer('--max-connections', '2');
    const first = await openSocket(server.port);
    const second = await openSocket(server.port);
    await delay(100);
    const third = await openSocket(server.port);
    await third.closed;
    expect(third.received()).toBe('');
    first.socket.write(`${postHead(Buffer.byteLength(ESSAY_JSON), 'Connection: close\r\n')}${ESSAY_JSON}`);
    await first.closed;
    expect(first.received()).toMatch(/^HTTP\/1\.1 200/);
    second.socket.destroy();
  });

  it('rejects malformed flags with a message naming the flag', async () => {
    await expect(startServer('--headers-timeout', 'soon')).rejects.toThrow(
      /--headers-timeout must be a number of seconds/,
    );
    await expect(startServer('--cors', 'example.com')).rejects.toThrow(/option 'cors'/);
    await expect(startServer('--log-format', 'xml')).rejects.toThrow(/--log-format must be one of text, json/);
  });

  it('exits 64, a usage error, on a bad flag value or option', () => {
    for (const flags of [
      ['--workers', '0'],
      ['--port', 'x'],
      ['--cors', 'example.com'],
    ]) {
      const run = spawnSync(process.execPath, [CLI, 'serve', ...flags], { encoding: 'utf8' });
      expect(run.status, flags.join(' ')).toBe(64);
    }
  });
});

describe('handwriting-scoring serve: logs', () => {
  it('logs a client that went away as aborted, not as a 500', async () => {
    const server = await startServer();
    const { socket, closed } = await openSocket(server.port);
    socket.write(`${postHead(1000)}{"text":`);
    await readSoFar(server.port);
    socket.destroy();
    await closed;
    await logMatching(server, /POST \/api\/v1\/essay\/review aborted 0B/);
    expect(server.log()).not.toMatch(/ 500 /);
  });

  it('writes JSON lines with --log-format json', async () => {
    const server = await startServer('--log-format', 'json');
    await fetch(`${server.base}/nope`);
    const line = await logMatching(server, /^\{.*"path":"\/api\/v1\/nope".*\}$/m);
    expect(JSON.parse(line)).toMatchObject({ method: 'GET', path: '/api/v1/nope', status: 404, aborted: false });
    expect(JSON.parse(line).request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(line).bytes).toBeGreaterThan(0);
    expect(typeof JSON.parse(line).duration_ms).toBe('number');
  });

  it('logs the probes too with --log-probes', async () => {
    const server = await startServer('--log-probes');
    await fetch(`${new URL(server.base).origin}/healthz`, { headers: { 'x-request-id': 'probe-3' } });
    await logMatching(server, /GET \/healthz 200 \d+B [\d.]+ms probe-3$/m);
  });
});

describe('handwriting-scoring serve: CORS', () => {
  it('answers a preflight from an allowed --cors origin with 204', async () => {
    const server = await startServer('--cors', 'https://app.example', '--cors', 'http://localhost:5173');
    const response = await fetch(`${server.base}/essay/review`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('lets a page send and read X-Request-Id, and send the headers of --cors-headers', async () => {
    const server = await startServer('--cors', 'https://app.example', '--cors-headers', 'authorization, x-trace');
    const preflight = await fetch(`${server.base}/essay/review`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-request-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type, x-request-id, authorization, x-trace',
    );
    const answer = await fetch(`${server.base}/essay/review`, {
      method: 'POST',
      headers: { origin: 'https://app.example', 'x-request-id': 'page-1', ...JSON_TYPE },
      body: ESSAY_JSON,
    });
    expect(answer.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
    expect(answer.headers.get('x-request-id')).toBe('page-1');
  });

  it('refuses --cors-headers without --cors, and a value that is no header name, exit 64', async () => {
    const without = spawnSync(process.execPath, [CLI, 'serve', '--cors-headers', 'authorization'], {
      encoding: 'utf8',
    });
    expect(without.status).toBe(64);
    expect(without.stderr).toContain('--cors-headers needs --cors');
    const bad = spawnSync(process.execPath, [CLI, 'serve', '--cors', '*', '--cors-headers', 'a b'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(64);
    expect(bad.stderr).toContain("option 'cors.allowHeaders'");
  });
});

// Each test starts a server process and waits on its timeouts or signals.
describe('handwriting-scoring serve: shutdown', { timeout: 30_000 }, () => {
  it('finishes every request in flight on SIGTERM, refuses new connections, and exits 0', async () => {
    const server = await startServer();
    const IN_FLIGHT = 50;
    const body = Buffer.from(ESSAY_JSON);
    const half = body.length >> 1;
    const clients = await Promise.all(Array.from({ length: IN_FLIGHT }, () => openSocket(server.port)));
    for (const { socket } of clients)
      socket.write(Buffer.concat([Buffer.from(postHead(body.length)), body.subarray(0, half)]));
    await readSoFar(server.port); // every request is now being read by the server
    server.child.kill('SIGTERM');
    await logMatching(server, /SIGTERM: shutting down/);
    await expect(openSocket(server.port)).rejects.toThrow(/ECONNREFUSED/);
    for (const { socket } of clients) socket.write(body.subarray(half));
    await Promise.all(clients.map(({ closed }) => closed));
    for (const { received } of clients) {
      expect(received()).toMatch(/^HTTP\/1\.1 200/);
      expect(received()).toMatch(/\r\nconnection: close\r\n/i);
    }
    expect(await server.exited).toBe(0);
  });

  it('answers /readyz with 503 from the moment a shutdown starts, while the requests in flight finish', async () => {
    const server = await startServer();
    const probeHead = 'GET /readyz HTTP/1.1\r\nHost: x\r\n';
    const before = await rawRequest(server.port, `${probeHead}Connection: close\r\n\r\n`);
    expect(before).toMatch(/^HTTP\/1\.1 200/);
    // A request in flight keeps the server draining; a probe whose headers are half sent is
    // open work too (a shutdown closes idle connections only), so it is answered during the drain.
    const inFlight = await openSocket(server.port);
    inFlight.socket.write(`${postHead(Buffer.byteLength(ESSAY_JSON))}${ESSAY_JSON.slice(0, 5)}`);
    const probe = await openSocket(server.port);
    probe.socket.write(probeHead);
    await readSoFar(server.port);
    server.child.kill('SIGTERM');
    await logMatching(server, /SIGTERM: shutting down/);
    probe.socket.write('\r\n');
    await probe.closed;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(probe.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(probe.received()).toContain('"status":"shutting down"');
    expect(inFlight.received()).toBe('');
    inFlight.socket.write(ESSAY_JSON.slice(5));
    await inFlight.closed;
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await server.exited).toBe(0);
  });

  it('exits at once on a second signal, without waiting for the requests in flight', async () => {
    const server = await startServer('--shutdown-timeout', '60');
    const { socket, closed, received } = await openSocket(server.port);
    socket.write(`${postHead(1000)}{"text":`);
    await readSoFar(server.port);
    server.child.kill('SIGTERM');
    await logMatching(server, /SIGTERM: shutting down/);
    server.child.kill('SIGINT');
    // 130, not the 1 of --shutdown-timeout (60 s here): the second signal ended it.
    expect(await server.exited).toBe(130);
    await closed;
    expect(received()).toBe('');
  });

  it('cuts what is left after --shutdown-timeout and exits 1', async () => {
    const server = await startServer('--shutdown-timeout', '0.3');
    const { socket, closed } = await openSocket(server.port);
    socket.write(`${postHead(1000)}{"text":`);
    await readSoFar(server.port);
    server.child.kill('SIGTERM');
    await closed;
    expect(await server.exited).toBe(1);
    expect(server.log()).toContain('shutdown timeout');
  });
});

// A primary and its worker processes.
describe('handwriting-scoring serve --workers', { timeout: 30_000 }, () => {
  it('serves from several worker processes on one port and shuts them all down on SIGTERM', async () => {
    const server = await startServer('--workers', '2');
    expect(server.log()).toContain('(2 workers)');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.base}/essay/review`, { method: 'POST', headers: JSON_TYPE, body: ESSAY_JSON }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const origin = new URL(server.base).origin;
    for (const probe of ['/healthz', '/readyz']) expect((await fetch(origin + probe)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.log()).toContain('SIGTERM: shutting down 2 workers');
  });
});

/** The value of one sample of a Prometheus text, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// Servers with prom-client, some with worker processes.
describe('handwriting-scoring serve --metrics', { timeout: 30_000 }, () => {
  const essay = (base: string) =>
    requestOnce(`${base}/essay/review`, { method: 'POST', headers: JSON_TYPE, body: ESSAY_JSON });

  it('counts the requests by route template and status at GET /metrics, and logs no scrape', async () => {
    const server = await startServer('--metrics');
    const origin = new URL(server.base).origin;
    for (let i = 0; i < 3; i++) expect((await essay(server.base)).status).toBe(200);
    expect(
      (
        await requestOnce(`${server.base}/essay/review`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: ESSAY_JSON,
        })
      ).status,
    ).toBe(415);
    for (const path of ['/nope', '/../etc/passwd', '/x?y=1']) await requestOnce(server.base + path);
    const scrape = await fetch(`${origin}/metrics`, { headers: { 'x-request-id': 'scrape-1' } });
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    const route = '/api/v1/essay/review';
    expect(sample(text, `http_requests_total{method="POST",route="${route}",status="200"}`)).toBe(3);
    expect(sample(text, `http_requests_total{method="POST",route="${route}",status="415"}`)).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(3);
    expect(sample(text, 'http_requests_rejected_total{reason="415"}')).toBe(1);
    expect(text).not.toContain('etc/passwd');
    await requestOnce(`${server.base}/nope`, { headers: { 'x-request-id': 'after-scrape' } });
    await logMatching(server, /after-scrape$/m);
    expect(server.log()).not.toContain('scrape-1');
  });

  it('counts a client too slow with its headers as rejected with 408, which it still gets', async () => {
    const server = await startServer('--metrics', '--headers-timeout', '0.5', '--request-timeout', '1');
    const slow = await slowClient(server.port, 'GET /api/v1/openapi.json HTTP/1.1\r\nX-Slow: ', 'a');
    expect(await slow.cut).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    const text = await (await fetch(`${new URL(server.base).origin}/metrics`)).text();
    expect(sample(text, 'http_requests_rejected_total{reason="408"}')).toBe(1);
  });

  it('reports the whole server with --workers: every worker counted, on the same port', async () => {
    const server = await startServer('--metrics', '--workers', '2');
    const SENT = 10;
    for (let i = 0; i < SENT; i++) expect((await essay(server.base)).status).toBe(200);
    const { status, body } = await requestOnce(`${new URL(server.base).origin}/metrics`);
    expect(status).toBe(200);
    expect(sample(body, 'http_requests_total{method="POST",route="/api/v1/essay/review",status="200"}')).toBe(SENT);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('exits 64 with the fix when prom-client is not installed', () => {
    const project = mkdtempSync(join(tmpdir(), 'serve-without-prom-client-'));
    try {
      cpSync(fileURLToPath(new URL('../dist', import.meta.url)), join(project, 'dist'), { recursive: true });
      cpSync(fileURLToPath(new URL('../package.json', import.meta.url)), join(project, 'package.json'));
      const run = spawnSync(process.execPath, [join(project, 'dist', 'cli.js'), 'serve', '--port', '0', '--metrics'], {
        encoding: 'utf8',
        timeout: 10_000,
      });
      expect(run.status).toBe(64);
      expect(run.stderr).toContain(
        "--metrics needs prom-client, an optional peer dependency of handwriting-scoring: run 'npm install prom-client'",
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
