// Runs JSON Lines on the main thread (one core) or on worker threads (several), writing the
// records in input order. Memory stays bounded: at most IN_FLIGHT_PER_WORKER chunks a worker
// are read ahead and not yet written, and the input is not read while they are. The buffers
// of each chunk's lines and of its records are lent again rather than let go: one freed on
// another thread than the one that took it is never reused by the allocator, so every chunk
// cost fresh pages (each written once, page by page, by the kernel); on one thread, a new
// buffer a chunk (and a records buffer grown twice) brought full garbage collections, V8
// counting their bytes against the heap.
import { once } from 'node:events';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { CHUNK_BYTES, type ChunkBuffer, type LineChunk, lineChunks } from './chunks.js';
import { type ClockName, clockOptions } from './clock.js';
import { type ModeFlags, modeOptions } from './geometry.js';
import { addCounts, emptyCounts, type LineCounts, type LineMode, lostLines, scoreLines } from './jsonl.js';
import type { Progress } from './progress.js';

/** A chunk sent to a worker, with a buffer it filled before, if one is free, to write the records into. */
export interface ChunkTask extends LineChunk {
  readonly room?: ArrayBuffer | undefined;
}

/** A chunk's records, back from a worker, with the buffer that held its lines. */
export interface ChunkDone {
  readonly sequence: number;
  readonly lines: number;
  readonly counts: LineCounts;
  readonly bytes: Uint8Array;
  readonly input: ArrayBuffer;
}

/** Where a run reads and writes, and how many threads score. */
export interface LineRun {
  readonly mode: LineMode;
  readonly input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  readonly output: NodeJS.WritableStream;
  /** 1 scores on the main thread; N > 1 on N worker threads. */
  readonly concurrency: number;
  readonly progress: Progress;
  /** How stroke order and writing quality score: --precise, --geometry DIR (with --box, --strictness). */
  readonly modes: ModeFlags;
  /** Add each result's explanation beside its data. */
  readonly explain: boolean;
  /** `zero` prints every inference_time_ms as 0 (`--clock zero`). */
  readonly clock?: ClockName;
  /** A longer line gets a 422 record; its bytes are dropped as they are read. */
  readonly maxLineBytes?: number;
  /** Whether `maxLineBytes` is the heap's share of a line, lower than --max-line-bytes. */
  readonly lineLimitByHeap?: boolean;
  /** Once aborted, no more input is read: the chunks read so far are scored and written whole. */
  readonly stop?: AbortSignal | undefined;
}

/** The chunks of `source` until `stop` aborts, even while one is awaited (stdin waiting for input). */
export async function* until<T>(source: AsyncIterable<T>, stop: AbortSignal | undefined): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  if (stop === undefined) {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    return;
  }
  const stopped = new Promise<IteratorResult<T>>((resolve) => {
    const done = () => resolve({ done: true, value: undefined });
    if (stop.aborted) done();
    else stop.addEventListener('abort', done, { once: true });
  });
  for (let next = await Promise.race([iterator.next(), stopped]); !next.done; ) {
    yield next.value;
    next = stop.aborted ? { done: true, value: undefined } : await Promise.race([iterator.next(), stopped]);
  }
  // Not awaited: a read still pending (stdin) would hold the return until input came.
  if (stop.aborted) void iterator.return?.();
}

/** Why the lines of a worker that ran out of memory have no record of their own. */
const OUT_OF_MEMORY =
  'its worker thread ran out of memory while scoring the lines around it (give node a larger --max-old-space-size)';

/** An empty buffer, the input of chunks that came back from no worker. */
const EMPTY = new ArrayBuffer(0);

/** Chunks a worker may have read ahead: enough that no worker idles while the main thread waits for a core. */
const IN_FLIGHT_PER_WORKER = 4;

/** The largest buffer lent again: one that held a chunk of very long lines is let go. */
export const LENT_BYTES_AT_MOST = 4 * CHUNK_BYTES;

/** Buffers handed back, to be lent again, last in first out. */
export interface Lender {
  /** Keeps `buffer` to lend again, unless it is larger than {@link LENT_BYTES_AT_MOST}. */
  give(buffer: ArrayBuffer): void;
  /** A buffer handed back, or undefined when none is free. */
  take(): ArrayBuffer | undefined;
  /** A chunk buffer of exactly `length` bytes: a view of one handed back, or a new one of at least CHUNK_BYTES. */
  chunk: ChunkBuffer;
}

/** A new, empty {@link Lender}. */
export function lender(): Lender {
  const free: ArrayBuffer[] = [];
  const take = () => free.pop();
  return {
    give: (buffer) => {
      if (buffer.byteLength <= LENT_BYTES_AT_MOST) free.push(buffer);
    },
    take,
    chunk: (length) => {
      const lent = take();
      // One too small is let go: chunks are rarely longer than CHUNK_BYTES.
      const buffer =
        lent !== undefined && lent.byteLength >= length ? lent : new ArrayBuffer(Math.max(length, CHUNK_BYTES));
      return new Uint8Array(buffer, 0, length);
    },
  };
}

/** Scores every line of the input and writes the records in order; resolves to the counts. */
export async function runLines(run: LineRun): Promise<LineCounts> {
  return run.concurrency === 1 ? runInline(run) : runOnWorkers(run);
}

/** Writes `data`, waiting while the output is full; `written` runs once the output is done with it. */
async function write(output: NodeJS.WritableStream, data: string | Uint8Array, written?: () => void): Promise<void> {
  if (!output.write(data, written)) await once(output, 'drain');
}

async function runInline({
  mode,
  input,
  output,
  progress,
  modes,
  explain,
  clock = 'real',
  maxLineBytes,
  lineLimitByHeap,
  stop,
}: LineRun): Promise<LineCounts> {
  const counts = emptyCounts();
  const options = { ...modeOptions(modes), ...clockOptions(clock) };
  const inputs = lender();
  const rooms = lender();
  for await (const chunk of until(lineChunks(input, maxLineBytes, inputs.chunk, lineLimitByHeap), stop)) {
    const lent = rooms.take();
    const room = lent === undefined ? undefined : new Uint8Array(lent);
    const scored = scoreLines(mode, chunk.bytes, chunk.firstLine, options, explain, chunk.tooLong, room);
    inputs.give(chunk.bytes.buffer as ArrayBuffer);
    addCounts(counts, scored.counts);
    const { buffer } = scored.bytes;
    await write(output, scored.bytes, () => rooms.give(buffer as ArrayBuffer));
    progress.advance(chunk.lines);
  }
  return counts;
}

async function runOnWorkers({
  mode,
  input,
  output,
  concurrency,
  progress,
  modes,
  explain,
  clock = 'real',
  maxLineBytes,
  lineLimitByHeap,
  stop,
}: LineRun): Promise<LineCounts> {
  const counts = emptyCounts();
  const done = new Map<number, ChunkDone>();
  // The buffers of the chunks' lines, and those of their records, once written.
  const inputs = lender();
  const rooms = lender();
  const load: number[] = new Array(concurrency).fill(0);
  let failure: Error | undefined;
  let wake = () => {};
  /** The chunks each worker holds, by sequence: their first line and count, for a worker that dies. */
  const held = new Map<number, { readonly index: number; readonly firstLine: number; readonly lines: number }>();
  // Each worker's heap is bounded as the main thread's (a worker without limits that runs out
  // of memory aborts the whole process); one that runs out anyway costs the records of the
  // chunks it held, which become 500 records, and is replaced.
  const resourceLimits = { maxOldGenerationSizeMb: Math.ceil(getHeapStatistics().heap_size_limit / 2 ** 20) };
  const start = (index: number): Worker => {
    const worker = new Worker(new URL('./cli-worker.js', import.meta.url), {
      workerData: { mode, modes, explain, clock },
      resourceLimits,
    });
    let replaced = false;
    worker.on('message', (result: ChunkDone) => {
      load[index] = (load[index] as number) - 1;
      held.delete(result.sequence);
      inputs.give(result.input);
      done.set(result.sequence, result);
      wake();
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        replaced = true;
        for (const [sequence, chunk] of held) {
          if (chunk.index !== index) continue;
          held.delete(sequence);
          done.set(sequence, {
            sequence,
            lines: chunk.lines,
            ...lostLines(chunk.firstLine, chunk.lines, OUT_OF_MEMORY),
            input: EMPTY,
          });
        }
        load[index] = 0;
        workers[index] = start(index);
      } else failure ??= error;
      wake();
    });
    worker.on('exit', (code) => {
      if (!replaced) failure ??= new Error(`a worker thread exited with code ${code}`);
      wake();
    });
    return worker;
  };
  const workers = load.map((_, index) => start(index));
  let sent = 0;
  let written = 0;
  /** Writes every record that is next in order; throws if a worker failed. */
  const flush = async () => {
    for (let next = done.get(written); next !== undefined; next = done.get(written)) {
      done.delete(written);
      written++;
      addCounts(counts, next.counts);
      const { buffer } = next.bytes;
      await write(output, next.bytes, () => rooms.give(buffer as ArrayBuffer));
      progress.advance(next.lines);
    }
    if (failure) throw failure;
  };
  /** Waits until fewer than `limit` chunks are read and not yet written. */
  const settle = async (limit: number) => {
    for (await flush(); sent - written >= limit; await flush()) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  try {
    for await (const chunk of until(lineChunks(input, maxLineBytes, inputs.chunk, lineLimitByHeap), stop)) {
      await settle(concurrency * IN_FLIGHT_PER_WORKER);
      const index = load.indexOf(Math.min(...load));
      load[index] = (load[index] as number) + 1;
      const room = rooms.take();
      const task: ChunkTask = { room, ...chunk };
      const lent = chunk.bytes.buffer as ArrayBuffer;
      held.set(chunk.sequence, { index, firstLine: chunk.firstLine, lines: chunk.lines });
      (workers[index] as Worker).postMessage(task, room === undefined ? [lent] : [lent, room]);
      sent++;
    }
    await settle(1);
    return counts;
  } finally {
    for (const worker of workers) worker.removeAllListeners('exit').removeAllListeners('error');
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
