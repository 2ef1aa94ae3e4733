// The service of the contract, free of any host's request and response types: routing on the
// path, the media-type and CORS checks, and every problem body. The Fetch handler and the
// Node server both answer through it, so they answer alike.
import type { Operation } from '../core/errors.js';
import { answer, OPERATION_ROUTES } from './dispatch.js';
import { invalidExplainBody, readExplainFlag } from './explain.js';
import { createOpenApiDocument } from './openapi.js';
import { type HandlerOptions, type ResolvedHandlerOptions, resolveHandlerOptions } from './options.js';

/** A finished answer: status, headers (all but Content-Length) and the JSON text. */
export interface Reply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON text; a host sends it with its Content-Length, and no body for HEAD or 204. */
  readonly body: string;
}

/** A request that reached an operation's route and now needs its body. */
export interface OperationRoute {
  readonly operation: Operation;
  /** The request's query string, without its `?` ('' when there is none). */
  readonly query: string;
  /** `?explain=true` (or `1`): answer with the explanation beside `data`. */
  readonly explain: boolean;
}

/** Reads one request header by its lower-case name. */
export type HeaderReader = (name: string) => string | null | undefined;

/** The host-independent service made by {@link createService}. */
export interface Service {
  readonly options: ResolvedHandlerOptions;
  /** Answers every request that needs no body, or names the operation whose body to read. */
  route(method: string, path: string, query: string, header: HeaderReader): Reply | OperationRoute;
  /** Answers an operation's request from its body, or `undefined` when the bytes were not UTF-8. */
  answer(route: OperationRoute, text: string | undefined, header: HeaderReader): Reply;
  /** The 413 answer of a body over the limit. */
  tooLarge(header: HeaderReader): Reply;
  /** The 500 answer of an unexpected failure. */
  failed(header: HeaderReader): Reply;
}

/** Headers every response carries. */
export const BASE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
});

const OPERATION_METHODS = 'POST';
const DOCUMENT_METHODS = 'GET, HEAD';
/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** `application/json` or any `application/…+json`. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;
/** A charset parameter naming anything but UTF-8. */
const OTHER_CHARSET = /;\s*charset\s*=\s*(?!"?utf-8"?\s*(?:;|$))/i;

/** Whether a Content-Type is JSON in UTF-8 (JSON has no other encoding, RFC 8259). */
function isJsonType(type: string): boolean {
  if (type === 'application/json') return true;
  const semicolon = type.indexOf(';');
  const essence = (semicolon === -1 ? type : type.slice(0, semicolon)).trim();
  return JSON_MEDIA_TYPE.test(essence) && (semicolon === -1 || !OTHER_CHARSET.test(type.slice(semicolon)));
}

const detail = (text: string): string => JSON.stringify({ detail: text });

/** Builds the service from createHandler's options, checking them once (OptionError on a bad one). */
export function createService(options: HandlerOptions = {}): Service {
  const resolved = resolveHandlerOptions(options);
  const { basePath, maxBodyBytes, cors } = resolved;
  const routes = new Map<string, OperationRoute>();
  for (const [operation, route] of Object.entries(OPERATION_ROUTES))
    routes.set(basePath + route, Object.freeze({ operation: operation as Operation, query: '', explain: false }));
  const documentPath = `${basePath}/openapi.json`;
  let document: string | undefined;

  /** The headers of an answer to a request from `origin`, with `extra` ones. */
  function headersFor(header: HeaderReader, extra?: Record<string, string>): Readonly<Record<string, string>> {
    const allowed = cors === undefined ? undefined : allowedOrigin(header('origin'));
    if (allowed === undefined && extra === undefined) return BASE_HEADERS;
    const headers: Record<string, string> = { ...BASE_HEADERS, ...extra };
    if (allowed !== undefined) {
      headers['access-control-allow-origin'] = allowed;
      // The request's id, which `serve` sends back, readable by the page's script.
      headers['access-control-expose-headers'] = 'X-Request-Id';
      if (allowed !== '*') headers.vary = 'Origin';
    }
    return headers;
  }

  function allowedOrigin(origin: string | null | undefined): string | undefined {
    if (origin === null || origin === undefined) return undefined;
    if (cors === '*') return '*';
    return cors?.has(origin) ? origin : undefined;
  }

  const reply = (status: number, header: HeaderReader, body: string, extra?: Record<string, string>): Reply => ({
    status,
    headers: headersFor(header, extra),
    body,
  });

  /** OPTIONS: a CORS preflight when CORS is on, else 405 as for any other method. */
  function preflight(methods: string, header: HeaderReader): Reply {
    if (cors === undefined) return reply(405, header, detail('Method Not Allowed'), { allow: methods });
    const origin = header('origin');
    if (origin !== null && origin !== undefined && allowedOrigin(origin) === undefined)
      return reply(403, header, detail(`Origin ${origin} is not allowed`));
    return reply(204, header, '', {
      allow: `${methods}, OPTIONS`,
      'access-control-allow-methods': methods,
      'access-control-allow-headers': resolved.corsAllowHeaders,
      'access-control-max-age': PREFLIGHT_MAX_AGE,
    });
  }

  return {
    options: resolved,
    route(method, path, query, header) {
      if (path === documentPath) {
        if (method === 'OPTIONS') return preflight(DOCUMENT_METHODS, header);
        if (method !== 'GET' && method !== 'HEAD')
          return reply(405, header, detail('Method Not Allowed'), { allow: DOCUMENT_METHODS });
        const { strokes, quality } = resolved.dispatch;
        document ??= JSON.stringify(
          createOpenApiDocument(basePath, { ...(strokes && { strokes }), ...(quality && { quality }) }),
        );
        return reply(200, header, document);
      }
      const route = routes.get(path);
      if (route === undefined) return reply(404, header, detail('Not Found'));
      if (method === 'OPTIONS') return preflight(OPERATION_METHODS, header);
      if (method !== 'POST') return reply(405, header, detail('Method Not Allowed'), { allow: OPERATION_METHODS });
      const type = header('content-type');
      // No Content-Type is read as JSON, as FastAPI does; any other type is refused, which also
      // keeps a cross-origin HTML form (a "simple" request) from posting to the service.
      if (type !== null && type !== undefined && !isJsonType(type))
        return reply(415, header, detail(`Unsupported Media Type '${type}': send the body as application/json`));
      if (query === '') return route;
      const url = new URL(`http://service/?${query}`);
      const explain = readExplainFlag(url);
      if (explain === undefined) return reply(422, header, JSON.stringify(invalidExplainBody(url)));
      return { operation: route.operation, query, explain };
    },
    answer(route, text, header) {
      if (text === undefined) return reply(400, header, detail('Request body is not valid UTF-8'));
      const { status, body } = answer(route.operation, { text }, resolved.dispatch, route.explain);
      return reply(status, header, JSON.stringify(body));
    },
    tooLarge: (header) => reply(413, header, detail(`Request body is larger than ${maxBodyBytes} bytes`)),
    failed: (header) => reply(500, header, detail('Internal Server Error')),
  };
}

/** The path and the query (without `?`) of a request target: `/a/b?c`, or an absolute `http://h/a/b?c`. */
export function splitTarget(target: string): readonly [path: string, query: string] {
  if (target.charCodeAt(0) === 47 /* / */) {
    const mark = target.indexOf('?');
    return mark === -1 ? [target, ''] : [target.slice(0, mark), target.slice(mark + 1)];
  }
  try {
    const url = new URL(target);
    return [url.pathname, url.search.slice(1)];
  } catch {
    return [target, ''];
  }
}
