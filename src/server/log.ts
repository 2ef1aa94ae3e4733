// The access log: one line per request, written in batches so that a busy server does not
// make one synchronous write to stderr per request (stderr to a file or pipe is synchronous).
import type { AccessEntry } from './listener.js';

/** How the access log writes its lines. */
export type LogFormat = 'text' | 'json';

/** The formats of the access log. */
export const LOG_FORMATS: readonly LogFormat[] = ['text', 'json'];

/** With workers sharing one stderr, a batch is written when it would pass this many bytes, the
 * size a pipe writes whole, so that their lines never interleave mid-line. */
export const SHARED_BATCH_BYTES = 4096;

/** A process that has stderr to itself writes larger batches: a 4 KiB write cost the kernel
 * about as much again as the lines it carried. */
export const OWN_BATCH_BYTES: number = 64 * 1024;

/** Lines are kept as strings for this many bytes at most, then encoded into the batch: held
 * longer, as the pieces a template leaves, they outlived collections and grew the heap. */
const ENCODE_BYTES = 4096;

/** …or this long after its first line, whichever comes first. */
const BATCH_DELAY_MS = 100;

/** An access log made by {@link createAccessLog}. */
export interface AccessLog {
  /** Queues the line of one request. */
  record(entry: AccessEntry): void;
  /** Writes every queued line now (at shutdown). */
  flush(): void;
}

/**
 * `String(Math.round(ms * 10) / 10)`, the text line's duration, made from integers: turning a
 * fraction into its shortest text is a large share of the line's cost. Below 1e14 ms the text of an integer's tenth is that integer's digits with a point
 * before the last (unless 0): the division rounds to the double nearest that decimal, whose
 * shortest text it is; else (or NaN), String() itself.
 */
export function durationText(ms: number): string {
  const tenths = Math.round(ms * 10);
  if (!(tenths >= 0 && tenths < 1e15)) return String(tenths / 10);
  const digit = tenths % 10;
  return digit === 0 ? String(tenths / 10) : `${(tenths - digit) / 10}.${digit}`;
}

/** One line of the access log at `time` (an ISO 8601 timestamp), without its newline. */
function formatLine(format: LogFormat, entry: AccessEntry, time: string): string {
  if (format === 'json')
    return JSON.stringify({
      time,
      method: entry.method,
      path: entry.path,
      status: entry.status ?? null,
      aborted: entry.status === undefined,
      bytes: entry.bytes,
      duration_ms: Math.round(entry.durationMs * 10) / 10,
      request_id: entry.requestId,
    });
  const status = entry.status === undefined ? 'aborted' : String(entry.status);
  // The id goes last: a client's id is visible ASCII without spaces, so fields stay split by spaces.
  return `${time} ${entry.method} ${entry.path} ${status} ${entry.bytes}B ${durationText(entry.durationMs)}ms ${entry.requestId}`;
}

/** How serious a line about the server itself is. */
export type EventLevel = 'info' | 'error';

/**
 * One line about the server itself (listening, shutting down, a worker gone), without its
 * newline: the message as it is in text, a JSON object with the message and its fields in json.
 */
export function formatEvent(
  format: LogFormat,
  level: EventLevel,
  message: string,
  fields: Readonly<Record<string, unknown>>,
  time: Date,
): string {
  if (format === 'json') return JSON.stringify({ time: time.toISOString(), level, msg: message, ...fields });
  return message;
}

/**
 * Creates an access log in `format` that hands batches of lines, in UTF-8 and of at most
 * `batchBytes` bytes (a longer line alone), to `write`, which says whether it is done with the
 * bytes (the next batch then reuses them) or holds on to them.
 */
export function createAccessLog(
  format: LogFormat,
  write: (chunk: Uint8Array) => boolean,
  batchBytes: number = SHARED_BATCH_BYTES,
): AccessLog {
  // The lines not yet encoded, then the batch's bytes.
  let pending = '';
  let pendingBytes = 0;
  let batch = Buffer.allocUnsafeSlow(batchBytes);
  let used = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The timestamp of the last line, and the millisecond it stands for: a busy server logs many
  // lines per millisecond, and formatting a Date cost more than the rest of the line.
  let stampedAt = Number.NaN;
  let stamp = '';
  const encode = (): void => {
    used += batch.write(pending, used);
    pending = '';
    pendingBytes = 0;
  };
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    encode();
    if (used === 0) return;
    const chunk = batch.subarray(0, used);
    used = 0;
    // A batch is reused once written: one allocated per batch outlived a collection or two while
    // it filled, and its 64 KiB were freed only by a full one (RSS 97 MiB against 70 under load).
    // A stream that holds the bytes to write them later (a pipe on macOS) gets them to keep.
    if (!write(chunk)) batch = Buffer.allocUnsafeSlow(batchBytes);
  };
  return {
    record(entry) {
      const now = Date.now();
      if (now !== stampedAt) {
        stampedAt = now;
        stamp = new Date(now).toISOString();
      }
      const line = `${formatLine(format, entry, stamp)}\n`;
      const bytes = Buffer.byteLength(line);
      if (used + pendingBytes + bytes > batchBytes) flush();
      if (bytes > batchBytes) {
        write(Buffer.from(line));
        return;
      }
      pending += line;
      pendingBytes += bytes;
      if (pendingBytes >= ENCODE_BYTES) encode();
      if (timer === undefined) {
        timer = setTimeout(flush, BATCH_DELAY_MS);
        timer.unref();
      }
    },
    flush,
  };
}
