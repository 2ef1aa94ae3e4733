import type { HandlerOptions } from './options.js';
import { createService, type HeaderReader, type Reply } from './service.js';

export type { CorsOptions, HandlerOptions } from './options.js';
export { DEFAULT_MAX_BODY_BYTES } from './options.js';

/** A Fetch-standard request handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

const ENCODER = new TextEncoder();

/** The Fetch response of a reply, with its Content-Length; no body for HEAD or 204. */
function toResponse(reply: Reply, method: string): Response {
  const bytes = ENCODER.encode(reply.body);
  const headers = new Headers(reply.headers);
  if (reply.status !== 204) headers.set('content-length', String(bytes.byteLength));
  const empty = method === 'HEAD' || reply.status === 204;
  return new Response(empty ? null : bytes, { status: reply.status, headers });
}

/**
 * Creates the service of the contract as a Fetch handler: `POST {basePath}/essay/review`,
 * `/stroke-order/evaluate`, `/writing/quality`, and `GET {basePath}/openapi.json`.
 * It mounts as is in Hono, Bun, Deno, Workers and Next.js route handlers. Routing reads the
 * request's path only. The options are checked here, once.
 *
 * @throws {TypeError} naming each malformed option (a `basePath` without its leading slash is
 * not one: the slash is added).
 * @example
 * const handler = createHandler();
 * const response = await handler(new Request('http://localhost/api/v1/essay/review', {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json' },
 *   body: JSON.stringify({ text: '今天天气很好，我很开心。' }),
 * }));
 * response.status; // 200
 */
export function createHandler(options: HandlerOptions = {}): FetchHandler {
  const service = createService(options);
  const { maxBodyBytes } = service.options;

  return async (request) => {
    const header: HeaderReader = (name) => request.headers.get(name);
    try {
      const url = new URL(request.url);
      const route = service.route(request.method, url.pathname, url.search.slice(1), header);
      if (!('operation' in route)) return toResponse(route, request.method);
      const bytes = await readBounded(request, maxBodyBytes);
      if (bytes === undefined) return toResponse(service.tooLarge(header), request.method);
      return toResponse(service.answer(route, decodeUtf8(bytes), header), request.method);
    } catch {
      return toResponse(service.failed(header), request.method);
    }
  };
}

/** The text of UTF-8 bytes, or undefined when they are not UTF-8 (never U+FFFD in their place). */
function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Reads the body, giving up (undefined) as soon as it passes `limit` bytes. */
async function readBounded(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return undefined;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
