// Handwriting-like writing of hanzi-writer-data characters for the geometry evaluation
// (npm run eval:geometry) and its test: each character's medians deformed as a hand deforms
// them (scale, aspect, rotation, shear, each stroke shifted and scaled, uneven speed, jitter),
// and the stroke mistakes of issue 20 made on purpose. hanzi-writer-data is under the Arphic
// Public License: it is read here, for evaluation only, and nothing derived from it is kept.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { random } from '../bench/random.mjs';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';
import type { StrokePoint } from '../src/core/points.js';

/** hanzi-writer-data's frame: 1024 units, y up from a baseline 900 units below the top. */
const FONT_SIZE = 1024;
const FONT_TOP = 900;

/** How a hand deforms a character: the figures (fractions of the character's size). */
export interface Deformation {
  /** Largest aspect change, ±. */
  readonly aspect: number;
  /** Largest rotation, degrees ±. */
  readonly rotation: number;
  /** Largest shear, ±. */
  readonly shear: number;
  /** Largest shift of one stroke, a share of the size. */
  readonly strokeShift: number;
  /** Largest scaling of one stroke about its centre, ±. */
  readonly strokeScale: number;
  /** Each point moves independently by up to this share of the size. */
  readonly jitter: number;
}

/** The deformation. */
export const HANDWRITING: Deformation = {
  aspect: 0.12,
  rotation: 4,
  shear: 0.06,
  strokeShift: 0.03,
  strokeScale: 0.1,
  jitter: 0.005,
};

/** The harder writing: 2% jitter (the aspect stays ±12%). */
export const NOISY: Deformation = { ...HANDWRITING, jitter: 0.02 };

/** The sizes characters are written at, cycled through. */
export const GEOMETRY_SIZES: readonly number[] = [1, 16, 100, 400, 1024, 4096];

/** One hanzi-writer-data character of the evaluation. */
export interface GeometryCharacter {
  readonly character: string;
  /** In cnchar-order's table (simplified) or only in cnchar-trad's (traditional). */
  readonly set: 'simplified' | 'traditional';
  readonly data: { readonly strokes: readonly string[]; readonly medians: readonly (readonly [number, number])[][] };
}

/** Every hanzi-writer-data character that cnchar-order (simplified) or cnchar-trad (traditional) knows. */
export function loadGeometryCharacters(root: string): GeometryCharacter[] {
  const require = createRequire(join(root, 'package.json'));
  const folder = dirname(require.resolve('hanzi-writer-data/package.json'));
  const simplified = (require('cnchar-order') as { dict: { orders: Record<string, string> } }).dict.orders;
  const traditional = (require('cnchar-trad') as { dict: { order: Record<string, string> } }).dict.order;
  const characters: GeometryCharacter[] = [];
  for (const file of readdirSync(folder).sort()) {
    const character = file.slice(0, -'.json'.length);
    if (
      !file.endsWith('.json') ||
      !(character.length === 1 && character.charCodeAt(0) >= CJK_FIRST && character.charCodeAt(0) <= CJK_LAST)
    )
      continue;
    const set = Object.hasOwn(simplified, character)
      ? 'simplified'
      : Object.hasOwn(traditional, character)
        ? 'traditional'
        : undefined;
    if (set === undefined) continue;
    characters.push({ character, set, data: JSON.parse(readFileSync(join(folder, file), 'utf8')) });
  }
  return characters;
}

/** A deterministic sample of `count` characters of each set, every k-th, starting at `offset`. */
export function sampleGeometryCharacters(
  characters: readonly GeometryCharacter[],
  count: number,
  offset = 0,
): GeometryCharacter[] {
  return (['simplified', 'traditional'] as const).flatMap((set) => {
    const inSet = characters.filter((c) => c.set === set);
    if (count >= inSet.length) return inSet;
    const step = inSet.length / count;
    return Array.from({ length: count }, (_, i) => inSet[(Math.floor(i * step) + offset) % inSet.length]!);
  });
}

type Point = readonly [number, number];

/** A whole-character deformation, drawn once per writing. */
function characterMap(deformation: Deformation, size: number, next: () => number): (p: Point) => Point {
  const spread = (range: number) => (2 * next() - 1) * range;
  const aspect = 1 + spread(deformation.aspect);
  const angle = (spread(deformation.rotation) * Math.PI) / 180;
  const shear = spread(deformation.shear);
  const scale = (size / FONT_SIZE) * (0.9 + 0.2 * next());
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const offsetX = size * 0.05 * next();
  const offsetY = size * 0.05 * next();
  return ([x, y]) => {
    const u = (x - 512) * aspect + shear * (y - 388);
    const v = (y - 388) / aspect;
    return [scale * (cos * u - sin * v + 512) + offsetX, scale * (sin * u + cos * v + 388) + offsetY];
  };
}

/** A median in screen orientation (y down), font units. */
function screenMedian(median: readonly (readonly [number, number])[]): Point[] {
  return median.map(([x, y]) => [x, FONT_TOP - y] as const);
}

/** One stroke written along `line` (font units, y down): each stroke shifted and scaled, dense at the ends, jittered. */
function penStroke(
  line: readonly Point[],
  map: (p: Point) => Point,
  deformation: Deformation,
  size: number,
  next: () => number,
  time: number,
): StrokePoint[] {
  const cx = line.reduce((sum, p) => sum + p[0], 0) / line.length;
  const cy = line.reduce((sum, p) => sum + p[1], 0) / line.length;
  const scale = 1 + (2 * next() - 1) * deformation.strokeScale;
  const shiftAngle = next() * 2 * Math.PI;
  const shift = FONT_SIZE * deformation.strokeShift * Math.sqrt(next());
  const moved = line.map(
    ([x, y]): Point => [
      cx + (x - cx) * scale + shift * Math.cos(shiftAngle),
      cy + (y - cy) * scale + shift * Math.sin(shiftAngle),
    ],
  );
  const cumulative = [0];
  for (let i = 1; i < moved.length; i++) {
    cumulative.push(cumulative[i - 1]! + Math.hypot(moved[i]![0] - moved[i - 1]![0], moved[i]![1] - moved[i - 1]![1]));
  }
  const length = cumulative[cumulative.length - 1]!;
  const points: StrokePoint[] = [];
  let segment = 0;
  // Uneven speed: slow at the ends, a random pace mid-stroke.
  for (let s = 0; ; ) {
    while (segment < moved.length - 2 && cumulative[segment + 1]! < s) segment++;
    const span = cumulative[segment + 1]! - cumulative[segment]!;
    const t = span > 0 ? Math.min(1, (s - cumulative[segment]!) / span) : 0;
    const a = moved[segment]!;
    const b = moved[Math.min(segment + 1, moved.length - 1)]!;
    const [x, y] = map([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    const angle = next() * 2 * Math.PI;
    const radius = size * deformation.jitter * Math.sqrt(next());
    points.push({
      x: x + radius * Math.cos(angle),
      y: y + radius * Math.sin(angle),
      timestamp: time + points.length * 8,
    });
    if (s >= length) break;
    const fromEnd = Math.min(s, length - s);
    s = Math.min(length, s + 4 + Math.min(40, fromEnd) * (0.2 + 0.8 * next()));
  }
  return points;
}

/** The mistakes of the evaluation, and writing without one. */
export type GeometryCase = 'canonical' | 'swapped' | 'reversed' | 'missing' | 'extra' | 'moved';

/** What a case did: the strokes and which ones it touched (0-based). */
export interface Writing {
  readonly strokes: StrokePoint[][];
  /** swapped: the two reference strokes exchanged; reversed, missing, moved: the stroke; extra: its position in the writing. */
  readonly touched: readonly number[];
}

/**
 * `character` written at `size` under `deformation` with the mistake `kind`, seeded. An extra
 * stroke is a stroke of `donor` placed at random; a moved stroke goes 40–60% of the size away.
 */
export function writeCase(
  character: GeometryCharacter,
  kind: GeometryCase,
  size: number,
  deformation: Deformation,
  seed: number,
  donor: GeometryCharacter,
): Writing | undefined {
  const next = random(seed ^ Math.imul(character.character.codePointAt(0)!, 2654435761) ^ Math.imul(size, 7919));
  const lines = character.data.medians.map(screenMedian);
  const n = lines.length;
  if (n < 2 && (kind === 'swapped' || kind === 'missing')) return undefined;
  const map = characterMap(deformation, size, next);
  let order = lines.map((_, i) => i);
  let touched: number[] = [];
  const pick = () => Math.floor(next() * n);
  if (kind === 'swapped') {
    const a = pick();
    let b = Math.floor(next() * (n - 1));
    if (b >= a) b++;
    order[a] = b;
    order[b] = a;
    touched = [Math.min(a, b), Math.max(a, b)];
  } else if (kind === 'missing') {
    touched = [pick()];
    order = order.filter((i) => i !== touched[0]);
  } else if (kind === 'reversed' || kind === 'moved') {
    touched = [pick()];
  }
  let time = 0;
  const strokes = order.map((i) => {
    let line = lines[i]!;
    if (kind === 'reversed' && i === touched[0]) line = [...line].reverse();
    if (kind === 'moved' && i === touched[0]) {
      const angle = next() * 2 * Math.PI;
      const distance = FONT_SIZE * (0.4 + 0.2 * next());
      line = line.map(([x, y]) => [x + distance * Math.cos(angle), y + distance * Math.sin(angle)] as const);
    }
    const stroke = penStroke(line, map, deformation, size, next, time);
    time = stroke[stroke.length - 1]!.timestamp + 200;
    return stroke;
  });
  if (kind === 'extra') {
    const donorLines = donor.data.medians.map(screenMedian);
    const source = donorLines[Math.floor(next() * donorLines.length)]!;
    const dx = (next() - 0.5) * 600;
    const dy = (next() - 0.5) * 600;
    const line = source.map(([x, y]) => [x + dx, y + dy] as const);
    const at = Math.floor(next() * (n + 1));
    strokes.splice(at, 0, penStroke(line, map, deformation, size, next, time));
    touched = [at];
  }
  return { strokes, touched };
}
