import { describe, expect, it } from 'vitest';
import type { AccessEntry } from '../server/listener.js';
import { OWN_BATCH_BYTES, SHARED_BATCH_BYTES } from '../server/log.js';
import { readServeConfig } from './serve-flags.js';
import { accessLogOf } from './serve-server.js';

const ENTRY: AccessEntry = {
  method: 'POST',
  path: '/api/v1/essay/review',
  status: 200,
  bytes: 1161,
  durationMs: 1.234,
  requestId: '9b2e6c1a-4f0d-4c57-9a51-2f3c8d7e6b10',
  route: '/api/v1/essay/review',
};

/** The byte sizes of the chunks the access log of `serve ARGS` writes for 1,000 requests. */
function chunkSizes(args: readonly string[]): number[] {
  const config = readServeConfig(['--port', '0', ...args]);
  if (config === undefined) throw new Error('no config');
  const chunks: string[] = [];
  const log = accessLogOf(config, (chunk) => {
    chunks.push(Buffer.from(chunk).toString());
    return true;
  });
  for (let i = 0; i < 1000; i++) log.record(ENTRY);
  log.flush();
  expect(chunks.join('').split('\n').filter(Boolean)).toHaveLength(1000);
  return chunks.map((chunk) => Buffer.byteLength(chunk));
}

describe("serve's access log", () => {
  it('writes batches of at most 4 KiB with --workers, which share one stderr', () => {
    expect(Math.max(...chunkSizes(['--workers', '2']))).toBeLessThanOrEqual(SHARED_BATCH_BYTES);
  });

  it('writes batches of up to 64 KiB from a single process', () => {
    const sizes = chunkSizes([]);
    expect(Math.max(...sizes)).toBeGreaterThan(OWN_BATCH_BYTES - 1024);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(OWN_BATCH_BYTES);
  });
});
