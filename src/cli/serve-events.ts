// The lines `serve` writes about itself (listening, shutting down, a failure), in the format
// of --log-format, to stderr beside the access log.
import { type EventLevel, formatEvent } from '../server/log.js';
import type { ServeConfig } from './serve-flags.js';

/** Announces that the server listens, with its URL (and its number of workers). */
export function announce(config: ServeConfig, port: number, basePath: string, workers = 1): void {
  const processes = workers > 1 ? ` (${workers} workers)` : '';
  const url = `http://${config.host}:${port}${basePath}`;
  say(config, 'info', `handwriting-scoring listening on ${url}${processes}`, { url, workers });
}

/** Writes a line about the server itself to stderr, in the format of --log-format. */
export function say(
  config: ServeConfig,
  level: EventLevel,
  message: string,
  fields: Record<string, unknown> = {},
): void {
  process.stderr.write(`${formatEvent(config.logFormat, level, message, fields, new Date())}\n`);
}

/** A failure of the server (a port in use, a bad host), logged in its format: exit code 1. */
export function failed(config: ServeConfig, error: unknown): number {
  say(config, 'error', `handwriting-scoring: ${error instanceof Error ? error.message : String(error)}`, {
    code: (error as NodeJS.ErrnoException).code ?? null,
  });
  return 1;
}
