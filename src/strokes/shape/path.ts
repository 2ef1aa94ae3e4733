// The shape classifier's path (rule strokes.shape-classifier): a stroke's points as fractions
// of the character's size, simplified to the vertices a teacher sees, with the arc length
// along them and the points at a given arc length.
import { angleOf } from '../../core/angle.js';
import type { StrokePoint } from '../../core/points.js';
import type { StrokeContext } from '../../stroke-order/contract.js';
import { MAX_SHAPE_POINTS, SHAPE_THRESHOLDS } from './thresholds.js';

/** The signed turn from direction `a` to direction `b`, in -180..180 degrees. */
export function turn(a: number, b: number): number {
  let d = b - a;
  if (d > 180) d -= 360;
  else if (d < -180) d += 360;
  return d;
}

/** Marks the vertices Ramer-Douglas-Peucker keeps at `tolerance`, without recursion. */
function simplify(xs: Float64Array, ys: Float64Array, tolerance: number): Uint8Array {
  const n = xs.length;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: number[] = [0, n - 1];
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    const ax = xs[first]!;
    const ay = ys[first]!;
    const dx = xs[last]! - ax;
    const dy = ys[last]! - ay;
    const chord = Math.sqrt(dx * dx + dy * dy);
    let worst = tolerance;
    let at = -1;
    for (let i = first + 1; i < last; i++) {
      const px = xs[i]! - ax;
      const py = ys[i]! - ay;
      const d = chord > 0 ? Math.abs(px * dy - py * dx) / chord : Math.sqrt(px * px + py * py);
      if (d > worst) {
        worst = d;
        at = i;
      }
    }
    if (at >= 0) {
      keep[at] = 1;
      stack.push(first, at, at, last);
    }
  }
  return keep;
}

/** The simplified path: vertices, segment lengths and angles, cumulative arc length. */
export interface Path {
  /** Normalised raw points and their cumulative arc length. */
  readonly rawX: Float64Array;
  readonly rawY: Float64Array;
  readonly rawAt: Float64Array;
  /** Index in the raw points of each vertex. */
  readonly index: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly length: Float64Array;
  readonly angle: Float64Array;
  readonly at: Float64Array;
}

/** How raw coordinates become fractions of the character's size: `(v × scale − min × scale) / size`. */
export interface Frame {
  readonly minX: number;
  readonly minY: number;
  /** 1, or 0.5 for a character wider than the doubles reach. */
  readonly scale: number;
  /** The larger side of the box, at `scale`. */
  readonly size: number;
}

/**
 * The frame of a character's box, or `undefined` when it has no extent. rule: general.extremes:
 * a box whose side overflows to Infinity (corners about 1.8e308 apart) is measured at half
 * scale: halving is exact, so the shape is kept; any other box at scale 1, bit for bit as is.
 */
export function frameOf(box: StrokeContext['box']): Frame | undefined {
  let scale = 1;
  let size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  if (size === Number.POSITIVE_INFINITY) {
    scale = 0.5;
    size = Math.max(box.maxX * scale - box.minX * scale, box.maxY * scale - box.minY * scale);
  }
  return size > 0 && Number.isFinite(size) ? { minX: box.minX, minY: box.minY, scale, size } : undefined;
}

/** A raw x as a fraction of the character's size. */
export function frameX(x: number, frame: Frame): number {
  return (x * frame.scale - frame.minX * frame.scale) / frame.size;
}

/** A raw y as a fraction of the character's size. */
export function frameY(y: number, frame: Frame): number {
  return (y * frame.scale - frame.minY * frame.scale) / frame.size;
}

/** Normalises the points to the character's size and simplifies them. */
export function simplifiedPath(points: readonly StrokePoint[], frame: Frame): Path {
  // rule: strokes.shape-classifier — a stroke of more points is read from MAX_SHAPE_POINTS of them.
  const n = Math.min(points.length, MAX_SHAPE_POINTS);
  const step = (points.length - 1) / (n - 1);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const point = points[n === points.length ? i : Math.round(i * step)]!;
    xs[i] = frameX(point.x, frame);
    ys[i] = frameY(point.y, frame);
  }
  const keep = simplify(xs, ys, SHAPE_THRESHOLDS.simplify);
  let count = 0;
  for (let i = 0; i < n; i++) count += keep[i]!;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const index = new Int32Array(count);
  for (let i = 0, v = 0; i < n; i++) {
    if (keep[i]) {
      x[v] = xs[i]!;
      index[v] = i;
      y[v++] = ys[i]!;
    }
  }
  const rawAt = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const dx = xs[i]! - xs[i - 1]!;
    const dy = ys[i]! - ys[i - 1]!;
    rawAt[i] = rawAt[i - 1]! + Math.sqrt(dx * dx + dy * dy);
  }
  const length = new Float64Array(count - 1);
  const angle = new Float64Array(count - 1);
  const at = new Float64Array(count);
  for (let k = 0; k < count - 1; k++) {
    const dx = x[k + 1]! - x[k]!;
    const dy = y[k + 1]! - y[k]!;
    length[k] = Math.sqrt(dx * dx + dy * dy);
    angle[k] = angleOf(dx, dy);
    at[k + 1] = at[k]! + length[k]!;
  }
  return { rawX: xs, rawY: ys, rawAt, index, x, y, length, angle, at };
}

/**
 * The point at arc length `s` along the simplified path, between vertices `from` and `to`: on
 * the first segment k from `from` whose end reaches `s` (or the last one). The arc lengths never
 * decrease, so a binary search finds the segment a walk from `from` would: the corner search
 * asks once per vertex, and the walk made it quadratic in the vertices (a 32,000-point zigzag
 * took seconds).
 */
export function pointAt(path: Path, from: number, to: number, s: number, out: Float64Array): void {
  let k = from;
  let high = to - 1;
  while (k < high) {
    const middle = (k + high) >>> 1;
    if (path.at[middle + 1]! < s) k = middle + 1;
    else high = middle;
  }
  const span = path.length[k]!;
  const t = span > 0 ? Math.min(1, Math.max(0, (s - path.at[k]!) / span)) : 0;
  out[0] = path.x[k]! + t * (path.x[k + 1]! - path.x[k]!);
  out[1] = path.y[k]! + t * (path.y[k + 1]! - path.y[k]!);
}

/** The raw point at arc length `s`, searching forward from raw index `from`. */
export function rawPointAt(path: Path, from: number, s: number, out: Float64Array): void {
  let i = from;
  while (i < path.rawAt.length - 2 && path.rawAt[i + 1]! < s) i++;
  const span = path.rawAt[i + 1]! - path.rawAt[i]!;
  const t = span > 0 ? Math.min(1, Math.max(0, (s - path.rawAt[i]!) / span)) : 0;
  out[0] = path.rawX[i]! + t * (path.rawX[i + 1]! - path.rawX[i]!);
  out[1] = path.rawY[i]! + t * (path.rawY[i + 1]! - path.rawY[i]!);
}
