// The geometry evaluation (issue 20, rules geometry.*): hanzi-writer-data characters written
// with handwriting-like deformation (scripts/geometry-writing.ts), each with one mistake made on
// purpose, scored with handwriting-scoring/geometry; the share of each case it gets right,
// simplified and traditional apart, against the floors of the issue.
import { geometric } from '../src/geometry/index.js';
import type { GeometryFields } from '../src/geometry/score.js';
import type { StrokeOrderData } from '../src/stroke-order/contract.js';
import { evaluateStrokeOrder } from '../src/stroke-order/fast/index.js';
import { EXTENDED_STROKES } from '../src/strokes/table.js';
import {
  type Deformation,
  GEOMETRY_SIZES,
  type GeometryCase,
  type GeometryCharacter,
  type Writing,
  writeCase,
} from './geometry-writing.js';
import { quizCharacter } from './hanzi-writer-quiz.mjs';

/** The cases in report order; a swap of two strokes of one direction is reported apart. */
export const GEOMETRY_CASES: readonly GeometryCase[] = [
  'canonical',
  'swapped',
  'reversed',
  'missing',
  'extra',
  'moved',
];

/** The floors: the share of characters each case must get right. */
export const GEOMETRY_FLOORS: Readonly<Record<string, number>> = {
  canonical: 0.98,
  'canonical, every size': 0.96,
  swapped: 0.97,
  'swapped, same direction': 0.97,
  reversed: 0.97,
  missing: 0.95,
  extra: 0.95,
  moved: 0.9,
};

type Data = StrokeOrderData & GeometryFields;

/** Whether the result got the case right (the table), and whether it scored below 90. */
export function judge(kind: GeometryCase, { touched }: Writing, data: Data): boolean {
  const { matches, missing, total_score: total } = data;
  switch (kind) {
    case 'canonical':
      return total === 100 && matches.every((match, i) => match.reference === i && !match.reversed);
    case 'swapped': {
      const [a, b] = touched as [number, number];
      return total < 100 && matches[a]?.reference === b && matches[b]?.reference === a;
    }
    case 'reversed':
      return matches[touched[0]!]?.reference === touched[0] && matches[touched[0]!]?.reversed === true;
    case 'missing':
      return missing.includes(touched[0]!);
    case 'extra':
      return matches[touched[0]!]?.reference === null;
    case 'moved':
      return total < 100;
  }
}

/** Tallies: right and total per key. */
export type Tally = Record<string, { right: number; total: number; below90: number }>;

function count(tally: Tally, key: string, right: boolean, below90: boolean): void {
  const entry = tally[key] ?? { right: 0, total: 0, below90: 0 };
  tally[key] = entry;
  entry.total++;
  if (right) entry.right++;
  if (below90) entry.below90++;
}

/** The direction sequence the swap's "same direction" reads: the strokes table's when it counts alike, else the geometry's. */
function directionsOf(character: GeometryCharacter, fallback: readonly string[]): readonly string[] {
  const entry = EXTENDED_STROKES[character.character];
  return entry && entry.sequence.length === character.data.medians.length ? entry.sequence : fallback;
}

/** The peer of the comparison: whether hanzi-writer's quiz accepts a writing (completed, no mistake). */
export type Accepts = (character: GeometryCharacter, writing: Writing, size: number) => Promise<boolean>;

/**
 * hanzi-writer 3.7's quiz driven point by point in Node (scripts/hanzi-writer-quiz.mjs, rendering
 * stubbed), fed the same writing brought back to hanzi-writer-data's frame (a box of `size`
 * becomes the 1024 box, y up), as a quiz of that size would receive it.
 */
export const QUIZ_ACCEPTS: Accepts = async (character, writing, size) => {
  const scale = 1024 / size;
  const strokes = writing.strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: x * scale, y: 900 - y * scale })));
  return (await quizCharacter(character.data, strokes, { character: character.character })).accepted;
};

/**
 * Every case of every character under `deformation`, seeded: tallies per `set case`, per
 * `set canonical size`; `accepts` (hanzi-writer's quiz) is tallied beside as `quiz …`.
 */
export async function evaluateGeometry(
  characters: readonly GeometryCharacter[],
  deformation: Deformation,
  seed: number,
  accepts?: Accepts,
): Promise<{ tally: Tally; milliseconds: number; evaluations: number }> {
  const tally: Tally = {};
  let milliseconds = 0;
  let evaluations = 0;
  for (const [index, character] of characters.entries()) {
    const options = geometric(character.data, { character: character.character });
    const donor = characters[(index * 7 + 3) % characters.length]!;
    for (const [k, kind] of GEOMETRY_CASES.entries()) {
      const size = GEOMETRY_SIZES[(index + k) % GEOMETRY_SIZES.length]!;
      const writing = writeCase(character, kind, size, deformation, seed + k, donor);
      if (writing === undefined) continue;
      const started = performance.now();
      const data = evaluateStrokeOrder(
        { character: character.character, strokes: writing.strokes },
        { ...options, now: () => 0 },
      ) as Data;
      milliseconds += performance.now() - started;
      evaluations++;
      const right = judge(kind, writing, data);
      const below90 = data.total_score < 90;
      const keys = [`${character.set} ${kind}`];
      if (kind === 'canonical') keys.push(`${character.set} canonical size ${size}`);
      if (kind === 'swapped') {
        const directions = directionsOf(character, data.correct_order);
        const [a, b] = writing.touched as [number, number];
        if (directions[a] === directions[b]) keys.push(`${character.set} swapped, same direction`);
      }
      for (const key of keys) count(tally, key, right, below90);
      if (accepts) {
        const accepted = await accepts(character, writing, size);
        for (const key of keys) count(tally, `quiz ${key}`, accepted, false);
      }
    }
  }
  return { tally, milliseconds, evaluations };
}

/** The floors each set misses, as lines; empty when every floor holds. */
export function missedFloors(tally: Tally): string[] {
  const missed: string[] = [];
  for (const set of ['simplified', 'traditional']) {
    for (const [name, floor] of Object.entries(GEOMETRY_FLOORS)) {
      const keys =
        name === 'canonical, every size'
          ? GEOMETRY_SIZES.map((size) => `${set} canonical size ${size}`)
          : [`${set} ${name}`];
      for (const key of keys) {
        const entry = tally[key];
        if (entry && entry.right / entry.total < floor) {
          missed.push(`${key}: ${percent(entry.right, entry.total)} < ${floor * 100}%`);
        }
      }
    }
  }
  return missed;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

/**
 * The report of one deformation: per set, each case's share right (the test of the case),
 * share below 90 (a pass mark of 90 fails it), and the share hanzi-writer's quiz accepts.
 */
export function formatGeometryReport(title: string, tally: Tally): string {
  const lines = [
    `## ${title}`,
    '',
    '| set | case | right | below 90 | quiz accepts | n |',
    '|---|---|---|---|---|---|',
  ];
  const keys = Object.keys(tally)
    .filter((key) => !key.startsWith('quiz '))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b, 'en', { numeric: true }));
  for (const key of keys) {
    const { right, total, below90 } = tally[key]!;
    const [set, ...rest] = key.split(' ');
    const quiz = tally[`quiz ${key}`];
    const quizShare = quiz ? percent(quiz.right, quiz.total) : 'n/a';
    lines.push(
      `| ${set} | ${rest.join(' ')} | ${percent(right, total)} | ${percent(below90, total)} | ${quizShare} | ${total} |`,
    );
  }
  return lines.join('\n');
}

function order(key: string): number {
  const [set, kind] = key.split(' ');
  return (set === 'simplified' ? 0 : 100) + GEOMETRY_CASES.indexOf(kind!.replace(',', '') as GeometryCase);
}

export { HANDWRITING, loadGeometryCharacters, NOISY, sampleGeometryCharacters } from './geometry-writing.js';
