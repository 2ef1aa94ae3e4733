// The shape classifier (rule: strokes.shape-classifier): reads a stroke's direction from its
// simplified shape, the way a teacher sees it, with every length relative to the whole
// character's size so the same writing reads the same at 0..1, in pixels, millimetres or
// tablet units. It mirrors the stroke-name rule (strokes.names): a final hook or flick (钩/提)
// is dropped, a fold (折) makes a stroke turning, and a straight stroke reads by its angle.
import type { StrokePoint } from '../../pen.js';
import type { StrokeDirection } from '../../stroke-order/constants.js';
import type { StrokeClassifier, StrokeContext, StrokeReading } from '../../stroke-order/contract.js';

/**
 * The shape classifier's thresholds. Lengths are fractions of the character's size (the larger
 * side of `context.box`), angles are degrees with y growing downward (0 = rightward, 90 = down).
 * Tuned on hanzi-writer-data's centre lines written by a simulated pen (`npm run eval:strokes`).
 */
export const SHAPE_THRESHOLDS = {
  /** Ramer-Douglas-Peucker tolerance: pen jitter and wobble below it vanish. */
  simplify: 0.02,
  /** rule: strokes.shape.hook — a final tail at most this long that turns away upward is a hook. */
  hookLength: 0.25,
  /** ... and at most this share of the stroke. */
  hookShare: 0.45,
  /** ... turning at least this much away from the body. */
  hookTurn: 45,
  /** ... and heading upward: its angle between these (up-right flick 提 to up-left hook 钩). */
  hookAngleMin: -170,
  hookAngleMax: -20,
  /** rule: strokes.shape.hook — a straight rising flick (竖提) off a vertical body may be longer. */
  flickLength: 0.6,
  flickShare: 0.6,
  flickAngleMin: -75,
  /** A long flick rises at least this steeply (a flatter tail is the 弯 of a 竖弯). */
  flickAngleMax: -22,
  /** The body's last segment is vertical: between these angles. */
  flickBodyMin: 60,
  flickBodyMax: 115,
  /** Every segment of the flick within this many degrees of its chord. */
  flickStraight: 25,
  /** rule: strokes.shape.serif — a first segment this short that turns into the body is a serif. */
  serifLength: 0.07,
  serifShare: 0.3,
  serifTurn: 20,
  /** rule: strokes.shape.turning — a fold turns at least `corner` degrees over `window` each side... */
  corner: 75,
  /** ... with both arms of the stroke at least this long. */
  cornerArm: 0.06,
  cornerWindow: 0.1,
  /** ... or turns at least `bentCorner` degrees on a path bulging `bend` of its chord off it ... */
  bentCorner: 30,
  bend: 0.35,
  /** ... or turns at least `wideCorner` degrees over a wide window (a rounded 竖弯 or 竖弯钩). */
  wideCorner: 55,
  wideArm: 0.12,
  wideWindow: 0.2,
  /**
   * rule: strokes.shape.reversed — a folded stroke with at least this share of its body heading
   * against the pen (up, rising more steeply than `againstUp` degrees, or left, within
   * 180 − `againstLeft` degrees of straight left) was drawn from its end: every 折 is written
   * rightward, downward or with a short flick up to the right, so a 横折 drawn backwards runs up,
   * then left. On the evaluation's pen, no canonical 折 reaches 0.45 and 99.6% of reversed ones do.
   */
  against: 0.4,
  againstUp: -40,
  againstLeft: 160,
  /** rule: strokes.shape.dot — a stroke shorter than this is a dot, whatever its angle. */
  tiny: 0.06,
  /** rule: strokes.shape.dot — a falling stroke (down-right) shorter than this is a dot, not a 捺. */
  dotFalling: 0.36,
  /**
   * rule: strokes.shape.dot — a short steep stroke, between `looseAngleMin` and `looseAngleMax`
   * degrees and shorter than `looseLength`, whose end lies at least `looseEnd` and start at least
   * `looseStart` from every other stroke of the character, crossing none, is a dot (宀's, 忄's,
   * 心's): a short 竖 meets or crosses its neighbours (口, 山, 日, 艹), a dot stands free. One falling straight down (from
   * `looseDownMin` to `looseDownMax`) must be shorter than `looseDownLength`: free short 竖 are
   * common there.
   */
  looseAngleMin: 60,
  looseDownMin: 76,
  looseDownMax: 90,
  looseDownLength: 0.16,
  looseAngleMax: 112,
  looseLength: 0.24,
  looseEnd: 0.08,
  looseStart: 0.04,
  /**
   * rule: strokes.shape.dot — writing of more strokes than this is no character (the table's
   * most complex, 齉, has 36): its strokes are read without their neighbours, so that the time
   * a request takes grows with its size, never with its square.
   */
  looseMaxStrokes: 64,
} as const;

/**
 * rule: strokes.shape.angle — the angle bands of a straight stroke. A 横 may rise a little; a
 * rising stroke steeper than `rising` is a 提; between `rising` and `horizontalMin` it is a 提
 * only if it curves upward (its end is steeper than its start by `risingSweep`). A steep 撇
 * (大's at ~110°) is told from a slanted 竖 by its leftward sweep or bulge.
 */
export const SHAPE_ANGLE_BANDS = {
  /** Below this (and above `risingMin`) a stroke rises: 提. */
  rising: -26,
  risingMin: -80,
  /** From `rising` to `curledRising` a stroke is a 提 if it curls up at all (curl below `risingCurl`)... */
  curledRising: -20,
  risingCurl: 5,
  /** ... and from there to `horizontalMin` only if it curls up clearly (below `risingCurlClear`). */
  horizontalMin: -12,
  risingCurlClear: -15,
  /** Up to here a stroke is horizontal; then falling to the right (a dot when short). */
  horizontalMax: 5,
  /** From here a short falling stroke is a dot only if shorter than `steepDotLength`... */
  steepDot: 60,
  /** ... up to here; a longer one is vertical. */
  steepDotMax: 68,
  steepDotLength: 0.14,
  /** From here a stroke is vertical (below it, one as long as `dotFalling` falls to the right)... */
  verticalMin: 64,
  /** ... but up to `sweptFalling`, a long stroke (over `sweptLength`) curling right (curl below
   * `sweptCurl`) falls to the right: the 斜钩 of 戈 starts steep and bends out. */
  sweptFalling: 80,
  sweptCurl: -8,
  sweptLength: 0.4,
  /** From here to `leftFalling` a stroke is a 撇 if it curls left or bulges, else a 竖. */
  steep: 98,
  steepCurl: 30,
  steepBend: 0.06,
  /** From here a stroke falls to the left: 撇. */
  leftFalling: 112,
} as const;

/** The angle of a vector in degrees, y growing downward. */
function angleOf(dx: number, dy: number): number {
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** The signed turn from direction `a` to direction `b`, in -180..180 degrees. */
function turn(a: number, b: number): number {
  let d = b - a;
  if (d > 180) d -= 360;
  else if (d < -180) d += 360;
  return d;
}

/**
 * The most points of one stroke the shape classifier reads (rule strokes.shape-classifier): a
 * longer stroke is read from this many of its points, evenly spaced by index, its first and
 * last kept. No pen samples a stroke so densely (a stroke of the evaluation has tens of
 * points), and the bound keeps the simplification below, whose worst case (a zigzag that it
 * peels one vertex at a time) grows with the square of the points, within a fixed cost: a
 * 32,000-point zigzag took 16 s, and now costs what 4096 points do.
 */
export const MAX_SHAPE_POINTS = 4096;

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
interface Path {
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
interface Frame {
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
function frameOf(box: StrokeContext['box']): Frame | undefined {
  let scale = 1;
  let size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  if (size === Number.POSITIVE_INFINITY) {
    scale = 0.5;
    size = Math.max(box.maxX * scale - box.minX * scale, box.maxY * scale - box.minY * scale);
  }
  return size > 0 && Number.isFinite(size) ? { minX: box.minX, minY: box.minY, scale, size } : undefined;
}

/** A raw x as a fraction of the character's size. */
function frameX(x: number, frame: Frame): number {
  return (x * frame.scale - frame.minX * frame.scale) / frame.size;
}

/** A raw y as a fraction of the character's size. */
function frameY(y: number, frame: Frame): number {
  return (y * frame.scale - frame.minY * frame.scale) / frame.size;
}

/** Normalises the points to the character's size and simplifies them. */
function simplifiedPath(points: readonly StrokePoint[], frame: Frame): Path {
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
    // The tail heads upward at its end and overall (a rounded entry into the hook is part of it).
    const final = path.angle[m - 1]!;
    if (final >= T.hookAngleMax || final <= T.hookAngleMin || angle >= 0) continue;
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
 * The point at arc length `s` along the simplified path, between vertices `from` and `to`: on
 * the first segment k from `from` whose end reaches `s` (or the last one). The arc lengths never
 * decrease, so a binary search finds the segment a walk from `from` would: the corner search
 * asks once per vertex, and the walk made it quadratic in the vertices (a 32,000-point zigzag
 * took seconds).
 */
function pointAt(path: Path, from: number, to: number, s: number, out: Float64Array): void {
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

/** The raw point at arc length `s`, searching forward from raw index `from`. */
function rawPointAt(path: Path, from: number, s: number, out: Float64Array): void {
  let i = from;
  while (i < path.rawAt.length - 2 && path.rawAt[i + 1]! < s) i++;
  const span = path.rawAt[i + 1]! - path.rawAt[i]!;
  const t = span > 0 ? Math.min(1, Math.max(0, (s - path.rawAt[i]!) / span)) : 0;
  out[0] = path.rawX[i]! + t * (path.rawX[i + 1]! - path.rawX[i]!);
  out[1] = path.rawY[i]! + t * (path.rawY[i + 1]! - path.rawY[i]!);
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

/** rule strokes.shape.angle (and strokes.shape.dot for a short falling stroke). */
function directionOfShape(angle: number, length: number, curl: number, bend: number): StrokeDirection {
  const B = SHAPE_ANGLE_BANDS;
  if (angle < B.risingMin) return 'left_falling';
  if (angle < B.rising) return 'rising';
  if (angle < B.curledRising) return curl < B.risingCurl ? 'rising' : 'horizontal';
  if (angle < B.horizontalMin) return curl < B.risingCurlClear ? 'rising' : 'horizontal';
  if (angle <= B.horizontalMax) return 'horizontal';
  if (angle < B.verticalMin && length >= SHAPE_THRESHOLDS.dotFalling) return 'right_falling';
  if (angle < B.steepDot) return 'dot';
  // Between a dot's slant and a 竖's, only length tells them apart.
  if (angle < B.steepDotMax && length < B.steepDotLength) return 'dot';
  if (angle < B.sweptFalling && curl < B.sweptCurl && length > B.sweptLength) return 'right_falling';
  if (angle < B.steep) return 'vertical';
  if (angle < B.leftFalling) return curl < B.steepCurl && bend < B.steepBend ? 'vertical' : 'left_falling';
  return 'left_falling';
}

/** The squared distance from (px, py) to the segment from (ax, ay) to (bx, by). */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const span = dx * dx + dy * dy;
  const t = span > 0 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / span)) : 0;
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return ex * ex + ey * ey;
}

/** Whether segment (ax, ay)-(bx, by) properly crosses segment (cx, cy)-(dx, dy): each one's ends on either side of the other. */
function crosses(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number): number =>
    (qx - px) * (ry - py) - (qy - py) * (rx - px);
  return (
    side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 &&
    side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0
  );
}

/** Where a stroke stands against the other strokes of the character (rule strokes.shape.dot). */
interface Gaps {
  readonly startGap: number;
  readonly endGap: number;
  readonly crosses: number;
}

/**
 * rule: strokes.shape.dot — how far the stroke's start and end lie from every other stroke of
 * the character, as fractions of its size, capped at 1 (no other stroke), and whether its
 * simplified path crosses another (1 or 0): 艹's short 竖 cross its 横. One pass over the other
 * strokes' points, each segment tested against the few segments of the simplified path.
 */
function gapsToOthers(path: Path, context: StrokeContext, frame: Frame): Gaps {
  const { index } = context;
  const strokes = context.strokes ?? [];
  const last = path.x.length - 1;
  const sx = path.x[0]!;
  const sy = path.y[0]!;
  const ex = path.x[last]!;
  const ey = path.y[last]!;
  let start = 1;
  let end = 1;
  let crossing = 0;
  for (let j = 0; j < strokes.length; j++) {
    const other = strokes[j]!;
    if (j === index || other.length === 0) continue;
    let bx = frameX(other[0]!.x, frame);
    let by = frameY(other[0]!.y, frame);
    for (let k = 0; k < other.length; k++) {
      const ax = bx;
      const ay = by;
      const next = other[Math.min(k + 1, other.length - 1)]!;
      bx = frameX(next.x, frame);
      by = frameY(next.y, frame);
      start = Math.min(start, segmentDistance2(sx, sy, ax, ay, bx, by));
      end = Math.min(end, segmentDistance2(ex, ey, ax, ay, bx, by));
      for (let v = 1; v <= last && crossing === 0; v++) {
        if (crosses(path.x[v - 1]!, path.y[v - 1]!, path.x[v]!, path.y[v]!, ax, ay, bx, by)) crossing = 1;
      }
    }
  }
  return { startGap: Math.sqrt(start), endGap: Math.sqrt(end), crosses: crossing };
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
interface BodyMeasures {
  readonly length: number;
  readonly angle: number;
  readonly curl: number;
  readonly bend: number;
  readonly corner: number;
  readonly wideCorner: number;
  /** The share of the body's length heading against the pen (rule strokes.shape.reversed). */
  readonly against: number;
}

/** A decision: the direction and the rule that decided it. */
interface Decision {
  readonly direction: StrokeDirection;
  readonly rule: string;
}

/**
 * Decides a direction from a body's measures, in the order of the rules: a tiny stroke is a
 * dot; a folded one is turning; else the angle bands, and a short steep stroke standing free
 * of the others is a dot. `gaps` is read only for such a short steep stroke.
 */
function decide(m: BodyMeasures, gaps: (() => Gaps) | undefined): Decision {
  const T = SHAPE_THRESHOLDS;
  if (m.length < T.tiny) return { direction: 'dot', rule: 'strokes.shape.dot' };
  const folded = m.corner >= T.corner || (m.corner >= T.bentCorner && m.bend >= T.bend) || m.wideCorner >= T.wideCorner;
  // rule: strokes.shape.reversed — a fold drawn from its end reads by its chord, as a straight stroke would.
  const reversed = folded && m.against >= T.against;
  if (folded && !reversed) return { direction: 'turning', rule: 'strokes.shape.turning' };
  const direction = directionOfShape(m.angle, m.length, m.curl, m.bend);
  const rule = reversed ? 'strokes.shape.reversed' : direction === 'dot' ? 'strokes.shape.dot' : 'strokes.shape.angle';
  if (
    gaps !== undefined &&
    (direction === 'vertical' || direction === 'left_falling') &&
    m.angle >= T.looseAngleMin &&
    m.angle < T.looseAngleMax &&
    m.length < (m.angle >= T.looseDownMin && m.angle < T.looseDownMax ? T.looseDownLength : T.looseLength)
  ) {
    // rule: strokes.shape.dot — a short steep stroke standing free of its neighbours.
    const g = gaps();
    if (g.startGap >= T.looseStart && g.endGap >= T.looseEnd && g.crosses === 0) {
      return { direction: 'dot', rule: 'strokes.shape.dot' };
    }
  }
  return { direction, rule };
}

/**
 * rule: strokes.shape.doubt — how far each measure may be off for a stroke to be read as the
 * direction the reference expects, when its shape lies that close to the expected reading: a
 * teacher who knows the character reads a borderline stroke as the intended one. Angles in
 * degrees, `length` and `bend` as factors.
 */
export const SHAPE_TOLERANCE = {
  angle: 5,
  length: 1.15,
  curl: 6,
  bend: 1.2,
  corner: 10,
} as const;

/** The first expected direction that measures within {@link SHAPE_TOLERANCE} of `m` read as. */
function withinTolerance(
  m: BodyMeasures,
  gaps: (() => Gaps) | undefined,
  expected: readonly StrokeDirection[],
): StrokeDirection | undefined {
  const D = SHAPE_TOLERANCE;
  const steps = [0, -1, 1] as const;
  // One object, refilled for each combination: the search runs only for strokes read otherwise
  // than expected, but allocates nothing per combination.
  const near = { ...m };
  for (const a of steps) {
    near.angle = m.angle + a * D.angle;
    for (const l of steps) {
      near.length = m.length * D.length ** l;
      for (const c of steps) {
        near.curl = m.curl + c * D.curl;
        for (const b of steps) {
          near.bend = m.bend * D.bend ** b;
          for (const k of steps) {
            near.corner = Math.max(0, m.corner + k * D.corner);
            near.wideCorner = Math.max(0, m.wideCorner + k * D.corner);
            const { direction } = decide(near, gaps);
            if (expected.includes(direction)) return direction;
          }
        }
      }
    }
  }
  return undefined;
}

/**
 * The whole reading; `classify` and `read` both come here so they always agree. Its measures,
 * lengths as fractions of the character's size and angles in degrees: `points`; `vertices` of
 * the simplified body; its path `length` and chord `angle`; `curl` (rule strokes.shape.angle);
 * `bend`, the body's largest distance off its chord over the chord; `corner` and `wideCorner`
 * (rule strokes.shape.turning); the dropped `hook` and `serif` lengths (0 when none); for a
 * short steep stroke, its `startGap`, `endGap` and `crosses` (rule strokes.shape.dot); and
 * `doubt` 1 when the expected direction was read within tolerance (rule strokes.shape.doubt).
 */
function readShape(points: readonly StrokePoint[], context: StrokeContext): StrokeReading {
  const T = SHAPE_THRESHOLDS;
  const n = points.length;
  const frame = frameOf(context.box);
  // rule: strokes.shape.dot — one point, or a character without extent, has no direction.
  if (n < 2 || frame === undefined) {
    return { direction: 'dot', rule: 'strokes.shape.dot', measures: { points: n } };
  }
  const path = simplifiedPath(points, frame);
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
  let gapsOf: Gaps | undefined;
  const gaps =
    context.strokes === undefined || context.strokes.length > T.looseMaxStrokes
      ? undefined
      : (): Gaps => {
          gapsOf ??= gapsToOthers(path, context, frame);
          return gapsOf;
        };
  const own = decide(body, gaps);
  const { expected } = context;
  // rule: strokes.shape.doubt — only a stroke read otherwise than expected is looked at again.
  const near =
    expected !== undefined && expected.length > 0 && !expected.includes(own.direction)
      ? withinTolerance(body, gaps, expected)
      : undefined;
  const measures = {
    points: n,
    vertices: to - from + 1,
    length: body.length,
    angle: body.angle,
    curl: body.curl,
    bend: body.bend,
    corner: body.corner,
    wideCorner: body.wideCorner,
    against: body.against,
    hook,
    serif: from === 1 ? path.length[0]! : 0,
    ...(gapsOf === undefined ? {} : gapsOf),
  };
  if (near === undefined) return { ...own, measures };
  return { direction: near, rule: 'strokes.shape.doubt', measures: { ...measures, doubt: 1 } };
}

/**
 * The shape classifier's direction of one stroke (rule strokes.shape-classifier).
 *
 * @example
 * const box = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
 * classifyStroke([{ x: 0.1, y: 0.5, timestamp: 0 }, { x: 0.9, y: 0.45, timestamp: 9 }], { index: 0, box });
 * // 'horizontal'
 */
export function classifyStroke(points: readonly StrokePoint[], context: StrokeContext): StrokeDirection {
  return readShape(points, context).direction;
}

/**
 * The scale-invariant, corner-aware classifier (rule strokes.shape-classifier), opt-in through
 * `evaluateStrokeOrder(request, { classifier: SHAPE_CLASSIFIER })`.
 *
 * @example
 * const box = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
 * const reading = SHAPE_CLASSIFIER.read([{ x: 0.5, y: 0.1, timestamp: 0 }, { x: 0.5, y: 0.9, timestamp: 9 }], { index: 0, box });
 * reading.direction; // 'vertical', rule 'strokes.shape.angle'
 */
export const SHAPE_CLASSIFIER: StrokeClassifier = {
  name: 'shape',
  classify: classifyStroke,
  read: readShape,
};

/** The context without what the reference expects: the stroke is read by its shape alone. */
function blind({ expected, ...context }: StrokeContext): StrokeContext {
  return context;
}

/**
 * The shape classifier without the benefit of the doubt (rule strokes.shape.doubt): every
 * stroke is read by its shape alone, whatever the reference expects, e.g. for strict grading.
 *
 * @example
 * evaluateStrokeOrder(request, { ...PRECISE, classifier: STRICT_SHAPE_CLASSIFIER });
 */
export const STRICT_SHAPE_CLASSIFIER: StrokeClassifier = {
  name: 'shape-strict',
  classify: (points, context) => readShape(points, blind(context)).direction,
  read: (points, context) => readShape(points, blind(context)),
};
