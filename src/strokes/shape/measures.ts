// The measures of a stroke's body (rule strokes.shape-classifier): where its final hook starts
// and whether it enters by a serif, then its length, angle, curl, bend, corners and the share
// of it heading against the pen, every length a fraction of the character's size.
import { angleOf } from '../../core/angle.js';
import { type Path, pointAt, rawPointAt, turn } from './path.js';
import { SHAPE_THRESHOLDS } from './thresholds.js';

/**
 * rule: strokes.shape.hook — the vertex where a final hook or flick starts, or the last vertex.
 * The longest qualifying tail wins, so a hook drawn as two segments goes as one.
 */
function hookStart(path: Path): number {
  const T = SHAPE_THRESHOLDS;
  const m = path.length.length;
  const total = path.at[m]!;
  let end = m;
  for (let k = m - 1; k >= 1; k--) {
    const tail = total - path.at[k]!;
    if (tail > T.flickLength || tail > T.flickShare * total) break;
    const angle = angleOf(path.x[m]! - path.x[k]!, path.y[m]! - path.y[k]!);
    // The tail heads upward at its end and overall (a rounded entry into the hook is part of it),
    // or straight left, as a hand flattens a 竖钩's hook.
    const final = path.angle[m - 1]!;
    const upward = final < T.hookAngleMax && final > T.hookAngleMin && angle < 0;
    const flat = Math.abs(final) >= 180 - T.flatHook && Math.abs(angle) >= 180 - T.flatHook;
    if (!upward && !flat) continue;
    const body = path.angle[k - 1]!;
    if (Math.abs(turn(body, angle)) <= T.hookTurn) continue;
    // A flick up to the right ends a 竖 or a 横折 (竖提, 横折提), never a 撇: that is a 撇折.
    if (angle > -90 && body > T.flickBodyMax) continue;
    if (tail > T.hookLength || tail > T.hookShare * total) {
      // Only a straight rising flick off a vertical body (竖提, 以) is allowed the longer reach.
      if (angle <= T.flickAngleMin || angle >= T.flickAngleMax || body <= T.flickBodyMin || body >= T.flickBodyMax)
        continue;
      let straight = true;
      for (let j = k; j < m; j++) if (Math.abs(turn(path.angle[j]!, angle)) > T.flickStraight) straight = false;
      if (!straight) continue;
    }
    end = k;
  }
  return end;
}

/**
 * rule: strokes.shape.turning — the largest turn at a vertex between `from` and `to`, measured
 * between the chords `window` before and after it, where both arms reach at least `arm`.
 */
function largestCorner(path: Path, from: number, to: number, arm: number, window: number, point: Float64Array): number {
  let largest = 0;
  for (let k = from + 1; k < to; k++) {
    const before = path.at[k]! - path.at[from]!;
    const after = path.at[to]! - path.at[k]!;
    if (before < arm || after < arm) continue;
    const w = Math.min(window, before, after);
    pointAt(path, from, to, path.at[k]! - w, point);
    const incoming = angleOf(path.x[k]! - point[0]!, path.y[k]! - point[1]!);
    pointAt(path, from, to, path.at[k]! + w, point);
    const outgoing = angleOf(point[0]! - path.x[k]!, point[1]! - path.y[k]!);
    const t = Math.abs(turn(incoming, outgoing));
    if (t > largest) largest = t;
  }
  return largest;
}

/**
 * How the body curls: the turn from its first third's chord to its last third's chord, read on
 * the raw points so a short stroke keeps its shape (a 提 curls up, a 撇 sweeps left).
 */
function curlOf(path: Path, from: number, to: number, point: Float64Array): number {
  const i0 = path.index[from]!;
  const i1 = path.index[to]!;
  if (i1 - i0 < 2) return 0;
  const third = (path.rawAt[i1]! - path.rawAt[i0]!) / 3;
  rawPointAt(path, i0, path.rawAt[i0]! + third, point);
  const head = angleOf(point[0]! - path.rawX[i0]!, point[1]! - path.rawY[i0]!);
  rawPointAt(path, i0, path.rawAt[i1]! - third, point);
  const tail = angleOf(path.rawX[i1]! - point[0]!, path.rawY[i1]! - point[1]!);
  return turn(head, tail);
}

/**
 * rule: strokes.shape.reversed — the share of the body's length, from vertex `from` to `to`,
 * in segments heading up or left, against the way every stroke is written.
 */
function againstThePen(path: Path, from: number, to: number): number {
  const T = SHAPE_THRESHOLDS;
  let against = 0;
  for (let k = from; k < to; k++) {
    const angle = path.angle[k]!;
    if (angle <= T.againstUp || angle >= T.againstLeft) against += path.length[k]!;
  }
  const total = path.at[to]! - path.at[from]!;
  return total > 0 ? against / total : 0;
}

/** The measures of a stroke's body that decide its direction (lengths relative to the character's size). */
export interface BodyMeasures {
  readonly length: number;
  readonly angle: number;
  readonly curl: number;
  readonly bend: number;
  readonly corner: number;
  readonly wideCorner: number;
  /** The share of the body's length heading against the pen (rule strokes.shape.reversed). */
  readonly against: number;
}

/** A stroke's body, from vertex `from` to `to`, its measures, and the lengths of what was dropped. */
interface Body {
  /** 1 when an entry serif was dropped, else 0. */
  readonly from: number;
  /** The vertex where a final hook starts, or the last vertex. */
  readonly to: number;
  /** The dropped hook's and serif's lengths, 0 when none. */
  readonly hook: number;
  readonly serif: number;
  readonly measures: BodyMeasures;
}

/**
 * Finds a stroke's body, its final hook (rule strokes.shape.hook) and entry serif (rule
 * strokes.shape.serif) dropped, and measures it: path length, chord angle, curl, bend (its
 * largest distance off its chord over the chord), corners and the share heading against the pen.
 */
export function measureBody(path: Path): Body {
  const T = SHAPE_THRESHOLDS;
  const to = hookStart(path);
  const hook = path.at[path.length.length]! - path.at[to]!;
  let from = 0;
  // rule: strokes.shape.serif — the pen's entry into the stroke is not its direction.
  if (
    to >= 2 &&
    path.length[0]! < T.serifLength &&
    path.length[0]! < T.serifShare * path.at[to]! &&
    Math.abs(turn(path.angle[0]!, path.angle[1]!)) > T.serifTurn
  ) {
    from = 1;
  }
  const length = path.at[to]! - path.at[from]!;
  const dx = path.x[to]! - path.x[from]!;
  const dy = path.y[to]! - path.y[from]!;
  const chord = Math.sqrt(dx * dx + dy * dy);
  let bulge = 0;
  for (let k = from + 1; k < to; k++) {
    const d = Math.abs((path.x[k]! - path.x[from]!) * dy - (path.y[k]! - path.y[from]!) * dx);
    if (d > bulge) bulge = d;
  }
  const point = new Float64Array(2);
  const body: BodyMeasures = {
    length,
    angle: chord > 0 ? angleOf(dx, dy) : 0,
    curl: curlOf(path, from, to, point),
    bend: chord > 0 ? bulge / chord / chord : 0,
    corner: largestCorner(path, from, to, T.cornerArm, T.cornerWindow, point),
    wideCorner: largestCorner(path, from, to, T.wideArm, T.wideWindow, point),
    against: againstThePen(path, from, to),
  };
  return { from, to, hook, serif: from === 1 ? path.length[0]! : 0, measures: body };
}
