import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign } from './assign.js';

/** The least total cost over every one-to-one assignment, by trying them all. */
function bruteForce(cost: number[][], columns: number, unassigned: number): number {
  const rows = cost.length;
  let best = Number.POSITIVE_INFINITY;
  const taken = new Array<boolean>(columns).fill(false);
  const visit = (i: number, total: number): void => {
    if (i === rows) {
      best = Math.min(best, total);
      return;
    }
    visit(i + 1, total + unassigned);
    for (let j = 0; j < columns; j++) {
      if (taken[j]) continue;
      taken[j] = true;
      visit(i + 1, total + cost[i]![j]!);
      taken[j] = false;
    }
  };
  visit(0, 0);
  return best;
}

describe('the one-to-one assignment (rule geometry.assignment)', () => {
  it('pairs each row with the column of least total cost, leaving a row unassigned when that is cheaper', () => {
    const cost = [1, 9, 9, 2, 50, 60];
    expect([...assign(cost, 3, 2, 20)]).toEqual([0, 1, -1]);
  });

  it('finds an assignment as cheap as trying them all, whatever the shape (seeded)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 25, maxLength: 25 }),
        fc.integer({ min: 1, max: 120 }),
        (rows, columns, values, unassigned) => {
          const matrix = Array.from({ length: rows }, (_, i) => values.slice(i * 5, i * 5 + columns));
          const columnOf = assign(matrix.flat(), rows, columns, unassigned);
          const used = [...columnOf].filter((j) => j >= 0);
          expect(new Set(used).size).toBe(used.length);
          const total = [...columnOf].reduce((sum, j, i) => sum + (j < 0 ? unassigned : matrix[i]![j]!), 0);
          expect(total).toBe(bruteForce(matrix, columns, unassigned));
        },
      ),
      { seed: 20, numRuns: 300 },
    );
  });
});
