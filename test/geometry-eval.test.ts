// The floors of the geometry evaluation (issue 20, rules geometry.*) guarded on a seeded sample:
// 100 hanzi-writer-data characters of each set (a devDependency under the Arphic licence, read
// here for evaluation only), written with the handwriting-like deformation at sizes 1 to
// 4096, each case once per character. The sample and the seed differ from `npm run
// eval:geometry`'s, which runs a larger sample and prints the figures.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateGeometry, GEOMETRY_FLOORS, missedFloors, type Tally } from '../scripts/eval-geometry.js';
import { HANDWRITING, loadGeometryCharacters, sampleGeometryCharacters } from '../scripts/geometry-writing.js';

describe('the geometry evaluation on a seeded sample (rule geometry.score)', () => {
  let tally: Tally;
  beforeAll(async () => {
    const characters = loadGeometryCharacters(resolve(import.meta.dirname, '..'));
    tally = (await evaluateGeometry(sampleGeometryCharacters(characters, 100, 5), HANDWRITING, 424242)).tally;
    // A few seconds alone; minutes on a machine shared by many test runs.
  }, 300_000);

  it('holds every floor of the issue, simplified and traditional apart', () => {
    expect(missedFloors(tally)).toEqual([]);
  });

  it('measures every case of both sets, same-direction swaps among them', () => {
    for (const set of ['simplified', 'traditional']) {
      for (const name of Object.keys(GEOMETRY_FLOORS).filter((key) => !key.includes('every size'))) {
        expect(tally[`${set} ${name}`]?.total, `${set} ${name}`).toBeGreaterThan(10);
      }
    }
  });

  it('brings every mistake found below 90', () => {
    for (const set of ['simplified', 'traditional']) {
      for (const kind of ['swapped', 'reversed', 'missing', 'extra']) {
        const { right, below90, total } = tally[`${set} ${kind}`]!;
        expect(below90, `${set} ${kind}`).toBeGreaterThanOrEqual(right - 0.02 * total);
      }
    }
  });
});
