// rules geometry.quality.parts and geometry.quality.spacing: the reference strokes grouped into
// parts (strokes whose boxes touch, transitively) and into runs of parallel strokes side by side.

import { centreOf } from '../match.js';
import type { Box } from '../register.js';
import type { Samples } from '../resample.js';
import { QUALITY_GEOMETRY } from './thresholds.js';

/** rule: geometry.quality.parts — the reference strokes in parts: boxes within QUALITY_GEOMETRY.partGap join. */
export function partsOf(boxes: readonly Box[]): number[][] {
  const parent = boxes.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  const gap = QUALITY_GEOMETRY.partGap;
  boxes.forEach((a, i) => {
    boxes.forEach((b, j) => {
      if (j <= i) return;
      const apart = a.minX > b.maxX + gap || b.minX > a.maxX + gap || a.minY > b.maxY + gap || b.minY > a.maxY + gap;
      if (!apart) parent[root(j)] = root(i);
    });
  });
  const groups = new Map<number, number[]>();
  boxes.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()];
}

/** A run of parallel strokes side by side: the axis they are spaced along and the strokes in order. */
export interface ParallelRun {
  readonly axis: 'x' | 'y';
  readonly strokes: readonly number[];
}

/**
 * rule: geometry.quality.spacing — runs of at least QUALITY_GEOMETRY.parallelCount horizontal
 * (or vertical) reference strokes that overlap along their length, ordered across it.
 */
export function parallelRuns(samples: readonly Samples[], boxes: readonly Box[]): ParallelRun[] {
  const { parallel, overlap, parallelCount } = QUALITY_GEOMETRY;
  const runs: ParallelRun[] = [];
  for (const axis of ['y', 'x'] as const) {
    const members = samples.flatMap((s, i) => {
      const last = s.length - 2;
      const dx = Math.abs(s[last]! - s[0]!);
      const dy = Math.abs(s[last + 1]! - s[1]!);
      const degrees = (Math.atan2(axis === 'y' ? dy : dx, axis === 'y' ? dx : dy) * 180) / Math.PI;
      return degrees <= parallel && dx + dy > 0 ? [i] : [];
    });
    // Strokes overlapping along their length by `overlap` of the shorter one stand side by side.
    const span = (i: number): [number, number] =>
      axis === 'y' ? [boxes[i]!.minX, boxes[i]!.maxX] : [boxes[i]!.minY, boxes[i]!.maxY];
    const sideBySide = (a: number, b: number) => {
      const [a0, a1] = span(a);
      const [b0, b1] = span(b);
      const shared = Math.min(a1, b1) - Math.max(a0, b0);
      return shared >= overlap * Math.min(a1 - a0, b1 - b0);
    };
    const seen = new Set<number>();
    for (const first of members) {
      if (seen.has(first)) continue;
      const run = members.filter((i) => !seen.has(i) && sideBySide(first, i));
      if (run.length < parallelCount) continue;
      for (const i of run) seen.add(i);
      const across = (i: number) => centreOf(samples[i]!)[axis === 'y' ? 1 : 0];
      runs.push({ axis, strokes: [...run].sort((a, b) => across(a) - across(b)) });
    }
  }
  return runs;
}
