// One server process of `serve`: the listener with its access log, limits and metrics on Node's
// http server, serving until a signal (or its primary) stops it, then drained.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AccessEntry, createNodeListener, HEALTH_PATH, METRICS_PATH, READY_PATH } from '../server/listener.js';
import { type AccessLog, createAccessLog, OWN_BATCH_BYTES, SHARED_BATCH_BYTES } from '../server/log.js';
import { answerClientError, type ServerMetrics } from '../server/metrics.js';
import { createUuidMaker } from '../server/request-id.js';
import { say } from './serve-events.js';
import type { ServeConfig } from './serve-flags.js';
import { drain, exitOnSecondSignal, firstSignal } from './serve-signals.js';

/** Node checks its header and request timeouts on this interval at most (its own default is
 * 30 s, which lets a slow client hold a connection half a minute past its timeout). */
const MAX_CHECK_INTERVAL_MS = 1000;

/** The access log of one server process, handing its batches to `write` (stderr): workers share
 * one stderr, so theirs stay within what a pipe writes whole. */
export function accessLogOf(config: ServeConfig, write: (chunk: Uint8Array) => boolean): AccessLog {
  return createAccessLog(config.logFormat, write, config.workers > 1 ? SHARED_BATCH_BYTES : OWN_BATCH_BYTES);
}

/** One server process: listens, serves until a signal (or `stop`), then shuts down gracefully. */
export async function runServer(
  config: ServeConfig,
  onListening: (address: AddressInfo) => void,
  stop?: Promise<string>,
  metrics?: ServerMetrics,
): Promise<number> {
  const log = accessLogOf(config, (chunk) => {
    process.stderr.write(chunk);
    // Written through at once (stderr to a file, or to a pipe on Linux): the batch can be reused.
    return process.stderr.writableLength === 0;
  });
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
  // (see drain in serve-signals.ts).
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
  // Requests Node's parser refuses (a bad header, headers too large) are answered, logged and
  // counted like the rest, each with a request id.
  const newId = createUuidMaker();
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    answerClientError(error, socket, {
      newId,
      onEarlyTimeout: () => metrics?.rejected('408'),
      onRefused: (entry) => {
        metrics?.refused(entry);
        record(entry);
      },
    }),
  );
  const signal = firstSignal(stop);
  server.listen(config.port, config.host);
  await Promise.race([once(server, 'listening'), signal]);
  if (server.listening) onListening(server.address() as AddressInfo);

  const received = await signal;
  closing = true;
  exitOnSecondSignal(log.flush);
  say(config, 'info', `${received}: shutting down, finishing the requests in flight`, { signal: received });
  const drained = await drain(server, config, () => open);
  // The server closes as its last socket is destroyed, before that socket's 'close' reaches its
  // response and the response's line (aborted) reaches the log: socket closes run before timers.
  await new Promise((resolve) => setTimeout(resolve, 0));
  log.flush();
  return drained ? 0 : 1;
}
