// The service on Node's own http module: the same routing and problem core as the Fetch
// handler (src/http/service.ts), without building a Fetch Request and Response per request,
// which on Node 20 cost more than scoring a small essay.
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPERATION_ROUTES } from '../http/dispatch.js';
import type { HandlerOptions } from '../http/options.js';
import { BASE_HEADERS, createService, type HeaderReader, type Reply, splitTarget } from '../http/service.js';
import { limitDelivery, wasDelivered } from './delivery.js';
import { createUuidMaker } from './request-id.js';

/** What the access log records of one request. */
export interface AccessEntry {
  readonly method: string;
  /** The request's path, without its query. */
  readonly path: string;
  /** The status sent, or `undefined` when the client went away before the response was sent. */
  readonly status: number | undefined;
  /** Bytes of the response body. */
  readonly bytes: number;
  readonly durationMs: number;
  /** The request's id: the client's `X-Request-Id` when it is a valid one, else a new UUID. */
  readonly requestId: string;
  /** The route's template (its path), or {@link UNMATCHED_ROUTE}: never a raw unknown path. */
  readonly route: string;
}

/** Liveness probe: 200 while the process runs. Outside the base path, like every probe. */
export const HEALTH_PATH = '/healthz';

/** Readiness probe: 200 while the server accepts work, 503 once a shutdown has started. */
export const READY_PATH = '/readyz';

/** Prometheus' scrape path, served when {@link ListenerHooks.metrics} is given. */
export const METRICS_PATH = '/metrics';

/** The `route` of every path that is no route, so that clients cannot mint new label values. */
export const UNMATCHED_ROUTE = 'unmatched';

/** A client's request id is kept when it is 1 to 128 visible ASCII characters. */
const CLIENT_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** A scrape's answer: Prometheus' text format and its content type. */
export interface MetricsText {
  readonly contentType: string;
  readonly body: string;
}

/** Hooks of {@link createNodeListener}: the server's lifecycle around each request. */
export interface ListenerHooks {
  /** Called once per request, when its connection is done with it (sent or aborted). */
  readonly onDone?: (entry: AccessEntry) => void;
  /** True once the server is shutting down: responses then close their connection, and
   * the readiness probe answers 503. */
  readonly closing?: () => boolean;
  /** Called as each request arrives, before any other hook (the in-flight gauge). */
  readonly onStart?: () => void;
  /** Serves `GET /metrics` with what it resolves to; without it, /metrics is an unknown path. */
  readonly metrics?: () => Promise<MetricsText>;
  /** Milliseconds a client has to take a written response before its connection is cut
   * (0 or absent: no limit); see {@link limitDelivery}. */
  readonly responseTimeoutMs?: number;
}

/** The request id of a request: the client's when valid, else a new one from `newId`. */
export function requestIdOf(header: string | string[] | undefined, newId: () => string): string {
  return typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : newId();
}

/** A problem body (a JSON object) with the request's id as its last field, `request_id`,
 * as the OpenAPI document names it; spliced in rather than re-serialised, the body being
 * the service's own JSON object text. */
export function withRequestId(body: string, requestId: string): string {
  if (!body.endsWith('}')) return body;
  return `${body.slice(0, -1)}${body === '{}' ? '' : ','}"request_id":${JSON.stringify(requestId)}}`;
}

/** The JSON answer of a probe or of a method a probe does not take. */
function probeReply(status: number, body: string, extra?: Record<string, string>): Reply {
  return {
    status,
    headers: { ...BASE_HEADERS, ...extra },
    body,
  };
}

const PROBE_METHODS = 'GET, HEAD';
const ALIVE = probeReply(200, '{"status":"ok"}');
const READY = probeReply(200, '{"status":"ready"}');
const DRAINING = probeReply(503, '{"status":"shutting down"}');
const PROBE_METHOD_NOT_ALLOWED = probeReply(405, '{"detail":"Method Not Allowed"}', { allow: PROBE_METHODS });

/** The body of a refused (413) request is read and dropped up to this many bytes, so that a
 * client still sending it reads the answer instead of a reset; past it the connection closes. */
export const MAX_DRAIN_BYTES: number = 64 * 1024 * 1024;

/** …and for at most this long. */
export const DRAIN_TIMEOUT_MS = 10_000;

/** {@link BASE_HEADERS} as the flat list of names and values `writeHead` takes. */
const BASE_FIELDS: readonly string[] = Object.entries(BASE_HEADERS).flat();
/** …one by one, for the list of most answers, written as one literal (see `send`). */
const [TYPE = '', TYPE_VALUE = '', NOSNIFF = '', NOSNIFF_VALUE = '', CACHE = '', CACHE_VALUE = ''] = BASE_FIELDS;

/** Bytes of each slab the answers are encoded into (see `bytesOf`). */
const SLAB_BYTES = 64 * 1024;
/** Answers that may take more than this are encoded into bytes of their own. */
const MAX_SLAB_TEXT_BYTES = SLAB_BYTES / 8;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Creates a `node:http` request listener serving the contract (options as createHandler's). */
export function createNodeListener(options: HandlerOptions = {}, hooks: ListenerHooks = {}): Listener {
  const service = createService(options);
  const { maxBodyBytes, basePath } = service.options;
  const { onDone, closing, onStart, metrics, responseTimeoutMs = 0 } = hooks;
  const routes = new Set([HEALTH_PATH, READY_PATH, `${basePath}/openapi.json`]);
  for (const route of Object.values(OPERATION_ROUTES)) routes.add(basePath + route);
  if (metrics !== undefined) routes.add(METRICS_PATH);
  const newId = createUuidMaker();

  /** Answers a probe (or /metrics); undefined when `path` is none of them. */
  function probe(path: string, method: string): Reply | Promise<Reply> | undefined {
    if (path !== HEALTH_PATH && path !== READY_PATH && (metrics === undefined || path !== METRICS_PATH))
      return undefined;
    if (method !== 'GET' && method !== 'HEAD') return PROBE_METHOD_NOT_ALLOWED;
    if (path === HEALTH_PATH) return ALIVE;
    if (path === READY_PATH) return closing?.() === true ? DRAINING : READY;
    return (metrics as () => Promise<MetricsText>)().then(({ contentType, body }) =>
      probeReply(200, body, { 'content-type': contentType }),
    );
  }

  // The answers' bytes, written one after another into a slab (a new one when the next might
  // not fit), each a view of it: Buffer.from measured each text before encoding it, and took a
  // new 8 KiB pool every few answers.
  let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
  let slabUsed = 0;
  /** `text` in UTF-8, as Buffer.from gives it. */
  function bytesOf(text: string): Buffer {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    const most = text.length * 3;
    if (most > MAX_SLAB_TEXT_BYTES) return Buffer.from(text);
    if (slabUsed + most > SLAB_BYTES) {
      slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
      slabUsed = 0;
    }
    const start = slabUsed;
    const end = start + slab.write(text, start);
    // The next view starts at a multiple of 8, as Buffer's own pool aligns them.
    slabUsed = (end + 7) & ~7;
    return slab.subarray(start, end);
  }

  /**
   * Writes a whole reply with the request's id; returns the body's byte count. With
   * `onWritten` (a refusal), the connection stays open to drain the body, and `onWritten` runs
   * once the answer has left for the client.
   */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    reply: Reply,
    onWritten?: (error?: Error | null) => void,
  ): number {
    const keepReading = onWritten !== undefined;
    const text = reply.status >= 400 ? withRequestId(reply.body, id) : reply.body;
    // Encoded once, here: written as text, the body would be read once for its length and again to
    // encode it, joined to the head (a latin1 string widened to two bytes a character, as the
    // answers' Chinese text is) on the way.
    const body = reply.status === 204 || req.method === 'HEAD' ? undefined : bytesOf(text);
    const length = reply.status === 204 ? 0 : body === undefined ? Buffer.byteLength(text) : body.byteLength;
    // A flat list of names and values: Node writes it as is, where an object is walked key by key.
    // Most answers' in one literal, made at its length: a copy of the base list grown by pushes
    // was allocated twice.
    const close = keepReading || closing?.() === true;
    let fields: string[];
    if (reply.headers === BASE_HEADERS && reply.status !== 204 && !close)
      fields = [
        TYPE,
        TYPE_VALUE,
        NOSNIFF,
        NOSNIFF_VALUE,
        CACHE,
        CACHE_VALUE,
        'x-request-id',
        id,
        'content-length',
        String(length),
      ];
    else {
      fields = Object.entries(reply.headers).flat();
      fields.push('x-request-id', id);
      if (reply.status !== 204) fields.push('content-length', String(length));
      if (close) fields.push('connection', 'close');
    }
    res.writeHead(reply.status, fields);
    if (keepReading) res.write(body ?? '', onWritten);
    else {
      res.end(body);
      limitDelivery(res, req.socket, responseTimeoutMs);
    }
    return length;
  }

  /** Answers 413 at once, then drains the rest of the body (bounded) before closing cleanly:
   * a client that writes its whole body before reading (most do) then gets the 413. `onWritten`
   * runs once the 413 has left for the client. */
  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    header: HeaderReader,
    onWritten: (error?: Error | null) => void,
  ): number {
    const bytes = send(req, res, id, service.tooLarge(header), onWritten);
    let drained = 0;
    const finish = (): void => {
      clearTimeout(timer);
      req.off('data', count);
      if (res.writableEnded) return;
      res.end();
      limitDelivery(res, req.socket, responseTimeoutMs);
    };
    const count = (chunk: Buffer): void => {
      drained += chunk.byteLength;
      if (drained > MAX_DRAIN_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
    if (req.complete) finish();
    else {
      req.on('data', count);
      req.once('end', finish);
      req.once('close', finish);
      req.resume();
    }
    return bytes;
  }

  return (req, res) => {
    const started = performance.now();
    onStart?.();
    const method = req.method ?? 'GET';
    const [path, query] = splitTarget(req.url ?? '/');
    const requestId = requestIdOf(req.headers['x-request-id'], newId);
    const header: HeaderReader = (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    let bytes = 0;
    // A 413 that left for the client counts as answered even if the client, having read it,
    // goes away mid-body (browsers and curl stop sending): it is no abort.
    let refusalWritten = false;
    const refusal = (error?: Error | null): void => {
      if (!error) refusalWritten = true;
    };
    const { socket } = req;
    // No 'error' listener on the request: without one, Node does not emit a request's errors
    // (a client gone mid-body), and the response's 'close' tells the rest.
    if (onDone !== undefined)
      res.on('close', () => {
        // A client that went away before taking the whole response: aborted, whatever was sent.
        const status = refusalWritten || wasDelivered(res, socket) ? res.statusCode : undefined;
        const route = routes.has(path) ? path : UNMATCHED_ROUTE;
        onDone({ method, path, status, bytes, durationMs: performance.now() - started, requestId, route });
      });
    const fail = (): void => {
      if (res.headersSent) res.destroy();
      else bytes = send(req, res, requestId, service.failed(header));
    };
    try {
      const probed = probe(path, method);
      if (probed instanceof Promise) {
        probed.then((reply) => {
          bytes = send(req, res, requestId, reply);
        }, fail);
        return;
      }
      if (probed !== undefined) {
        bytes = send(req, res, requestId, probed);
        return;
      }
      const route = service.route(method, path, query, header);
      if (!('operation' in route)) {
        bytes = send(req, res, requestId, route);
        return;
      }
      const declared = req.headers['content-length'];
      if (declared !== undefined && Number(declared) > maxBodyBytes) {
        bytes = refuse(req, res, requestId, header, refusal);
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      const onData = (chunk: Buffer): void => {
        total += chunk.byteLength;
        if (total <= maxBodyBytes) chunks.push(chunk);
        else {
          req.off('data', onData);
          req.off('end', onEnd);
          bytes = refuse(req, res, requestId, header, refusal);
        }
      };
      const onEnd = (): void => {
        try {
          const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
          bytes = send(
            req,
            res,
            requestId,
            service.answer(route, isUtf8(body) ? body.toString('utf8') : undefined, header),
          );
        } catch {
          fail();
        }
      };
      req.on('data', onData);
      req.on('end', onEnd);
    } catch {
      fail();
    }
  };
}
