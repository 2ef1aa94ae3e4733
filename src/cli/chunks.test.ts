import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, CHUNK_LINES, type LineChunk, lineChunks } from './chunks.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function collect(pieces: readonly Uint8Array[], maxLineBytes?: number): Promise<LineChunk[]> {
  const chunks: LineChunk[] = [];
  for await (const chunk of lineChunks(pieces, maxLineBytes)) chunks.push(chunk);
  return chunks;
}

/** Cuts `bytes` at the given offsets, as a stream may. */
function cut(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const points = [...new Set(offsets.map((offset) => offset % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    pieces.push(bytes.subarray(start, point));
    start = point;
  }
  return pieces;
}

/** Lines the way an editor counts them: a final newline ends the last line. */
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe('lineChunks', () => {
  it('loses, reorders and splits no line however the stream is cut, and numbers lines from 1', async () => {
    const line = fc.string({ unit: fc.constantFrom('a', '中', '\r', ' ', '😀'), maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 40 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (lines, finalNewline, offsets) => {
          const text = lines.join('\n') + (finalNewline && lines.length > 0 ? '\n' : '');
          const chunks = await collect(cut(encoder.encode(text), offsets));
          expect(chunks.map((chunk) => decoder.decode(chunk.bytes)).join('')).toBe(text);
          let firstLine = 1;
          chunks.forEach((chunk, index) => {
            expect(chunk.sequence).toBe(index);
            expect(chunk.firstLine).toBe(firstLine);
            expect(chunk.lines).toBe(lineCount(decoder.decode(chunk.bytes)));
            firstLine += chunk.lines;
          });
          expect(firstLine - 1).toBe(lineCount(text));
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it(`sends about ${CHUNK_LINES} lines a chunk, each in a buffer of its own`, async () => {
    const text = 'x\n'.repeat(CHUNK_LINES * 3);
    const chunks = await collect(cut(encoder.encode(text), [100, 5000]));
    expect(chunks.map((chunk) => chunk.lines)).toEqual([CHUNK_LINES, CHUNK_LINES, CHUNK_LINES]);
    for (const chunk of chunks) expect(chunk.bytes.byteLength).toBe(chunk.bytes.buffer.byteLength);
  });

  it('copies each chunk into the buffer it is given, of exactly its length', async () => {
    const text = 'ab\n'.repeat(CHUNK_LINES + 1);
    const lent = new ArrayBuffer(CHUNK_BYTES);
    const lengths: number[] = [];
    const given = (length: number) => {
      lengths.push(length);
      return new Uint8Array(lent, 0, length);
    };
    const chunks: LineChunk[] = [];
    for await (const chunk of lineChunks([encoder.encode(text)], undefined, given)) {
      chunks.push({ ...chunk, bytes: chunk.bytes.slice() });
      expect(chunk.bytes.buffer).toBe(lent);
    }
    expect(lengths).toEqual([3 * CHUNK_LINES, 3]);
    expect(chunks.map((chunk) => decoder.decode(chunk.bytes)).join('')).toBe(text);
  });

  it(`ends a chunk at the line that takes it to ${CHUNK_BYTES} bytes, before ${CHUNK_LINES} lines`, async () => {
    const line = `${'x'.repeat(3999)}\n`;
    const perChunk = Math.ceil(CHUNK_BYTES / line.length);
    const chunks = await collect([encoder.encode(line.repeat(perChunk + 5))]);
    expect(perChunk).toBeLessThan(CHUNK_LINES);
    expect(chunks.map((chunk) => chunk.lines)).toEqual([perChunk, 5]);
    expect(chunks[0]?.bytes.length).toBe(perChunk * line.length);
  });

  it('empties each line over maxLineBytes and lists it with its number and size, however the stream is cut', async () => {
    const line = fc.string({ unit: fc.constantFrom('a', '中', '\r', '😀'), maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        async (lines, finalNewline, offsets, limit) => {
          const text = lines.join('\n') + (finalNewline && lines.length > 0 ? '\n' : '');
          const chunks = await collect(cut(encoder.encode(text), offsets), limit);
          const sizes = lines.map((l) => encoder.encode(l).length);
          const kept = lines.map((l, i) => ((sizes[i] as number) > limit ? '' : l));
          const expected = kept.join('\n') + (finalNewline && lines.length > 0 ? '\n' : '');
          expect(chunks.map((chunk) => decoder.decode(chunk.bytes)).join('')).toBe(expected);
          expect(chunks.flatMap((chunk) => chunk.tooLong)).toEqual(
            sizes.flatMap((bytes, i) => (bytes > limit ? [{ line: i + 1, bytes, limit }] : [])),
          );
          let firstLine = 1;
          for (const chunk of chunks) {
            expect(chunk.firstLine).toBe(firstLine);
            for (const { line: number } of chunk.tooLong) {
              expect(number).toBeGreaterThanOrEqual(chunk.firstLine);
              expect(number).toBeLessThan(chunk.firstLine + chunk.lines);
            }
            firstLine += chunk.lines;
          }
          expect(firstLine - 1).toBe(lineCount(text));
        },
      ),
      { numRuns: 500, seed: 20261125 },
    );
  });
});
