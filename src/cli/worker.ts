// A worker thread of `--concurrency N`: decodes and scores the chunks of lines it is sent and
// sends back their records as bytes (transferred, not copied), with the chunk's own buffer, so
// that the main thread can lend it again.
import { parentPort, workerData } from 'node:worker_threads';
import { type ClockName, clockOptions } from './clock.js';
import { type ModeFlags, modeOptions } from './geometry.js';
import { type LineMode, scoreLines } from './jsonl.js';
import type { ChunkDone, ChunkTask } from './pool.js';

const port = parentPort;
if (port === null) throw new Error('cli-worker.js runs as a worker thread of the handwriting-scoring command');
const { mode, modes, explain, clock } = workerData as {
  readonly mode: LineMode;
  readonly modes: ModeFlags;
  readonly explain: boolean;
  readonly clock: ClockName;
};
const options = { ...modeOptions(modes), ...clockOptions(clock) };

// One buffer detached before any line is scored. V8 compiles code that reads typed arrays (the
// essay scan's seen-marks and tables) on the promise that no buffer of the thread was ever
// detached, and a transfer detaches: the first chunk's records and lines, sent back, would break
// it, and the essay scan and mayOccur, compiled while that chunk ran, would be thrown away and
// compiled again in every worker. Broken here, the promise is never made, and the code compiled
// once is kept.
const spent = new ArrayBuffer(0);
structuredClone(spent, { transfer: [spent] });

port.on('message', (task: ChunkTask) => {
  const room = task.room === undefined ? undefined : new Uint8Array(task.room);
  const { bytes, counts } = scoreLines(mode, task.bytes, task.firstLine, options, explain, task.tooLong, room);
  const input = task.bytes.buffer as ArrayBuffer;
  const done: ChunkDone = { sequence: task.sequence, lines: task.lines, counts, bytes, input };
  port.postMessage(done, [bytes.buffer as ArrayBuffer, input]);
});
