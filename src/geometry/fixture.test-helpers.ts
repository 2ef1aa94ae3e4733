// A made-up character for the unit tests (no hanzi-writer-data here): four strokes shaped like
// 王's, in hanzi-writer-data's format, and a pen that writes it at any size on screen.
import type { StrokePoint } from '../core/points.js';
import type { CharacterGeometry } from './data.js';

/** 横, 横, 竖, 横 (a 王 of straight lines), y up as hanzi-writer-data has it. */
/** Geometry whose points are typed as pairs, as the fixtures write them. */
export interface PairGeometry extends CharacterGeometry {
  readonly medians: readonly (readonly (readonly [number, number])[])[];
}

export const WANG: PairGeometry = {
  strokes: ['M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z'],
  medians: [
    [
      [220, 720],
      [800, 730],
    ],
    [
      [280, 420],
      [740, 425],
    ],
    [
      [510, 740],
      [512, 90],
    ],
    [
      [150, 70],
      [870, 80],
    ],
  ],
};

/** A 横折钩 and a 点 beside it, for names. */
export const TURNS: PairGeometry = {
  strokes: ['M 0 0 Z', 'M 0 0 Z'],
  medians: [
    [
      [200, 700],
      [700, 700],
      [690, 150],
      [620, 200],
    ],
    [
      [820, 600],
      [880, 530],
    ],
  ],
};

/**
 * The median `line` written on screen: (x, 900 − y) scaled by `scale` and offset, with `points`
 * points along each segment.
 */
export function write(
  line: readonly (readonly number[])[],
  { scale = 0.4, dx = 30, dy = 10, points = 6, time = 0 } = {},
): StrokePoint[] {
  const out: StrokePoint[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax = 0, ay = 0] = line[i]!;
    const [bx = 0, by = 0] = line[i + 1]!;
    for (let k = i === 0 ? 0 : 1; k <= points; k++) {
      const t = k / points;
      out.push({
        x: (ax + t * (bx - ax)) * scale + dx,
        y: (900 - (ay + t * (by - ay))) * scale + dy,
        timestamp: time + out.length * 10,
      });
    }
  }
  return out;
}

/** Every stroke of `data` written in the standard order. */
export function writeAll(data: PairGeometry, options?: Parameters<typeof write>[1]): StrokePoint[][] {
  return data.medians.map((line) => write(line, options));
}
