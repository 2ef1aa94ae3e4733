import { describe, expect, it } from 'vitest';
import { createUuidMaker } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the server-made request ids', () => {
  it('are version 4 UUIDs as crypto.randomUUID() writes them, all different, across batches', () => {
    const make = createUuidMaker();
    const ids = Array.from({ length: 5000 }, make);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // Another maker draws its own bytes.
    const other = createUuidMaker();
    expect(ids).not.toContain(other());
  });

  it('take each random digit from the whole range, the variant from 8 to b', () => {
    const ids = Array.from({ length: 2000 }, createUuidMaker());
    for (const position of [0, 9, 15, 20, 35]) expect(new Set(ids.map((id) => id[position])).size).toBe(16);
    expect([...new Set(ids.map((id) => id[19]))].sort()).toEqual(['8', '9', 'a', 'b']);
  });
});
