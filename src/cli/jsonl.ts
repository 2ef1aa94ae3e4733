// Scores a run of JSON Lines: the one piece of work the main thread and the worker threads
// share, so one core and many give the same records.
import { getHeapStatistics } from 'node:v8';
import type { Operation } from '../core/errors.js';
import { answer, type DispatchOptions, type DispatchResult } from '../http/dispatch.js';
import { checkDispatchOptions } from '../http/options.js';
import { invalidJsonBody } from '../http/problems.js';
import { isJsonObject, readBatchLine } from './batch.js';
import type { TooLongLine } from './chunks.js';
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

/**
 * The share of V8's heap one line may take, in bytes: JSON of empty objects (`[{},{},…]`) takes
 * about 16 times its bytes once parsed, so a line of 1/64 of the heap leaves room for the run.
 */
export const LINE_HEAP_SHARE = 64;

/** The longest line the heap of this thread allows (see {@link LINE_HEAP_SHARE}). */
export function heapLineBytes(): number {
  return Math.floor(getHeapStatistics().heap_size_limit / LINE_HEAP_SHARE);
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
 * less garbage collection than one string for the chunk. The records are written into `room`
 * while they fit (a worker is lent back the buffers it filled before), then into larger
 * buffers of their own.
 */
export function scoreLines(
  mode: LineMode,
  bytes: Uint8Array,
  firstLine: number,
  options: DispatchOptions = {},
  explain = false,
  tooLong: readonly TooLongLine[] = [],
  room: Uint8Array = new Uint8Array(FIRST_CAPACITY),
): ScoredLines {
  const checked = checkDispatchOptions('scoreLines', options);
  // ignoreBOM keeps a BOM in the text, so that only the input's first line loses one; fatal
  // rejects bytes that are not UTF-8 instead of scoring U+FFFD in their place.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  const encoder = new TextEncoder();
  const counts = emptyCounts();
  let out = room;
  let used = 0;
  let number = firstLine;
  let over = 0;
  const append = ({ status, text }: WrittenRecord): void => {
    if (status === 200) counts.ok++;
    else if (status === 422) counts.rejected++;
    else counts.failed++;
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (out.length - used < text.length * 3) {
      const larger = new Uint8Array(Math.max(out.length * 2, used + text.length * 3));
      larger.set(out.subarray(0, used));
      out = larger;
    }
    used += encoder.encodeInto(text, out.subarray(used)).written;
  };
  for (let start = 0; start < bytes.length; number++) {
    const newline = bytes.indexOf(NEWLINE, start);
    let end = newline === -1 ? bytes.length : newline;
    const next = end + 1;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    if (tooLong[over]?.line === number) {
      start = next;
      append(written(tooLongRecord(tooLong[over++] as TooLongLine)));
      continue;
    }
    let line = decodeUtf8(decoder, bytes.subarray(start, end));
    start = next;
    if (number === 1 && line?.startsWith(BOM)) line = line.slice(1);
    if (line?.trim() === '') {
      counts.blank++;
      continue;
    }
    append(
      safeLine(number, () =>
        scoreLine(mode, line, number, (operation, body) => answer(operation, { body }, checked, explain)),
      ),
    );
  }
  // A last line over the limit, without a newline, has no bytes left at all.
  while (over < tooLong.length) append(written(tooLongRecord(tooLong[over++] as TooLongLine)));
  return { bytes: out.subarray(0, used), counts };
}

/** 500 records for `lines` lines from `firstLine` that could not be scored, for `reason`. */
export function lostLines(firstLine: number, lines: number, reason: string): ScoredLines {
  const counts = emptyCounts();
  counts.failed = lines;
  let text = '';
  for (let line = firstLine; line < firstLine + lines; line++)
    text += written({ line, status: 500, detail: `Line ${line} could not be scored: ${reason}` }).text;
  return { bytes: new TextEncoder().encode(text), counts };
}

/** The 422 record of a line over `--max-line-bytes`: its bytes were never kept. */
function tooLongRecord({ line, bytes, limit, heap }: TooLongLine): LineRecord {
  const bound = heap
    ? `the longest line this run's memory allows (${limit}: 1/${LINE_HEAP_SHARE} of the JavaScript heap; give node a larger --max-old-space-size)`
    : `--max-line-bytes (${limit})`;
  const msg = `The line has ${bytes} bytes, more than ${bound}; it was not read.`;
  return { line, status: 422, detail: [{ type: 'too_long', loc: ['line'], msg }] };
}

/**
 * How deep an echoed `id` may nest: JSON.stringify recurses, and an id 20,000 arrays deep
 * overflowed the stack while its record was written, ending the whole run.
 */
export const MAX_ID_DEPTH = 64;

/** Whether `value` nests objects or arrays deeper than `limit`, found without recursion. */
function nestsDeeper(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [item, depth] = top;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * One line's record, whatever happens: a line that cannot be scored or written costs its own
 * record (a 500 naming its line), never the run and the lines around it.
 */
function safeLine(number: number, score: () => LineRecord): WrittenRecord {
  try {
    return written(score());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return written({ line: number, status: 500, detail: `Line ${number} could not be scored: ${reason}` });
  }
}

/** A record's status and its text as written: JSON and a newline. */
interface WrittenRecord {
  readonly status: DispatchResult['status'];
  readonly text: string;
}

function written(record: LineRecord): WrittenRecord {
  return { status: record.status, text: `${JSON.stringify(record)}\n` };
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
  if ('id' in source && nestsDeeper(source.id, MAX_ID_DEPTH)) {
    const msg = `id must nest at most ${MAX_ID_DEPTH} levels deep to be echoed; the line was not scored.`;
    return { line: number, status: 422, detail: [{ type: 'value_error', loc: ['id'], msg }] };
  }
  const id = 'id' in source ? { id: source.id } : undefined;
  const op = mode === 'batch' && typeof source.op === 'string' ? { op: source.op } : undefined;
  // Every record starts with its line, never with a spread: on Node 20, an object literal that
  // starts with a spread and then takes more properties outlives the minor garbage collections
  // (the records are promoted and swept by full ones), and a record built as
  // { ...echo, ...result } costs a long batch much of its CPU time in garbage collection.
  if (mode !== 'batch') return { line: number, ...id, ...result(answer(mode, value)) };
  const batch = readBatchLine(value);
  if (batch.issues) return { line: number, ...id, ...op, status: 422, detail: batch.issues };
  return { line: number, ...id, ...op, ...result(answer(batch.op, batch.request)) };
}

function result({ status, body }: DispatchResult): { status: DispatchResult['status'] } {
  return { status, ...(body as object) };
}
