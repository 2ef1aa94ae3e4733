// The real-hand evaluation (rules geometry.local, geometry.moved, geometry.misplaced,
// geometry.reversed, geometry.names) on a seeded sample: tomoe_data's samples written stroke for
// stroke as hanzi-writer-data's reference, at 100, 400 and 1000 px, correct and with one mistake
// each. `npm run eval:real` runs every sample and prints the figures against the floors;
// this test holds the sample to the floors reached, so a change that loses ground on a real hand fails.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { correspondingSamples, evaluateReal, loadHandSamples, type RealTally } from '../scripts/eval-real.js';
import { loadGeometryCharacters } from '../scripts/geometry-writing.js';

/** What the sample must reach: the floors where they hold, else a little under what is measured. */
const SAMPLE_FLOORS: Readonly<Record<string, number>> = {
  'geometry correct = 100': 0.97,
  'geometry correct >= 90': 0.97,
  'geometry swapped < 90': 0.99,
  'geometry swapped same < 90': 0.99,
  'geometry reversed < 90': 0.99,
  'geometry missing < 90': 0.99,
  'geometry extra < 90': 0.99,
  'geometry swapped named': 0.97,
  'geometry swapped same named': 0.97,
  'geometry reversed named': 0.97,
  'geometry missing named': 0.95,
  'geometry extra named': 0.95,
  'geometry moved < 90': 0.95,
  'geometry moved named': 0.88,
  'names agree with cnchar': 0.97,
  'names agree with cnchar, shape reading alone': 0.9,
  'precise correct = 100': 0.85,
  'precise reversed < 100': 0.95,
  'precise swapped < 100': 0.97,
  'precise missing < 90': 0.99,
};

describe('stroke order on a real hand, a seeded sample (rule geometry.local)', () => {
  let tally: RealTally;
  let samples = 0;
  beforeAll(async () => {
    const root = resolve(import.meta.dirname, '..');
    const all = correspondingSamples(loadHandSamples(root), loadGeometryCharacters(root));
    const hands = all.filter((_, i) => i % 6 === 1);
    samples = hands.length;
    tally = (await evaluateReal(hands, { seed: 424242, quiz: false, everySize: true })).tally;
  }, 300_000);

  it('keeps the samples written as the reference, and measures every case', () => {
    expect(samples).toBeGreaterThan(200);
    for (const key of Object.keys(SAMPLE_FLOORS)) expect(tally[key]?.total, key).toBeGreaterThan(200);
  });

  it('scores correct writing 100 and catches and names each mistake, at the floors reached', () => {
    const missed = Object.entries(SAMPLE_FLOORS)
      .filter(([key, floor]) => tally[key]!.hits / tally[key]!.total < floor)
      .map(([key, floor]) => `${key}: ${tally[key]!.hits}/${tally[key]!.total} < ${floor}`);
    expect(missed).toEqual([]);
  });

  it('scores correct writing alike at every size', () => {
    const shares = [100, 400, 1000].map((size) => tally[`geometry correct = 100 at ${size}`]!.hits);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(2);
  });
});
