// Writing by a real hand for the evaluations: tomoe_data (eval/tomoe/, one person's writing,
// Apache-2.0 or CC BY 4.0, evaluation data only, never published) read as strokes, the samples
// kept whose strokes correspond one to one, in order, to hanzi-writer-data's medians (a filter of
// its own that never runs the matcher under test), and pen data made from them at a size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeometryCharacter } from './geometry-writing.js';

/** tomoe_data's box: 320 units a side, y down. */
export const TOMOE_BOX = 320;

/** hanzi-writer-data's frame: 1024 units a side, y up from -124 to 900. */
const FRAME = { size: 1024, top: 900 } as const;

/** One character drawn by the hand: each stroke the polyline of its corners, tomoe units (y down). */
export interface HandSample {
  readonly character: string;
  readonly strokes: readonly (readonly (readonly [number, number])[])[];
}

/** Every sample of a tomoe_data dictionary file, in file order. */
export function readTomoe(path: string): HandSample[] {
  const samples: HandSample[] = [];
  const blocks = readFileSync(path, 'utf8').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (lines.length < 2 || !lines[1]!.startsWith(':')) continue;
    const count = Number(lines[1]!.slice(1));
    const strokes = lines
      .slice(2)
      .map((line) =>
        [...line.matchAll(/\((-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)\)/g)].map((match): [number, number] => [
          Number(match[1]),
          Number(match[2]),
        ]),
      );
    if (strokes.length !== count || strokes.some((stroke) => stroke.length === 0)) continue;
    samples.push({ character: lines[0]!, strokes });
  }
  return samples;
}

/** The tomoe_data samples shipped in the repository for evaluation. */
export function loadHandSamples(root: string): HandSample[] {
  return readTomoe(join(root, 'eval', 'tomoe', 'all.tdic'));
}

/** The numbers of the correspondence filter, in shares of the character's box. */
export const CORRESPONDENCE = {
  /** A stroke's start and end each lie within this share of the box of its median's (after a box fit). */
  endpoints: 0.3,
  /** Another median fits "clearly better" when its endpoint distance is below this share of the stroke's own. */
  clearlyBetter: 0.6,
} as const;

type Point = readonly [number, number];

function boxOf(strokes: readonly (readonly Point[])[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    for (const [x, y] of stroke) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { minX, minY, maxX, maxY };
}

/** The medians in screen orientation (y down), hanzi-writer-data's units. */
export function mediansDown(character: GeometryCharacter): Point[][] {
  return character.data.medians.map((median) => median.map(([x, y]): Point => [x, FRAME.top - y]));
}

/**
 * Whether the hand's sample is written stroke for stroke as the reference: as many strokes,
 * and after fitting the sample's box onto the medians' box (each axis on its own), each stroke's
 * start and end lie within CORRESPONDENCE.endpoints of the box of its own median's start and
 * end, in its direction, and no other median's endpoints fit it clearly better. Endpoints and
 * boxes only: the matcher under test is never run.
 */
export function corresponds(sample: HandSample, character: GeometryCharacter): boolean {
  const medians = mediansDown(character);
  if (medians.length !== sample.strokes.length) return false;
  const to = boxOf(medians);
  const from = boxOf(sample.strokes);
  const side = Math.max(to.maxX - to.minX, to.maxY - to.minY);
  const sx = from.maxX > from.minX ? (to.maxX - to.minX) / (from.maxX - from.minX) : 1;
  const sy = from.maxY > from.minY ? (to.maxY - to.minY) / (from.maxY - from.minY) : 1;
  const fit = ([x, y]: Point): Point => [to.minX + (x - from.minX) * sx, to.minY + (y - from.minY) * sy];
  const gap = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const ends = (stroke: readonly Point[]): [Point, Point] => [stroke[0]!, stroke[stroke.length - 1]!];
  return sample.strokes.every((stroke, i) => {
    const [start, end] = ends(stroke.map(fit));
    const own = (j: number) => {
      const [a, b] = ends(medians[j]!);
      return gap(start, a) + gap(end, b);
    };
    const [a, b] = ends(medians[i]!);
    const limit = CORRESPONDENCE.endpoints * side;
    if (gap(start, a) > limit || gap(end, b) > limit) return false;
    // Drawn the other way round, the reversed reading would fit better.
    if (gap(start, b) + gap(end, a) < own(i)) return false;
    return medians.every((_, j) => j === i || own(j) >= CORRESPONDENCE.clearlyBetter * own(i));
  });
}

/** One sample of the hand with the reference it was kept for. */
export interface HandCharacter {
  readonly sample: HandSample;
  readonly reference: GeometryCharacter;
}

/** The samples written in their reference's order and stroke count, in file order. */
export function correspondingSamples(
  samples: readonly HandSample[],
  references: readonly GeometryCharacter[],
): HandCharacter[] {
  const byCharacter = new Map(references.map((reference) => [reference.character, reference]));
  const kept: HandCharacter[] = [];
  for (const sample of samples) {
    const reference = byCharacter.get(sample.character);
    if (reference && corresponds(sample, reference)) kept.push({ sample, reference });
  }
  return kept;
}

/** The pen's sampling: a point every this share of the box, this many milliseconds apart. */
export const PEN = { spacing: 0.015, millisecondsPerPoint: 8, strokeGap: 150 } as const;

/** A pen point as the operations take it. */
export interface PenPoint {
  x: number;
  y: number;
  timestamp: number;
}

/**
 * Strokes given in tomoe units (y down) written as pen data on a box of `size` pixels: each
 * segment densified to a point every PEN.spacing of the box, as a pen samples it.
 */
export function penData(strokes: readonly (readonly Point[])[], size: number): PenPoint[][] {
  const scale = size / TOMOE_BOX;
  const step = PEN.spacing * TOMOE_BOX;
  let time = 0;
  return strokes.map((stroke) => {
    const points: PenPoint[] = [];
    const push = (x: number, y: number) => {
      points.push({ x: x * scale, y: y * scale, timestamp: time });
      time += PEN.millisecondsPerPoint;
    };
    push(stroke[0]![0], stroke[0]![1]);
    for (let k = 1; k < stroke.length; k++) {
      const [ax, ay] = stroke[k - 1]!;
      const [bx, by] = stroke[k]!;
      const pieces = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
      for (let p = 1; p <= pieces; p++) push(ax + ((bx - ax) * p) / pieces, ay + ((by - ay) * p) / pieces);
    }
    time += PEN.strokeGap;
    return points;
  });
}
