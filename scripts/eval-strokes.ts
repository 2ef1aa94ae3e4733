// The stroke-classifier evaluation (issue 12, rule strokes.shape-classifier): writes every
// hanzi-writer-data character that is also in the reference table the way a pen would, at
// several sizes and with noise, and measures how often each classifier agrees with the table.
// hanzi-writer-data is under the Arphic Public License: it is read here, for evaluation only,
// and nothing derived from it is written anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { random } from '../bench/random.mjs';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';
import type { StrokePoint } from '../src/core/points.js';
import type { ReferenceEntry, StrokeDirection } from '../src/stroke-order/constants.js';
import type { StrokeClassifier } from '../src/stroke-order/contract.js';
import { evaluateStrokeOrder } from '../src/stroke-order/fast/index.js';
import { SHAPE_CLASSIFIER, STRICT_SHAPE_CLASSIFIER } from '../src/strokes/shape/classify.js';
import { EXTENDED_STROKES } from '../src/strokes/table.js';

/** The sizes (units of the character's frame) the evaluation writes every character at. */
export const EVAL_SIZES: readonly number[] = [1, 64, 300, 1024, 65535];

/** Font units of hanzi-writer-data's frame; its y axis grows upward from a baseline at 900. */
const FONT_SIZE = 1024;
const FONT_BASELINE = 900;

/** Pen model, as fractions of the character's size. */
const PEN = {
  /** Largest gap between two samples, mid-stroke. */
  maxGap: 0.04,
  /** Smallest gap, at the stroke's ends where a pen slows down. */
  minGap: 0.004,
  /** Each point moves independently by up to this much. */
  jitter: 0.005,
  /** Plus a smooth wobble along the stroke of up to this much. */
  wobble: 0.01,
} as const;

type Median = readonly (readonly [number, number])[];

/** A table entry with the stroke names the evaluation reports by. */
type EvalEntry = ReferenceEntry & { readonly names: readonly string[] };

/** One character of the evaluation: its table entry and hanzi-writer-data's centre lines. */
export interface EvalCharacter {
  readonly character: string;
  readonly entry: EvalEntry;
  /** In cnchar-order (simplified); otherwise from cnchar-trad, whose order may differ from hanzi-writer-data's. */
  readonly simplified: boolean;
  readonly medians: readonly Median[];
}

/** Every hanzi-writer-data character in the table whose stroke count agrees with the table. */
export function loadCharacters(root: string): { characters: EvalCharacter[]; skipped: number } {
  const require = createRequire(join(root, 'package.json'));
  const folder = dirname(require.resolve('hanzi-writer-data/package.json'));
  const simplified = (require('cnchar-order') as { dict: { orders: Record<string, string> } }).dict.orders;
  const characters: EvalCharacter[] = [];
  let skipped = 0;
  for (const file of readdirSync(folder).sort()) {
    const character = file.slice(0, -'.json'.length);
    if (
      !file.endsWith('.json') ||
      !(character.length === 1 && character.charCodeAt(0) >= CJK_FIRST && character.charCodeAt(0) <= CJK_LAST)
    )
      continue;
    const entry = EXTENDED_STROKES[character];
    if (!entry?.names) continue;
    const medians = (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { medians: [number, number][][] }).medians;
    // A character the two sources count differently has no stroke-by-stroke truth.
    if (medians.length !== entry.sequence.length) {
      skipped++;
      continue;
    }
    characters.push({
      character,
      entry: entry as EvalEntry,
      simplified: Object.hasOwn(simplified, character),
      medians,
    });
  }
  return { characters, skipped };
}

/** A deterministic sample of `count` characters (every k-th), for the test. */
export function sampleCharacters(characters: readonly EvalCharacter[], count: number): EvalCharacter[] {
  if (count >= characters.length) return [...characters];
  const step = characters.length / count;
  return Array.from({ length: count }, (_, i) => characters[Math.floor(i * step)]!);
}

/** Writes one centre line as a pen would at `size`: dense at the ends, noisy, y downward. */
export function penStroke(median: Median, size: number, next: () => number, startTime: number): StrokePoint[] {
  const scale = size / FONT_SIZE;
  const xs = median.map((p) => p[0] * scale);
  const ys = median.map((p) => (FONT_BASELINE - p[1]) * scale);
  const cumulative = [0];
  for (let i = 1; i < xs.length; i++) {
    cumulative.push(cumulative[i - 1]! + Math.hypot(xs[i]! - xs[i - 1]!, ys[i]! - ys[i - 1]!));
  }
  const length = cumulative[cumulative.length - 1]!;
  const maxGap = size * PEN.maxGap * (0.5 + 0.5 * next());
  const minGap = size * PEN.minGap;
  const positions: number[] = [0];
  for (let s = 0; s < length; ) {
    const fromEnd = Math.min(s, length - s);
    s += Math.min(maxGap, minGap + fromEnd * (0.3 + 0.4 * next()));
    positions.push(Math.min(s, length));
  }
  const wobble = size * PEN.wobble * next();
  const wavelength = size * (0.3 + 0.5 * next());
  const phaseX = next() * 2 * Math.PI;
  const phaseY = next() * 2 * Math.PI;
  const points: StrokePoint[] = [];
  let segment = 0;
  for (const s of positions) {
    while (segment < xs.length - 2 && cumulative[segment + 1]! < s) segment++;
    const span = cumulative[segment + 1]! - cumulative[segment]!;
    const t = span > 0 ? (s - cumulative[segment]!) / span : 0;
    const angle = next() * 2 * Math.PI;
    const radius = size * PEN.jitter * Math.sqrt(next());
    const x =
      xs[segment]! +
      t * (xs[segment + 1]! - xs[segment]!) +
      radius * Math.cos(angle) +
      wobble * Math.sin((2 * Math.PI * s) / wavelength + phaseX);
    const y =
      ys[segment]! +
      t * (ys[segment + 1]! - ys[segment]!) +
      radius * Math.sin(angle) +
      wobble * Math.sin((2 * Math.PI * s) / wavelength + phaseY);
    points.push({ x, y, timestamp: startTime + points.length * 8 });
  }
  return points;
}

/** Writes a whole character canonically at `size`, seeded by the character and the size. */
export function penCharacter(character: EvalCharacter, size: number, seed: number): StrokePoint[][] {
  const next = random(seed ^ (character.character.codePointAt(0)! * 2654435761) ^ Math.round(size * 7919));
  let time = 0;
  return character.medians.map((median) => {
    const stroke = penStroke(median, size, next, time);
    time = stroke[stroke.length - 1]!.timestamp + 200;
    return stroke;
  });
}

/** What one evaluation of a written character gives: each stroke's direction and the score. */
export interface CharacterReading {
  readonly directions: readonly StrokeDirection[];
  readonly score: number;
}

/** Evaluates a written character against the extended table with one classifier. */
export type CharacterReader = (character: string, strokes: readonly (readonly StrokePoint[])[]) => CharacterReading;

function reader(classifier: StrokeClassifier | undefined): CharacterReader {
  const options = classifier
    ? { referenceTable: EXTENDED_STROKES, classifier, now: () => 0 }
    : { referenceTable: EXTENDED_STROKES, now: () => 0 };
  return (character, strokes) => {
    const data = evaluateStrokeOrder({ character, strokes }, options);
    return { directions: data.stroke_order, score: data.total_score };
  };
}

/** The contract's classifier (the default of evaluateStrokeOrder), with the extended table. */
export const CONTRACT_READER: CharacterReader = reader(undefined);

/** The shape classifier, through evaluateStrokeOrder's classifier option, with the extended table. */
export const SHAPE_READER: CharacterReader = reader(SHAPE_CLASSIFIER);

/** The shape classifier reading shapes alone, without the benefit of the doubt (rule strokes.shape.doubt). */
export const STRICT_READER: CharacterReader = reader(STRICT_SHAPE_CLASSIFIER);

function accepts(entry: EvalEntry, index: number, direction: StrokeDirection): boolean {
  return entry.sequence[index] === direction || (entry.alternatives?.[index]?.includes(direction) ?? false);
}

/** A tally of hits out of a total. */
export interface Tally {
  hits: number;
  total: number;
}

function add(map: Map<string, Tally>, key: string, hit: boolean): void {
  const tally = map.get(key) ?? { hits: 0, total: 0 };
  map.set(key, tally);
  tally.total++;
  if (hit) tally.hits++;
}

/** The tallies kept overall, per size and per character set. */
interface Figures {
  strokes: Tally;
  perfect: Tally;
  swaps: Tally;
  reversals: Tally;
}

const emptyFigures = (): Figures => ({
  strokes: { hits: 0, total: 0 },
  perfect: { hits: 0, total: 0 },
  swaps: { hits: 0, total: 0 },
  reversals: { hits: 0, total: 0 },
});

/** The figures of one classifier. */
export interface ClassifierFigures {
  readonly strokes: Tally;
  readonly perfect: Tally;
  readonly swaps: Tally;
  /** One turning stroke (折) drawn from its end: the score lowered (rule strokes.shape.reversed). */
  readonly reversals: Tally;
  readonly byName: Map<string, Tally>;
  readonly bySize: Map<string, Figures>;
  /** Per character set: 'simplified' (cnchar-order) and 'traditional' (cnchar-trad). */
  readonly bySet: Map<string, Figures>;
  /** Misreadings per stroke name: `name → direction read → count`. */
  readonly confusions: Map<string, Map<string, number>>;
}

/**
 * Evaluates a classifier: strokes whose direction the table accepts, characters written
 * canonically that score 100, and swaps of two strokes whose table directions differ that
 * lower the score against the same writing unswapped.
 */
export function evaluateClassifier(
  reader: CharacterReader,
  characters: readonly EvalCharacter[],
  sizes: readonly number[] = EVAL_SIZES,
  seed = 12,
): ClassifierFigures {
  const figures: ClassifierFigures = {
    strokes: { hits: 0, total: 0 },
    perfect: { hits: 0, total: 0 },
    swaps: { hits: 0, total: 0 },
    reversals: { hits: 0, total: 0 },
    byName: new Map(),
    bySize: new Map(),
    bySet: new Map(),
    confusions: new Map(),
  };
  for (const size of sizes) {
    const perSize = emptyFigures();
    figures.bySize.set(String(size), perSize);
    for (const item of characters) {
      const set = item.simplified ? 'simplified' : 'traditional';
      const perSet = figures.bySet.get(set) ?? emptyFigures();
      figures.bySet.set(set, perSet);
      const strokes = penCharacter(item, size, seed);
      const reading = reader(item.character, strokes);
      const read = reading.directions;
      const { entry } = item;
      for (let i = 0; i < read.length; i++) {
        const hit = accepts(entry, i, read[i]!);
        if (!hit) {
          const name = entry.names[i]!;
          const row = figures.confusions.get(name) ?? new Map<string, number>();
          figures.confusions.set(name, row);
          row.set(read[i]!, (row.get(read[i]!) ?? 0) + 1);
        }
        add(figures.byName, entry.names[i]!, hit);
        for (const tally of [figures.strokes, perSize.strokes, perSet.strokes]) {
          tally.total++;
          if (hit) tally.hits++;
        }
      }
      for (const tally of [figures.perfect, perSize.perfect, perSet.perfect]) {
        tally.total++;
        if (reading.score === 100) tally.hits++;
      }
      const swap = pickSwap(entry, item.character, size, seed);
      if (swap) {
        const [a, b] = swap;
        const swapped = [...strokes];
        swapped[a] = strokes[b]!;
        swapped[b] = strokes[a]!;
        const lowered = reader(item.character, swapped).score < reading.score;
        for (const tally of [figures.swaps, perSize.swaps, perSet.swaps]) {
          tally.total++;
          if (lowered) tally.hits++;
        }
      }
      const reversed = pickTurning(entry, item.character, size, seed);
      if (reversed !== undefined) {
        const drawn = [...strokes];
        const points = strokes[reversed]!;
        drawn[reversed] = points.map((point, i) => ({ ...points[points.length - 1 - i]!, timestamp: point.timestamp }));
        const lowered = reader(item.character, drawn).score < reading.score;
        for (const tally of [figures.reversals, perSize.reversals, perSet.reversals]) {
          tally.total++;
          if (lowered) tally.hits++;
        }
      }
    }
  }
  return figures;
}

/** A stroke position the table reads as turning and nothing else (a 折 of one name), seeded. */
function pickTurning(entry: EvalEntry, character: string, size: number, seed: number): number | undefined {
  const turning: number[] = [];
  for (let i = 0; i < entry.sequence.length; i++) {
    if (entry.sequence[i] === 'turning' && entry.alternatives?.[i] === undefined) turning.push(i);
  }
  if (turning.length === 0) return undefined;
  const next = random(seed * 37 + character.codePointAt(0)! + size);
  return turning[Math.floor(next() * turning.length)];
}

/** Two stroke positions whose table directions differ (none accepted at the other), seeded. */
function pickSwap(entry: EvalEntry, character: string, size: number, seed: number): [number, number] | undefined {
  const pairs: [number, number][] = [];
  const n = entry.sequence.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!accepts(entry, a, entry.sequence[b]!) && !accepts(entry, b, entry.sequence[a]!)) pairs.push([a, b]);
    }
  }
  if (pairs.length === 0) return undefined;
  const next = random(seed * 31 + character.codePointAt(0)! + size);
  return pairs[Math.floor(next() * pairs.length)];
}

function percent(tally: Tally): string {
  return tally.total ? `${((100 * tally.hits) / tally.total).toFixed(2)}%` : '-';
}

/** A plain-text report of both classifiers' figures. */
export function formatReport(results: Readonly<Record<string, ClassifierFigures>>, characterCount: number): string {
  const lines: string[] = [];
  lines.push(`characters: ${characterCount}; sizes: ${EVAL_SIZES.join(', ')}`);
  for (const [name, f] of Object.entries(results)) {
    lines.push('', `== ${name} classifier ==`);
    lines.push(`strokes agreeing: ${percent(f.strokes)} of ${f.strokes.total}`);
    lines.push(`characters at 100: ${percent(f.perfect)} of ${f.perfect.total}`);
    lines.push(`swaps lowering the score: ${percent(f.swaps)} of ${f.swaps.total}`);
    lines.push(
      `turning strokes drawn from their end lowering the score: ${percent(f.reversals)} of ${f.reversals.total}`,
    );
    lines.push('per size, then per character set: size  strokes  at-100  swaps  reversed');
    for (const [size, s] of [...f.bySize, ...f.bySet]) {
      lines.push(
        `  ${size.padStart(6)}  ${percent(s.strokes)}  ${percent(s.perfect)}  ${percent(s.swaps)}  ${percent(s.reversals)}`,
      );
    }
    lines.push('per stroke name (worst first): name  agreeing  misses  count  misread as');
    const names = [...f.byName].sort((a, b) => b[1].total - b[1].hits - (a[1].total - a[1].hits));
    for (const [stroke, t] of names) {
      const row = f.confusions.get(stroke);
      const as = row
        ? [...row]
            .sort((a, b) => b[1] - a[1])
            .map(([d, c]) => `${d} ${c}`)
            .join(', ')
        : '';
      lines.push(`  ${stroke}  ${percent(t)}  ${t.total - t.hits}  ${t.total}  ${as}`);
    }
  }
  return lines.join('\n');
}
