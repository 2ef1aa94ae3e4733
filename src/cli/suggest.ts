// "Did you mean …?" for a mistyped command, flag or batch op: the nearest known name, when one
// is near enough to be what was meant.

/** The edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  // Optimal string alignment: a swapped pair of letters ("prot" for "port") counts as one typo.
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known name `typed` most likely meant: one that starts with it (`stroke` for
 * `stroke-order`), else the nearest within a third of its length in typos (at least one).
 */
export function nearest(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word === '') return undefined;
  const prefixed = known.find((name) => name.startsWith(word));
  if (prefixed !== undefined) return prefixed;
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const distance = editDistance(word, name);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

/** `; did you mean X?` for the nearest known name, or '' when none is near. */
export function didYouMean(typed: string, known: readonly string[], quote = (name: string) => `'${name}'`): string {
  const name = nearest(typed, known);
  return name === undefined ? '' : `; did you mean ${quote(name)}?`;
}
