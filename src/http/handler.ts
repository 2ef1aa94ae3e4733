import type { HandlerOptions } from './options.js';
import { createService, type HeaderReader, type Reply } from './service.js';

export type { CorsOptions, HandlerOptions } from './options.js';
export { DEFAULT_MAX_BODY_BYTES } from './options.js';

/** A Fetch-standard request handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

const ENCODER = new TextEncoder();
/** Stateless between calls (no `stream` option), so one serves every request. */
const DECODER = new TextDecoder('utf-8', { fatal: true });
/** A Content-Length a host's HTTP parser holds the body to: digits only. */
const DECLARED_LENGTH = /^\d+$/;

/** What the handler uses of a host's `Buffer`: counting a text's UTF-8 bytes without writing them. */
interface ByteCounter {
  byteLength(text: string): number;
}

/** The host's `Buffer` (Node, Bun), or undefined where there is none (browsers, workerd). */
function hostByteCounter(): ByteCounter | undefined {
  const candidate = (globalThis as { Buffer?: Partial<ByteCounter> }).Buffer;
  return typeof candidate?.byteLength === 'function' ? (candidate as ByteCounter) : undefined;
}

/**
 * The Fetch response of a reply, with its Content-Length; no body for HEAD or 204.
 *
 * Where the host has a `Buffer` (`counter`, looked up once per handler), the body is the JSON text and `Buffer.byteLength` counts it:
 * @hono/node-server then writes the text with the head in one piece, where bytes cost an
 * encoding pass and an `ArrayBuffer` before the write. Elsewhere the body is the text's UTF-8
 * bytes, encoded once, which gives the length too.
 */
function toResponse(reply: Reply, method: string, counter: ByteCounter | undefined): Response {
  // A plain record, not a Headers: hosts such as @hono/node-server write it without building one.
  const headers: Record<string, string> = Object.assign({}, reply.headers);
  const bytes = counter === undefined ? ENCODER.encode(reply.body) : undefined;
  const body = bytes ?? reply.body;
  if (reply.status !== 204) headers['content-length'] = String(bytes?.byteLength ?? counter!.byteLength(reply.body));
  const empty = method === 'HEAD' || reply.status === 204;
  return new Response(empty ? null : body, { status: reply.status, headers });
}

/**
 * Creates the service of the contract as a Fetch handler: `POST {basePath}/essay/review`,
 * `/stroke-order/evaluate`, `/writing/quality`, and `GET {basePath}/openapi.json`.
 * It mounts as is in Hono, Bun, Deno, Workers and Next.js route handlers. Routing reads the
 * request's path only. The options are checked here, once.
 *
 * @throws {OptionError} naming each malformed option (a `basePath` without its leading slash is
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
  const counter = hostByteCounter();

  return async (request) => {
    const header: HeaderReader = (name) => request.headers.get(name);
    try {
      const [path, query] = splitUrl(request.url);
      const route = service.route(request.method, path, query, header);
      if (!('operation' in route)) return toResponse(route, request.method, counter);
      const bytes = await readBounded(request, maxBodyBytes);
      if (bytes === undefined || bytes.byteLength > maxBodyBytes)
        return toResponse(service.tooLarge(header), request.method, counter);
      return toResponse(service.answer(route, decodeUtf8(bytes), header), request.method, counter);
    } catch {
      try {
        return toResponse(service.failed(header), request.method, counter);
      } catch {
        // No usable Request at all (`handler(undefined)`): still the 500 answer, never a rejection.
        return toResponse(service.failed(NO_HEADERS), 'POST', counter);
      }
    }
  };
}

/** The headers of a request that has none to read. */
const NO_HEADERS: HeaderReader = () => null;

/**
 * The path and the query (without `?`) of a request's URL. `request.url` is already serialized
 * (the Fetch standard parses it when the request is made: dot segments resolved, no fragment),
 * so slicing it reads what `new URL` would, without building one per request.
 */
function splitUrl(url: string): readonly [path: string, query: string] {
  const authority = url.indexOf('//');
  const slash = authority === -1 ? -1 : url.indexOf('/', authority + 2);
  if (slash === -1) {
    const parsed = new URL(url);
    return [parsed.pathname, parsed.search.slice(1)];
  }
  const hash = url.indexOf('#', slash);
  const end = hash === -1 ? url.length : hash;
  const mark = url.indexOf('?', slash);
  if (mark === -1 || mark > end) return [url.slice(slash, end), ''];
  return [url.slice(slash, mark), url.slice(mark + 1, end)];
}

/** The text of UTF-8 bytes, or undefined when they are not UTF-8 (never U+FFFD in their place). */
function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return DECODER.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Reads the body; undefined, or more than `limit` bytes, when it is over the limit. A declared
 * length within the limit is read whole with `arrayBuffer()`: the host's HTTP parser delivers
 * no more bytes than declared, and hosts read it without building a web stream (on
 * @hono/node-server the stream cost five times the rest of the request). Without one the body
 * is streamed and reading stops at the limit. Not itself async: the handler awaits the host's
 * own promise, one step, and decodes the ArrayBuffer without a view around it.
 */
function readBounded(request: Request, limit: number): Promise<ArrayBuffer | Uint8Array | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return Promise.resolve(undefined);
  if (declared !== null && DECLARED_LENGTH.test(declared)) return request.arrayBuffer();
  return readStreamed(request, limit);
}

/** Streams a body of no declared length, giving up (undefined) once it passes `limit` bytes. */
async function readStreamed(request: Request, limit: number): Promise<Uint8Array | undefined> {
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
