// The process model of `serve --workers N`: a primary forks N workers sharing the port,
// replaces one that dies, sums their metrics, and on a signal stops them gracefully.
import cluster, { type Worker } from 'node:cluster';
import { aggregateWorkerMetrics, createServerMetrics, type PromClientModule } from '../server/metrics.js';
import { announce, say } from './serve-events.js';
import type { ServeConfig } from './serve-flags.js';
import { runServer } from './serve-server.js';
import { exitOnSecondSignal, firstSignal } from './serve-signals.js';

/** A worker of `--workers`: serves until a signal or the primary says to stop. */
export async function runWorker(config: ServeConfig, client: PromClientModule | undefined): Promise<number> {
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
export async function runPrimary(
  config: ServeConfig,
  basePath: string,
  client: PromClientModule | undefined,
): Promise<number> {
  if (client !== undefined) aggregateWorkerMetrics(client, cluster);
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
    // Once: a worker forked in place of one that died listens again, but the service never
    // stopped; that worker's return is an event of its own, which an operator (and a test) can wait for.
    if (announced) {
      say(config, 'info', `worker ${worker.process.pid} listening in place of one that exited`, {
        worker: worker.process.pid,
      });
    } else if (listening.size === config.workers) {
      announced = true;
      announce(config, address.port, basePath, config.workers);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    // A worker that dies while serving is replaced; only one that had to cut its requests on
    // shutdown (or was killed then: code null) fails the run.
    if (closing) {
      if (code !== 0) failed = true;
      return;
    }
    say(config, 'error', `worker ${worker.process.pid} exited (${signal ?? code})`, {
      worker: worker.process.pid,
      exit: signal ?? code,
    });
    if (listening.delete(worker)) {
      cluster.fork();
      return;
    }
    // A worker that never listened (port taken, bad host) would fail again: stop them all.
    failed = true;
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
