import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESSAY, QUALITY, STROKE } from '../../test/requests.js';
import { toEnvelope } from '../core/envelope.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { createHandler } from './handler.js';

const now = () => 0;
const handler = createHandler({ now });

function post(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const text = typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body);
  const headers = { 'content-type': 'application/json', ...init.headers };
  return handler(new Request(`http://localhost${path}`, { method: 'POST', body: text, ...init, headers }));
}

describe('createHandler', () => {
  it('answers the three routes with the envelope of the library result', async () => {
    const cases = [
      ['/api/v1/essay/review', ESSAY, reviewEssay(ESSAY, { now })],
      ['/api/v1/stroke-order/evaluate', STROKE, evaluateStrokeOrder(STROKE, { now })],
      ['/api/v1/writing/quality', QUALITY, evaluateWritingQuality(QUALITY)],
    ] as const;
    for (const [path, body, data] of cases) {
      const response = await post(path, body);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).toBe(JSON.stringify(toEnvelope(data)));
    }
  });

  it('rejects a request with 422 in the FastAPI shape, every issue with body-rooted loc (general.errors)', async () => {
    const response = await post('/api/v1/essay/review', { text: '短', grade: 0 });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        { type: 'string_too_short', loc: ['body', 'text'], msg: expect.any(String) },
        { type: 'greater_than_equal', loc: ['body', 'grade'], msg: expect.any(String) },
      ],
    });
  });

  it('gives deep loc paths for point fields', async () => {
    const body = { character: '一', strokes: [[{ x: 0, y: 0, timestamp: 0, pressure: 2 }]] };
    const response = await post('/api/v1/stroke-order/evaluate', body);
    expect((await response.json()).detail[0].loc).toEqual(['body', 'strokes', 0, 0, 'pressure']);
  });

  it('rejects a body that is not JSON with 422 json_invalid', async () => {
    const response = await post('/api/v1/writing/quality', '{"strokes": [');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        { type: 'json_invalid', loc: ['body', 13], msg: 'JSON decode error: the body ends too early at position 13' },
      ],
    });
  });

  it('answers an operation failure with 500 and the prefixed detail (general.errors)', async () => {
    const response = await post('/api/v1/essay/review', { ...ESSAY, max_score: 0 });
    expect(response.status).toBe(500);
    expect((await response.json()).detail).toMatch(/^作文批改失败：/);
    const stroke = await post('/api/v1/stroke-order/evaluate', { character: '大', strokes: [[]] });
    expect(stroke.status).toBe(500);
    expect((await stroke.json()).detail).toMatch(/^笔顺评估失败：/);
  });

  it('answers an unknown path with 404 Not Found', async () => {
    const response = await post('/api/v2/essay/review', ESSAY);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not Found' });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers another method with 405 and an Allow header', async () => {
    const response = await handler(new Request('http://localhost/api/v1/essay/review'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const openApi = await handler(new Request('http://localhost/api/v1/openapi.json', { method: 'DELETE' }));
    expect(openApi.status).toBe(405);
    expect(openApi.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 413 for a declared body over the limit', async () => {
    const small = createHandler({ maxBodyBytes: 100 });
    const text = JSON.stringify({ text: '长'.repeat(200) });
    const response = await small(
      new Request('http://localhost/api/v1/essay/review', {
        method: 'POST',
        body: text,
        headers: {
          'content-type': 'application/json',
          'content-length': String(new TextEncoder().encode(text).length),
        },
      }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("routes on the URL's path as the URL standard reads it, dot segments resolved, and reads its query", async () => {
    const dotted = await post('/api/v1/stroke-order/../essay/review?explain=true#part', ESSAY);
    expect(dotted.status).toBe(200);
    expect(Object.keys(await dotted.json())).toContain('explanation');
    expect((await post('/api/v1/essay/review?explain=maybe', ESSAY)).status).toBe(422);
    expect((await post('/api/v1/essay/review/?explain=true', ESSAY)).status).toBe(404);
  });

  it('answers 413 for a body longer than the limit even when its declared length is within it', async () => {
    const small = createHandler({ maxBodyBytes: 100 });
    const text = JSON.stringify({ text: '长'.repeat(200) });
    const response = await small(
      new Request('http://localhost/api/v1/essay/review', {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json', 'content-length': '50' },
      }),
    );
    expect(response.status).toBe(413);
  });

  it('stops reading a streamed body at the limit instead of buffering it whole', async () => {
    const small = createHandler({ maxBodyBytes: 1000 });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(100).fill(0x20));
      },
    });
    const request = new Request('http://localhost/api/v1/essay/review', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const response = await small(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });

  it('serves the OpenAPI document under the base path', async () => {
    const response = await handler(new Request('http://localhost/api/v1/openapi.json'));
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/api/v1/essay/review',
      '/api/v1/stroke-order/evaluate',
      '/api/v1/writing/quality',
    ]);
  });

  it('mounts under another base path', async () => {
    const mounted = createHandler({ basePath: '/scoring/' });
    const response = await mounted(
      new Request('http://localhost/scoring/writing/quality', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(QUALITY),
      }),
    );
    expect(response.status).toBe(200);
    expect((await mounted(new Request('http://localhost/api/v1/writing/quality', { method: 'POST' }))).status).toBe(
      404,
    );
  });
});

describe('createHandler media types and bytes', () => {
  it('refuses a POST whose Content-Type is not JSON with 415, and takes JSON types with or without a charset', async () => {
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ]) {
      const response = await post('/api/v1/essay/review', ESSAY, { headers: { 'content-type': type } });
      expect(response.status).toBe(415);
      expect((await response.json()).detail).toContain('application/json');
    }
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await post('/api/v1/essay/review', ESSAY, { headers: { 'content-type': type } });
      expect(response.status).toBe(200);
    }
  });

  it('reads a body without Content-Type as JSON, as FastAPI does', async () => {
    const request = new Request('http://localhost/api/v1/writing/quality', {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify(QUALITY)),
    });
    expect(request.headers.get('content-type')).toBeNull();
    expect((await handler(request)).status).toBe(200);
  });

  it('answers a body that is not UTF-8 with 400 instead of scoring U+FFFD in its place', async () => {
    const text = new TextEncoder().encode(JSON.stringify({ text: '今天天气很好，我很开心。' }));
    const broken = new Uint8Array([...text.slice(0, 10), 0xff, ...text.slice(10)]);
    const response = await post('/api/v1/essay/review', broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Request body is not valid UTF-8' });
  });

  it('sends Content-Length, nosniff and no-store on every response', async () => {
    const responses = [
      await post('/api/v1/essay/review', ESSAY),
      await post('/api/v1/essay/review', { text: '短' }),
      await handler(new Request('http://localhost/nope')),
      await handler(new Request('http://localhost/api/v1/openapi.json')),
    ];
    for (const response of responses) {
      const bytes = await response.arrayBuffer();
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers HEAD of the OpenAPI document with its length and no body', async () => {
    const get = await handler(new Request('http://localhost/api/v1/openapi.json'));
    const head = await handler(new Request('http://localhost/api/v1/openapi.json', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });
});

describe('createHandler CORS (opt-in)', () => {
  const ORIGIN = 'https://app.example.com';
  const preflight = (target: ReturnType<typeof createHandler>, origin: string) =>
    target(
      new Request('http://localhost/api/v1/essay/review', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      }),
    );

  it('answers a preflight from an allowed origin with 204, the allowed methods and headers', async () => {
    const response = await preflight(createHandler({ cors: { origin: ORIGIN } }), ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-request-id');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(await response.text()).toBe('');
  });

  it('allows the request headers of cors.allowHeaders too, lower-cased, each once', async () => {
    const target = createHandler({
      cors: { origin: ORIGIN, allowHeaders: ['Authorization', 'X-Request-Id', 'x-trace'] },
    });
    const response = await preflight(target, ORIGIN);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, x-request-id, authorization, x-trace',
    );
  });

  it('refuses a cors.allowHeaders entry that is no header name, naming the option', () => {
    for (const allowHeaders of [['a b'], ['x:y'], [''], 'authorization', [7]])
      expect(() => createHandler({ cors: { origin: ORIGIN, allowHeaders: allowHeaders as never } })).toThrow(
        /option 'cors.allowHeaders' must be a list of header names/,
      );
  });

  it('lets the page read X-Request-Id of an answer (Access-Control-Expose-Headers)', async () => {
    const response = await createHandler({ cors: { origin: ORIGIN } })(
      new Request('http://localhost/api/v1/essay/review', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(ESSAY),
      }),
    );
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
  });

  it('marks the real response of an allowed origin, and allows any origin with *', async () => {
    const response = await createHandler({ cors: { origin: '*' } })(
      new Request('http://localhost/api/v1/essay/review', {
        method: 'POST',
        headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
        body: JSON.stringify(ESSAY),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a preflight from another origin with 403 and sends it no CORS header', async () => {
    const response = await preflight(createHandler({ cors: { origin: [ORIGIN] } }), 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('without the option answers OPTIONS with 405 and sends no CORS header, as before', async () => {
    const response = await preflight(handler, ORIGIN);
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const real = await post('/api/v1/essay/review', ESSAY, { headers: { origin: ORIGIN } });
    expect(real.headers.get('access-control-allow-origin')).toBeNull();
    expect(real.headers.get('access-control-expose-headers')).toBeNull();
  });
});

describe('createHandler on the fast paths of Node hosts such as @hono/node-server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Every request kind whose response differs in shape: success, problem, 404, document, HEAD, 413. */
  const requests = (): Request[] => [
    new Request('http://localhost/api/v1/essay/review', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ESSAY),
    }),
    new Request('http://localhost/api/v1/essay/review', {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify({ text: '短' })),
    }),
    new Request('http://localhost/nope'),
    new Request('http://localhost/api/v1/openapi.json'),
    new Request('http://localhost/api/v1/openapi.json', { method: 'HEAD' }),
    new Request('http://localhost/api/v1/essay/review', {
      method: 'POST',
      headers: { 'content-length': '99999999' },
      body: new TextEncoder().encode('{}'),
    }),
  ];

  /** What a client sees of a response: status, every header, and the bytes. */
  async function seen(response: Response) {
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      headers.push([name, value]);
    });
    return {
      status: response.status,
      headers,
      bytes: [...new Uint8Array(await response.arrayBuffer())],
    };
  }

  it('reads only the url, method, headers and arrayBuffer() of a request of declared length', async () => {
    const touched = new Set<PropertyKey>();
    const watched = (request: Request) =>
      new Proxy(request, {
        get(target, property) {
          touched.add(property);
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const body = JSON.stringify(ESSAY);
    const response = await handler(
      watched(
        new Request('http://localhost/api/v1/essay/review', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': String(new TextEncoder().encode(body).length),
          },
          body,
        }),
      ),
    );
    expect(response.status).toBe(200);
    // The properties @hono/node-server answers from Node's request, without building a Fetch
    // Request: the signal, the body stream, clone() or text() would build one.
    expect([...touched].sort()).toEqual(['arrayBuffer', 'headers', 'method', 'url']);
  });

  it('gives the Response the JSON text and a plain record of headers where the host has a Buffer', async () => {
    const made: { body: unknown; headers: unknown }[] = [];
    const Native = globalThis.Response;
    vi.stubGlobal(
      'Response',
      class extends Native {
        constructor(body?: BodyInit | null, init?: ResponseInit) {
          super(body, init);
          made.push({ body, headers: init?.headers });
        }
      },
    );
    const response = await post('/api/v1/essay/review', ESSAY);
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toBe(await response.text());
    expect(Object.getPrototypeOf(made[0]?.headers)).toBe(Object.prototype);
  });

  it('answers with the same status, headers and bytes on a host without a Buffer, encoding the body itself', async () => {
    const withBuffer = [];
    for (const request of requests()) withBuffer.push(await seen(await handler(request)));
    // The handler looks for a Buffer when it is made; undici's own Response needs the real one.
    vi.stubGlobal('Buffer', { from: Buffer.from });
    const bufferless = createHandler({ now });
    vi.unstubAllGlobals();
    const without = [];
    for (const request of requests()) without.push(await seen(await bufferless(request)));
    expect(without).toEqual(withBuffer);
    expect(withBuffer.map(({ status }) => status)).toEqual([200, 422, 404, 200, 200, 413]);
    for (const { headers, bytes, status } of withBuffer.slice(0, 4))
      expect(new Map(headers).get('content-length'), String(status)).toBe(String(bytes.length));
  });
});
