import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AccessEntry,
  createNodeListener,
  type ListenerHooks,
  requestIdOf,
  UNMATCHED_ROUTE,
  withRequestId,
} from './listener.js';
import { createUuidMaker } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const servers: Server[] = [];

/** Serves the listener on a free loopback port; resolves to its origin. */
async function serveListener(hooks: ListenerHooks = {}, basePath?: string): Promise<string> {
  const server = createServer(createNodeListener(basePath === undefined ? {} : { basePath }, hooks));
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('request ids', () => {
  const newId = createUuidMaker();

  it('keep a client id of 1 to 128 visible ASCII characters', () => {
    for (const id of ['a', 'x'.repeat(128), 'req-42/7:~!', '{"x"}']) expect(requestIdOf(id, newId)).toBe(id);
  });

  it('replace a missing, empty, too long, spaced, control or non-ASCII client id with a new UUID', () => {
    for (const id of [undefined, '', 'x'.repeat(129), 'a b', 'a\tb', 'id\x7f', 'идентификатор', ['a', 'b']])
      expect(requestIdOf(id, newId)).toMatch(UUID);
    expect(requestIdOf(undefined, newId)).not.toBe(requestIdOf(undefined, newId));
  });

  it('go last into a problem body as request_id, leaving other text alone', () => {
    expect(withRequestId('{"detail":"Not Found"}', 'r1')).toBe('{"detail":"Not Found","request_id":"r1"}');
    expect(withRequestId('{}', 'r"1')).toBe('{"request_id":"r\\"1"}');
    expect(withRequestId('', 'r1')).toBe('');
  });

  it('come back in the X-Request-Id header of every answer, and in the body of every problem', async () => {
    const origin = await serveListener();
    const kept = await fetch(`${origin}/api/v1/nope`, { headers: { 'x-request-id': 'client-7' } });
    expect(kept.headers.get('x-request-id')).toBe('client-7');
    expect(await kept.json()).toEqual({ detail: 'Not Found', request_id: 'client-7' });
    const made = await fetch(`${origin}/api/v1/writing/quality`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'a b' },
      body: '{}',
    });
    const id = made.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const problem = await made.json();
    expect(problem.request_id).toBe(id);
    expect(problem.detail[0].loc).toEqual(['body', 'strokes']);
  });

  it('leave a successful body as the library writes it', async () => {
    const origin = await serveListener();
    const response = await fetch(`${origin}/api/v1/writing/quality`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'ok-1' },
      body: '{"strokes":[]}',
    });
    expect(response.headers.get('x-request-id')).toBe('ok-1');
    expect(await response.text()).not.toContain('request_id');
  });
});

describe('probes', () => {
  it('answer GET /healthz with 200 and a small JSON body', async () => {
    const origin = await serveListener();
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answer HEAD like GET, without a body', async () => {
    const origin = await serveListener();
    const response = await fetch(`${origin}/readyz`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength('{"status":"ready"}'));
    expect(await response.text()).toBe('');
  });

  it('answer /readyz with 200 while serving and 503 once the server is closing, while /healthz stays 200', async () => {
    let closing = false;
    const origin = await serveListener({ closing: () => closing });
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    closing = true;
    const draining = await fetch(`${origin}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({
      status: 'shutting down',
      request_id: draining.headers.get('x-request-id'),
    });
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('live outside the base path', async () => {
    const origin = await serveListener({}, '/scoring');
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await fetch(`${origin}/scoring/healthz`)).status).toBe(404);
  });

  it('answer other methods with 405 and Allow: GET, HEAD', async () => {
    const origin = await serveListener();
    const response = await fetch(`${origin}/healthz`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serve /metrics with what the metrics hook gives, in its content type', async () => {
    const origin = await serveListener({
      metrics: async () => ({ contentType: 'text/plain; version=0.0.4', body: 'up 1\n' }),
    });
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4');
    expect(await response.text()).toBe('up 1\n');
  });

  it('answer 500 to a scrape that fails', async () => {
    const origin = await serveListener({ metrics: () => Promise.reject(new Error('no primary')) });
    expect((await fetch(`${origin}/metrics`)).status).toBe(500);
  });

  it('leave /metrics unknown (404) unless metrics are served', async () => {
    const origin = await serveListener();
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
  });
});

describe('the entries handed to the access log', () => {
  it('name the route by its template, and every unknown path by one value', async () => {
    const entries: AccessEntry[] = [];
    const origin = await serveListener({ onDone: (entry) => entries.push(entry) });
    for (const path of ['/api/v1/openapi.json', '/healthz', '/api/v1/nope', '/x/../../etc/passwd', '/metrics'])
      await (await fetch(origin + path, { headers: { 'x-request-id': `id-${entries.length}` } })).arrayBuffer();
    await expect.poll(() => entries.length).toBe(5);
    expect(entries.map((entry) => entry.route)).toEqual([
      '/api/v1/openapi.json',
      '/healthz',
      UNMATCHED_ROUTE,
      UNMATCHED_ROUTE,
      UNMATCHED_ROUTE,
    ]);
    expect(entries.map((entry) => entry.requestId)).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-4']);
  });

  it('follow a call of onStart for each request', async () => {
    const events: string[] = [];
    const origin = await serveListener({ onStart: () => events.push('start'), onDone: () => events.push('done') });
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual(['start', 'done']);
  });
});

describe('a body over the limit', () => {
  // A browser or curl reads the 413 as it arrives and stops sending: the answer reached it.
  it('is logged with status 413, not aborted, when the client takes the 413 and goes away mid-body', async () => {
    const entries: AccessEntry[] = [];
    const origin = await serveListener({ onDone: (entry) => entries.push(entry) });
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    socket.on('error', () => {});
    await once(socket, 'connect');
    socket.write(
      'POST /api/v1/essay/review HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8388608\r\n\r\n',
    );
    socket.write(Buffer.alloc(64 * 1024, 0x20));
    const [head] = (await once(socket, 'data')) as [Buffer];
    expect(head.toString('latin1')).toMatch(/^HTTP\/1\.1 413/);
    socket.destroy();
    await expect.poll(() => entries.length).toBe(1);
    expect(entries[0]).toMatchObject({ status: 413, route: '/api/v1/essay/review' });
  });
});

describe('delivery tracking', () => {
  it('adds one close listener to a response, none on finish or prefinish (a second finish listener was copied on every emit)', async () => {
    const counts: string[] = [];
    const entries: AccessEntry[] = [];
    const listener = createNodeListener({}, { onDone: (entry) => entries.push(entry), responseTimeoutMs: 5000 });
    const server = createServer((req, res) => {
      listener(req, res);
      const count = (): string =>
        ['finish', 'prefinish', 'close'].map((event) => `${event} ${res.listenerCount(event)}`).join(', ');
      counts.push(count());
      res.once('finish', () => counts.push(count()));
    });
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${origin}/api/v1/essay/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 }),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await expect.poll(() => entries.length).toBe(1);
    // Node's own finish listener and the access log's close listener, as the request starts and
    // as it finishes (the test's own once listener is gone by the time it runs).
    expect(counts).toEqual(['finish 1, prefinish 0, close 1', 'finish 1, prefinish 0, close 1']);
    expect(entries[0]).toMatchObject({ status: 200, route: '/api/v1/essay/review' });
  });
});

describe('answer bytes', () => {
  it('are views of one 64 KiB slab, one answer after another, each its text in UTF-8', async () => {
    const written: Buffer[] = [];
    const listener = createNodeListener();
    const server = createServer((req, res) => {
      const end = res.end.bind(res);
      res.end = ((chunk?: unknown) => {
        if (Buffer.isBuffer(chunk)) written.push(chunk);
        return end(chunk as Buffer);
      }) as typeof res.end;
      listener(req, res);
    });
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const texts: string[] = [];
    for (const text of ['今天天气很好，我很开心。我们一起去公园玩。', '我们一起去公园玩。今天天气很好，我很开心。']) {
      const response = await fetch(`${origin}/api/v1/essay/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, grade: 3 }),
      });
      texts.push(await response.text());
    }
    const [first, second] = written as [Buffer, Buffer];
    expect(written.map((bytes) => bytes.toString())).toEqual(texts);
    expect(first.buffer).toBe(second.buffer);
    expect(first.buffer.byteLength).toBe(64 * 1024);
    expect(second.byteOffset).toBe(Math.ceil((first.byteOffset + first.byteLength) / 8) * 8);
  });
});
