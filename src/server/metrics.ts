// Prometheus metrics of `serve --metrics`, made with prom-client. prom-client is an optional
// peer dependency: it is imported only when --metrics is given, so the library itself keeps
// no runtime dependency. With --workers, each worker counts its own requests and the primary
// sums them (prom-client's cluster aggregation): a worker asked for /metrics asks the primary.
import type { Worker } from 'node:cluster';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type * as PromClient from 'prom-client';
import { type AccessEntry, type MetricsText, UNMATCHED_ROUTE } from './listener.js';

/** prom-client's module, as `import('prom-client')` gives it. */
export type PromClientModule = typeof PromClient;

/** Why a request was turned away, as `http_requests_rejected_total` labels it. */
export type RejectReason = '400' | '408' | '413' | '415' | '422' | '431' | 'aborted';

/** Every reason, each exported from the start (at 0) so that a rate over it is never empty. */
export const REJECT_REASONS: readonly RejectReason[] = ['400', '408', '413', '415', '422', '431', 'aborted'];

/** Histogram buckets in seconds: most answers take well under 10 ms, so the fine ones are there. */
export const DURATION_BUCKETS: readonly number[] = [
  0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

/** The methods that keep their own `method` label value; any other is `other`. */
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The `status` label of a request whose client went away before its answer. */
const ABORTED = 'aborted';

/** What a missing prom-client tells the operator. */
const MISSING_PROM_CLIENT =
  "--metrics needs prom-client, an optional peer dependency of handwriting-scoring: run 'npm install prom-client'";

/** The types of the messages of a scrape with `--workers`: a worker asks the primary for the whole
 * server's metrics, and the primary asks each worker for its own. */
export const CLUSTER_MESSAGES = {
  scrape: 'handwriting-scoring:scrape',
  scrapeAnswer: 'handwriting-scoring:scrape-answer',
  workerMetrics: 'handwriting-scoring:worker-metrics',
  workerMetricsAnswer: 'handwriting-scoring:worker-metrics-answer',
} as const;
const SCRAPE_REQUEST = CLUSTER_MESSAGES.scrape;
const SCRAPE_ANSWER = CLUSTER_MESSAGES.scrapeAnswer;
const WORKER_METRICS_REQUEST = CLUSTER_MESSAGES.workerMetrics;
const WORKER_METRICS_ANSWER = CLUSTER_MESSAGES.workerMetricsAnswer;

/** How long a worker waits for the primary's sum before the scrape fails (500). */
const SCRAPE_TIMEOUT_MS = 10_000;

/** The counts of one route and method, and its histogram's observer. */
interface Series {
  readonly method: string;
  readonly route: string;
  /** Requests by the first bucket of {@link DURATION_BUCKETS} their duration fits under. */
  readonly buckets: number[];
  /** Their durations' sum, in seconds, and their count. */
  sum: number;
  count: number;
  /** Requests by status (`undefined`: aborted), with the counter's labels. */
  readonly statuses: Map<number | undefined, { readonly labels: Record<string, string>; count: number }>;
}

/** The metrics of one server process. */
export interface ServerMetrics {
  /** A request arrived. */
  started(): void;
  /** A request is done (sent or aborted). */
  done(entry: AccessEntry): void;
  /** A request was turned away before reaching the listener (its headers came too slowly). */
  rejected(reason: RejectReason): void;
  /** A request Node's parser refused (400, 431), answered without reaching the listener. */
  refused(entry: AccessEntry): void;
  /** The text of `GET /metrics`: this process's, or with workers the whole server's. */
  scrape(): Promise<MetricsText>;
}

/**
 * Imports prom-client, or throws `onMissing(message)` when it is not installed.
 *
 * @throws what `onMissing` makes when prom-client cannot be found; other import failures as is.
 */
export async function loadPromClient(onMissing: (message: string) => Error): Promise<PromClientModule> {
  try {
    const loaded = (await import('prom-client')) as PromClientModule & { default?: PromClientModule };
    return loaded.default ?? loaded;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') throw onMissing(MISSING_PROM_CLIENT);
    throw error;
  }
}

/** The `reason` of a finished request that was turned away, if it was. */
export function rejectReasonOf(status: number | undefined): RejectReason | undefined {
  if (status === undefined) return ABORTED;
  return status === 400 || status === 413 || status === 415 || status === 422 || status === 431
    ? (String(status) as RejectReason)
    : undefined;
}

/**
 * Creates the metrics of this process in a registry of its own, with prom-client's default
 * process metrics. In a worker of `--workers` (`worker` given), the registry is the one the
 * primary's aggregation reads, and `scrape` asks the primary for the sum of every worker.
 */
export function createServerMetrics(client: PromClientModule, worker?: NodeJS.Process): ServerMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Every request touches the request counter, the histogram and the in-flight gauge: prom-client's
  // labelled calls hash and check their labels each time, which cost as much as the rest of a
  // request's bookkeeping. So the counts are plain numbers, by a route's series found with two
  // Map reads, and prom-client reads them at each scrape (collect) to write them out; the
  // histogram is observed through one labelled child per series, made once.
  const series = new Map<string, Map<string, Series>>();
  let inFlight = 0;
  new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered (or aborted by their client), by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const byMethod of series.values())
        for (const { statuses } of byMethod.values())
          for (const { labels, count } of statuses.values()) this.inc(labels, count);
    },
  });
  // The histogram too: prom-client's observe hashes its labels and looks its bucket up by a
  // number turned into a property name, on every request; here each series counts its own
  // buckets, and prom-client's registry writes them out (and sums them across workers) from
  // what `get` gives, as it does for its own histograms.
  registry.registerMetric(durationMetric(series) as unknown as PromClient.Metric);
  new client.Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests arrived and not yet answered.',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  const rejected = new client.Counter({
    name: 'http_requests_rejected_total',
    help: 'Requests turned away, by reason: 400, 408, 413, 415, 422, 431, or aborted by their client.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  for (const reason of REJECT_REASONS) rejected.inc({ reason }, 0);

  /** The series of a route and method, made at its first request. */
  function seriesOf(route: string, method: string): Series {
    let byMethod = series.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      series.set(route, byMethod);
    }
    let found = byMethod.get(method);
    if (found === undefined) {
      found = { method, route, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0, statuses: new Map() };
      byMethod.set(method, found);
    }
    return found;
  }

  let scrape = async (): Promise<MetricsText> => ({
    contentType: registry.contentType,
    body: await registry.metrics(),
  });
  if (worker !== undefined) {
    answerPrimary(worker, registry);
    scrape = askPrimary(worker, registry.contentType);
  }

  return {
    started() {
      inFlight += 1;
    },
    done(entry) {
      inFlight -= 1;
      count(entry);
    },
    refused: count,
    rejected: (reason) => rejected.inc({ reason }),
    scrape,
  };

  /** Counts a finished request in its series, its histogram and, if it was turned away, its reason. */
  function count(entry: AccessEntry): void {
    const method = METHODS.has(entry.method) ? entry.method : 'other';
    const found = seriesOf(entry.route, method);
    const counted = found.statuses.get(entry.status);
    if (counted === undefined) {
      const status = entry.status === undefined ? ABORTED : String(entry.status);
      found.statuses.set(entry.status, { labels: { method, route: entry.route, status }, count: 1 });
    } else counted.count += 1;
    const seconds = entry.durationMs / 1000;
    found.count += 1;
    found.sum += seconds;
    // The first bucket the duration fits under (none: only +Inf counts it).
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) found.buckets[bucket] = (found.buckets[bucket] ?? 0) + 1;
    const reason = rejectReasonOf(entry.status);
    if (reason !== undefined) rejected.inc({ reason });
  }
}

/** The name of the request-duration histogram. */
const DURATION = 'http_request_duration_seconds';

/**
 * `http_request_duration_seconds` as prom-client's registry reads a metric: its samples
 * (cumulative buckets, +Inf, sum and count per method and route), summed across workers.
 */
function durationMetric(series: ReadonlyMap<string, ReadonlyMap<string, Series>>) {
  const help = 'Time from a request’s arrival to the end of its answer, by method and route template.';
  const samples = () => {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const byMethod of series.values())
      for (const { method, route, buckets, sum, count } of byMethod.values()) {
        let below = 0;
        DURATION_BUCKETS.forEach((le, index) => {
          below += buckets[index] ?? 0;
          values.push({ labels: { le, method, route }, value: below, metricName: `${DURATION}_bucket` });
        });
        values.push({ labels: { le: '+Inf', method, route }, value: count, metricName: `${DURATION}_bucket` });
        values.push({ labels: { method, route }, value: sum, metricName: `${DURATION}_sum` });
        values.push({ labels: { method, route }, value: count, metricName: `${DURATION}_count` });
      }
    return values;
  };
  const type = 'histogram';
  const aggregator = 'sum';
  return {
    name: DURATION,
    help,
    type,
    aggregator,
    get: async () => ({ name: DURATION, help, type, aggregator, values: samples() }),
  };
}

/** A worker's scrape: asks the primary for every worker's metrics, summed. */
function askPrimary(worker: NodeJS.Process, contentType: string): () => Promise<MetricsText> {
  const pending = new Map<number, (answer: { text?: string; error?: string }) => void>();
  let next = 0;
  worker.on('message', (message: { type?: unknown; id?: number; text?: string; error?: string }) => {
    if (message?.type !== SCRAPE_ANSWER || message.id === undefined) return;
    pending.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => settle({ error: 'the primary did not answer the scrape' }), SCRAPE_TIMEOUT_MS);
      function settle(answer: { text?: string; error?: string }): void {
        clearTimeout(timer);
        pending.delete(id);
        if (answer.text === undefined) reject(new Error(answer.error ?? 'scrape failed'));
        else resolve({ contentType, body: answer.text });
      }
      pending.set(id, settle);
      worker.send?.({ type: SCRAPE_REQUEST, id });
    });
}

/** In a worker of `--workers`: answers the primary's requests for this worker's metrics. */
function answerPrimary(worker: NodeJS.Process, registry: PromClient.Registry): void {
  worker.on('message', (message: { type?: unknown; id?: unknown }) => {
    if (message?.type !== WORKER_METRICS_REQUEST) return;
    registry.getMetricsAsJSON().then(
      (metrics) => worker.send?.({ type: WORKER_METRICS_ANSWER, id: message.id, metrics }),
      () => {},
    );
  });
}

/** One worker's metrics, as its registry's getMetricsAsJSON gives them. */
type WorkerMetrics = Awaited<ReturnType<PromClient.Registry['getMetricsAsJSON']>>;

/**
 * How long the primary waits for each worker's metrics at a scrape. A worker busy past it (one
 * long request holds its one thread) is reported with the values it gave last, so that a
 * scrape is never failed by a busy worker.
 */
export const WORKER_METRICS_WAIT_MS = 1000;

/** The metric types a departed worker's values are kept of (prom-client writes them as these strings). */
const KEPT_WHEN_GONE: ReadonlySet<unknown> = new Set(['counter', 'histogram']);

/** The cluster as the primary's aggregation sees it (node:cluster, or a test's stand-in). */
export interface WorkerCluster {
  readonly workers?: NodeJS.Dict<Worker>;
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
  on(event: 'exit', listener: (worker: Worker) => void): unknown;
}

/**
 * In the primary of `--workers`: answers each worker's scrape request with the sum of every
 * worker's metrics. Each worker is asked for its own (at most {@link WORKER_METRICS_WAIT_MS});
 * one that does not answer in time counts with the values it gave last. The counters and
 * histograms of a worker that exited are kept as they were last known and added to every later
 * sum, so that a worker killed and replaced never makes a counter fall (which Prometheus would
 * read as a reset); what it counted after its last scrape is lost with it.
 */
export function aggregateWorkerMetrics(client: PromClientModule, cluster: WorkerCluster): void {
  const lastKnown = new Map<number, WorkerMetrics>();
  /** The kept metrics of the workers that exited, summed into one set now and then. */
  let departed: WorkerMetrics[] = [];
  const pending = new Map<number, (metrics: WorkerMetrics) => void>();
  let next = 0;
  const sum = (parts: readonly WorkerMetrics[]) =>
    client.AggregatorRegistry.aggregate(parts.filter((part) => part.length > 0));
  cluster.on('exit', (worker) => {
    const last = lastKnown.get(worker.id);
    lastKnown.delete(worker.id);
    if (last === undefined) return;
    departed.push(last.filter((metric) => KEPT_WHEN_GONE.has(metric.type)));
    // Summed into one, so that the kept sets stay few however many workers come and go.
    const summed = departed.length;
    sum(departed)
      .getMetricsAsJSON()
      .then((merged) => {
        departed = [merged, ...departed.slice(summed)];
      });
  });
  /** A worker's metrics now, or what it gave last when it is busy past the wait. */
  const ask = (worker: Worker): Promise<WorkerMetrics | undefined> =>
    new Promise((resolve) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(lastKnown.get(worker.id));
      }, WORKER_METRICS_WAIT_MS);
      pending.set(id, (metrics) => {
        clearTimeout(timer);
        pending.delete(id);
        lastKnown.set(worker.id, metrics);
        resolve(metrics);
      });
      try {
        worker.send({ type: WORKER_METRICS_REQUEST, id });
      } catch {
        pending.get(id)?.(lastKnown.get(worker.id) ?? []);
      }
    });
  cluster.on('message', (worker, message) => {
    const { type, id, metrics } = (message ?? {}) as { type?: unknown; id?: unknown; metrics?: WorkerMetrics };
    if (type === WORKER_METRICS_ANSWER && typeof id === 'number' && Array.isArray(metrics)) {
      pending.get(id)?.(metrics);
      return;
    }
    if (type !== SCRAPE_REQUEST) return;
    const live = Object.values(cluster.workers ?? {}).filter((each): each is Worker => each !== undefined);
    Promise.all(live.map(ask))
      .then((parts) =>
        sum([...departed, ...parts.filter((part): part is WorkerMetrics => part !== undefined)]).metrics(),
      )
      .then(
        (text) => worker.send({ type: SCRAPE_ANSWER, id, text }),
        (error: unknown) =>
          worker.send({ type: SCRAPE_ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
      );
  });
}

/** The statuses of the client errors Node's parser finds, by its error code (any other is 400). */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** What the server does beside answering a client error. */
export interface ClientErrorHooks {
  /** Makes the request id of a request the parser refused. */
  readonly newId: () => string;
  /** A timeout that came before any request reached the listener (headers too slow). */
  readonly onEarlyTimeout?: () => void;
  /** A request the parser refused (a bad header 400, headers too large 431 …), answered here: to log and count. */
  readonly onRefused?: (entry: AccessEntry) => void;
}

/**
 * Answers a client error, then destroys the socket. A timeout gets the bytes Node writes when no
 * 'clientError' listener is set; `onEarlyTimeout` is called for one that came before any request
 * reached the listener (a request whose body was too slow did reach it, and is counted and logged
 * as aborted). A request Node's parser refused gets a JSON problem body with a new request id, in
 * `X-Request-Id` and the body as every error answer, and is handed to `onRefused`. Nothing is
 * written after a response whose headers went out.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, hooks: ClientErrorHooks): void {
  // Node's own test: a response whose headers went out must not be followed by another.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  if (timeout && !inFlight) hooks.onEarlyTimeout?.();
  if (socket.writable && inFlight?.headersSent !== true && error.code !== 'ECONNRESET') {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const reason = STATUS_CODES[status] ?? 'Bad Request';
    if (timeout) socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n\r\n`);
    else {
      const requestId = hooks.newId();
      const body = JSON.stringify({ detail: reason, request_id: requestId });
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
      );
      // Its method and path were not read: the log shows '-', the metrics `other` and `unmatched`.
      if (!inFlight)
        hooks.onRefused?.({
          method: '-',
          path: '-',
          status,
          bytes: Buffer.byteLength(body),
          durationMs: 0,
          requestId,
          route: UNMATCHED_ROUTE,
        });
    }
  }
  socket.destroy(error);
}
