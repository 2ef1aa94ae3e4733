// rule: geometry.registration — placing the drawing onto the reference. A box fit alone is not
// robust: a missing edge stroke shrinks the drawing's box, an extra one grows it. So each stroke
// that makes an edge of either box is tried left out, the box fit that leaves the fewest
// strokes unpaired wins, and a least-squares affine fit (scale, aspect, rotation, shear,
// offset) to the strokes it pairs refines it, held near that box fit.

import { zeros } from '../core/arrays.js';
import { GEOMETRY_THRESHOLDS } from './constants.js';
import type { Samples } from './resample.js';

/** An affine map: x' = a(x − fromX) + b(y − fromY) + toX, y' = c(x − fromX) + d(y − fromY) + toY. */
export interface Affine {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly fromX: number;
  readonly fromY: number;
  readonly toX: number;
  readonly toY: number;
}

/** A box: the least and greatest x and y. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** `samples` mapped by `map`, into `out` (a new array unless given). */
export function mapSamples(samples: readonly number[], map: Affine, out: Samples = zeros(samples.length)): Samples {
  for (let k = 0; k < samples.length; k += 2) {
    const x = samples[k]! - map.fromX;
    const y = samples[k + 1]! - map.fromY;
    out[k] = map.a * x + map.b * y + map.toX;
    out[k + 1] = map.c * x + map.d * y + map.toY;
  }
  return out;
}

/** The box of a stroke's samples. */
export function boxOf(samples: readonly number[]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < samples.length; k += 2) {
    minX = Math.min(minX, samples[k]!);
    maxX = Math.max(maxX, samples[k]!);
    minY = Math.min(minY, samples[k + 1]!);
    maxY = Math.max(maxY, samples[k + 1]!);
  }
  return { minX, minY, maxX, maxY };
}

/** The box of every box but the one at `skip` (-1 keeps all). */
export function unionBox(boxes: readonly Box[], skip: number): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  boxes.forEach((box, i) => {
    if (i === skip) return;
    minX = Math.min(minX, box.minX);
    minY = Math.min(minY, box.minY);
    maxX = Math.max(maxX, box.maxX);
    maxY = Math.max(maxY, box.maxY);
  });
  return { minX, minY, maxX, maxY };
}

/** The strokes that make an edge of the whole box, the first one per side: the ones worth trying left out, -1 first (none). */
export function edgeStrokes(boxes: readonly Box[]): number[] {
  if (boxes.length < 2) return [-1];
  const all = unionBox(boxes, -1);
  const edges = [-1];
  const sides = [
    (box: Box) => box.minX === all.minX,
    (box: Box) => box.minY === all.minY,
    (box: Box) => box.maxX === all.maxX,
    (box: Box) => box.maxY === all.maxY,
  ];
  for (const side of sides) {
    const i = boxes.findIndex(side);
    if (!edges.includes(i)) edges.push(i);
  }
  return edges;
}

/**
 * The map of box `from` onto box `to`: centre onto centre, each axis scaled by the extents'
 * ratio, within GEOMETRY_THRESHOLDS.aspect of each other; an extent that is a line in the
 * reference (below `flat` of the other) takes the other axis' scale.
 */
export function boxFit(from: Box, to: Box): Affine {
  const wFrom = from.maxX - from.minX;
  const hFrom = from.maxY - from.minY;
  const wTo = to.maxX - to.minX;
  const hTo = to.maxY - to.minY;
  const { aspect, flat } = GEOMETRY_THRESHOLDS;
  const xFlat = wTo < flat * hTo || wFrom === 0;
  const yFlat = hTo < flat * wTo || hFrom === 0;
  let sx = wTo / wFrom;
  let sy = hTo / hFrom;
  if (xFlat && yFlat) sx = sy = Math.max(wFrom, hFrom) > 0 ? Math.max(wTo, hTo) / Math.max(wFrom, hFrom) : 1;
  else if (xFlat) sx = sy;
  else if (yFlat) sy = sx;
  else {
    const mean = Math.sqrt(sx * sy);
    const ratio = Math.min(aspect, Math.max(1 / aspect, sx / sy));
    sx = mean * Math.sqrt(ratio);
    sy = mean / Math.sqrt(ratio);
  }
  return {
    a: sx,
    b: 0,
    c: 0,
    d: sy,
    fromX: (from.minX + from.maxX) / 2,
    fromY: (from.minY + from.maxY) / 2,
    toX: (to.minX + to.maxX) / 2,
    toY: (to.minY + to.maxY) / 2,
  };
}

/** Point pairs to fit: drawn samples and the reference samples they should land on. */
export interface Pairing {
  readonly drawn: Samples;
  readonly reference: Samples;
  /** Whether the drawn stroke runs against the reference (its samples pair from the other end). */
  readonly reversed: boolean;
}

/**
 * The least-squares affine map of the pairs' drawn samples onto their reference samples, with a
 * ridge (GEOMETRY_THRESHOLDS.stiffness) toward `prior`'s linear part: a direction the pairs do
 * not span (one horizontal stroke has no height) keeps the prior's scale.
 */
export function fitAffine(pairings: readonly Pairing[], prior: Affine): Affine {
  let n = 0;
  let ux = 0;
  let uy = 0;
  let rx = 0;
  let ry = 0;
  for (const { drawn, reference } of pairings) {
    for (let k = 0; k < drawn.length; k += 2) {
      ux += drawn[k]!;
      uy += drawn[k + 1]!;
      rx += reference[k]!;
      ry += reference[k + 1]!;
      n++;
    }
  }
  if (n === 0) return prior;
  ux /= n;
  uy /= n;
  rx /= n;
  ry /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let pxx = 0; // Σ (r.x)(u.x)
  let pxy = 0; // Σ (r.x)(u.y)
  let pyx = 0; // Σ (r.y)(u.x)
  let pyy = 0; // Σ (r.y)(u.y)
  for (const { drawn, reference, reversed } of pairings) {
    const last = drawn.length - 2;
    for (let k = 0; k < drawn.length; k += 2) {
      const j = reversed ? last - k : k;
      const dx = drawn[k]! - ux;
      const dy = drawn[k + 1]! - uy;
      const ex = reference[j]! - rx;
      const ey = reference[j + 1]! - ry;
      sxx += dx * dx;
      sxy += dx * dy;
      syy += dy * dy;
      pxx += ex * dx;
      pxy += ex * dy;
      pyx += ey * dx;
      pyy += ey * dy;
    }
  }
  const ridge = GEOMETRY_THRESHOLDS.stiffness * ((sxx + syy) / 2 || 1);
  sxx += ridge;
  syy += ridge;
  pxx += ridge * prior.a;
  pxy += ridge * prior.b;
  pyx += ridge * prior.c;
  pyy += ridge * prior.d;
  const det = sxx * syy - sxy * sxy;
  if (!(det > 0)) return prior;
  // [p] × [s]⁻¹, with [s]⁻¹ = [syy −sxy; −sxy sxx] / det.
  return {
    a: (pxx * syy - pxy * sxy) / det,
    b: (pxy * sxx - pxx * sxy) / det,
    c: (pyx * syy - pyy * sxy) / det,
    d: (pyy * sxx - pyx * sxy) / det,
    fromX: ux,
    fromY: uy,
    toX: rx,
    toY: ry,
  };
}
