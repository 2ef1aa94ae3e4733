// rules geometry.registration and geometry.assignment: the drawing placed onto the reference,
// then each drawn stroke paired with at most one reference stroke, the pairing of least total
// distance, a drawn stroke far from every reference stroke left unpaired (extra).

import { zeros } from '../core/arrays.js';
import type { Stroke } from '../core/points.js';
import { assign } from './assign.js';
import { GEOMETRY_THRESHOLDS } from './constants.js';
import { cross } from './crossings.js';
import { normalisedStrokes } from './normalise.js';
import { outOfOrder } from './order.js';
import type { PreparedCharacter } from './reference.js';
import { type Affine, boxFit, boxOf, edgeStrokes, fitAffine, mapSamples, type Pairing, unionBox } from './register.js';
import { coarse, lengthOf, norm, resample, type Samples } from './resample.js';

/** One drawn stroke's pairing (the `matches` entry of the result, unrounded). */
export interface StrokePairing {
  /** 0-based index of the reference stroke; `null` for an extra stroke. */
  readonly reference: number | null;
  /** Whether it was drawn from the reference stroke's end to its start. */
  readonly reversed: boolean;
  /** Mean distance of its samples from the reference stroke's (the nearest one's when extra), in reference units. */
  readonly distance: number;
  /**
   * How far its centre lies from its reference stroke's once the drift of its neighbours is
   * taken away (rule geometry.local), reference units; 0 for an extra stroke.
   */
  readonly offset: number;
  /**
   * Read only beyond the misplaced bound (rule geometry.misplaced): whether it crosses exactly
   * the neighbouring strokes its reference stroke crosses, at least one; false otherwise.
   */
  readonly keepsCrossings: boolean;
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
export function centreOf(samples: Samples): [number, number] {
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
      const apart = norm(ux - centres[2 * j]!, uy - centres[2 * j + 1]!);
      const bound = GEOMETRY_THRESHOLDS.shift * apart;
      if (bound > unmatched) {
        cost[i * columns + j] = bound;
        continue;
      }
      const r = reference[j]!;
      const forward = meanDistance(u, r, false);
      let best = Math.min(forward, meanDistance(u, r, true, forward));
      // The shape reading counts only when it can beat the distance as drawn.
      const room = best - bound;
      if (room > 0) {
        const dx = ux - centres[2 * j]!;
        const dy = uy - centres[2 * j + 1]!;
        const ahead = shapeApart(u, r, dx, dy, false, room);
        best = Math.min(best, Math.min(ahead, shapeApart(u, r, dx, dy, true, Math.min(ahead, room))) + bound);
      }
      cost[i * columns + j] = best;
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
): { readonly pairings: StrokePairing[]; readonly placed: Samples[]; readonly map: Affine } {
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
  preferOrder(columnOf, cost, columns);
  rescueMoved(columnOf, placed, reference);
  const { offsets, kept } = localOffsets(columnOf, placed, reference);
  const pairings = Array.from(columnOf, (j, i): StrokePairing => {
    if (j < 0) {
      // Measured in full here: the matrix holds only a bound for the far pairs.
      const u = placed[i]!;
      let nearest = Number.POSITIVE_INFINITY;
      for (const r of reference) nearest = Math.min(nearest, meanDistance(u, r, false), meanDistance(u, r, true));
      return { reference: null, reversed: false, distance: nearest, offset: 0, keepsCrossings: false };
    }
    const u = placed[i]!;
    const r = reference[j]!;
    const reversed = isReversed(u, r);
    return {
      reference: j,
      reversed,
      distance: meanDistance(u, r, reversed),
      offset: offsets[i]!,
      keepsCrossings: kept[i]!,
    };
  });
  return { pairings, placed, map };
}

/**
 * rule: geometry.extra — of two drawn strokes either of which is a reference stroke (the one left
 * over lies within GEOMETRY_THRESHOLDS.inlier of it, or no further than the one assigned), the one
 * that keeps the writing order is that stroke and the other is the extra one: a stroke written
 * twice is one extra stroke, not an extra one and a stroke out of order.
 */
function preferOrder(columnOf: number[], cost: readonly number[], columns: number): void {
  const misordered = () => outOfOrder(columnOf.map((j) => (j < 0 ? null : j))).size;
  let current = misordered();
  columnOf.forEach((_, extra) => {
    for (let drawn = 0; drawn < columnOf.length && current > 0 && columnOf[extra]! < 0; drawn++) {
      const j = columnOf[drawn]!;
      if (j < 0 || cost[extra * columns + j]! > Math.max(cost[drawn * columns + j]!, GEOMETRY_THRESHOLDS.inlier))
        continue;
      columnOf[extra] = j;
      columnOf[drawn] = -1;
      const trial = misordered();
      if (trial < current) current = trial;
      else {
        columnOf[drawn] = j;
        columnOf[extra] = -1;
      }
    }
  });
}

/**
 * rule: geometry.moved — a drawn stroke left unpaired and a reference stroke left undrawn are one
 * stroke written in the wrong place when their shapes, each about its own centre, lie within
 * GEOMETRY_THRESHOLDS.sameShape of each other: paired, closest shapes first, so that a moved
 * stroke reads as misplaced rather than as one extra and one missing.
 */
function rescueMoved(columnOf: number[], placed: readonly Samples[], reference: readonly Samples[]): void {
  const taken = new Set(columnOf.filter((j) => j >= 0));
  const candidates: { i: number; j: number; shape: number }[] = [];
  columnOf.forEach((j, i) => {
    if (j >= 0) return;
    reference.forEach((r, k) => {
      if (taken.has(k)) return;
      const u = placed[i]!;
      const shape = Math.min(shapeDistance(u, r, false), shapeDistance(u, r, true), alongside(u, r));
      if (shape <= GEOMETRY_THRESHOLDS.sameShape) candidates.push({ i, j: k, shape });
    });
  });
  candidates.sort((a, b) => a.shape - b.shape || a.i - b.i || a.j - b.j);
  for (const { i, j, shape: _ } of candidates) {
    if (columnOf[i]! >= 0 || taken.has(j)) continue;
    columnOf[i] = j;
    taken.add(j);
  }
}

/**
 * rule: geometry.moved — how far the samples `u` lie from the reference stroke `r` where they
 * are: the mean distance of each to its nearest sample of `r`. A stroke that stopped short, or
 * traced only a part of its reference stroke, lies along it however unlike their whole shapes are.
 */
function alongside(u: Samples, r: Samples): number {
  let sum = 0;
  for (let k = 0; k < u.length; k += 2) {
    let nearest = Number.POSITIVE_INFINITY;
    for (let m = 0; m < r.length; m += 2) nearest = Math.min(nearest, norm(u[k]! - r[m]!, u[k + 1]! - r[m + 1]!));
    sum += nearest;
  }
  return sum / (u.length / 2);
}

/**
 * rule: geometry.local — each paired stroke's centre offset from its reference stroke's, less the
 * drift of its neighbourhood: the mean offset of the GEOMETRY_THRESHOLDS.neighbours paired strokes
 * whose reference centres lie nearest its own, weighted by nearness. A part of the character drawn
 * larger, lower or wider drifts as a whole and is forgiven; one stroke away from its neighbours is not.
 */
function localOffsets(
  columnOf: readonly number[],
  placed: readonly Samples[],
  reference: readonly Samples[],
): { offsets: number[]; kept: boolean[] } {
  const { neighbours, nearness, misplaced } = GEOMETRY_THRESHOLDS;
  const strokes: number[] = [];
  columnOf.forEach((j, i) => {
    if (j >= 0) strokes.push(i);
  });
  const count = strokes.length;
  // Per paired stroke: its reference centre and its drift (drawn centre less reference centre).
  const rx = zeros(count);
  const ry = zeros(count);
  const dx = zeros(count);
  const dy = zeros(count);
  // The drifts of its start and end (read the way it was drawn).
  const sx = zeros(count);
  const sy = zeros(count);
  const ex = zeros(count);
  const ey = zeros(count);
  // As a neighbour, a stroke lends its centre's drift, or, when it stopped short, the least of
  // its drifts (centre, start or end): it keeps one end in place, and its centre must not pull
  // its neighbours after it.
  const lentX = zeros(count);
  const lentY = zeros(count);
  strokes.forEach((i, k) => {
    const u = placed[i]!;
    const r = reference[columnOf[i]!]!;
    const [ux, uy] = centreOf(u);
    const [x, y] = centreOf(r);
    rx[k] = x;
    ry[k] = y;
    dx[k] = ux - x;
    dy[k] = uy - y;
    const last = u.length - 2;
    const [s, e] = isReversed(u, r) ? [last, 0] : [0, last];
    sx[k] = u[s]! - r[0]!;
    sy[k] = u[s + 1]! - r[1]!;
    ex[k] = u[e]! - r[last]!;
    ey[k] = u[e + 1]! - r[last + 1]!;
    const drifts = [dx[k]!, dy[k]!, sx[k]!, sy[k]!, ex[k]!, ey[k]!];
    let least = 0;
    if (lengthOf(u) < GEOMETRY_THRESHOLDS.stoppedShort * lengthOf(r))
      for (let d = 2; d < drifts.length; d += 2)
        if (norm(drifts[d]!, drifts[d + 1]!) < norm(drifts[least]!, drifts[least + 1]!)) least = d;
    lentX[k] = drifts[least]!;
    lentY[k] = drifts[least + 1]!;
  });
  const offsets = zeros(columnOf.length);
  const kept = columnOf.map(() => false);
  const nearest = zeros(neighbours);
  const gaps = zeros(neighbours);
  for (let k = 0; k < count; k++) {
    // The `neighbours` nearest reference centres, by insertion into a short sorted list.
    let found = 0;
    for (let m = 0; m < count; m++) {
      if (m === k) continue;
      const gap = norm(rx[m]! - rx[k]!, ry[m]! - ry[k]!);
      if (found === neighbours && gap >= gaps[found - 1]!) continue;
      let at = found < neighbours ? found++ : found - 1;
      while (at > 0 && gaps[at - 1]! > gap) {
        gaps[at] = gaps[at - 1]!;
        nearest[at] = nearest[at - 1]!;
        at--;
      }
      gaps[at] = gap;
      nearest[at] = m;
    }
    let weights = 0;
    let x = 0;
    let y = 0;
    for (let n = 0; n < found; n++) {
      const weight = 1 / (gaps[n]! + nearness);
      weights += weight;
      x += weight * lentX[nearest[n]!]!;
      y += weight * lentY[nearest[n]!]!;
    }
    if (weights > 0) {
      x /= weights;
      y /= weights;
    }
    // A stroke that stops short or overshoots keeps one end or its centre in place; a stroke
    // moved takes all three with it: the least of the three offsets is the stroke's.
    const i = strokes[k]!;
    offsets[i] = Math.min(norm(dx[k]! - x, dy[k]! - y), norm(sx[k]! - x, sy[k]! - y), norm(ex[k]! - x, ey[k]! - y));
    // rule: geometry.misplaced — only a stroke beyond the bound needs its crossings read.
    if (offsets[i]! > misplaced) {
      let crossed = 0;
      let same = true;
      for (let n = 0; n < found && same; n++) {
        const m = strokes[nearest[n]!]!;
        const crosses = cross(reference[columnOf[i]!]!, reference[columnOf[m]!]!);
        if (crosses) crossed++;
        same = crosses === cross(placed[i]!, placed[m]!);
      }
      kept[i] = same && crossed > 0;
    }
  }
  return { offsets, kept };
}

/**
 * rule: geometry.reversed — drawn backward when the shape lies closer to the reference read
 * backward, unless the two chords (start to end) point within GEOMETRY_THRESHOLDS.sameWay of
 * each other: a dot or a short hook written in a hand's own way is not a stroke drawn backward.
 */
function isReversed(u: Samples, r: Samples): boolean {
  if (!(shapeDistance(u, r, true) < shapeDistance(u, r, false))) return false;
  const last = u.length - 2;
  const ux = u[last]! - u[0]!;
  const uy = u[last + 1]! - u[1]!;
  const rx = r[last]! - r[0]!;
  const ry = r[last + 1]! - r[1]!;
  const lengths = norm(ux, uy) * norm(rx, ry);
  return !(lengths > 0 && (ux * rx + uy * ry) / lengths > GEOMETRY_THRESHOLDS.sameWay);
}

/** rule: geometry.reversed — the distance of the two shapes, each about its own centre, forward or backward. */
function shapeDistance(u: Samples, r: Samples, backward: boolean): number {
  const [ux, uy] = centreOf(u);
  const [rx, ry] = centreOf(r);
  return shapeApart(u, r, ux - rx, uy - ry, backward);
}

/**
 * The mean distance of samples `u` less (dx, dy) from `r`, forward or with `r` read backward:
 * with (dx, dy) the offset of their centres, the distance of the two shapes. Once the mean is
 * sure to exceed `enough`, it stops and returns a number above `enough`.
 */
function shapeApart(
  u: Samples,
  r: Samples,
  dx: number,
  dy: number,
  backward: boolean,
  enough = Number.POSITIVE_INFINITY,
): number {
  const last = r.length - 2;
  const count = u.length / 2;
  const most = enough * count;
  let sum = 0;
  for (let k = 0; k < u.length; k += 2) {
    const j = backward ? last - k : k;
    sum += norm(u[k]! - r[j]! - dx, u[k + 1]! - r[j + 1]! - dy);
    if (sum > most) break;
  }
  return sum / count;
}
