import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LineMode, scoreLines } from './jsonl.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const QUALITY = JSON.stringify({ strokes: [] });

function records(mode: LineMode, text: string | Uint8Array, firstLine = 1) {
  const { bytes, counts } = scoreLines(mode, typeof text === 'string' ? encoder.encode(text) : text, firstLine);
  const lines = decoder.decode(bytes).split('\n');
  expect(lines.pop()).toBe('');
  return { records: lines.map((line) => JSON.parse(line)), counts };
}

describe('scoreLines', () => {
  it('numbers records from firstLine, counting blank lines, and echoes ids', () => {
    const text = `${QUALITY}\n\n  \n{"id":"b","strokes":[]}\r\nnot json\n`;
    const { records: out, counts } = records('writing-quality', text, 41);
    expect(out.map((record) => [record.line, record.id, record.status])).toEqual([
      [41, undefined, 200],
      [44, 'b', 200],
      [45, undefined, 422],
    ]);
    expect(out[2].detail[0].type).toBe('json_invalid');
    expect(counts).toEqual({ ok: 2, rejected: 1, failed: 0, blank: 2 });
  });

  it('keeps the contract body beside line, id and status', () => {
    const { records: out } = records('writing-quality', `{"id":[1],"strokes":[]}`);
    expect(out).toEqual([
      { line: 1, id: [1], status: 200, code: 200, msg: 'success', data: { total_score: 0, dimensions: {} } },
    ]);
  });

  it('skips a byte order mark at the start of the input only', () => {
    expect(records('writing-quality', `\uFEFF${QUALITY}`).records[0].status).toBe(200);
    expect(records('writing-quality', `\uFEFF${QUALITY}`, 2).records[0].status).toBe(422);
  });

  it('runs each batch line with its op and names a missing or unknown op and a missing request', () => {
    const text = [
      JSON.stringify({ op: 'writing-quality', id: 1, request: { strokes: [] } }),
      JSON.stringify({ op: 'grade', id: 2 }),
      JSON.stringify({ request: {} }),
      '[1]',
    ].join('\n');
    const { records: out, counts } = records('batch', text);
    expect(out[0]).toMatchObject({ line: 1, id: 1, op: 'writing-quality', status: 200, code: 200 });
    expect(out[1]).toMatchObject({ line: 2, id: 2, op: 'grade', status: 422 });
    expect(out[1].detail.map((issue: { loc: string[] }) => issue.loc)).toEqual([['op'], ['request']]);
    expect(out[2].detail.map((issue: { type: string }) => issue.type)).toEqual(['missing']);
    expect(out[2].detail[0].loc).toEqual(['op']);
    expect(out[3]).toMatchObject({ line: 4, status: 422 });
    expect(counts).toEqual({ ok: 1, rejected: 3, failed: 0, blank: 0 });
  });
});

describe('the records of scoreLines', () => {
  it('are object literals that start with their line, never with a spread (Node 20 promoted those)', () => {
    const source = readFileSync(new URL('./jsonl.ts', import.meta.url), 'utf8');
    const code = source.replace(/^\s*(\/\/|\*).*$/gm, '');
    expect(code.match(/\{\s*\.\.\.[^{}]*,/g) ?? []).toEqual([]);
    expect(code).toContain('return { line: number, ...id, ...op, ...result(');
  });
});

describe('scoreLines writing into a buffer it is lent', () => {
  const text = `${QUALITY}\n{"id":"b","strokes":[]}\nnot json\n`;
  const alone = scoreLines('writing-quality', encoder.encode(text), 1);

  it('writes the same records into it while they fit, and nothing after them', () => {
    const room = new Uint8Array(64 * 1024).fill(0x78);
    const lent = scoreLines('writing-quality', encoder.encode(text), 1, {}, false, [], room);
    expect(lent.bytes.buffer).toBe(room.buffer);
    expect(decoder.decode(lent.bytes)).toBe(decoder.decode(alone.bytes));
    expect(lent.counts).toEqual(alone.counts);
  });

  it('moves to a larger buffer of its own when they do not fit', () => {
    const room = new Uint8Array(8);
    const grown = scoreLines('writing-quality', encoder.encode(text), 1, {}, false, [], room);
    expect(grown.bytes.buffer).not.toBe(room.buffer);
    expect(decoder.decode(grown.bytes)).toBe(decoder.decode(alone.bytes));
  });
});

describe('scoreLines on bytes that are not UTF-8', () => {
  it('rejects the line with its number instead of scoring U+FFFD in place of the bytes', () => {
    const before = encoder.encode(`${QUALITY}\n{"id":"`);
    const after = encoder.encode(`","strokes":[]}\n${QUALITY}\n`);
    const bytes = new Uint8Array([...before, 0xff, ...after]);
    const { records: lines, counts } = records('writing-quality', bytes);
    expect(lines.map((line) => [line.line, line.status])).toEqual([
      [1, 200],
      [2, 422],
      [3, 200],
    ]);
    expect(lines[1].detail).toEqual([
      { type: 'json_invalid', loc: ['body'], msg: 'JSON decode error: the input is not valid UTF-8' },
    ]);
    expect(counts.rejected).toBe(1);
  });
});
