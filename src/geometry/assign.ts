// rule: geometry.assignment — the one-to-one assignment of drawn strokes to reference strokes
// of least total cost, where leaving a drawn stroke unassigned (extra) has a fixed cost: the
// Hungarian method (Kuhn–Munkres, with potentials), O(rows² × columns).

import { zeros } from '../core/arrays.js';

/**
 * The column of each row in the assignment of least total cost, `-1` for a row left
 * unassigned: `cost` is `rows × columns`, row-major; a row may stay unassigned at `unassigned`.
 */
export function assign(cost: readonly number[], rows: number, columns: number, unassigned: number): number[] {
  // Every row gets its own unassigned column too, so rows ≤ columns always holds.
  const width = columns + rows;
  const at = (i: number, j: number): number => (j < columns ? cost[i * columns + j]! : unassigned);
  // Plain arrays (see core/arrays.ts): six typed arrays were allocated per assignment.
  const u = zeros(rows + 1);
  const v = zeros(width + 1);
  const owner = zeros(width + 1); // 1-based row holding each 1-based column; 0 free
  const way = zeros(width + 1);
  const least = zeros(width + 1);
  const used = zeros(width + 1);
  for (let i = 1; i <= rows; i++) {
    owner[0] = i;
    let j0 = 0;
    least.fill(Number.POSITIVE_INFINITY);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = owner[j0]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= width; j++) {
        if (used[j]) continue;
        const reduced = at(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (reduced < least[j]!) {
          least[j] = reduced;
          way[j] = j0;
        }
        if (least[j]! < delta) {
          delta = least[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= width; j++) {
        if (used[j]) {
          u[owner[j]!] = u[owner[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else least[j] = least[j]! - delta;
      }
      j0 = j1;
    } while (owner[j0] !== 0);
    do {
      const j1 = way[j0]!;
      owner[j0] = owner[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const columnOf = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= columns; j++) if (owner[j] !== 0) columnOf[owner[j]! - 1] = j - 1;
  return columnOf;
}
