// Runs JSON Lines on the main thread (one core) or on worker threads (several), writing the
// records in input order. Memory stays bounded: at most IN_FLIGHT_PER_WORKER chunks a worker
// are read ahead and not yet written, and the input is not read while they are.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { type LineChunk, lineChunks } from './chunks.js';
import { strokeOptions } from './geometry.js';
import { addCounts, emptyCounts, type LineCounts, type LineMode, scoreLines } from './jsonl.js';
import type { Progress } from './progress.js';

/** A chunk sent to a worker. */
export type ChunkTask = LineChunk;

/** A chunk's records, back from a worker. */
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
  /** 1 scores on the main thread; N > 1 on N worker threads. */
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

/** Chunks a worker may have read ahead: enough that no worker idles while the main thread waits for a core. */
const IN_FLIGHT_PER_WORKER = 4;

/** Scores every line of the input and writes the records in order; resolves to the counts. */
export async function runLines(run: LineRun): Promise<LineCounts> {
  return run.concurrency === 1 ? runInline(run) : runOnWorkers(run);
}

async function write(output: NodeJS.WritableStream, data: string | Uint8Array): Promise<void> {
  if (!output.write(data)) await once(output, 'drain');
}

async function runInline({
  mode,
  input,
  output,
  progress,
  precise,
  geometry,
  explain,
  maxLineBytes,
}: LineRun): Promise<LineCounts> {
  const counts = emptyCounts();
  const options = strokeOptions(precise, geometry);
  for await (const chunk of lineChunks(input, maxLineBytes)) {
    const scored = scoreLines(mode, chunk.bytes, chunk.firstLine, options, explain, chunk.tooLong);
    addCounts(counts, scored.counts);
    await write(output, scored.bytes);
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
  precise,
  geometry,
  explain,
  maxLineBytes,
}: LineRun): Promise<LineCounts> {
  const counts = emptyCounts();
  const done = new Map<number, ChunkDone>();
  const load: number[] = new Array(concurrency).fill(0);
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
  let sent = 0;
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
    for (await flush(); sent - written >= limit; await flush()) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  try {
    for await (const chunk of lineChunks(input, maxLineBytes)) {
      await settle(concurrency * IN_FLIGHT_PER_WORKER);
      const index = load.indexOf(Math.min(...load));
      load[index] = (load[index] as number) + 1;
      (workers[index] as Worker).postMessage(chunk satisfies ChunkTask, [chunk.bytes.buffer as ArrayBuffer]);
      sent++;
    }
    await settle(1);
    return counts;
  } finally {
    for (const worker of workers) worker.removeAllListeners('exit');
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
