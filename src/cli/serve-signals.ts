// Signals and the drain of `serve`: the first SIGTERM or SIGINT starts a graceful shutdown,
// a second one ends the process at once; a server shutting down finishes its requests in
// flight, for at most --shutdown-timeout, before its connections are cut.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { constants } from 'node:os';
import { say } from './serve-events.js';
import type { ServeConfig } from './serve-flags.js';

/** How often a shutting-down server closes the connections its last responses left idle. */
const IDLE_SWEEP_MS = 100;

/** Resolves with the first of SIGINT and SIGTERM, or when `also` settles first. */
export function firstSignal(also?: Promise<string>): Promise<string> {
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
export function exitOnSecondSignal(beforeExit: () => void): void {
  const exit = (signal: NodeJS.Signals): void => {
    beforeExit();
    process.exit(128 + (constants.signals[signal] ?? 0));
  };
  process.once('SIGINT', exit);
  process.once('SIGTERM', exit);
}

/**
 * Stops `server` accepting connections and waits for its open ones to finish; resolves to
 * whether they all did within --shutdown-timeout (false: the rest were cut). `open` counts the
 * responses started and not yet closed.
 */
export async function drain(server: Server, config: ServeConfig, open: () => number): Promise<boolean> {
  // Node counts a connection idle once its response is ended, before a slow client has taken
  // it, and its idle sweep cuts that response short; http's close() runs the sweep too. So
  // net's close stops accepting, and idle keep-alive connections are swept only while no
  // response is open (the others close after their response: 'connection: close' from now on).
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const sweepIdle = (): void => {
    if (open() === 0) server.closeIdleConnections();
  };
  sweepIdle();
  const sweep = setInterval(sweepIdle, IDLE_SWEEP_MS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      // 0 turns the limit off, as for every time flag: the requests in flight finish, however long.
      if (config.shutdownTimeoutMs > 0) timer = setTimeout(() => resolve(false), config.shutdownTimeoutMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (!drained) {
    say(config, 'error', 'shutdown timeout: cutting the connections still open');
    server.closeAllConnections();
    await closed;
  }
  return drained;
}
