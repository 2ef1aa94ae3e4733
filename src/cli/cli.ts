#!/usr/bin/env node
// The handwriting-scoring command: serve the contract over HTTP, or score requests from
// files, stdin or JSON Lines. Arguments are parsed by Node's own util.parseArgs.
import { once } from 'node:events';
import { createReadStream, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Operation } from '../errors.js';
import { type DispatchOptions, dispatchText } from '../http/dispatch.js';
import { dispatchExplainedText } from '../http/explain.js';
import { createHandler, DEFAULT_MAX_BODY_BYTES } from '../http/handler.js';
import { PRECISE } from '../strokes/precise.js';

const COMMANDS: Readonly<Record<string, Operation>> = {
  essay: 'essay-review',
  'stroke-order': 'stroke-order',
  quality: 'writing-quality',
};

const EXIT_CODES: Readonly<Record<number, number>> = { 200: 0, 422: 2, 500: 1 };

const MAIN_HELP = `Usage: handwriting-scoring <command> [options]

Commands:
  serve                          run the HTTP service of the contract
  essay [FILE|-]                 review one essay request (JSON) from FILE or stdin
  stroke-order [FILE|-]          evaluate one stroke-order request
  quality [FILE|-]               evaluate one writing-quality request

Run 'handwriting-scoring <command> --help' for a command's options.
`;

const SERVE_HELP = `Usage: handwriting-scoring serve [--port 8000] [--host 127.0.0.1]

Serves POST /api/v1/essay/review, /api/v1/stroke-order/evaluate, /api/v1/writing/quality
and GET /api/v1/openapi.json. Logs one line per request to stderr; stops on SIGINT/SIGTERM.

Options:
  --port N             port to listen on (default 8000; 0 picks a free one)
  --host HOST          address to bind (default 127.0.0.1)
  --base-path PATH     path prefix of the routes (default /api/v1)
  --max-body-bytes N   largest body accepted, larger gets 413 (default ${DEFAULT_MAX_BODY_BYTES})
  --precise            stroke order with PRECISE of handwriting-scoring/strokes: every
                       character, the shape classifier, the aligned comparison
  -h, --help           show this help
`;

const operationHelp = (
  command: string,
): string => `Usage: handwriting-scoring ${command} [FILE|-] [--pretty] [--jsonl] [--explain]

Reads one JSON request from FILE, or from stdin when FILE is '-' or absent, and prints the
success envelope or the error body as JSON.
Exit code: 0 success, 2 rejected request (422), 1 operation failure (500).

Options:
  --pretty    indent the JSON output
  --precise   (stroke-order only) score with PRECISE of handwriting-scoring/strokes: every
              character, the shape classifier, the aligned comparison
  --explain   add 'explanation' beside 'data': how every number was made (like ?explain=true)
  --jsonl     one request per line in, one result per line out (streaming); prints the
              counts of successes, rejections and failures to stderr at the end; exits 1 if
              any failed, else 2 if any was rejected, else 0
  -h, --help  show this help
`;

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    process.stdout.write(MAIN_HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === 'serve') return serve(rest);
  const operation = COMMANDS[command];
  if (operation === undefined) {
    process.stderr.write(`Unknown command '${command}'.\n\n${MAIN_HELP}`);
    return 2;
  }
  return score(command, operation, rest);
}

async function score(command: string, operation: Operation, args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      pretty: { type: 'boolean', default: false },
      jsonl: { type: 'boolean', default: false },
      precise: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(operationHelp(command));
    return 0;
  }
  if (values.precise && operation !== 'stroke-order') throw new TypeError(`--precise applies to stroke-order only`);
  const options = values.precise ? { strokes: PRECISE } : {};
  if (positionals.length > 1) throw new TypeError(`${command} takes at most one FILE, got ${positionals.length}`);
  const file = positionals[0] ?? '-';
  const answer = values.explain ? dispatchExplainedText : dispatchText;
  if (values.jsonl) return scoreLines(operation, file, answer, options);
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  const { status, body } = answer(operation, text, options);
  process.stdout.write(`${JSON.stringify(body, null, values.pretty ? 2 : undefined)}\n`);
  return EXIT_CODES[status] ?? 1;
}

async function scoreLines(
  operation: Operation,
  file: string,
  answer: typeof dispatchText,
  options: DispatchOptions,
): Promise<number> {
  const input = file === '-' ? process.stdin : createReadStream(file);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const counts = { ok: 0, rejected: 0, failed: 0 };
  const progress = process.stderr.isTTY === true;
  let seen = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const { status, body } = answer(operation, line, options);
    if (status === 200) counts.ok++;
    else if (status === 422) counts.rejected++;
    else counts.failed++;
    // Respect backpressure so memory stays flat however long the input is.
    if (!process.stdout.write(`${JSON.stringify(body)}\n`)) await once(process.stdout, 'drain');
    seen++;
    if (progress && seen % 1000 === 0) process.stderr.write(`\r${seen} lines`);
  }
  if (progress) process.stderr.write('\r');
  process.stderr.write(`${counts.ok} succeeded, ${counts.rejected} rejected, ${counts.failed} failed\n`);
  if (counts.failed > 0) return 1;
  return counts.rejected > 0 ? 2 : 0;
}

async function serve(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string', default: '8000' },
      host: { type: 'string', default: '127.0.0.1' },
      'base-path': { type: 'string', default: '/api/v1' },
      'max-body-bytes': { type: 'string', default: String(DEFAULT_MAX_BODY_BYTES) },
      precise: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(SERVE_HELP);
    return 0;
  }
  const port = wholeNumber('--port', values.port);
  const maxBodyBytes = wholeNumber('--max-body-bytes', values['max-body-bytes']);
  const strokes = values.precise ? { strokes: PRECISE } : {};
  const handler = createHandler({ basePath: values['base-path'], maxBodyBytes, ...strokes });
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`handwriting-scoring: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
