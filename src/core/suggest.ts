// "Did you mean …?": the known name closest to a misspelt one, for option and field hints.

/** Lower case without `_` and `-`, so `difficultyLevel` and `difficulty_level` read alike. */
function fold(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** Edit distance (insert, delete, replace, swap of neighbours) of two short names. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known name `name` most likely misspells, or undefined when none is close: the same name
 * in another case or with `_`/`-` moved, or one at most a third of its letters away (at least 1).
 */
export function closest(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name)) return undefined;
  const folded = fold(name);
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(folded.length / 3)) + 1;
  for (const candidate of known) {
    const d = editDistance(folded, fold(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean 'x'?)` when a known name is close to `name`, else the empty string. */
export function didYouMean(name: string, known: readonly string[]): string {
  const match = closest(name, known);
  return match === undefined ? '' : ` (did you mean '${match}'?)`;
}

/**
 * Warnings for a request's likely typos, which the contract ignores (rule general.validation):
 * each own field that is not known but close to a known one. Explanations list them; the
 * operations' data never changes.
 */
export function fieldWarnings(request: unknown, known: readonly string[]): string[] {
  const warnings: string[] = [];
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return warnings;
  let keys: string[];
  try {
    keys = Object.keys(request);
  } catch {
    return warnings; // a proxy that will not list its keys was read field by field already
  }
  for (const key of keys) {
    if (known.includes(key)) continue;
    const match = closest(key, known);
    if (match !== undefined) warnings.push(`${key} is no field and is ignored; did you mean '${match}'?`);
  }
  return warnings;
}

/** `result` with its `warnings` beside it, or unchanged when there is none. */
export function withWarnings<T extends object>(result: T, warnings: readonly string[]): T {
  return warnings.length === 0 ? result : { ...result, warnings };
}
