// The writing-quality evaluation of the geometry mode (rules geometry.quality.*): tomoe_data's
// samples written stroke for stroke as hanzi-writer-data's reference (scripts/real-hand.ts), as
// pen data in a box, correct and with known deformations of a known size to one stroke or one
// part: the shares the issue's floors ask of, and the totals of correct writing.
import { geometric } from '../src/geometry/index.js';
import { parallelRuns, partsOf } from '../src/geometry/quality/parts.js';
import type { GeometryQualityFields } from '../src/geometry/quality/read.js';
import { prepareCharacter } from '../src/geometry/reference.js';
import type { WritingQualityData } from '../src/writing-quality/contract.js';
import { evaluateWritingQuality } from '../src/writing-quality/fast/index.js';
import type { GeometryCharacter } from './geometry-writing.js';
import { type HandCharacter, penData, TOMOE_BOX } from './real-hand.js';

export { loadGeometryCharacters } from './geometry-writing.js';
export { correspondingSamples, loadHandSamples } from './real-hand.js';

/** The pen box the samples are written in, pixels. */
export const QUALITY_BOX = 400;

/** The deformation series, each its sizes, smallest first. */
export const SERIES = {
  shorten: [0.1, 0.2, 0.4],
  turn: [5, 10, 20],
  move: [0.05, 0.1, 0.2],
  'part 0.7': [0.9, 0.8, 0.7],
  'part 1.3': [1.1, 1.2, 1.3],
  uneven: [0.15, 0.3, 0.45],
} as const;
export type SeriesName = keyof typeof SERIES;

/** The issue's floors. */
export const QUALITY_FLOORS = {
  'deformed lowest at the largest size': 0.95,
  'note names the right kind': 0.9,
  'score falls as the deformation grows': 0.95,
  'correct: no note on more than one stroke': 0.95,
  'correct: total median': 85,
  'correct: lowest total': 60,
} as const;

type Point = readonly [number, number];
type Strokes = readonly (readonly Point[])[];

const centre = (points: readonly Point[]): Point => {
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    x += px;
    y += py;
  }
  return [x / points.length, y / points.length];
};
const boxCentre = (points: readonly Point[]): Point => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};
const lengthOf = (stroke: readonly Point[]) =>
  stroke.slice(1).reduce((sum, [x, y], k) => sum + Math.hypot(x - stroke[k]![0], y - stroke[k]![1]), 0);

/** The stroke cut to `keep` of its length, its start kept. */
function shortened(stroke: readonly Point[], keep: number): Point[] {
  const target = lengthOf(stroke) * keep;
  const out: Point[] = [stroke[0]!];
  let done = 0;
  for (let k = 1; k < stroke.length; k++) {
    const [ax, ay] = stroke[k - 1]!;
    const [bx, by] = stroke[k]!;
    const piece = Math.hypot(bx - ax, by - ay);
    if (done + piece >= target) {
      const t = piece > 0 ? (target - done) / piece : 0;
      out.push([ax + t * (bx - ax), ay + t * (by - ay)]);
      return out;
    }
    done += piece;
    out.push([bx, by]);
  }
  return out;
}

const mapStroke = (stroke: readonly Point[], f: (p: Point) => Point) => stroke.map(f);

/** The longest stroke: the one a deformation is most plainly about. */
function longest(strokes: Strokes): number {
  let best = 0;
  strokes.forEach((s, i) => {
    if (lengthOf(s) > lengthOf(strokes[best]!)) best = i;
  });
  return best;
}

/** The sample's strokes deformed by `size` of `series`, or undefined when the series does not apply. */
export function deform(
  strokes: Strokes,
  reference: GeometryCharacter,
  series: SeriesName,
  size: number,
): { strokes: Strokes; target: number; part?: number } | undefined {
  const i = longest(strokes);
  const all = strokes.flat();
  const [cx, cy] = boxCentre(all);
  if (series === 'shorten')
    return { strokes: strokes.map((s, k) => (k === i ? shortened(s, 1 - size) : s)), target: i };
  if (series === 'turn') {
    const [ox, oy] = centre(strokes[i]!);
    const a = (size * Math.PI) / 180;
    const rotate = ([x, y]: Point): Point => [
      ox + (x - ox) * Math.cos(a) - (y - oy) * Math.sin(a),
      oy + (x - ox) * Math.sin(a) + (y - oy) * Math.cos(a),
    ];
    return { strokes: strokes.map((s, k) => (k === i ? mapStroke(s, rotate) : s)), target: i };
  }
  if (series === 'move') {
    // Across the stroke, towards the box's centre side it has more room on.
    const s = strokes[i]!;
    const [ax, ay] = s[0]!;
    const [bx, by] = s[s.length - 1]!;
    const length = Math.hypot(bx - ax, by - ay) || 1;
    let [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    const [sx, sy] = centre(s);
    if ((sx - cx) * nx + (sy - cy) * ny > 0) [nx, ny] = [-nx, -ny];
    const d = size * TOMOE_BOX;
    return {
      strokes: strokes.map((t, k) => (k === i ? mapStroke(t, ([x, y]) => [x + d * nx, y + d * ny]) : t)),
      target: i,
    };
  }
  const prepared = prepareCharacter(reference.data, undefined);
  if (series === 'uneven') {
    const run = parallelRuns(prepared.samples, prepared.boxes)[0];
    if (!run) return undefined;
    const [first, middle] = run.strokes;
    const axis = run.axis === 'y' ? 1 : 0;
    const gap = centre(strokes[middle!]!)[axis] - centre(strokes[first!]!)[axis];
    const shift = -size * gap;
    const moved = (p: Point): Point => (axis === 1 ? [p[0], p[1] + shift] : [p[0] + shift, p[1]]);
    return { strokes: strokes.map((s, k) => (k === middle ? mapStroke(s, moved) : s)), target: middle! };
  }
  const parts = partsOf(prepared.boxes);
  if (parts.length < 2) return undefined;
  // The part of most strokes.
  let part = 0;
  parts.forEach((p, k) => {
    if (p.length > parts[part]!.length) part = k;
  });
  const members = new Set(parts[part]);
  const [px, py] = boxCentre(strokes.filter((_, k) => members.has(k)).flat());
  const scale = ([x, y]: Point): Point => [px + (x - px) * size, py + (y - py) * size];
  return {
    strokes: strokes.map((s, k) => (members.has(k) ? mapStroke(s, scale) : s)),
    target: parts[part]![0]!,
    part,
  };
}

/** The whole character at 40% of the box, in its top-left corner. */
export function cornered(strokes: Strokes): Strokes {
  const all = strokes.flat();
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const side = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY) || 1;
  const k = (0.4 * TOMOE_BOX) / side;
  const margin = 0.02 * TOMOE_BOX;
  return strokes.map((s) => s.map(([x, y]): Point => [margin + (x - minX) * k, margin + (y - minY) * k]));
}

type Data = WritingQualityData & GeometryQualityFields;

/** Counts of each measure: passes of tries. */
export type QualityTally = Record<string, { pass: number; tries: number }>;

/** Runs every series and the correct writing on `hands`. */
export function evaluateQuality(hands: readonly HandCharacter[]): {
  tally: QualityTally;
  totals: number[];
  milliseconds: number;
  evaluations: number;
} {
  const tally: QualityTally = {};
  const count = (name: string, pass: boolean) => {
    tally[name] ??= { pass: 0, tries: 0 };
    const entry = tally[name];
    entry.tries++;
    if (pass) entry.pass++;
  };
  const totals: number[] = [];
  let milliseconds = 0;
  let evaluations = 0;
  const box = { width: QUALITY_BOX, height: QUALITY_BOX };
  for (const { sample, reference } of hands) {
    const options = { ...geometric(reference.data, { character: reference.character }), box };
    const rate = (strokes: Strokes): Data => {
      const started = performance.now();
      const data = evaluateWritingQuality({ strokes: penData(strokes, QUALITY_BOX) }, options);
      milliseconds += performance.now() - started;
      evaluations++;
      return data;
    };
    const correct = rate(sample.strokes);
    totals.push(correct.total_score);
    const noted = correct.stroke_quality.filter((s) => s.notes.length > 0).length;
    count('correct: no note on more than one stroke', noted <= 1);
    for (const series of Object.keys(SERIES) as SeriesName[]) {
      const sizes = SERIES[series];
      const runs = sizes.map((size) => deform(sample.strokes, reference, series, size));
      if (runs.some((run) => run === undefined)) continue;
      const rated = runs.map((run) => rate(run!.strokes));
      const target = runs[0]!.target;
      const partIndex = runs[0]!.part;
      const scoreOf = (data: Data): number => {
        if (partIndex !== undefined) return data.character_quality.parts[partIndex]?.score ?? 100;
        if (series === 'uneven') return data.dimensions.spacing ?? 100;
        return data.stroke_quality[target]!.score;
      };
      const last = rated[rated.length - 1]!;
      if (series !== 'uneven') {
        const scores =
          partIndex !== undefined
            ? last.character_quality.parts.map((p) => p.score)
            : last.stroke_quality.map((s) => s.score);
        count(`${series}: lowest`, scoreOf(last) <= Math.min(...scores));
        count('deformed lowest at the largest size', scoreOf(last) <= Math.min(...scores));
      }
      const kinds: readonly string[] =
        series === 'shorten'
          ? last.stroke_quality[target]!.kinds
          : series === 'turn'
            ? last.stroke_quality[target]!.kinds
            : series === 'move'
              ? last.stroke_quality[target]!.kinds
              : last.character_quality.kinds;
      const wanted = {
        shorten: 'short',
        turn: 'slanted',
        move: 'misplaced',
        'part 0.7': 'part_small',
        'part 1.3': 'part_large',
        uneven: 'uneven',
      }[series];
      const named = series.startsWith('part')
        ? kinds.includes(wanted) || kinds.includes('proportion')
        : kinds.includes(wanted);
      count(`${series}: named`, named);
      count('note names the right kind', named);
      // Over the issue's sizes; from the correct writing too, where the hand's own deviation the
      // other way can make the smallest deformation score higher than the writing as it was.
      const falls = (scores: number[]) => scores.every((score, k) => k === 0 || score <= scores[k - 1]!);
      const monotone = falls(rated.map(scoreOf));
      count(`${series}: falls`, monotone);
      count('score falls as the deformation grows', monotone);
      count(`${series}: falls from the correct writing`, falls([correct, ...rated].map(scoreOf)));
    }
    const corner = rate(cornered(sample.strokes));
    const cornerNamed =
      corner.character_quality.kinds.includes('small') && corner.character_quality.kinds.includes('off_centre');
    count('corner 40%: named small and off_centre', cornerNamed);
    count('note names the right kind', cornerNamed);
    count('corner 40%: total falls', corner.total_score < correct.total_score);
    count('score falls as the deformation grows', corner.total_score < correct.total_score);
  }
  return { tally, totals, milliseconds, evaluations };
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The report table: each measure's share, with its floor where the issue gives one. */
export function formatQualityReport(tally: QualityTally, totals: readonly number[]): string {
  const floors = QUALITY_FLOORS as Readonly<Record<string, number>>;
  const lines = ['| measure | reached | floor |', '|---|---|---|'];
  for (const [name, { pass, tries }] of Object.entries(tally).sort(([a], [b]) => a.localeCompare(b))) {
    const floor = floors[name];
    lines.push(
      `| ${name} | ${((100 * pass) / tries).toFixed(1)}% (${pass}/${tries}) | ${floor === undefined ? '' : `>= ${floor * 100}%`} |`,
    );
  }
  lines.push(
    `| correct: total median | ${median(totals).toFixed(1)} | >= ${QUALITY_FLOORS['correct: total median']} |`,
  );
  lines.push(
    `| correct: lowest total | ${Math.min(...totals).toFixed(1)} | >= ${QUALITY_FLOORS['correct: lowest total']} |`,
  );
  return lines.join('\n');
}

/** The floors missed, one line each. */
export function missedQualityFloors(tally: QualityTally, totals: readonly number[]): string[] {
  const missed: string[] = [];
  for (const [name, floor] of Object.entries(QUALITY_FLOORS)) {
    const entry = tally[name];
    if (entry && entry.pass / entry.tries < floor)
      missed.push(`${name}: ${((100 * entry.pass) / entry.tries).toFixed(1)}% < ${floor * 100}%`);
  }
  if (median(totals) < QUALITY_FLOORS['correct: total median']) missed.push(`correct: total median ${median(totals)}`);
  if (Math.min(...totals) < QUALITY_FLOORS['correct: lowest total'])
    missed.push(`correct: lowest total ${Math.min(...totals)}`);
  return missed;
}
