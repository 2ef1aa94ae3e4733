import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { AccessEntry } from './listener.js';
import { createAccessLog, durationText, type LogFormat } from './log.js';

const TIME = new Date('2026-01-02T03:04:05.678Z');
const ENTRY: AccessEntry = {
  method: 'POST',
  path: '/api/v1/essay/review',
  status: 200,
  bytes: 1161,
  durationMs: 1.234,
  requestId: 'req-42',
  route: '/api/v1/essay/review',
};

/** A writer that copies each batch, as text, into `writes`, and is done with its bytes. */
function copyInto(writes: string[]): (chunk: Uint8Array) => boolean {
  return (chunk) => {
    writes.push(Buffer.from(chunk).toString());
    return true;
  };
}

/** The line the access log writes for `entry` at TIME, without its newline. */
function lineOf(format: LogFormat, entry: AccessEntry): string {
  vi.useFakeTimers({ now: TIME, toFake: ['Date'] });
  try {
    const writes: string[] = [];
    const log = createAccessLog(format, copyInto(writes));
    log.record(entry);
    log.flush();
    return writes.join('').replace(/\n$/, '');
  } finally {
    vi.useRealTimers();
  }
}

describe('access log lines', () => {
  it('write method, path, status, bytes, duration and request id as text', () => {
    expect(lineOf('text', ENTRY)).toBe('2026-01-02T03:04:05.678Z POST /api/v1/essay/review 200 1161B 1.2ms req-42');
  });

  it('write an aborted request as aborted, not as a status', () => {
    const aborted = { ...ENTRY, status: undefined, bytes: 0 };
    expect(lineOf('text', aborted)).toContain(' aborted 0B ');
    expect(JSON.parse(lineOf('json', aborted))).toMatchObject({ status: null, aborted: true });
  });

  it('write one JSON object per line with --log-format json', () => {
    expect(JSON.parse(lineOf('json', ENTRY))).toEqual({
      time: '2026-01-02T03:04:05.678Z',
      method: 'POST',
      path: '/api/v1/essay/review',
      status: 200,
      aborted: false,
      bytes: 1161,
      duration_ms: 1.2,
      request_id: 'req-42',
    });
  });
});

describe('access log batches', () => {
  it('hold lines until flushed instead of writing once per request', () => {
    const writes: string[] = [];
    const log = createAccessLog('text', copyInto(writes));
    for (let i = 0; i < 10; i++) log.record(ENTRY);
    expect(writes).toEqual([]);
    log.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.split('\n')).toHaveLength(11);
  });

  it('write whole lines in chunks of at most 4 KiB, so workers sharing a pipe never interleave mid-line', () => {
    const writes: string[] = [];
    const log = createAccessLog('json', copyInto(writes));
    for (let i = 0; i < 200; i++) log.record(ENTRY);
    log.flush();
    expect(writes.length).toBeGreaterThan(1);
    for (const chunk of writes) {
      expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(4096);
      expect(chunk.endsWith('\n')).toBe(true);
    }
    expect(writes.join('').split('\n').filter(Boolean)).toHaveLength(200);
  });

  it('count a path that is not ASCII in UTF-8 bytes, so that its batches still fit a pipe', () => {
    // Node's lenient parser (--insecure-http-parser) lets bytes past ASCII into a path, as Latin-1.
    const entry = { ...ENTRY, path: `/${'\u00e9'.repeat(100)}` };
    const writes: string[] = [];
    const log = createAccessLog('text', copyInto(writes));
    for (let i = 0; i < 100; i++) log.record(entry);
    log.flush();
    for (const chunk of writes) expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(4096);
    const lines = writes.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(100);
    for (const line of lines) expect(line.split(' ')[2]).toBe(entry.path);
  });

  it('leave the bytes of a batch alone when the writer keeps them to write later', () => {
    const kept: Uint8Array[] = [];
    const log = createAccessLog('text', (chunk) => kept.push(chunk) < 0);
    log.record(ENTRY);
    log.flush();
    log.record({ ...ENTRY, requestId: 'req-43' });
    log.flush();
    expect(kept.map((chunk) => Buffer.from(chunk).toString().trim().split(' ').at(-1))).toEqual(['req-42', 'req-43']);
  });

  it('write a line longer than a batch whole, in a chunk of its own', () => {
    const long = { ...ENTRY, path: `/${'a'.repeat(4096)}` };
    const writes: string[] = [];
    const log = createAccessLog('text', copyInto(writes));
    log.record(ENTRY);
    log.record(long);
    log.record(ENTRY);
    log.flush();
    expect(writes.map((chunk) => chunk.split('\n').filter(Boolean).length)).toEqual([1, 1, 1]);
    expect(writes[1]).toContain(long.path);
  });
});

describe('the duration of a text line', () => {
  /** The text the line had: the duration rounded to a tenth, as String() writes the number. */
  const plain = (ms: number): string => String(Math.round(ms * 10) / 10);

  it('is the rounded tenth as String() writes it, for every duration', () => {
    for (const ms of [
      0,
      0.04,
      0.05,
      0.95,
      1,
      1.25,
      9.99,
      10.05,
      123.45,
      1e13,
      1e14 - 0.01,
      1e14,
      1e15,
      2 ** 53,
      1e21,
      1e300,
    ])
      expect(durationText(ms)).toBe(plain(ms));
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, -0.01, -1.5, -1e300])
      expect(durationText(ms)).toBe(plain(ms));
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ noNaN: true })), (ms) => {
        expect(durationText(ms)).toBe(plain(ms));
      }),
      { numRuns: 3000, seed: 20261127 },
    );
    for (let tenths = 0; tenths < 20_000; tenths++) expect(durationText(tenths / 10)).toBe(plain(tenths / 10));
  });
});
