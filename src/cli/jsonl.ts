// Scores a run of JSON Lines: the one piece of work the main thread and the worker threads
// share, so one core and many give the same records.
import type { Operation } from '../errors.js';
import { type DispatchOptions, type DispatchResult, dispatch } from '../http/dispatch.js';
import { dispatchExplained } from '../http/explain.js';
import { invalidJsonBody } from '../http/problems.js';
import { isJsonObject, readBatchLine } from './batch.js';
import { decodeUtf8, NOT_UTF8_BODY } from './utf8.js';

/** What each line holds: one operation's request, or a batch line naming its operation. */
export type LineMode = Operation | 'batch';

/** How the lines of a run came out. */
export interface LineCounts {
  ok: number;
  rejected: number;
  failed: number;
  blank: number;
}

/** The output of a run of lines: one record a non-blank line, in order, each ending in a newline. */
export interface ScoredLines {
  /** UTF-8 records, in a buffer of their own (so it can be transferred). */
  readonly bytes: Uint8Array;
  readonly counts: LineCounts;
}

/** A new set of counts at zero. */
export function emptyCounts(): LineCounts {
  return { ok: 0, rejected: 0, failed: 0, blank: 0 };
}

/** Adds `more` into `total`. */
export function addCounts(total: LineCounts, more: LineCounts): void {
  total.ok += more.ok;
  total.rejected += more.rejected;
  total.failed += more.failed;
  total.blank += more.blank;
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BOM = '\uFEFF';
/** Room for the records of a chunk before the output buffer first grows. */
const FIRST_CAPACITY = 256 * 1024;

/**
 * Scores every line of `bytes` (whole UTF-8 lines; a final newline ends the last one, it does
 * not start another). `firstLine` is the 1-based number of its first line in the whole input.
 * Blank lines give no record but keep their numbers, so `line` always points into the input.
 * Each line is decoded and each record encoded on its own, so their strings die young: far
 * less garbage collection than one string for the chunk.
 */
export function scoreLines(
  mode: LineMode,
  bytes: Uint8Array,
  firstLine: number,
  options: DispatchOptions = {},
  explain = false,
): ScoredLines {
  const run = explain ? dispatchExplained : dispatch;
  // ignoreBOM keeps a BOM in the text, so that only the input's first line loses one; fatal
  // rejects bytes that are not UTF-8 instead of scoring U+FFFD in their place.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  const encoder = new TextEncoder();
  const counts = emptyCounts();
  let out = new Uint8Array(FIRST_CAPACITY);
  let used = 0;
  let number = firstLine;
  for (let start = 0; start < bytes.length; number++) {
    const newline = bytes.indexOf(NEWLINE, start);
    let end = newline === -1 ? bytes.length : newline;
    const next = end + 1;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    let line = decodeUtf8(decoder, bytes.subarray(start, end));
    start = next;
    if (number === 1 && line?.startsWith(BOM)) line = line.slice(1);
    if (line?.trim() === '') {
      counts.blank++;
      continue;
    }
    const record = scoreLine(mode, line, number, (operation, body) => run(operation, body, options));
    if (record.status === 200) counts.ok++;
    else if (record.status === 422) counts.rejected++;
    else counts.failed++;
    const text = `${JSON.stringify(record)}\n`;
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (out.length - used < text.length * 3) {
      const larger = new Uint8Array(Math.max(out.length * 2, used + text.length * 3));
      larger.set(out.subarray(0, used));
      out = larger;
    }
    used += encoder.encodeInto(text, out.subarray(used)).written;
  }
  return { bytes: out.subarray(0, used), counts };
}

/** One output record: where it came from, then the status and the contract's body. */
interface LineRecord {
  readonly line: number;
  readonly id?: unknown;
  readonly op?: unknown;
  readonly status: DispatchResult['status'];
  readonly [field: string]: unknown;
}

function scoreLine(
  mode: LineMode,
  line: string | undefined,
  number: number,
  answer: (operation: Operation, body: unknown) => DispatchResult,
): LineRecord {
  if (line === undefined) return { line: number, status: 422, ...NOT_UTF8_BODY };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { line: number, status: 422, ...invalidJsonBody(line) };
  }
  const source = isJsonObject(value) ? value : {};
  const echo = {
    line: number,
    ...('id' in source ? { id: source.id } : {}),
    ...(mode === 'batch' && typeof source.op === 'string' ? { op: source.op } : {}),
  };
  if (mode !== 'batch') return { ...echo, ...result(answer(mode, value)) };
  const batch = readBatchLine(value);
  if (batch.issues) return { ...echo, status: 422, detail: batch.issues };
  return { ...echo, ...result(answer(batch.op, batch.request)) };
}

function result({ status, body }: DispatchResult): { status: DispatchResult['status'] } {
  return { status, ...(body as object) };
}
