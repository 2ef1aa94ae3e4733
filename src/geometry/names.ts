// rule: geometry.names — a stroke's Chinese name read from its shape, for the messages: the
// path is simplified to its folds, each fold's arm named by its direction, a short sharp final
// arm read as a hook (钩). Coarse on purpose: settings.names gives exact names.

import { angleOf } from '../core/angle.js';
import type { StrokeDirection } from '../stroke-order/constants.js';
import { norm, type Samples } from './resample.js';

/** The arms' names by direction (degrees, y down), tested in order; the last takes the rest. */
const ARM_BANDS: readonly { readonly name: string; readonly from: number; readonly to: number }[] = [
  { name: '横', from: -25, to: 25 },
  { name: '捺', from: 25, to: 65 },
  { name: '竖', from: 65, to: 115 },
  { name: '提', from: -85, to: -25 },
  { name: '撇', from: -180, to: 180 },
];

/** The numbers of the reading, in reference units (1024 a box) and degrees. */
const NAME_THRESHOLDS: Readonly<{
  fold: number;
  foldMost: number;
  dot: number;
  hook: number;
  hookTurn: number;
}> = {
  /** A point further than this share of the stroke's length from the chord (or foldMost) is a fold. */
  fold: 0.12,
  /** So that a short hook on a long stroke still folds. */
  foldMost: 45,
  /** A one-arm stroke shorter than this is a dot (点), unless it is a 横 or a 提. */
  dot: 125,
  /** A final arm shorter than this, turning by more than hookTurn, is a hook. */
  hook: 140,
  hookTurn: 60,
};

const DIRECTION_OF_ARM: Readonly<Record<string, StrokeDirection>> = {
  横: 'horizontal',
  竖: 'vertical',
  撇: 'left_falling',
  捺: 'right_falling',
  点: 'dot',
  提: 'rising',
};

/** A stroke's name and the direction the name gives (as rule strokes.names reads names). */
interface StrokeShapeName {
  readonly name: string;
  readonly direction: StrokeDirection;
}

/** The name of a resampled stroke (reference units, y down) read from its folds. */
export function nameOfShape(samples: Samples): StrokeShapeName {
  const count = samples.length / 2;
  const corners = [0, ...folds(samples, 0, count - 1), count - 1];
  const arms: { name: string; angle: number; length: number }[] = [];
  for (let k = 1; k < corners.length; k++) {
    const dx = samples[2 * corners[k]!]! - samples[2 * corners[k - 1]!]!;
    const dy = samples[2 * corners[k]! + 1]! - samples[2 * corners[k - 1]! + 1]!;
    const angle = angleOf(dx, dy);
    const band = ARM_BANDS.find((b) => angle >= b.from && angle <= b.to)!;
    const last = arms[arms.length - 1];
    // Two arms of one name are one arm bent, not a fold.
    if (last?.name === band.name) last.length += norm(dx, dy);
    else arms.push({ name: band.name, angle, length: norm(dx, dy) });
  }
  let hook = false;
  if (arms.length > 1) {
    const tail = arms[arms.length - 1]!;
    const body = arms[arms.length - 2]!;
    const turn = Math.abs(((tail.angle - body.angle + 540) % 360) - 180);
    if (tail.length < NAME_THRESHOLDS.hook && turn > NAME_THRESHOLDS.hookTurn && tail.angle < 0) {
      arms.pop();
      hook = true;
    }
  }
  const first = arms[0]!;
  if (arms.length === 1 && !hook) {
    const dot = first.length < NAME_THRESHOLDS.dot && first.name !== '横' && first.name !== '提';
    const name = dot ? '点' : first.name;
    return { name, direction: DIRECTION_OF_ARM[name]! };
  }
  const name = first.name + '折'.repeat(arms.length - 1) + (hook ? '钩' : '');
  return { name, direction: arms.length === 1 ? DIRECTION_OF_ARM[first.name]! : 'turning' };
}

/** The folds between samples `from` and `to`: the farthest point from the chord, recursively (Douglas–Peucker). */
function folds(samples: Samples, from: number, to: number): number[] {
  const ax = samples[2 * from]!;
  const ay = samples[2 * from + 1]!;
  const dx = samples[2 * to]! - ax;
  const dy = samples[2 * to + 1]! - ay;
  const chord = norm(dx, dy);
  let far = -1;
  let farthest = 0;
  let length = 0;
  for (let k = from + 1; k <= to; k++) {
    length += norm(samples[2 * k]! - samples[2 * k - 2]!, samples[2 * k + 1]! - samples[2 * k - 1]!);
    if (k === to) break;
    const px = samples[2 * k]! - ax;
    const py = samples[2 * k + 1]! - ay;
    const off = chord > 0 ? Math.abs(px * dy - py * dx) / chord : norm(px, py);
    if (off > farthest) {
      farthest = off;
      far = k;
    }
  }
  if (far < 0 || farthest <= Math.min(NAME_THRESHOLDS.fold * length, NAME_THRESHOLDS.foldMost)) return [];
  return [...folds(samples, from, far), far, ...folds(samples, far, to)];
}
