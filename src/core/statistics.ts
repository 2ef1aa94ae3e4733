/**
 * Mean and population standard deviation, in the order rule general.arithmetic fixes: `sum / n` with the
 * sum taken in input order (pass `sum` when it was already taken that way), then
 * `sqrt(sum((v - mean)^2) / n)`.
 */
export function populationStd(values: ArrayLike<number>, sum?: number): { mean: number; std: number } {
  const n = values.length;
  let total = sum ?? 0;
  if (sum === undefined) for (let i = 0; i < n; i++) total += values[i]!;
  const mean = total / n;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    squares += d * d;
  }
  return { mean, std: Math.sqrt(squares / n) };
}
