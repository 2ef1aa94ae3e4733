// rule: geometry.order — which drawn strokes break the standard order, read from the reference
// indices they were assigned, in writing order.

/**
 * rule: geometry.order — the drawn strokes whose reference indices, read in writing order, fall
 * outside one longest increasing run: the fewest strokes that, moved, give the standard order.
 */
export function outOfOrder(references: readonly (number | null)[]): Set<number> {
  const drawn: number[] = [];
  references.forEach((j, i) => {
    if (j !== null) drawn.push(i);
  });
  // Patience sorting: tails[k] ends the best run of length k + 1 found so far.
  const tails: number[] = [];
  const previous = new Array<number>(drawn.length).fill(-1);
  drawn.forEach((i, at) => {
    const value = references[i]!;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (references[drawn[tails[middle]!]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[at] = tails[low - 1]!;
    tails[low] = at;
  });
  const inRun = new Set<number>();
  for (let at = tails.length > 0 ? tails[tails.length - 1]! : -1; at >= 0; at = previous[at]!) inRun.add(drawn[at]!);
  return new Set(drawn.filter((i) => !inRun.has(i)));
}
