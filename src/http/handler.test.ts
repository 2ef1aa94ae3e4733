import { describe, expect, it } from 'vitest';
import { toEnvelope } from '../envelope.js';
import { reviewEssay } from '../essay/review.js';
import { evaluateStrokeOrder } from '../stroke-order/evaluate.js';
import { evaluateWritingQuality } from '../writing-quality/evaluate.js';
import { createHandler } from './handler.js';

const now = () => 0;
const handler = createHandler({ now });
const ESSAY = { text: '今天天气很好，我很开心。' };
const STROKE = {
  character: '十',
  strokes: [
    [
      { x: 0, y: 0, timestamp: 0 },
      { x: 9, y: 0, timestamp: 1 },
    ],
  ],
};
const QUALITY = {
  strokes: [
    [
      { x: 0, y: 0, timestamp: 0 },
      { x: 30, y: 90, timestamp: 1 },
    ],
  ],
};

function post(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return handler(new Request(`http://localhost${path}`, { method: 'POST', body: text, ...init }));
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

  it('rejects a request with 422 in the FastAPI shape, every issue with body-rooted loc', async () => {
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

  it('answers an operation failure with 500 and the prefixed detail', async () => {
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
        headers: { 'content-length': String(new TextEncoder().encode(text).length) },
      }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
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
      new Request('http://localhost/scoring/writing/quality', { method: 'POST', body: JSON.stringify(QUALITY) }),
    );
    expect(response.status).toBe(200);
    expect((await mounted(new Request('http://localhost/api/v1/writing/quality', { method: 'POST' }))).status).toBe(
      404,
    );
  });
});
