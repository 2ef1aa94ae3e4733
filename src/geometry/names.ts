// rule: geometry.names — a stroke's Chinese name read from its shape, the fallback when the
// stroke table does not name the character's strokes: the centre line is cut into arms at its
// sharp turns, the serifs a brush leaves at the head and at the folds are dropped, a lone arm is
// named by its direction and length, and arms in a row are matched to the table's vocabulary.

import { angleOf } from '../core/angle.js';
import type { StrokeDirection } from '../stroke-order/constants.js';
import { directionOfStrokeName } from '../strokes/names.js';
import { NAME_ARM_BANDS as ARM_BANDS, NAME_THRESHOLDS } from './constants.js';
import { norm, type Samples } from './resample.js';

/**
 * The stroke table's names (cnchar's, alternatives joined by '/') with the rows of arms each is
 * drawn as, most common first. A stroke of two or more arms takes the name of the nearest row
 * (fewest arms added, dropped or changed; the first row of a tie), so every name read is one
 * the table uses.
 */
const SHAPE_NAMES: readonly (readonly [name: string, rows: readonly string[]])[] = [
  ['横', ['横']],
  ['竖', ['竖']],
  ['撇', ['撇', '竖撇']],
  ['捺', ['捺']],
  ['提', ['提']],
  ['横折', ['横竖', '横捺']],
  ['横撇/横钩', ['横撇']],
  ['横折钩', ['横竖钩', '横撇钩', '横捺钩']],
  ['撇折', ['撇横', '撇提']],
  ['竖钩', ['竖钩']],
  ['竖弯钩', ['竖横钩']],
  ['竖提', ['竖提']],
  ['竖弯', ['竖横']],
  ['斜钩/卧钩', ['捺钩', '横钩']],
  ['撇点', ['撇捺', '竖捺']],
  ['竖折折钩', ['竖横竖钩', '竖横撇钩']],
  ['横折折折钩/横撇弯钩', ['横竖撇钩', '横撇捺撇钩', '横竖捺撇钩', '横竖捺撇', '横撇捺撇', '横竖捺竖钩']],
  ['横斜钩', ['横捺钩']],
  ['横折折撇', ['横竖横撇']],
  ['横折提', ['横竖提']],
  ['横折折/横折弯', ['横竖横']],
  ['竖折撇/竖折折', ['竖横撇', '竖横竖']],
  ['横折折折', ['横竖横竖']],
];

/** Each row of SHAPE_NAMES with its name: a row met exactly needs no nearest-row search. */
const NAME_OF_ROW: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(
  SHAPE_NAMES.flatMap(([name, rows]) => rows.map((row): [string, string] => [row, name])),
);

/** One straight piece of a stroke between two corners (sample indices). */
interface Arm {
  readonly from: number;
  readonly to: number;
  readonly angle: number;
  readonly length: number;
}

/** A stroke's name and the direction the name gives (as rule strokes.names reads names). */
interface StrokeShapeName {
  readonly name: string;
  readonly direction: StrokeDirection;
}

/** The name of a resampled stroke (reference units, y down) read from its arms. */
export function nameOfShape(samples: Samples): StrokeShapeName {
  const name = nameOfArms(samples);
  return { name, direction: directionOfStrokeName(name) };
}

function nameOfArms(samples: Samples): string {
  const count = samples.length / 2;
  let length = 0;
  for (let k = 1; k < count; k++) length += distance(samples, k - 1, k);
  const arms = armsOf(samples, length);
  if (arms.length === 1) return nameOfLoneArm(samples, arms[0]!, length);
  const row = arms
    .map((arm, k) => {
      const last = k === arms.length - 1;
      const hook =
        last && arm.length < NAME_THRESHOLDS.hook * length && arm.angle < NAME_THRESHOLDS.hookRise && arm.angle > -180;
      return hook ? '钩' : letterOf(arm.angle);
    })
    .join('');
  return NAME_OF_ROW.get(row) ?? nearestName(row);
}

/** The name of the row of SHAPE_NAMES nearest `row`. */
function nearestName(row: string): string {
  let best = SHAPE_NAMES[0]![0];
  let fewest = Number.POSITIVE_INFINITY;
  for (const [name, rows] of SHAPE_NAMES) {
    for (const candidate of rows) {
      const edits = armEdits(row, candidate);
      if (edits < fewest) {
        fewest = edits;
        best = name;
      }
    }
  }
  return best;
}

/** A stroke of one arm: 提, 横, 点, 捺, 竖 or 撇 by its direction, the direction of its end, and its length. */
function nameOfLoneArm(samples: Samples, arm: Arm, length: number): string {
  const t = NAME_THRESHOLDS;
  const angle = arm.angle;
  const end = angleBetween(samples, Math.round(arm.from + ((arm.to - arm.from) * 2) / 3), arm.to);
  const lastHalf = angleBetween(samples, Math.round((arm.from + arm.to) / 2), arm.to);
  if (angle < t.backward) return '撇';
  if (lastHalf < t.rise) return '提';
  if (angle < t.flat) return '横';
  if (angle < t.slant) return length < t.dotSlant ? '点' : '捺';
  if (length < (angle < t.dotLean ? t.dotRight : t.dotDown) && angle < t.dotSteepest) return '点';
  return angle < t.vertical && end < t.verticalEnd ? '竖' : '撇';
}

/** The stroke's arms: its corners (Douglas–Peucker), curves merged into arms, serifs dropped. */
function armsOf(samples: Samples, length: number): Arm[] {
  const count = samples.length / 2;
  let corners = mergeCurves(samples, [0, ...candidates(samples, 0, count - 1, length), count - 1]);
  for (;;) {
    const arms = armsBetween(samples, corners);
    if (arms.length < 2) return arms;
    const cut = serifCorner(arms, length);
    if (cut < 0) return arms;
    corners.splice(cut, 1);
    corners = mergeCurves(samples, corners);
  }
}

/** The index of the corner to drop for a serif, or −1 when the arms have none. */
function serifCorner(arms: readonly Arm[], length: number): number {
  const t = NAME_THRESHOLDS;
  const head = arms[0]!;
  const letter = letterOf(head.angle);
  const body =
    letter === '横' || letter === '竖' || letter === '撇' || (head.angle >= t.headRise && head.angle < t.rise);
  if (head.length < t.head * length && !body) return 0;
  for (let k = 1; k < arms.length - 1; k++) {
    // A serif at a fold joins the shorter of its neighbours.
    if (arms[k]!.length < t.serif * length) return arms[k - 1]!.length > arms[k + 1]!.length ? k + 1 : k;
  }
  const tail = arms[arms.length - 1]!;
  const hook = tail.angle < 0 && turn(arms[arms.length - 2]!.angle, tail.angle) >= t.foldTurn;
  return tail.length < t.serif * length && !hook ? arms.length - 1 : -1;
}

/** The corners left once every corner turning by less than foldTurn is dropped, the gentlest first. */
function mergeCurves(samples: Samples, corners: number[]): number[] {
  const angles: number[] = [];
  for (let k = 1; k < corners.length; k++) angles.push(angleBetween(samples, corners[k - 1]!, corners[k]!));
  for (;;) {
    let gentlest = -1;
    let least = Number.POSITIVE_INFINITY;
    for (let k = 1; k < angles.length; k++) {
      const by = turn(angles[k - 1]!, angles[k]!);
      if (by < least) {
        least = by;
        gentlest = k;
      }
    }
    if (gentlest < 0 || least >= NAME_THRESHOLDS.foldTurn) return corners;
    // Corner `gentlest` joins arms gentlest - 1 and gentlest into one.
    corners.splice(gentlest, 1);
    angles.splice(gentlest, 1);
    angles[gentlest - 1] = angleBetween(samples, corners[gentlest - 1]!, corners[gentlest]!);
  }
}

function armsBetween(samples: Samples, corners: readonly number[]): Arm[] {
  const arms: Arm[] = [];
  for (let k = 1; k < corners.length; k++) {
    const from = corners[k - 1]!;
    const to = corners[k]!;
    arms.push({ from, to, angle: angleBetween(samples, from, to), length: distance(samples, from, to) });
  }
  return arms;
}

/** The corners between samples `from` and `to`: the farthest point from the chord, recursively (Douglas–Peucker). */
function candidates(samples: Samples, from: number, to: number, length: number): number[] {
  const ax = samples[2 * from]!;
  const ay = samples[2 * from + 1]!;
  const dx = samples[2 * to]! - ax;
  const dy = samples[2 * to + 1]! - ay;
  const chord = norm(dx, dy);
  let far = -1;
  let farthest = 0;
  for (let k = from + 1; k < to; k++) {
    const px = samples[2 * k]! - ax;
    const py = samples[2 * k + 1]! - ay;
    const off = chord > 0 ? Math.abs(px * dy - py * dx) / chord : norm(px, py);
    if (off > farthest) {
      farthest = off;
      far = k;
    }
  }
  if (far < 0 || farthest <= Math.min(NAME_THRESHOLDS.corner * length, NAME_THRESHOLDS.cornerMost)) return [];
  return [...candidates(samples, from, far, length), far, ...candidates(samples, far, to, length)];
}

function letterOf(angle: number): string {
  return ARM_BANDS.find((band) => angle >= band.from && angle < band.to)?.arm ?? '撇';
}

/** How far two directions differ, 0° to 180°. */
function turn(a: number, b: number): number {
  return Math.abs(((b - a + 540) % 360) - 180);
}

function angleBetween(samples: Samples, from: number, to: number): number {
  return angleOf(samples[2 * to]! - samples[2 * from]!, samples[2 * to + 1]! - samples[2 * from + 1]!);
}

function distance(samples: Samples, from: number, to: number): number {
  return norm(samples[2 * to]! - samples[2 * from]!, samples[2 * to + 1]! - samples[2 * from + 1]!);
}

/** Arms added, dropped or changed to turn one row of arms into the other (Levenshtein; no swaps, unlike the typo distance of core/suggest.ts). */
function armEdits(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
