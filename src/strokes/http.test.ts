import { describe, expect, it } from 'vitest';
import { createHandler } from '../http/handler.js';
import { PRECISE } from './precise.js';

const H = [
  { x: 0, y: 0, timestamp: 0 },
  { x: 100, y: 0, timestamp: 1 },
];
const body = JSON.stringify({ character: '王', strokes: [H, H, H] });
const post = (handler: ReturnType<typeof createHandler>) =>
  handler(new Request('http://x/api/v1/stroke-order/evaluate', { method: 'POST', body })).then((r) => r.json());

describe('createHandler({ strokes })', () => {
  it('scores stroke order with the options given, here PRECISE', async () => {
    const { data } = await post(createHandler({ strokes: PRECISE, now: () => 0 }));
    expect(data.standard_stroke_count).toBe(4);
    expect(data.errors).toEqual([expect.objectContaining({ kind: 'missing', stroke_index: 3, expected_name: '竖' })]);
  });

  it('keeps the contract’s table without them (王 is unknown to it)', async () => {
    const { data } = await post(createHandler({ now: () => 0 }));
    expect(data.standard_stroke_count).toBeNull();
  });
});
