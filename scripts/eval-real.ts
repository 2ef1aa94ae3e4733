// The real-hand evaluation (rules geometry.*, strokes.*): tomoe_data's samples written stroke for
// stroke as hanzi-writer-data's reference (scripts/real-hand.ts), as pen data at several sizes,
// correct and with one mistake made on purpose, scored in geometry mode and with PRECISE, beside
// hanzi-writer's quiz on the same writing; the share of each case judged right, against floors.

import { random } from '../bench/random.mjs';
import { geometric } from '../src/geometry/index.js';
import { prepareCharacter } from '../src/geometry/reference.js';
import type { GeometryFields, GeometryStrokeError } from '../src/geometry/score.js';
import type { StrokeOrderData } from '../src/stroke-order/contract.js';
import { evaluateStrokeOrder } from '../src/stroke-order/fast/index.js';
import { PRECISE } from '../src/strokes/precise.js';
import { EXTENDED_STROKES, strokeNames } from '../src/strokes/table.js';
import type { GeometryCharacter } from './geometry-writing.js';
import { quizCharacter } from './hanzi-writer-quiz.mjs';
import { type HandCharacter, type PenPoint, penData, TOMOE_BOX } from './real-hand.js';

/** The sizes of the writing box, in pixels. */
export const REAL_SIZES: readonly number[] = [100, 400, 1000];

/** The cases, each a writing of one sample. */
export const REAL_CASES = ['correct', 'swapped', 'swapped same', 'reversed', 'missing', 'extra', 'moved'] as const;
export type RealCase = (typeof REAL_CASES)[number];

/** How far a moved stroke goes: a share of the box. */
export const MOVED_BY = 0.25;

/** The floors: the share of writings each measure must get right. */
export const REAL_FLOORS: Readonly<Record<string, number>> = {
  'geometry correct = 100': 0.97,
  'geometry correct >= 90': 0.99,
  'precise correct = 100': 0.85,
  'geometry swapped < 90': 0.99,
  'geometry swapped same < 90': 0.99,
  'geometry reversed < 90': 0.99,
  'geometry missing < 90': 0.99,
  'geometry extra < 90': 0.99,
  'geometry swapped named': 0.97,
  'geometry swapped same named': 0.97,
  'geometry reversed named': 0.97,
  'geometry missing named': 0.97,
  'geometry extra named': 0.97,
  'geometry moved < 90': 0.95,
  'geometry moved named': 0.9,
  'names agree with cnchar': 0.97,
};

type Point = readonly [number, number];
type Strokes = readonly (readonly Point[])[];

/** One writing of a case: its strokes (tomoe units) and what was done to which strokes. */
export interface RealWriting {
  readonly strokes: Strokes;
  /** Drawing positions touched: the pair swapped, the stroke reversed, moved or inserted, the reference stroke left out. */
  readonly touched: readonly number[];
}

/** The cnchar direction sequence of the character when it counts alike, else undefined. */
function directionsOf(character: GeometryCharacter): readonly string[] | undefined {
  const entry = EXTENDED_STROKES[character.character];
  return entry && entry.sequence.length === character.data.medians.length ? entry.sequence : undefined;
}

function boxOf(strokes: Strokes): { minX: number; minY: number; maxX: number; maxY: number } {
  const xs = strokes.flatMap((stroke) => stroke.map(([x]) => x));
  const ys = strokes.flatMap((stroke) => stroke.map(([, y]) => y));
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The writing of `kind` for a sample, or undefined when the case does not apply (one stroke, no same-direction pair). */
export function writeRealCase(
  hand: HandCharacter,
  kind: RealCase,
  next: () => number,
  donor: HandCharacter,
): RealWriting | undefined {
  const strokes = hand.sample.strokes;
  const n = strokes.length;
  const pick = (count: number) => Math.floor(next() * count);
  switch (kind) {
    case 'correct':
      return { strokes, touched: [] };
    case 'swapped':
    case 'swapped same': {
      if (n < 2) return undefined;
      const directions = directionsOf(hand.reference);
      const pairs: [number, number][] = [];
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          const same = directions !== undefined && directions[a] === directions[b];
          if (kind === 'swapped same' ? same : !same) pairs.push([a, b]);
        }
      }
      if (pairs.length === 0) return undefined;
      const [a, b] = pairs[pick(pairs.length)]!;
      const swapped = [...strokes];
      swapped[a] = strokes[b]!;
      swapped[b] = strokes[a]!;
      return { strokes: swapped, touched: [a, b] };
    }
    case 'reversed': {
      const k = pick(n);
      return { strokes: strokes.map((stroke, i) => (i === k ? [...stroke].reverse() : stroke)), touched: [k] };
    }
    case 'missing': {
      if (n < 2) return undefined;
      const k = pick(n);
      return { strokes: strokes.filter((_, i) => i !== k), touched: [k] };
    }
    case 'extra': {
      const extra = donor.sample.strokes[pick(donor.sample.strokes.length)]!;
      const at = pick(n + 1);
      return { strokes: [...strokes.slice(0, at), extra, ...strokes.slice(at)], touched: [at] };
    }
    case 'moved': {
      if (n < 2) return undefined;
      const k = pick(n);
      const box = boxOf([strokes[k]!]);
      const centre = boxOf(strokes);
      // Toward the side with more room, so the stroke stays near the character.
      const middleX = (centre.minX + centre.maxX) / 2;
      const middleY = (centre.minY + centre.maxY) / 2;
      const alongX = next() < 0.5;
      const by = MOVED_BY * TOMOE_BOX;
      const dx = alongX ? ((box.minX + box.maxX) / 2 > middleX ? -by : by) : 0;
      const dy = alongX ? 0 : (box.minY + box.maxY) / 2 > middleY ? -by : by;
      const moved = strokes.map((stroke, i) => (i === k ? stroke.map(([x, y]): Point => [x + dx, y + dy]) : stroke));
      return { strokes: moved, touched: [k] };
    }
  }
}

type GeometryData = StrokeOrderData & GeometryFields;

/** Whether geometry mode named the case right (the issue's "named" row). */
export function namedRight(kind: RealCase, writing: RealWriting, data: GeometryData, n: number): boolean {
  const { matches, missing } = data;
  const errors = data.errors as readonly GeometryStrokeError[];
  const own = (skip: (i: number) => boolean, shift = (i: number) => i) =>
    matches.every((match, i) => skip(i) || (match.reference === shift(i) && !match.reversed));
  switch (kind) {
    case 'correct':
      return errors.length === 0;
    case 'swapped':
    case 'swapped same': {
      const [a, b] = writing.touched as [number, number];
      return matches[a]?.reference === b && matches[b]?.reference === a && own((i) => i === a || i === b);
    }
    case 'reversed': {
      const k = writing.touched[0]!;
      return matches[k]?.reference === k && matches[k]?.reversed === true && own((i) => i === k);
    }
    case 'missing': {
      const k = writing.touched[0]!;
      return (
        missing.length === 1 &&
        missing[0] === k &&
        own(
          () => false,
          (i) => (i < k ? i : i + 1),
        )
      );
    }
    case 'extra': {
      // Named right when the stroke added is extra (the issue's test), or when one drawn stroke is
      // extra and every other is its own reference stroke: an extra stroke drawn over one of the
      // same shape leaves either of the two to call extra.
      if (matches[writing.touched[0]!]?.reference === null) return true;
      const nulls = matches.filter((match) => match.reference === null).length;
      const rest = matches.filter((match) => match.reference !== null);
      return nulls === 1 && missing.length === 0 && rest.length === n && rest.every((m, i) => m.reference === i);
    }
    case 'moved': {
      const k = writing.touched[0]!;
      const kinds = errors.map((error) => `${error.kind}:${error.reference_index}`);
      return kinds.includes(`misplaced:${k + 1}`) && missing.length === 0 && matches.every((m) => m.reference !== null);
    }
  }
}

/** Tallies: hits and total per measure. */
export type RealTally = Record<string, { hits: number; total: number }>;

function count(tally: RealTally, key: string, hit: boolean): void {
  const entry = tally[key] ?? { hits: 0, total: 0 };
  tally[key] = entry;
  entry.total++;
  if (hit) entry.hits++;
}

/** A failure to look at: the writing, the size and what each reading said. */
export interface RealFailure {
  readonly hand: HandCharacter;
  readonly kind: RealCase;
  readonly size: number;
  readonly writing: RealWriting;
  readonly data: GeometryData;
}

/** Pen data of a writing at `size` pixels, brought to hanzi-writer-data's frame for the quiz (1024 box, y up). */
function quizStrokes(strokes: PenPoint[][], size: number): { x: number; y: number }[][] {
  const scale = 1024 / size;
  return strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: x * scale, y: 900 - y * scale })));
}

/** Options of {@link evaluateReal}. */
export interface RealOptions {
  readonly seed: number;
  /** Run hanzi-writer's quiz on every writing (slow). */
  readonly quiz: boolean;
  /** The sizes to write at: all of them for every case, or one per case in turn. */
  readonly everySize: boolean;
}

/** Every case of every sample, scored three ways; the failures of geometry mode kept for pictures. */
export async function evaluateReal(
  hands: readonly HandCharacter[],
  options: RealOptions,
): Promise<{ tally: RealTally; failures: RealFailure[]; milliseconds: number; evaluations: number }> {
  const tally: RealTally = {};
  const failures: RealFailure[] = [];
  let milliseconds = 0;
  let evaluations = 0;
  const next = random(options.seed);
  for (const [index, hand] of hands.entries()) {
    const { character } = hand.reference;
    const matcher = geometric(hand.reference.data, { character });
    const donor = hands[(index * 7 + 3) % hands.length]!;
    const n = hand.sample.strokes.length;
    const cnchar = strokeNames(character);
    if (cnchar && cnchar.length === n) {
      const used = matcher.matcher.names;
      const shape = prepareCharacter(hand.reference.data, undefined).names;
      cnchar.forEach((name, i) => {
        count(tally, 'names agree with cnchar', used[i] === name);
        count(tally, 'names agree with cnchar, shape reading alone', shape[i] === name);
      });
    }
    // PRECISE's score of the correct writing at each size, to tell its catches from its misreadings.
    const preciseCorrect = new Map<number, number>();
    for (const [k, kind] of REAL_CASES.entries()) {
      const writing = writeRealCase(hand, kind, next, donor);
      if (writing === undefined) continue;
      const sizes = options.everySize ? REAL_SIZES : [REAL_SIZES[(index + k) % REAL_SIZES.length]!];
      for (const size of sizes) {
        const strokes = penData(writing.strokes, size);
        const request = { character, strokes };
        const started = performance.now();
        const data = evaluateStrokeOrder(request, { ...matcher, now: () => 0 }) as GeometryData;
        milliseconds += performance.now() - started;
        evaluations++;
        const named = namedRight(kind, writing, data, n);
        const score = data.total_score;
        if (kind === 'correct') {
          count(tally, 'geometry correct = 100', score === 100);
          count(tally, 'geometry correct >= 90', score >= 90);
          count(tally, `geometry correct = 100 at ${size}`, score === 100);
          if (score !== 100) failures.push({ hand, kind, size, writing, data });
          for (const error of data.errors as readonly GeometryStrokeError[])
            count(tally, `geometry correct: flags ${error.kind}`, true);
        } else {
          count(tally, `geometry ${kind} < 90`, score < 90);
          count(tally, `geometry ${kind} named`, named);
          if (score >= 90 || !named) failures.push({ hand, kind, size, writing, data });
        }
        if (EXTENDED_STROKES[character]?.sequence.length === n) {
          const precise = evaluateStrokeOrder(request, { ...PRECISE, now: () => 0 });
          if (kind === 'correct') {
            count(tally, 'precise correct = 100', precise.total_score === 100);
            preciseCorrect.set(size, precise.total_score);
          } else {
            count(tally, `precise ${kind} < 90`, precise.total_score < 90);
            count(tally, `precise ${kind} < 100`, precise.total_score < 100);
            // What PRECISE catches of the mistake itself: on writing whose correct form it accepts.
            if (preciseCorrect.get(size) === 100)
              count(tally, `precise ${kind} < 90, correct = 100`, precise.total_score < 90);
          }
        }
        if (options.quiz) {
          const quiz = await quizCharacter(hand.reference.data, quizStrokes(strokes, size), { character });
          if (kind === 'correct') count(tally, 'quiz correct accepted', quiz.accepted);
          else count(tally, `quiz ${kind} caught`, !quiz.accepted);
        }
      }
    }
  }
  return { tally, failures, milliseconds, evaluations };
}

/** The floors missed, as lines; empty when every floor holds. */
export function missedRealFloors(tally: RealTally): string[] {
  const missed: string[] = [];
  for (const [key, floor] of Object.entries(REAL_FLOORS)) {
    const keys = key === 'geometry correct = 100' ? [key, ...REAL_SIZES.map((size) => `${key} at ${size}`)] : [key];
    for (const name of keys) {
      const entry = tally[name];
      if (entry && entry.total > 0 && entry.hits / entry.total < floor) {
        missed.push(`${name}: ${percent(entry.hits, entry.total)} < ${floor * 100}%`);
      }
    }
  }
  return missed;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** The report: every measure with its share, count and floor. */
export function formatRealReport(tally: RealTally): string {
  const lines = ['| measure | share | n | floor |', '|---|---|---|---|'];
  for (const key of Object.keys(tally).sort()) {
    const { hits, total } = tally[key]!;
    const floor = REAL_FLOORS[key.replace(/ at \d+$/, '')];
    lines.push(`| ${key} | ${percent(hits, total)} | ${total} | ${floor === undefined ? '' : `${floor * 100}%`} |`);
  }
  return lines.join('\n');
}

/**
 * A failure as a picture (SVG): the reference's medians faint grey with their numbers, the drawn
 * strokes as the matcher placed them is not known here, so the drawing is fitted to the box as
 * drawn, each stroke coloured by its match (green right, red wrong), its start marked.
 */
export function failureSvg(failure: RealFailure): string {
  const { hand, writing, data, kind, size } = failure;
  const medians = hand.reference.data.medians;
  const lines: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="340" viewBox="0 0 640 340" font-family="Noto Sans CJK SC, sans-serif">`,
    '<rect width="640" height="340" fill="white"/>',
    `<text x="8" y="16" font-size="13">${hand.reference.character} ${kind} at ${size}px: score ${data.total_score}</text>`,
    '<g transform="translate(0,20) scale(0.3125)">',
    '<rect width="1024" height="1024" fill="none" stroke="#ccc"/>',
  ];
  medians.forEach((median, j) => {
    const d = median.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${900 - y}`).join(' ');
    lines.push(`<path d="${d}" fill="none" stroke="#bbb" stroke-width="28" stroke-linecap="round"/>`);
    lines.push(`<text x="${median[0]![0]}" y="${900 - median[0]![1]}" font-size="44" fill="#888">${j + 1}</text>`);
  });
  lines.push(
    '</g>',
    '<g transform="translate(320,20) scale(1)">',
    '<rect width="320" height="320" fill="none" stroke="#ccc"/>',
  );
  writing.strokes.forEach((stroke, i) => {
    const match = data.matches[i];
    const right = match !== undefined && match.reference === i && !match.reversed;
    const colour = right ? '#2a2' : '#d22';
    const d = stroke.map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
    lines.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`);
    const [x, y] = stroke[0]!;
    lines.push(`<circle cx="${x}" cy="${y}" r="5" fill="${colour}"/>`);
    const label =
      match?.reference === null || match === undefined ? 'x' : `${match.reference + 1}${match.reversed ? 'r' : ''}`;
    lines.push(`<text x="${x + 6}" y="${y - 6}" font-size="14" fill="${colour}">${i + 1}→${label}</text>`);
  });
  lines.push('</g>');
  const notes = (data.errors as readonly GeometryStrokeError[]).map((error) => `${error.kind} ${error.message}`);
  notes.slice(0, 4).forEach((note, i) => {
    lines.push(`<text x="330" y="${36 + 16 * i}" font-size="12" fill="#333">${escapeXml(note)}</text>`);
  });
  lines.push('</svg>');
  return lines.join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export { loadGeometryCharacters } from './geometry-writing.js';
export { correspondingSamples, loadHandSamples } from './real-hand.js';
