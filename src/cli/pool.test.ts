import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from './chunks.js';
import { LENT_BYTES_AT_MOST, lender } from './pool.js';

describe('lender', () => {
  it('lends again the buffers handed back, the last first, and none twice', () => {
    const buffers = lender();
    const first = new ArrayBuffer(10);
    const second = new ArrayBuffer(20);
    buffers.give(first);
    buffers.give(second);
    expect(buffers.take()).toBe(second);
    expect(buffers.take()).toBe(first);
    expect(buffers.take()).toBeUndefined();
  });

  it(`lets go of a buffer larger than ${LENT_BYTES_AT_MOST} bytes`, () => {
    const buffers = lender();
    buffers.give(new ArrayBuffer(LENT_BYTES_AT_MOST + 1));
    expect(buffers.take()).toBeUndefined();
    const largest = new ArrayBuffer(LENT_BYTES_AT_MOST);
    buffers.give(largest);
    expect(buffers.take()).toBe(largest);
  });

  it('gives a chunk a view of exactly its length over a buffer handed back that is large enough', () => {
    const buffers = lender();
    const lent = new ArrayBuffer(100);
    buffers.give(lent);
    const chunk = buffers.chunk(60);
    expect(chunk.buffer).toBe(lent);
    expect([chunk.byteOffset, chunk.length]).toEqual([0, 60]);
  });

  it(`gives a chunk a new buffer of at least ${CHUNK_BYTES} bytes when none handed back is large enough`, () => {
    const buffers = lender();
    expect(buffers.chunk(5).buffer.byteLength).toBe(CHUNK_BYTES);
    const small = new ArrayBuffer(10);
    buffers.give(small);
    const long = buffers.chunk(CHUNK_BYTES + 7);
    expect(long.buffer).not.toBe(small);
    expect([long.length, long.buffer.byteLength]).toEqual([CHUNK_BYTES + 7, CHUNK_BYTES + 7]);
    expect(buffers.take()).toBeUndefined();
  });
});
