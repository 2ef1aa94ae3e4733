// A stroke as `count` points evenly spaced along its length, so strokes written at any speed
// (dense where the pen slowed, sparse where it flew) compare point by point.

import { zeros } from '../core/arrays.js';

/** The length of the vector (dx, dy) (Math.sqrt of the squares: Math.hypot is several times slower). */
export function norm(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

/** The length of a polyline whose points are `samples` (x and y interleaved). */
export function lengthOf(samples: readonly number[]): number {
  let length = 0;
  for (let k = 2; k < samples.length; k += 2)
    length += norm(samples[k]! - samples[k - 2]!, samples[k + 1]! - samples[k - 1]!);
  return length;
}

/** A stroke resampled: x and y interleaved, `count` points (a plain array: see core/arrays.ts). */
export type Samples = number[];

/**
 * `count` points evenly spaced along the polyline whose points are `xy` (x and y interleaved),
 * first and last included; a polyline without length gives its first point `count` times.
 * (The points come as numbers in one array, not through a reader function per coordinate: a
 * call per read was a fifth of the geometric matcher's time.)
 */
export function resample(xy: readonly number[], count: number): Samples {
  const n = xy.length / 2;
  const out = zeros(2 * count);
  let length = 0;
  for (let i = 1; i < n; i++) length += norm(xy[2 * i]! - xy[2 * i - 2]!, xy[2 * i + 1]! - xy[2 * i - 1]!);
  if (length === 0 || n < 2) {
    for (let k = 0; k < count; k++) {
      out[2 * k] = xy[0]!;
      out[2 * k + 1] = xy[1]!;
    }
    return out;
  }
  const step = length / (count - 1);
  let segment = 1;
  let before = 0; // the length up to point segment - 1
  let span = norm(xy[2]! - xy[0]!, xy[3]! - xy[1]!);
  for (let k = 0; k < count; k++) {
    const at = k === count - 1 ? length : k * step;
    while (segment < n - 1 && before + span < at) {
      before += span;
      segment++;
      span = norm(xy[2 * segment]! - xy[2 * segment - 2]!, xy[2 * segment + 1]! - xy[2 * segment - 1]!);
    }
    const t = span > 0 ? Math.min(1, Math.max(0, (at - before) / span)) : 0;
    const x0 = xy[2 * segment - 2]!;
    const y0 = xy[2 * segment - 1]!;
    out[2 * k] = x0 + t * (xy[2 * segment]! - x0);
    out[2 * k + 1] = y0 + t * (xy[2 * segment + 1]! - y0);
  }
  return out;
}

/** Samples per stroke when placements are compared. */
const COARSE_SAMPLES = 4;

/** COARSE_SAMPLES samples spread evenly, first and last included: enough to judge a placement. */
export function coarse(samples: readonly number[]): Samples {
  const count = samples.length / 2;
  const out = zeros(2 * COARSE_SAMPLES);
  for (let k = 0; k < COARSE_SAMPLES; k++) {
    const at = Math.round((k * (count - 1)) / (COARSE_SAMPLES - 1));
    out[2 * k] = samples[2 * at]!;
    out[2 * k + 1] = samples[2 * at + 1]!;
  }
  return out;
}
