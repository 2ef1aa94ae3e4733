// Whatever arrives over HTTP, the handler answers only with the contract's statuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../src/http/index.js';
import { essayRequest, strokeOrderRequest, writingQualityRequest } from './arbitraries.js';

const handler = createHandler({ now: () => 0, maxBodyBytes: 64 * 1024 });
const PREFIXES = ['作文批改失败：', '笔顺评估失败：', '书写质量评估失败：'];
const paths = fc.constantFrom(
  '/api/v1/essay/review',
  '/api/v1/stroke-order/evaluate',
  '/api/v1/writing/quality',
  '/api/v1/openapi.json',
  '/api/v1/unknown',
  '/',
);
const bodies = fc.oneof(
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.oneof(essayRequest, strokeOrderRequest, writingQualityRequest).map((request) => JSON.stringify(request)),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder().decode(bytes)),
  // Raw bytes, often not UTF-8: a clear 400, never U+FFFD scored in their place.
  fc.uint8Array({ maxLength: 200 }),
);

async function assertContractResponse(response: Response): Promise<void> {
  expect([200, 400, 404, 405, 413, 415, 422, 500]).toContain(response.status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength === 0) return; // HEAD
  expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
  const text = new TextDecoder().decode(bytes);
  const body = JSON.parse(text);
  if (response.status === 500) expect(PREFIXES.some((prefix) => body.detail.startsWith(prefix))).toBe(true);
  if (response.status === 422)
    expect(body.detail.every((issue: { loc: unknown[] }) => issue.loc[0] === 'body')).toBe(true);
}

describe('createHandler on arbitrary requests', () => {
  it('answers only 200, 400, 404, 405, 413, 415, 422 or the contract 500s, with nosniff, no-store and the length', async () => {
    await fc.assert(
      fc.asyncProperty(
        paths,
        fc.constantFrom('POST', 'GET', 'PUT', 'DELETE', 'HEAD'),
        bodies,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', undefined),
        async (path, method, body, type) => {
          const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
          const init: RequestInit =
            method === 'GET' || method === 'HEAD'
              ? { method }
              : { method, body: typeof body === 'string' ? new TextEncoder().encode(body) : body, headers };
          await assertContractResponse(await handler(new Request(`http://localhost${path}`, init)));
        },
      ),
      { seed: 99, numRuns: 500 },
    );
  });

  it('answers 413 for any body over the limit', async () => {
    const response = await handler(
      new Request('http://localhost/api/v1/essay/review', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(64 * 1024 + 1),
      }),
    );
    expect(response.status).toBe(413);
  });
});
