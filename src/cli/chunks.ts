// Cuts a byte stream into chunks of whole lines, cheaply enough for the main thread: it only
// looks for newlines, and the workers do the decoding and the scoring.

/** A run of whole lines of the input, in a buffer of its own (so it can be transferred). */
export interface LineChunk {
  /** 0-based position of the chunk in the input. */
  readonly sequence: number;
  /** 1-based number of its first line. */
  readonly firstLine: number;
  /** How many lines it holds (a last line without a newline counts). */
  readonly lines: number;
  readonly bytes: Uint8Array;
}

/** A chunk is sent once it holds this many lines … */
export const CHUNK_LINES = 1000;
/** … or this many bytes, whichever comes first (one longer line still goes whole). */
export const CHUNK_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

function join(parts: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Yields the input's lines in chunks of about {@link CHUNK_LINES}, in order, none lost. */
export async function* lineChunks(input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<LineChunk> {
  let parts: Uint8Array[] = [];
  let length = 0;
  let lines = 0;
  let sequence = 0;
  let firstLine = 1;
  const take = (extraLine: number): LineChunk => {
    const chunk = { sequence: sequence++, firstLine, lines: lines + extraLine, bytes: join(parts, length) };
    firstLine += chunk.lines;
    parts = [];
    length = 0;
    lines = 0;
    return chunk;
  };
  const add = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  for await (const data of input) {
    let start = 0;
    for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, at + 1)) {
      lines++;
      if (lines >= CHUNK_LINES || length + at + 1 - start >= CHUNK_BYTES) {
        add(data.subarray(start, at + 1));
        start = at + 1;
        yield take(0);
      }
    }
    if (start < data.length) add(data.subarray(start));
  }
  if (length > 0) {
    const tail = parts[parts.length - 1] as Uint8Array;
    yield take(tail[tail.length - 1] === NEWLINE ? 0 : 1);
  }
}
