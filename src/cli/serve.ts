// The `serve` command: the contract's service on Node's own http module.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createHandler, DEFAULT_MAX_BODY_BYTES } from '../http/handler.js';

const SERVE_HELP = `Usage: handwriting-scoring serve [--port 8000] [--host 127.0.0.1]

Serves POST /api/v1/essay/review, /api/v1/stroke-order/evaluate, /api/v1/writing/quality
and GET /api/v1/openapi.json. Logs one line per request to stderr; stops on SIGINT/SIGTERM.

Options:
  --port N             port to listen on (default 8000; 0 picks a free one)
  --host HOST          address to bind (default 127.0.0.1)
  --base-path PATH     path prefix of the routes (default /api/v1)
  --max-body-bytes N   largest body accepted, larger gets 413 (default ${DEFAULT_MAX_BODY_BYTES})
  -h, --help           show this help
`;

/** Runs `serve` with its arguments; resolves to the exit code once the server has stopped. */
export async function serve(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string', default: '8000' },
      host: { type: 'string', default: '127.0.0.1' },
      'base-path': { type: 'string', default: '/api/v1' },
      'max-body-bytes': { type: 'string', default: String(DEFAULT_MAX_BODY_BYTES) },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(SERVE_HELP);
    return 0;
  }
  const port = wholeNumber('--port', values.port);
  const maxBodyBytes = wholeNumber('--max-body-bytes', values['max-body-bytes']);
  const handler = createHandler({ basePath: values['base-path'], maxBodyBytes });
  const server = createServer((req, res) => {
    const started = performance.now();
    bridge(handler, req, res, values.host)
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"detail":"Internal Server Error"}');
      })
      .finally(() => {
        const ms = (performance.now() - started).toFixed(1);
        process.stderr.write(`${req.method} ${req.url} ${res.statusCode} ${ms}ms\n`);
      });
  });
  server.listen(port, values.host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  process.stderr.write(
    `handwriting-scoring listening on http://${values.host}:${address.port}${values['base-path']}\n`,
  );
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  process.stderr.write(`${signal}: shutting down\n`);
  server.close();
  server.closeAllConnections();
  await once(server, 'close');
  return 0;
}

/** Passes one Node request through the Fetch handler and writes its response. */
async function bridge(
  handler: ReturnType<typeof createHandler>,
  req: IncomingMessage,
  res: ServerResponse,
  host: string,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(`http://${req.headers.host ?? host}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
  const response = await handler(request);
  const outgoing: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    outgoing[name] = value;
  });
  // A body cut short at the size limit leaves the connection unusable: close it.
  if (response.status === 413) outgoing.connection = 'close';
  res.writeHead(response.status, outgoing);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function wholeNumber(flag: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new TypeError(`${flag} must be a whole number, got '${value}'`);
  return number;
}
