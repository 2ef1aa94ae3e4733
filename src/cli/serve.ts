// The `serve` command: the contract's service on Node's own http module, with the limits,
// access log, graceful shutdown and worker processes an operator needs.
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { type AddressInfo, Server as NetServer } from 'node:net';
import { constants } from 'node:os';
import {
  DEFAULT_BASE_PATH,
  DEFAULT_MAX_BODY_BYTES,
  type HandlerOptions,
  resolveHandlerOptions,
} from '../http/options.js';
import { type AccessEntry, createNodeListener, HEALTH_PATH, METRICS_PATH, READY_PATH } from '../server/listener.js';
import { createAccessLog, type EventLevel, formatEvent, LOG_FORMATS, type LogFormat } from '../server/log.js';
import {
  aggregateWorkerMetrics,
  answerClientError,
  createServerMetrics,
  loadPromClient,
  type PromClientModule,
  type ServerMetrics,
} from '../server/metrics.js';
import { strokeOptions } from './geometry.js';
import { parseCommandLine, UsageError } from './usage.js';

/** The defaults of the flags of `serve`, in seconds where they are times. */
const DEFAULTS = {
  port: 8000,
  host: '127.0.0.1',
  headersTimeout: 10,
  requestTimeout: 30,
  keepAliveTimeout: 5,
  shutdownTimeout: 10,
  responseTimeout: 5,
  maxConnections: 1024,
  workers: 1,
} as const;

/** Node's longest timer, 2^31 - 1 ms: a longer one fires after 1 ms, with a warning. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The longest time flag, in whole seconds. */
const MAX_TIMER_SECONDS = Math.floor(MAX_TIMER_MS / 1000);

/** Node checks its header and request timeouts on this interval at most (its own default is
 * 30 s, which lets a slow client hold a connection half a minute past its timeout). */
const MAX_CHECK_INTERVAL_MS = 1000;

/** How often a shutting-down server closes the connections its last responses left idle. */
const IDLE_SWEEP_MS = 100;

const SERVE_HELP = `Usage: handwriting-scoring serve [options]
Serves POST /api/v1/essay/review, /api/v1/stroke-order/evaluate, /api/v1/writing/quality
and GET /api/v1/openapi.json; probes GET /healthz (alive) and /readyz (503 once shutting
down), outside the base path. Logs one line per request to stderr, with its X-Request-Id.
On SIGTERM or SIGINT it stops accepting connections, lets the requests in flight finish
(at most --shutdown-timeout) and exits 0 (1 if it had to cut some); a second signal exits at once.
Options:
  --port N                  port to listen on (default ${DEFAULTS.port}; 0 picks a free one)
  --host HOST               address to bind (default ${DEFAULTS.host}; 0.0.0.0 for every interface)
  --base-path PATH          path prefix of the routes (default ${DEFAULT_BASE_PATH})
  --max-body-bytes N        largest body accepted, larger gets 413 (default ${DEFAULT_MAX_BODY_BYTES})
  --headers-timeout S       seconds a client has to send its headers (default ${DEFAULTS.headersTimeout})
  --request-timeout S       seconds a client has to send its whole request (default ${DEFAULTS.requestTimeout})
  --keep-alive-timeout S    seconds an idle connection stays open (default ${DEFAULTS.keepAliveTimeout})
  --max-connections N       open connections per process; more are dropped (default ${DEFAULTS.maxConnections})
  --shutdown-timeout S      seconds to finish the requests in flight on SIGTERM (default ${DEFAULTS.shutdownTimeout})
  --response-timeout S      seconds a client has to take a response once it is written; one
                            that stops reading is cut and logged aborted (default ${DEFAULTS.responseTimeout})
Times are plain decimal seconds (0 turns a limit off), at most ${MAX_TIMER_SECONDS} (Node's longest timer).
  --log-format text|json    access log lines as text or JSON objects (default text)
  --log-probes              log the requests to /healthz, /readyz and /metrics too
  --metrics                 serve GET /metrics for Prometheus (needs prom-client installed)
  --cors ORIGIN             let pages of ORIGIN call the service; repeat for more, or * for any
  --workers N               worker processes sharing the port (default ${DEFAULTS.workers})
  --precise                 stroke order with PRECISE of handwriting-scoring/strokes: every
                            character, the shape classifier, the aligned comparison
  --geometry DIR            stroke order against each character's own strokes, read from
                            DIR/<character>.json (hanzi-writer-data files; handwriting-scoring/geometry)
  -h, --help                show this help
`;

/** The checked flags of `serve`. */
interface ServeConfig {
  readonly port: number;
  readonly host: string;
  readonly handler: HandlerOptions;
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly shutdownTimeoutMs: number;
  readonly responseTimeoutMs: number;
  readonly maxConnections: number;
  readonly logFormat: LogFormat;
  readonly logProbes: boolean;
  readonly metrics: boolean;
  readonly workers: number;
}

/** Runs `check`, reporting a bad option as a usage error (exit 64) rather than a failure. */
function asUsage<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(error.message);
    throw error;
  }
}

/** Runs `serve` with its arguments; resolves to the exit code once the server has stopped. */
export async function serve(args: readonly string[]): Promise<number> {
  const { values } = parseCommandLine('serve', {
    args: [...args],
    options: {
      port: { type: 'string', default: String(DEFAULTS.port) },
      host: { type: 'string', default: DEFAULTS.host },
      'base-path': { type: 'string', default: DEFAULT_BASE_PATH },
      'max-body-bytes': { type: 'string', default: String(DEFAULT_MAX_BODY_BYTES) },
      'headers-timeout': { type: 'string', default: String(DEFAULTS.headersTimeout) },
      'request-timeout': { type: 'string', default: String(DEFAULTS.requestTimeout) },
      'keep-alive-timeout': { type: 'string', default: String(DEFAULTS.keepAliveTimeout) },
      'shutdown-timeout': { type: 'string', default: String(DEFAULTS.shutdownTimeout) },
      'response-timeout': { type: 'string', default: String(DEFAULTS.responseTimeout) },
      'max-connections': { type: 'string', default: String(DEFAULTS.maxConnections) },
      'log-format': { type: 'string', default: 'text' },
      'log-probes': { type: 'boolean', default: false },
      metrics: { type: 'boolean', default: false },
      cors: { type: 'string', multiple: true },
      workers: { type: 'string', default: String(DEFAULTS.workers) },
      precise: { type: 'boolean', default: false },
      geometry: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(SERVE_HELP);
    return 0;
  }
  const logFormat = values['log-format'] as LogFormat;
  if (!LOG_FORMATS.includes(logFormat))
    throw new UsageError(`--log-format must be one of ${LOG_FORMATS.join(', ')}, got '${logFormat}'`);
  const cors = values.cors;
  const config: ServeConfig = {
    port: wholeNumber('--port', values.port),
    host: values.host,
    handler: {
      basePath: values['base-path'],
      maxBodyBytes: wholeNumber('--max-body-bytes', values['max-body-bytes']),
      ...(cors === undefined ? {} : { cors: { origin: cors } }),
      ...strokeOptions(values.precise, values.geometry),
    },
    headersTimeoutMs: seconds('--headers-timeout', values['headers-timeout']),
    requestTimeoutMs: seconds('--request-timeout', values['request-timeout']),
    keepAliveTimeoutMs: seconds('--keep-alive-timeout', values['keep-alive-timeout']),
    shutdownTimeoutMs: seconds('--shutdown-timeout', values['shutdown-timeout']),
    responseTimeoutMs: seconds('--response-timeout', values['response-timeout']),
    maxConnections: wholeNumber('--max-connections', values['max-connections']),
    logFormat,
    logProbes: values['log-probes'],
    metrics: values.metrics,
    workers: wholeNumber('--workers', values.workers),
  };
  if (config.workers < 1) throw new UsageError(`--workers must be at least 1, got ${config.workers}`);
  if (config.requestTimeoutMs > 0 && config.headersTimeoutMs > config.requestTimeoutMs)
    throw new UsageError('--headers-timeout must not be longer than --request-timeout');
  // The options are checked here, before any worker starts, so that a bad flag is one message.
  const { basePath } = asUsage(() => resolveHandlerOptions(config.handler));
  // Loaded before any worker starts, so that a missing prom-client is one message (exit 64).
  const client = config.metrics ? await loadPromClient((message) => new UsageError(message)) : undefined;
  if (cluster.isWorker) return runWorker(config, client);
  if (config.workers > 1) return runPrimary(config, basePath, client).catch((error: unknown) => failed(config, error));
  const metrics = client === undefined ? undefined : createServerMetrics(client);
  return runServer(config, (address) => announce(config, address.port, basePath), undefined, metrics).catch(
    (error: unknown) => failed(config, error),
  );
}

function announce(config: ServeConfig, port: number, basePath: string, workers = 1): void {
  const processes = workers > 1 ? ` (${workers} workers)` : '';
  const url = `http://${config.host}:${port}${basePath}`;
  say(config, 'info', `handwriting-scoring listening on ${url}${processes}`, { url, workers });
}

/** Writes a line about the server itself to stderr, in the format of --log-format. */
function say(config: ServeConfig, level: EventLevel, message: string, fields: Record<string, unknown> = {}): void {
  process.stderr.write(`${formatEvent(config.logFormat, level, message, fields, new Date())}\n`);
}

/** A failure of the server (a port in use, a bad host), logged in its format: exit code 1. */
function failed(config: ServeConfig, error: unknown): number {
  say(config, 'error', `handwriting-scoring: ${error instanceof Error ? error.message : String(error)}`, {
    code: (error as NodeJS.ErrnoException).code ?? null,
  });
  return 1;
}

/** Resolves with the first of SIGINT and SIGTERM, or when `also` settles first. */
function firstSignal(also?: Promise<string>): Promise<string> {
  return new Promise((resolve) => {
    const onSignal = (signal: string): void => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    also?.then(onSignal);
  });
}

/** After the first signal, a second one ends the process at once. */
function exitOnSecondSignal(beforeExit: () => void): void {
  const exit = (signal: NodeJS.Signals): void => {
    beforeExit();
    process.exit(128 + (constants.signals[signal] ?? 0));
  };
  process.once('SIGINT', exit);
  process.once('SIGTERM', exit);
}

/** One server process: listens, serves until a signal (or `stop`), then shuts down gracefully. */
async function runServer(
  config: ServeConfig,
  onListening: (address: AddressInfo) => void,
  stop?: Promise<string>,
  metrics?: ServerMetrics,
): Promise<number> {
  const log = createAccessLog(config.logFormat, (chunk) => process.stderr.write(chunk));
  let closing = false;
  // Probes and scrapes come every few seconds from every balancer, kubelet and Prometheus:
  // kept out of the log unless asked.
  const record = config.logProbes
    ? log.record
    : (entry: AccessEntry): void => {
        if (entry.route !== HEALTH_PATH && entry.route !== READY_PATH && entry.route !== METRICS_PATH)
          log.record(entry);
      };
  const isClosing = (): boolean => closing;
  // Responses started and not yet closed: the shutdown's idle sweep waits until there are none
  // (see below).
  let open = 0;
  const listener = createNodeListener(config.handler, {
    closing: isClosing,
    responseTimeoutMs: config.responseTimeoutMs,
    onStart:
      metrics === undefined
        ? () => open++
        : () => {
            open++;
            metrics.started();
          },
    onDone: (entry) => {
      open--;
      metrics?.done(entry);
      record(entry);
    },
    ...(metrics && { metrics: metrics.scrape }),
  });
  const timeouts = [config.headersTimeoutMs, config.requestTimeoutMs].filter((ms) => ms > 0);
  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(MAX_CHECK_INTERVAL_MS, ...timeouts.map((ms) => ms / 4))),
    },
    listener,
  );
  server.maxConnections = config.maxConnections;
  if (metrics !== undefined)
    server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
      answerClientError(error, socket, () => metrics.rejected('408')),
    );
  const signal = firstSignal(stop);
  server.listen(config.port, config.host);
  await Promise.race([once(server, 'listening'), signal]);
  if (server.listening) onListening(server.address() as AddressInfo);

  const received = await signal;
  closing = true;
  exitOnSecondSignal(log.flush);
  say(config, 'info', `${received}: shutting down, finishing the requests in flight`, { signal: received });
  // Node counts a connection idle once its response is ended, before a slow client has taken
  // it, and its idle sweep cuts that response short; http's close() runs the sweep too. So
  // net's close stops accepting, and idle keep-alive connections are swept only while no
  // response is open (the others close after their response: 'connection: close' from now on).
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const sweepIdle = (): void => {
    if (open === 0) server.closeIdleConnections();
  };
  sweepIdle();
  const sweep = setInterval(sweepIdle, IDLE_SWEEP_MS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), config.shutdownTimeoutMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (!drained) {
    say(config, 'error', 'shutdown timeout: cutting the connections still open');
    server.closeAllConnections();
    await closed;
  }
  // The server closes as its last socket is destroyed, before that socket's 'close' reaches its
  // response and the response's line (aborted) reaches the log: socket closes run before timers.
  await new Promise((resolve) => setTimeout(resolve, 0));
  log.flush();
  return drained ? 0 : 1;
}

/** A worker of `--workers`: serves until a signal or the primary says to stop. */
async function runWorker(config: ServeConfig, client: PromClientModule | undefined): Promise<number> {
  const stop = new Promise<string>((resolve) => {
    process.on('message', (message) => {
      if (message === 'shutdown') resolve('shutdown');
    });
    process.once('disconnect', () => resolve('disconnect'));
  });
  // The channel to the primary would keep the worker alive: exit explicitly, failures too.
  const metrics = client === undefined ? undefined : createServerMetrics(client, process);
  const code = await runServer(config, () => {}, stop, metrics).catch((error: unknown) => {
    say(config, 'error', `worker ${process.pid}: ${error instanceof Error ? error.message : String(error)}`, {
      worker: process.pid,
    });
    return 1;
  });
  process.exit(code);
}

/** The primary of `--workers N`: forks the workers, replaces one that dies, and on a signal
 * tells each to shut down gracefully and waits for them. */
async function runPrimary(
  config: ServeConfig,
  basePath: string,
  client: PromClientModule | undefined,
): Promise<number> {
  if (client !== undefined) aggregateWorkerMetrics(client, (listener) => cluster.on('message', listener));
  const listening = new Set<Worker>();
  let announced = false;
  let closing = false;
  let failed = false;
  const everyExit = (): Promise<void> =>
    new Promise((resolve) => {
      const check = (): void => {
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve();
      };
      cluster.on('exit', check);
      check();
    });
  const stopAll = (): void => {
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send('shutdown');
  };
  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    // Once: a worker forked in place of one that died listens again, but the service never stopped.
    if (listening.size === config.workers && !announced) {
      announced = true;
      announce(config, address.port, basePath, config.workers);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (code !== 0) failed = true;
    if (closing) return;
    say(config, 'error', `worker ${worker.process.pid} exited (${signal ?? code})`, {
      worker: worker.process.pid,
      exit: signal ?? code,
    });
    if (listening.delete(worker)) {
      cluster.fork();
      return;
    }
    // A worker that never listened (port taken, bad host) would fail again: stop them all.
    stopAll();
  });
  for (let i = 0; i < config.workers; i++) cluster.fork();

  const allGone = everyExit();
  const received = await firstSignal(allGone.then(() => 'exit'));
  if (received !== 'exit') {
    say(config, 'info', `${received}: shutting down ${config.workers} workers`, { signal: received });
    exitOnSecondSignal(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    });
    stopAll();
    await allGone;
  }
  return failed ? 1 : 0;
}

/** A whole-number flag: plain decimal digits only (`1e3`, `0x2` and ` 2` are refused). */
function wholeNumber(flag: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number))
    throw new UsageError(`${flag} must be a whole number, got '${value}'`);
  return number;
}

/** A flag in seconds (plain decimals; 0 turns the limit off), as milliseconds within Node's timers. */
function seconds(flag: string, value: string): number {
  const number = Number(value);
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value) || !(number <= MAX_TIMER_SECONDS))
    throw new UsageError(
      `${flag} must be a number of seconds, in plain decimals from 0 to ${MAX_TIMER_SECONDS} (Node's longest timer), got '${value}'`,
    );
  return Math.round(number * 1000);
}
