// Judges benchmark ratios against bench/targets.json: the one place targets live. Kept apart
// from the timing loop so a test can prove that a missed target fails the bench.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The project's benchmark targets (bench/targets.json). */
export function loadTargets() {
  return JSON.parse(readFileSync(new URL('./targets.json', import.meta.url), 'utf8'));
}

/** The median of a non-empty list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Compares each measured ratio with its target. `kind` 'at-most' (time ratios: lower is better)
 * or 'at-least' (throughput ratios). Returns the rows and whether every target was met.
 */
export function judge(measurements) {
  const rows = measurements.map(({ name, ratio, target, kind = 'at-most' }) => {
    if (typeof target !== 'number' || !Number.isFinite(target)) throw new Error(`no target for ${name}`);
    const met = kind === 'at-most' ? ratio <= target : ratio >= target;
    return { name, ratio, target, kind, met };
  });
  return { rows, allMet: rows.every((row) => row.met) };
}

/** One line naming the machine, so figures are read against the hardware they came from. */
export function machineLine() {
  const list = cpus();
  const model = list[0]?.model.trim() ?? 'unknown CPU';
  return `${model}, ${list.length} cores, Node ${process.version}, ${process.platform}/${process.arch}`;
}

/** Prints the verdict and sets a non-zero exit code when a target was missed. */
export function report({ rows, allMet }) {
  const missed = rows.filter((row) => !row.met);
  if (allMet) console.log('Every target met.');
  else {
    console.log(`${missed.length} target(s) missed:`);
    for (const row of missed) {
      const sign = row.kind === 'at-most' ? '≤' : '≥';
      console.log(`  ${row.name}: ${row.ratio.toFixed(2)}x, target ${sign} ${row.target}x`);
    }
    process.exitCode = 1;
  }
}
