#!/usr/bin/env node
// The handwriting-scoring command: serve the contract over HTTP, or score requests from
// files, stdin or JSON Lines. Arguments are parsed by Node's own util.parseArgs; the scoring
// commands live in score.ts, exit codes and usage errors in usage.ts.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createHandler, DEFAULT_MAX_BODY_BYTES } from '../http/handler.js';
import { PRECISE } from '../strokes/precise.js';
import { batchCommand, SCORE_COMMANDS, scoreCommand } from './score.js';
import { EXIT, EXIT_CODES_HELP, packageVersion, parseCommandLine, UsageError } from './usage.js';

const MAIN_HELP = `Usage: handwriting-scoring <command> [options]

Commands:
  serve                          run the HTTP service of the contract
  essay [FILE|-]                 review one essay request (JSON) from FILE or stdin
  stroke-order [FILE|-]          evaluate one stroke-order request
  quality [FILE|-]               evaluate one writing-quality request
  batch [FILE|-]                 score JSON Lines mixing the three operations

Options:
  -h, --help                     show this help
  --version                      print the version

Run 'handwriting-scoring <command> --help' for a command's options.

${EXIT_CODES_HELP}`;

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

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    process.stderr.write(MAIN_HELP);
    return EXIT.USAGE;
  }
  if (command === 'help' || command.startsWith('-')) {
    const { values } = parseCommandLine({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } },
    });
    process.stdout.write(values.version ? `${packageVersion()}\n` : MAIN_HELP);
    return EXIT.OK;
  }
  if (command === 'serve') return serve(rest);
  if (command === 'batch') return batchCommand(rest);
  const operation = SCORE_COMMANDS[command];
  if (operation === undefined) throw new UsageError(`unknown command '${command}'`);
  return scoreCommand(command, operation, rest);
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

// A reader that stops reading (\`| head -1\`) is no failure: end quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.OK);
  process.stderr.write(`handwriting-scoring: cannot write the output: ${error.message}\n`);
  process.exit(EXIT.FAILURE);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const usage =
      error instanceof UsageError || (error as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS');
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`handwriting-scoring: ${message}\n`);
    if (usage) process.stderr.write("Run 'handwriting-scoring --help' for usage.\n");
    process.exitCode = usage ? EXIT.USAGE : EXIT.FAILURE;
  },
);
