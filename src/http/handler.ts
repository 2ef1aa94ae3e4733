import type { Operation } from '../errors.js';
import { type DispatchOptions, dispatchText, OPERATION_ROUTES } from './dispatch.js';
import { dispatchExplainedText, invalidExplainBody, readExplainFlag } from './explain.js';
import { createOpenApiDocument } from './openapi.js';

/** Options of {@link createHandler}. */
export interface HandlerOptions extends DispatchOptions {
  /** Path prefix of every route; default `/api/v1`. */
  readonly basePath?: string;
  /** Largest request body accepted, in bytes; a larger one gets 413. Default 1 MiB. */
  readonly maxBodyBytes?: number;
}

/** A Fetch-standard request handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** Default of {@link HandlerOptions.maxBodyBytes}: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES: number = 1024 * 1024;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

/** A JSON response with the given status and extra headers. */
function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/**
 * Creates the service of the contract as a Fetch handler: `POST {basePath}/essay/review`,
 * `/stroke-order/evaluate`, `/writing/quality`, and `GET {basePath}/openapi.json`.
 * It mounts as is in Hono, Bun, Deno, Workers and Next.js route handlers.
 *
 * @example
 * const handler = createHandler();
 * const response = await handler(new Request('http://localhost/api/v1/essay/review', {
 *   method: 'POST',
 *   body: JSON.stringify({ text: '今天天气很好，我很开心。' }),
 * }));
 * response.status; // 200
 */
export function createHandler(options: HandlerOptions = {}): FetchHandler {
  const basePath = (options.basePath ?? '/api/v1').replace(/\/+$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const routes = new Map<string, Operation>();
  for (const [operation, route] of Object.entries(OPERATION_ROUTES))
    routes.set(basePath + route, operation as Operation);
  const openApiPath = `${basePath}/openapi.json`;
  let openApi: string | undefined;

  return async (request) => {
    try {
      const url = new URL(request.url);
      const { pathname } = url;
      if (pathname === openApiPath) {
        if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD');
        openApi ??= JSON.stringify(createOpenApiDocument(basePath));
        return new Response(request.method === 'HEAD' ? null : openApi, { status: 200, headers: JSON_HEADERS });
      }
      const operation = routes.get(pathname);
      if (operation === undefined) return json(404, { detail: 'Not Found' });
      if (request.method !== 'POST') return methodNotAllowed('POST');
      const explain = readExplainFlag(url);
      if (explain === undefined) return json(422, invalidExplainBody(url));
      const text = await readBoundedText(request, maxBodyBytes);
      if (text === undefined) return json(413, { detail: `Request body is larger than ${maxBodyBytes} bytes` });
      const answer = explain ? dispatchExplainedText : dispatchText;
      const { status, body } = answer(operation, text, options);
      return json(status, body);
    } catch {
      return json(500, { detail: 'Internal Server Error' });
    }
  };
}

function methodNotAllowed(allow: string): Response {
  return json(405, { detail: 'Method Not Allowed' }, { allow });
}

/** Reads the body as UTF-8, giving up (undefined) as soon as it passes `limit` bytes. */
async function readBoundedText(request: Request, limit: number): Promise<string | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return undefined;
  if (request.body === null) return '';
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
  return new TextDecoder().decode(bytes);
}
