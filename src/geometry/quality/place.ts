// rule: geometry.quality.place — each stroke is judged where the rest of the character places
// it: the drawing mapped onto the reference by the affine fit of every other paired stroke (as
// registration fits them), so a stroke written short, turned or moved cannot pull the placement
// toward itself and hide its own fault.

import { GEOMETRY_THRESHOLDS } from '../constants.js';
import { centreOf } from '../match.js';
import { type Affine, boxFit, boxOf, fitAffine, mapSamples, unionBox } from '../register.js';
import { norm, type Samples } from '../resample.js';
import { QUALITY_GEOMETRY } from './thresholds.js';

/** One paired stroke: the drawn samples (before placement), its reference's and which way round. */
export interface PairedStroke {
  readonly drawn: Samples;
  readonly reference: Samples;
  readonly reversed: boolean;
}

/**
 * The affine fit of `strokes` but the one at `leftOut` (-1 keeps all), held near `prior`: every
 * other stroke steers it, none dropped as an outlier, so the fit moves smoothly as any one stroke
 * is deformed.
 */
export function fitWithout(strokes: readonly PairedStroke[], leftOut: number, prior: Affine): Affine {
  const others = strokes.filter((_, k) => k !== leftOut);
  return others.length > 0 ? fitAffine(others, prior) : prior;
}

/** The stroke-order registration of the drawing (rule geometry.registration) and each paired stroke's local offset there. */
export interface Registration {
  readonly map: Affine;
  readonly offsets: readonly number[];
}

/** The placement of the whole drawing: the box fit, refined by the fit of every paired stroke. */
export function wholePlacement(strokes: readonly PairedStroke[]): Affine {
  const prior = boxFit(
    unionBox(
      strokes.map((s) => boxOf(s.drawn)),
      -1,
    ),
    unionBox(
      strokes.map((s) => boxOf(s.reference)),
      -1,
    ),
  );
  return fitWithout(strokes, -1, prior);
}

/** The median of a few numbers (the mean of the middle two when even); sorts `values` in place. */
export function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/**
 * Each stroke placed by the fit of the others (by the registration when they are too few), and
 * its local offset there: its centre, start or end (the least of the three: a stroke stopped
 * short keeps its start) from the reference's, less the median drift of its
 * GEOMETRY_THRESHOLDS.neighbours nearest strokes (a part drawn lower as a whole is forgiven; the
 * median, so one neighbour out of place does not move the others).
 */
export function placeEach(
  strokes: readonly PairedStroke[],
  prior: Affine,
  registration?: Registration,
): { readonly placed: Samples[]; readonly offsets: number[] } {
  // Too few others to fix a fit (a single line leaves the width free): the registration, which
  // fits only the strokes near their place, places each stroke and gives its local offset.
  if (registration !== undefined && strokes.length - 1 < QUALITY_GEOMETRY.fitOthers)
    return { placed: strokes.map((s) => mapSamples(s.drawn, registration.map)), offsets: [...registration.offsets] };
  const count = strokes.length;
  const centres = strokes.map((s) => centreOf(s.reference));
  const drawnCentres = strokes.map((s) => centreOf(s.drawn));
  const placed: Samples[] = [];
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) {
    const map = fitWithout(strokes, i, prior);
    const own = mapSamples(strokes[i]!.drawn, map);
    placed.push(own);
    const [cx, cy] = centres[i]!;
    const nearest = centres
      .map(([x, y], m) => ({ m, gap: norm(x - cx, y - cy) }))
      .filter(({ m }) => m !== i)
      .sort((a, b) => a.gap - b.gap || a.m - b.m)
      .slice(0, GEOMETRY_THRESHOLDS.neighbours);
    // An affine map takes a stroke's centre to the centre of the mapped stroke.
    const drift = (axis: 0 | 1) =>
      nearest.length === 0
        ? 0
        : median(nearest.map(({ m }) => mapPoint(drawnCentres[m]!, map)[axis]! - centres[m]![axis]!));
    const x = drift(0);
    const y = drift(1);
    const r = strokes[i]!.reference;
    const u = strokes[i]!.reversed ? backward(own) : own;
    const last = u.length - 2;
    const [ux, uy] = centreOf(u);
    offsets.push(
      Math.min(
        norm(ux - cx - x, uy - cy - y),
        norm(u[0]! - r[0]! - x, u[1]! - r[1]! - y),
        norm(u[last]! - r[last]! - x, u[last + 1]! - r[last + 1]! - y),
      ),
    );
  }
  return { placed, offsets };
}

/** One point mapped by `map`. */
function mapPoint([x, y]: readonly [number, number], map: Affine): [number, number] {
  const dx = x - map.fromX;
  const dy = y - map.fromY;
  return [map.a * dx + map.b * dy + map.toX, map.c * dx + map.d * dy + map.toY];
}

/** The samples read backward, for a stroke drawn from its end. */
export function backward(s: Samples): Samples {
  const out: number[] = [];
  for (let k = s.length - 2; k >= 0; k -= 2) out.push(s[k]!, s[k + 1]!);
  return out;
}
