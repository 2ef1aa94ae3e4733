// The flags of `serve`: its help, their defaults and limits, and the one check of them all
// (a bad flag is a usage error, exit 64, before any server or worker starts).
import { availableParallelism } from 'node:os';
import { OptionError } from '../core/errors.js';
import {
  DEFAULT_BASE_PATH,
  DEFAULT_MAX_BODY_BYTES,
  type HandlerOptions,
  resolveHandlerOptions,
} from '../http/options.js';
import { LOG_FORMATS, type LogFormat } from '../server/log.js';
import { QUALITY_STRICTNESS } from '../writing-quality/constants.js';
import { modeOptions } from './geometry.js';
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

/** The most worker processes of `--workers`: a few per core, far short of what forks a machine to a halt. */
const MAX_WORKERS = 4 * availableParallelism();

/** The highest TCP port. */
const MAX_PORT = 65_535;

/** A segment of a base path: ASCII letters, digits and `-._~`, which a request path holds as is. */
const BASE_PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** The help of `serve` (`serve --help`). */
export const SERVE_HELP = `Usage: handwriting-scoring serve [options]
Serves POST /api/v1/essay/review, /api/v1/stroke-order/evaluate, /api/v1/writing/quality
and GET /api/v1/openapi.json; probes GET /healthz (alive) and /readyz (503 once shutting
down), outside the base path. Logs one line per request to stderr, with its X-Request-Id.
On SIGTERM or SIGINT it stops accepting connections, lets the requests in flight finish
(at most --shutdown-timeout) and exits 0 (1 if it had to cut some); a second signal exits at once.
Options:
  --port N                  port to listen on, up to ${MAX_PORT} (default ${DEFAULTS.port}; 0 picks a free one)
  --host HOST               address to bind (default ${DEFAULTS.host}; 0.0.0.0 for every interface)
  --base-path PATH          path prefix of the routes (default ${DEFAULT_BASE_PATH}): ASCII letters,
                            digits and -._~ between slashes
  --max-body-bytes N        largest body accepted, larger gets 413 (default ${DEFAULT_MAX_BODY_BYTES})
  --headers-timeout S       seconds a client has to send its headers (default ${DEFAULTS.headersTimeout})
  --request-timeout S       seconds a client has to send its whole request (default ${DEFAULTS.requestTimeout})
  --keep-alive-timeout S    seconds an idle connection stays open (default ${DEFAULTS.keepAliveTimeout})
  --max-connections N       open connections per process; more are dropped (default
                            ${DEFAULTS.maxConnections}; 0: no limit)
  --shutdown-timeout S      seconds to finish the requests in flight on SIGTERM (default ${DEFAULTS.shutdownTimeout})
  --response-timeout S      seconds a client has to take a response once it is written; one
                            that stops reading is cut and logged aborted (default ${DEFAULTS.responseTimeout})
Times are plain decimal seconds (0 turns a limit off), from 0.001 to ${MAX_TIMER_SECONDS} (Node's longest timer).
  --log-format text|json    access log lines as text or JSON objects (default text)
  --log-probes              log the requests to /healthz, /readyz and /metrics too
  --metrics                 serve GET /metrics for Prometheus (needs prom-client installed)
  --cors ORIGIN             let pages of ORIGIN call the service; repeat for more, or * for any
  --cors-headers A,B        request headers such pages may send besides content-type and
                            x-request-id (always allowed), e.g. authorization
  --workers N               worker processes sharing the port (default ${DEFAULTS.workers}), at most
                            4 a core (here ${MAX_WORKERS})
  --precise                 stroke order with PRECISE of handwriting-scoring/strokes: every
                            character, the shape classifier, the aligned comparison
  --geometry DIR            stroke order and writing quality against each character's own
                            strokes, read from DIR/<character>.json (hanzi-writer-data files;
                            handwriting-scoring/geometry); writing quality reads the file its
                            request's reference_char names
  --box WxH                 (with --geometry) writing quality's box, in the pen data's units
  --strictness S            (with --geometry) writing quality's strictness:
                            ${QUALITY_STRICTNESS.join(', ')} (default standard)
  -h, --help                show this help
`;

/** The checked flags of `serve`. */
export interface ServeConfig {
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
  /** The routes' prefix, as the handler options resolve it (its leading slash added). */
  readonly basePath: string;
}

/** Runs `check`, reporting a bad option as a usage error (exit 64) rather than a failure. */
function asUsage<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof OptionError) throw new UsageError(error.message);
    throw error;
  }
}

/** Reads and checks the flags of `serve`; `undefined` when --help asks for the help instead. */
export function readServeConfig(args: readonly string[]): ServeConfig | undefined {
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
      'cors-headers': { type: 'string' },
      workers: { type: 'string', default: String(DEFAULTS.workers) },
      precise: { type: 'boolean', default: false },
      geometry: { type: 'string' },
      box: { type: 'string' },
      strictness: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  if (values.host === '') throw new UsageError(`--host needs an address, such as ${DEFAULTS.host} or 0.0.0.0, got ''`);
  const cors = values.cors;
  if (cors?.includes(''))
    throw new UsageError("--cors needs an origin, such as https://app.example.com (scheme, host, port) or *, got ''");
  checkBasePath(values['base-path']);
  const logFormat = values['log-format'] as LogFormat;
  if (!LOG_FORMATS.includes(logFormat))
    throw new UsageError(`--log-format must be one of ${LOG_FORMATS.join(', ')}, got '${logFormat}'`);
  const corsHeaders = values['cors-headers'];
  if (corsHeaders !== undefined && cors === undefined) throw new UsageError('--cors-headers needs --cors');
  const allowHeaders = corsHeaders?.split(',').map((name) => name.trim());
  const config: Omit<ServeConfig, 'basePath'> = {
    port: wholeNumber('--port', values.port),
    host: values.host,
    handler: {
      basePath: values['base-path'],
      maxBodyBytes: wholeNumber('--max-body-bytes', values['max-body-bytes']),
      ...(cors === undefined ? {} : { cors: { origin: cors, ...(allowHeaders && { allowHeaders }) } }),
      ...modeOptions(values),
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
  if (config.workers < 1 || config.workers > MAX_WORKERS)
    throw new UsageError(`--workers must be from 1 to ${MAX_WORKERS} (4 a core), got ${config.workers}`);
  if (config.port > MAX_PORT) throw new UsageError(`--port must be from 0 to ${MAX_PORT}, got ${config.port}`);
  if (config.requestTimeoutMs > 0 && config.headersTimeoutMs > config.requestTimeoutMs)
    throw new UsageError('--headers-timeout must not be longer than --request-timeout');
  // The options are checked here, before any worker starts, so that a bad flag is one message.
  const { basePath } = asUsage(() => resolveHandlerOptions(config.handler));
  return { ...config, basePath };
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
  const ms = Math.round(number * 1000);
  // A time that rounds to 0 ms would turn its limit off: 0 says so itself.
  if (ms === 0 && number > 0)
    throw new UsageError(`${flag} must be 0 (no limit) or at least 0.001 seconds (1 ms), got '${value}'`);
  return ms;
}

/** `--base-path`: segments of ASCII letters, digits and `-._~` (not `.` or `..`), so that a client can send it as is. */
function checkBasePath(value: string): void {
  const segments = value
    .split('/')
    .filter((segment, index, all) => segment !== '' || (index > 0 && index < all.length - 1));
  if (segments.every((segment) => BASE_PATH_SEGMENT.test(segment) && segment !== '.' && segment !== '..')) return;
  throw new UsageError(
    `--base-path must be ASCII letters, digits and -._~ between slashes (such as ${DEFAULT_BASE_PATH}), got '${value}'`,
  );
}
