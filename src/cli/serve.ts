// The `serve` command: the contract's service on Node's own http module, with the limits,
// access log, graceful shutdown and worker processes an operator needs. Its flags are read in
// serve-flags.ts, one server process runs in serve-server.ts (drained by serve-signals.ts), and
// the workers of --workers in serve-cluster.ts.
import cluster from 'node:cluster';
import { createServerMetrics, loadPromClient } from '../server/metrics.js';
import { runPrimary, runWorker } from './serve-cluster.js';
import { announce, failed } from './serve-events.js';
import { readServeConfig, SERVE_HELP } from './serve-flags.js';
import { runServer } from './serve-server.js';
import { UsageError } from './usage.js';

/** Runs `serve` with its arguments; resolves to the exit code once the server has stopped. */
export async function serve(args: readonly string[]): Promise<number> {
  const config = readServeConfig(args);
  if (config === undefined) {
    process.stdout.write(SERVE_HELP);
    return 0;
  }
  const { basePath } = config;
  // Loaded before any worker starts, so that a missing prom-client is one message (exit 64).
  const client = config.metrics ? await loadPromClient((message) => new UsageError(message)) : undefined;
  if (cluster.isWorker) return runWorker(config, client);
  if (config.workers > 1) return runPrimary(config, basePath, client).catch((error: unknown) => failed(config, error));
  const metrics = client === undefined ? undefined : createServerMetrics(client);
  return runServer(config, (address) => announce(config, address.port, basePath), undefined, metrics).catch(
    (error: unknown) => failed(config, error),
  );
}
