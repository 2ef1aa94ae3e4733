// Benchmark inputs: a realistic 5000-character essay (bench/fixtures) and deterministic pen data.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { random } from './random.mjs';

/** A realistic 5000-character essay (bench/fixtures/essay-5000.txt). */
export const ESSAY_5000 = readFileSync(fileURLToPath(new URL('./fixtures/essay-5000.txt', import.meta.url)), 'utf8');

/** `strokeCount` strokes of `pointsPerStroke` pen points, like a tablet records them. */
export function penStrokes(strokeCount, pointsPerStroke, seed = 1) {
  const next = random(seed);
  const strokes = [];
  let timestamp = 1_700_000_000_000;
  for (let s = 0; s < strokeCount; s++) {
    const stroke = [];
    let x = 50 + next() * 200;
    let y = 50 + next() * 200;
    const dx = (next() - 0.5) * 4;
    const dy = (next() - 0.3) * 4;
    for (let i = 0; i < pointsPerStroke; i++) {
      x += dx + (next() - 0.5);
      y += dy + (next() - 0.5);
      timestamp += 8;
      stroke.push({ x, y, timestamp, pressure: Math.round(next() * 1000) / 1000 });
    }
    strokes.push(stroke);
  }
  return strokes;
}

/**
 * `count` short, steep strokes of two points crowded into one character, after one long
 * stroke that sets the character's size: each is short enough against the character for the
 * shape classifier to look at its neighbours (rule strokes.shape.dot).
 */
export function crowdedStrokes(count) {
  const strokes = [
    [
      { x: 0, y: 0, timestamp: 0 },
      { x: 100, y: 100, timestamp: 8 },
    ],
  ];
  for (let i = 0; i < count; i++) {
    const x = (i % 10) * 9;
    const y = 10 + (i % 7) * 5;
    strokes.push([
      { x, y, timestamp: 16 * i },
      { x: x + 1, y: y + 15, timestamp: 16 * i + 8 },
    ]);
  }
  return strokes;
}

/**
 * One zigzag stroke of `count` points across a fixed box: every turn stands far above the
 * simplification's tolerance, the worst case of Ramer-Douglas-Peucker and of the corner search
 * (rules strokes.shape-classifier, strokes.shape.turning).
 */
export function zigzagStroke(count) {
  return [Array.from({ length: count }, (_, i) => ({ x: (i / count) * 100, y: (i % 2) * 40, timestamp: i }))];
}

/** `count` one-point strokes: each is read and given a verdict by the explanation (rule strokes.aligned). */
export function dotStrokes(count) {
  return Array.from({ length: count }, (_, i) => [{ x: i % 100, y: Math.floor(i / 100), timestamp: i }]);
}

/**
 * `String.prototype.repeat` builds a tree of concatenations; a host gets its text from
 * `JSON.parse`, as one flat string. Flattening here keeps the worst cases from measuring V8's
 * string trees, and from slowing the other cases that share the JIT's feedback with them.
 */
const flat = (text) => JSON.parse(JSON.stringify(text));

/** Essays of exactly 5000 code points made to hurt the regexes and splitters. */
export const WORST_TEXTS = Object.fromEntries(
  Object.entries({
    'all 因为': '因为'.repeat(2500),
    'all 然后': '然后'.repeat(2500),
    'all commas': '，'.repeat(5000),
    'all ending marks': '。'.repeat(5000),
    'all closing quotes': '”'.repeat(5000),
    'no ending mark': '春'.repeat(5000),
    'one paragraph per character': '字\n'.repeat(2500),
    'astral throughout': '𠀀'.repeat(5000),
    // Low surrogates before high ones: no two of them ever pair up.
    'lone surrogates': '\udc00'.repeat(2500) + '\ud800'.repeat(2500),
  }).map(([name, text]) => [name, flat(text)]),
);

/**
 * One hanzi-writer-data character (a devDependency, read by the bench only) written as a pen
 * would at `size` px: each centre line on screen (x, 900 − y scaled), a point every 2% of the size.
 */
export function medianStrokes(charData, size = 400) {
  const scale = size / 1024;
  let timestamp = 0;
  return charData.medians.map((median) => {
    const points = [];
    for (let i = 0; i + 1 < median.length; i++) {
      const [ax, ay] = median[i];
      const [bx, by] = median[i + 1];
      const steps = Math.max(1, Math.ceil((Math.hypot(bx - ax, by - ay) * scale) / (size * 0.02)));
      for (let k = i === 0 ? 0 : 1; k <= steps; k++) {
        const t = k / steps;
        points.push({
          x: (ax + t * (bx - ax)) * scale,
          y: (900 - (ay + t * (by - ay))) * scale,
          timestamp,
          pressure: 0.5,
        });
        timestamp += 16;
      }
    }
    timestamp += 300;
    return points;
  });
}
