// The service on Node's own http module: the same routing and problem core as the Fetch
// handler (src/http/service.ts), without building a Fetch Request and Response per request,
// which on Node 20 cost more than scoring a small essay.
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HandlerOptions } from '../http/options.js';
import { createService, type HeaderReader, type Reply, splitTarget } from '../http/service.js';

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
}

/** Hooks of {@link createNodeListener}: the server's lifecycle around each request. */
export interface ListenerHooks {
  /** Called once per request, when its connection is done with it (sent or aborted). */
  readonly onDone?: (entry: AccessEntry) => void;
  /** True once the server is shutting down: responses then close their connection. */
  readonly closing?: () => boolean;
}

/** The body of a refused (413) request is read and dropped up to this many bytes, so that a
 * client still sending it reads the answer instead of a reset; past it the connection closes. */
export const MAX_DRAIN_BYTES: number = 64 * 1024 * 1024;

/** …and for at most this long. */
export const DRAIN_TIMEOUT_MS = 10_000;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Creates a `node:http` request listener serving the contract (options as createHandler's). */
export function createNodeListener(options: HandlerOptions = {}, hooks: ListenerHooks = {}): Listener {
  const service = createService(options);
  const { maxBodyBytes } = service.options;
  const { onDone, closing } = hooks;

  /** Writes a whole reply; returns the body's byte count. */
  function send(req: IncomingMessage, res: ServerResponse, reply: Reply, keepReading = false): number {
    const length = reply.status === 204 ? 0 : Buffer.byteLength(reply.body);
    const headers: Record<string, string> = { ...reply.headers };
    if (reply.status !== 204) headers['content-length'] = String(length);
    if (keepReading || closing?.() === true) headers.connection = 'close';
    res.writeHead(reply.status, headers);
    if (keepReading) res.write(reply.body);
    else res.end(req.method === 'HEAD' ? undefined : reply.body);
    return length;
  }

  /** Answers 413 at once, then drains the rest of the body (bounded) before closing cleanly:
   * a client that writes its whole body before reading (most do) then gets the 413. */
  function refuse(req: IncomingMessage, res: ServerResponse, header: HeaderReader): number {
    const bytes = send(req, res, service.tooLarge(header), true);
    let drained = 0;
    const finish = (): void => {
      clearTimeout(timer);
      req.off('data', count);
      if (!res.writableEnded) res.end();
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
    const method = req.method ?? 'GET';
    const [path, query] = splitTarget(req.url ?? '/');
    const header: HeaderReader = (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    let bytes = 0;
    req.on('error', ignore);
    if (onDone !== undefined)
      res.once('close', () => {
        const status = res.writableFinished ? res.statusCode : undefined;
        onDone({ method, path, status, bytes, durationMs: performance.now() - started });
      });
    const fail = (): void => {
      if (res.headersSent) res.destroy();
      else bytes = send(req, res, service.failed(header));
    };
    try {
      const route = service.route(method, path, query, header);
      if (!('operation' in route)) {
        bytes = send(req, res, route);
        return;
      }
      const declared = req.headers['content-length'];
      if (declared !== undefined && Number(declared) > maxBodyBytes) {
        bytes = refuse(req, res, header);
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
          bytes = refuse(req, res, header);
        }
      };
      const onEnd = (): void => {
        try {
          const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
          bytes = send(req, res, service.answer(route, isUtf8(body) ? body.toString('utf8') : undefined, header));
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

function ignore(): void {}
