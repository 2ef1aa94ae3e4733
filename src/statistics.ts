/** Mean and population standard deviation, in the order decisions G3 fixes. */
export function populationStd(values: ArrayLike<number>): { mean: number; std: number } {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    squares += d * d;
  }
  return { mean, std: Math.sqrt(squares / n) };
}
