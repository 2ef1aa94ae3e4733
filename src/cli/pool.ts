// Runs JSON Lines on N threads, writing the records in input order: the main thread reads,
// cuts and writes, and scores every chunk its N - 1 worker threads have no room for. Scoring on
// the main thread too (instead of N workers) spares a worker's start-up, and nothing waits
// while the workers start: a profile of N workers showed the main thread idle 92% of the run.
// Memory stays bounded: at most READ_AHEAD_PER_THREAD chunks a thread are read and not yet
// written, and the input is not read while they are.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { type LineChunk, lineChunks } from './chunks.js';
import { strokeOptions } from './geometry.js';
import { addCounts, emptyCounts, type LineCounts, type LineMode, scoreLines } from './jsonl.js';
import type { Progress } from './progress.js';

/** A chunk sent to a worker. */
export type ChunkTask = LineChunk;

/** A chunk's records, back from a worker (or scored on the main thread). */
export interface ChunkDone {
  readonly sequence: number;
  readonly lines: number;
  readonly counts: LineCounts;
  readonly bytes: Uint8Array;
}

/** Where a run reads and writes, and how many threads score. */
export interface LineRun {
  readonly mode: LineMode;
  readonly input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  readonly output: NodeJS.WritableStream;
  /** Threads that score: the main thread and N - 1 worker threads (1: the main thread alone). */
  readonly concurrency: number;
  readonly progress: Progress;
  /** Score stroke-order requests with PRECISE of handwriting-scoring/strokes. */
  readonly precise: boolean;
  /** Score stroke-order requests against DIR/<character>.json (handwriting-scoring/geometry). */
  readonly geometry?: string | undefined;
  /** Add each result's explanation beside its data. */
  readonly explain: boolean;
  /** A longer line gets a 422 record; its bytes are dropped as they are read. */
  readonly maxLineBytes?: number;
}

/** Chunks a worker holds at once: the one it scores and the next, so it never waits for the main thread. */
const IN_FLIGHT_PER_WORKER = 2;
/**
 * Chunks read and not yet written, a thread: room for the main thread to score ahead of a worker
 * still starting (about 60 ms, nine chunks of mixed records) before it waits for its records.
 */
const READ_AHEAD_PER_THREAD = 16;

async function write(output: NodeJS.WritableStream, data: string | Uint8Array): Promise<void> {
  if (!output.write(data)) await once(output, 'drain');
}

/** Lets the event loop deliver the workers' records, so each gets its next chunk without waiting. */
const yieldToWorkers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Scores every line of the input and writes the records in order; resolves to the counts. */
export async function runLines({
  mode,
  input,
  output,
  concurrency,
  progress,
  precise,
  geometry,
  explain,
  maxLineBytes,
}: LineRun): Promise<LineCounts> {
  const counts = emptyCounts();
  const options = strokeOptions(precise, geometry);
  const done = new Map<number, ChunkDone>();
  const load: number[] = new Array(concurrency - 1).fill(0);
  let failure: Error | undefined;
  let wake = () => {};
  const workers = load.map((_, index) => {
    const worker = new Worker(new URL('./cli-worker.js', import.meta.url), {
      workerData: { mode, precise, geometry, explain },
    });
    worker.on('message', (result: ChunkDone) => {
      load[index] = (load[index] as number) - 1;
      done.set(result.sequence, result);
      wake();
    });
    worker.on('error', (error) => {
      failure ??= error;
      wake();
    });
    worker.on('exit', (code) => {
      failure ??= new Error(`a worker thread exited with code ${code}`);
      wake();
    });
    return worker;
  });
  let read = 0;
  let written = 0;
  /** Writes every record that is next in order; throws if a worker failed. */
  const flush = async () => {
    for (let next = done.get(written); next !== undefined; next = done.get(written)) {
      done.delete(written);
      written++;
      addCounts(counts, next.counts);
      await write(output, next.bytes);
      progress.advance(next.lines);
    }
    if (failure) throw failure;
  };
  /** Waits until fewer than `limit` chunks are read and not yet written. */
  const settle = async (limit: number) => {
    for (await flush(); read - written >= limit; await flush()) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  try {
    for await (const chunk of lineChunks(input, maxLineBytes)) {
      read++;
      const least = Math.min(...load);
      if (least < IN_FLIGHT_PER_WORKER) {
        const index = load.indexOf(least);
        load[index] = least + 1;
        (workers[index] as Worker).postMessage(chunk satisfies ChunkTask, [chunk.bytes.buffer as ArrayBuffer]);
      } else {
        const { sequence, firstLine, lines, bytes, tooLong } = chunk;
        const scored = scoreLines(mode, bytes, firstLine, options, explain, tooLong);
        done.set(sequence, { sequence, lines, ...scored });
        if (workers.length > 0) await yieldToWorkers();
      }
      await settle(concurrency * READ_AHEAD_PER_THREAD);
    }
    await settle(1);
    return counts;
  } finally {
    for (const worker of workers) worker.removeAllListeners('exit');
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
