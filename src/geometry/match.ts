// rules geometry.registration and geometry.assignment: the drawing placed onto the reference,
// then each drawn stroke paired with at most one reference stroke, the pairing of least total
// distance, a drawn stroke far from every reference stroke left unpaired (extra).

import { zeros } from '../core/arrays.js';
import type { Stroke } from '../core/points.js';
import { assign } from './assign.js';
import { GEOMETRY_THRESHOLDS } from './constants.js';
import { normalisedStrokes } from './normalise.js';
import type { PreparedCharacter } from './reference.js';
import { type Affine, boxFit, boxOf, edgeStrokes, fitAffine, mapSamples, type Pairing, unionBox } from './register.js';
import { coarse, norm, resample, type Samples } from './resample.js';

/** One drawn stroke's pairing (the `matches` entry of the result, unrounded). */
export interface StrokePairing {
  /** 0-based index of the reference stroke; `null` for an extra stroke. */
  readonly reference: number | null;
  /** Whether it was drawn from the reference stroke's end to its start. */
  readonly reversed: boolean;
  /** Mean distance of its samples from the reference stroke's (the nearest one's when extra), in reference units. */
  readonly distance: number;
}

/**
 * The mean distance of samples `u` from `r` point by point, forward or with `r` read backward;
 * once the mean is sure to exceed `enough`, it stops and returns a number above `enough`.
 */
function meanDistance(u: Samples, r: Samples, backward: boolean, enough = Number.POSITIVE_INFINITY): number {
  const last = r.length - 2;
  const count = u.length / 2;
  const most = enough * count;
  let sum = 0;
  for (let k = 0; k < u.length; k += 2) {
    const j = backward ? last - k : k;
    sum += norm(u[k]! - r[j]!, u[k + 1]! - r[j + 1]!);
    if (sum > most) break;
  }
  return sum / count;
}

/** The mean of a stroke's samples. */
function centreOf(samples: Samples): [number, number] {
  let x = 0;
  let y = 0;
  for (let k = 0; k < samples.length; k += 2) {
    x += samples[k]!;
    y += samples[k + 1]!;
  }
  return [x / (samples.length / 2), y / (samples.length / 2)];
}

/**
 * The distance of each drawn stroke from each reference stroke, either way round: rows drawn,
 * columns reference. The distance of the centres bounds the mean distance from below, so a pair
 * whose centres lie beyond `unmatched` keeps that bound: it can never be paired, and is not measured.
 */
function distances(drawn: readonly Samples[], reference: readonly Samples[]): number[] {
  const { unmatched } = GEOMETRY_THRESHOLDS;
  const columns = reference.length;
  const cost = zeros(drawn.length * columns);
  const centres = zeros(2 * columns);
  for (let j = 0; j < columns; j++) {
    const [x, y] = centreOf(reference[j]!);
    centres[2 * j] = x;
    centres[2 * j + 1] = y;
  }
  for (let i = 0; i < drawn.length; i++) {
    const u = drawn[i]!;
    const [ux, uy] = centreOf(u);
    for (let j = 0; j < columns; j++) {
      const bound = norm(ux - centres[2 * j]!, uy - centres[2 * j + 1]!);
      if (bound > unmatched) {
        cost[i * columns + j] = bound;
        continue;
      }
      const r = reference[j]!;
      const forward = meanDistance(u, r, false);
      cost[i * columns + j] = Math.min(forward, meanDistance(u, r, true, forward));
    }
  }
  return cost;
}

/**
 * How well a placement pairs the strokes, each drawn and each reference stroke counted by its
 * nearest partner, at most `unmatched`: low when nothing is left over.
 */
function placementCost(cost: readonly number[], rows: number, columns: number): number {
  const cap = GEOMETRY_THRESHOLDS.unmatched;
  let total = 0;
  for (let i = 0; i < rows; i++) {
    let best = cap;
    for (let j = 0; j < columns; j++) best = Math.min(best, cost[i * columns + j]!);
    total += best;
  }
  for (let j = 0; j < columns; j++) {
    let best = cap;
    for (let i = 0; i < rows; i++) best = Math.min(best, cost[i * columns + j]!);
    total += best;
  }
  return total;
}

/** rule: geometry.registration — the box fit, trying each edge stroke of either side left out. */
function placeByBoxes(drawn: readonly Samples[], character: PreparedCharacter): Affine {
  const drawnBoxes = drawn.map(boxOf);
  const drawnCoarse = drawn.map(coarse);
  let best: Affine | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  // The box fit, then each edge stroke of the drawing left out (extra or moved), then each edge
  // stroke of the reference left out (missing).
  const tries: [number, number][] = [
    ...edgeStrokes(drawnBoxes).map((i): [number, number] => [i, -1]),
    ...edgeStrokes(character.boxes)
      .slice(1)
      .map((j): [number, number] => [-1, j]),
  ];
  // One buffer per stroke, refilled for each try: allocating them per try was a sixth of the time.
  const placed = drawnCoarse.map((samples) => zeros(samples.length));
  for (const [i, j] of tries) {
    const map = boxFit(unionBox(drawnBoxes, i), unionBox(character.boxes, j));
    for (let i = 0; i < placed.length; i++) mapSamples(drawnCoarse[i]!, map, placed[i]);
    const cost = placementCost(distances(placed, character.coarse), drawn.length, character.samples.length);
    if (cost < bestCost) {
      bestCost = cost;
      best = map;
    }
  }
  return best!;
}

/** The drawn strokes resampled, brought to the reference's magnitudes first (y down as drawn). */
export function sampleStrokes(strokes: readonly Stroke[]): Samples[] {
  return normalisedStrokes(strokes).map((xy) => resample(xy, GEOMETRY_THRESHOLDS.samples));
}

/** The placement and pairing of the drawn strokes onto `character` (rules geometry.registration, geometry.assignment). */
export function matchStrokes(
  drawn: readonly Samples[],
  character: PreparedCharacter,
): { readonly pairings: StrokePairing[]; readonly placed: Samples[] } {
  const { unmatched, inlier, rounds } = GEOMETRY_THRESHOLDS;
  const reference = character.samples;
  const columns = reference.length;
  const prior = placeByBoxes(drawn, character);
  let map = prior;
  const placed = drawn.map((samples) => mapSamples(samples, map));
  let cost = distances(placed, reference);
  let columnOf = assign(cost, drawn.length, columns, unmatched);
  // Refit until the pairing settles, at most `rounds` times.
  for (let round = 0; round < rounds; round++) {
    const pairings: Pairing[] = [];
    columnOf.forEach((j, i) => {
      if (j < 0 || cost[i * columns + j]! > inlier) return;
      const u = placed[i]!;
      const r = reference[j]!;
      pairings.push({ drawn: drawn[i]!, reference: r, reversed: meanDistance(u, r, true) < meanDistance(u, r, false) });
    });
    map = fitAffine(pairings, prior);
    // The pairings above hold no placed samples, so each stroke's buffer is refilled in place.
    for (let i = 0; i < placed.length; i++) mapSamples(drawn[i]!, map, placed[i]);
    cost = distances(placed, reference);
    const previous = columnOf;
    columnOf = assign(cost, drawn.length, columns, unmatched);
    if (columnOf.every((j, i) => j === previous[i])) break;
  }
  const pairings = Array.from(columnOf, (j, i): StrokePairing => {
    if (j < 0) {
      // Measured in full here: the matrix holds only a bound for the far pairs.
      const u = placed[i]!;
      let nearest = Number.POSITIVE_INFINITY;
      for (const r of reference) nearest = Math.min(nearest, meanDistance(u, r, false), meanDistance(u, r, true));
      return { reference: null, reversed: false, distance: nearest };
    }
    const u = placed[i]!;
    const r = reference[j]!;
    const reversed = shapeDistance(u, r, true) < shapeDistance(u, r, false);
    return { reference: j, reversed, distance: meanDistance(u, r, reversed) };
  });
  return { pairings, placed };
}

/** rule: geometry.reversed — the distance of the two shapes, each about its own centre, forward or backward. */
function shapeDistance(u: Samples, r: Samples, backward: boolean): number {
  const count = u.length / 2;
  let ux = 0;
  let uy = 0;
  let rx = 0;
  let ry = 0;
  for (let k = 0; k < u.length; k += 2) {
    ux += u[k]!;
    uy += u[k + 1]!;
    rx += r[k]!;
    ry += r[k + 1]!;
  }
  ux /= count;
  uy /= count;
  rx /= count;
  ry /= count;
  const last = r.length - 2;
  let sum = 0;
  for (let k = 0; k < u.length; k += 2) {
    const j = backward ? last - k : k;
    sum += norm(u[k]! - ux - (r[j]! - rx), u[k + 1]! - uy - (r[j + 1]! - ry));
  }
  return sum / count;
}
