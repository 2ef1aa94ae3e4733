// Cuts a byte stream into chunks of whole lines, cheaply enough for the main thread: it only
// looks for newlines, and the workers do the decoding and the scoring.

/** A line longer than the run's limit: its bytes were dropped, an empty line holds its place. */
export interface TooLongLine {
  /** Its 1-based number in the input. */
  readonly line: number;
  /** How many bytes it had (without its newline). */
  readonly bytes: number;
  /** The limit it passed. */
  readonly limit: number;
  /** Whether the limit is the heap's share of a line (lower than --max-line-bytes), not the flag. */
  readonly heap?: boolean;
}

/** A run of whole lines of the input, in a buffer of its own (so it can be transferred). */
export interface LineChunk {
  /** 0-based position of the chunk in the input. */
  readonly sequence: number;
  /** 1-based number of its first line. */
  readonly firstLine: number;
  /** How many lines it holds (a last line without a newline counts). */
  readonly lines: number;
  readonly bytes: Uint8Array;
  /** Its lines over the limit, in order: empty in `bytes`, each to get an error record. */
  readonly tooLong: readonly TooLongLine[];
}

/** A chunk is sent once it holds this many lines … */
export const CHUNK_LINES = 1000;
/** … or this many bytes, whichever comes first (one longer line still goes whole). */
export const CHUNK_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

/** Gives a chunk its own buffer of exactly `length` bytes: a new one, or a view of one lent again. */
export type ChunkBuffer = (length: number) => Uint8Array;

const newBuffer: ChunkBuffer = (length) => new Uint8Array(length);

function join(parts: readonly Uint8Array[], length: number, buffer: ChunkBuffer): Uint8Array {
  const bytes = buffer(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * Yields the input's lines in chunks of about {@link CHUNK_LINES}, in order, none lost. A line
 * longer than `maxLineBytes` is not kept: its bytes are dropped as they arrive (memory stays
 * bounded by the limit, however long the line) and the chunk lists it in `tooLong`. Each
 * chunk's bytes are copied into `buffer(length)`. `heap`: the limit is the heap's share of a line.
 */
export async function* lineChunks(
  input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  maxLineBytes = Number.POSITIVE_INFINITY,
  buffer: ChunkBuffer = newBuffer,
  heap = false,
): AsyncGenerator<LineChunk> {
  const over = (line: number, bytes: number): TooLongLine =>
    heap ? { line, bytes, limit: maxLineBytes, heap } : { line, bytes, limit: maxLineBytes };
  let parts: Uint8Array[] = [];
  let length = 0;
  let lines = 0;
  let sequence = 0;
  let firstLine = 1;
  let tooLong: TooLongLine[] = [];
  /** Bytes of the current line so far, kept or dropped. */
  let lineBytes = 0;
  /** Where the current line starts in the chunk's bytes (parts, then what is pending of `data`). */
  let lineAt = 0;
  /** Whether the current line is over the limit and its bytes are being dropped. */
  let dropping = false;
  const take = (extraLine: number): LineChunk => {
    const chunk = {
      sequence: sequence++,
      firstLine,
      lines: lines + extraLine,
      bytes: join(parts, length, buffer),
      tooLong,
    };
    firstLine += chunk.lines;
    parts = [];
    length = 0;
    lines = 0;
    tooLong = [];
    lineAt = 0;
    return chunk;
  };
  const add = (part: Uint8Array) => {
    if (part.length === 0) return;
    parts.push(part);
    length += part.length;
  };
  /** Drops what the parts hold past `keep` bytes. */
  const truncate = (keep: number) => {
    while (length > keep) {
      const last = parts.pop() as Uint8Array;
      length -= last.length;
      if (length < keep) add(last.subarray(0, keep - length));
    }
  };
  for await (const data of input) {
    // data[start..] is not in the parts yet; data[lineStart..] is the current line's part of it.
    let start = 0;
    let lineStart = 0;
    for (let at = data.indexOf(NEWLINE); ; at = data.indexOf(NEWLINE, at + 1)) {
      const end = at === -1 ? data.length : at;
      lineBytes += end - lineStart;
      if (!dropping && lineBytes > maxLineBytes) {
        dropping = true;
        add(data.subarray(start, lineStart));
        truncate(lineAt);
      }
      if (dropping) start = end;
      if (at === -1) break;
      if (dropping) {
        tooLong.push(over(firstLine + lines, lineBytes));
        dropping = false;
      }
      lines++;
      lineBytes = 0;
      lineStart = at + 1;
      if (lines >= CHUNK_LINES || length + at + 1 - start >= CHUNK_BYTES) {
        add(data.subarray(start, at + 1));
        start = at + 1;
        yield take(0);
      } else {
        lineAt = length + at + 1 - start;
      }
    }
    if (start < data.length) add(data.subarray(start));
  }
  if (dropping) tooLong.push(over(firstLine + lines, lineBytes));
  if (length > 0 || tooLong.length > 0) {
    const tail = parts[parts.length - 1];
    const unended = dropping || (tail !== undefined && tail[tail.length - 1] !== NEWLINE);
    yield take(unended ? 1 : 0);
  }
}
