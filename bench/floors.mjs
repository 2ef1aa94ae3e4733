// npm run bench:floors: how close two targets of bench/targets.json can be approached at all.
// For the essay and the stroke order it times, beside `npm run bench`'s baseline, the least loop
// any implementation of the rules must run on the same input, and prints each as a ratio to
// that baseline, with the operation's own ratio. It judges nothing (no target, exit 0): it is
// the evidence for the README's "What the missed rows would take". Each loop is the rules'
// minimum, not the library's code: a faster implementation of the rules cannot beat it.

import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';
import { evaluateStrokeOrder, reviewEssay } from '../dist/index.js';
import { baselineSink, charCodePass, pointPass } from './baselines.mjs';
import { ESSAY_5000, penStrokes } from './inputs.mjs';
import { machineLine, median } from './judge.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs takes a whole number of 1 or more, not ${args.runs}`);

let sink = 0;

// The essay's least loop. Per code unit, one lookup in a 64 Ki table of what the unit is (no
// range test: the fastest reading measured) that is also the call's seen-mark, so the first
// sight of a character is the only extra branch; it is cleared by the list of units it marked.
// What it must then notice, and nothing more: a sentence ends at a run of 。！？ (rule
// essay.text.sentences), a paragraph at a newline (essay.text.paragraphs), a doubled 的/了/很
// (essay.grammar.*), and the marks counted (essay.counts). A fifth of the bench essay's units
// are such marks, each a branch the processor cannot foresee.
const PLAIN = 1;
const MARK = 2;
const ENDING = 3;
const NEWLINE = 4;
const WATCHED = 5;
// The bench essay's letters are all Chinese characters (the range itself is typed once, in
// src/core/cjk.ts, which a bench of the built package cannot read).
const KINDS = new Uint8Array(0x10000).fill(MARK);
for (const character of new Set(ESSAY_5000)) if (/\p{L}/u.test(character)) KINDS[character.charCodeAt(0)] = PLAIN;
for (const mark of '。！？') KINDS[mark.charCodeAt(0)] = ENDING;
for (const watched of '的了很') KINDS[watched.charCodeAt(0)] = WATCHED;
KINDS[0x0a] = NEWLINE;
const SEEN = new Uint8Array(0x10000);
const MARKED = new Uint16Array(0x10000);

function leastEssayLoop(text) {
  let distinct = 0;
  let marks = 0;
  let sentences = 0;
  let paragraphs = 0;
  let doubles = 0;
  let lastEnding = -2;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let kind = SEEN[unit];
    if (kind === 0) {
      kind = KINDS[unit];
      SEEN[unit] = kind;
      MARKED[distinct++] = unit;
    }
    if (kind === PLAIN) continue;
    if (kind === ENDING) {
      if (lastEnding !== i - 1) sentences++;
      lastEnding = i;
      marks++;
    } else if (kind === WATCHED) {
      if (i > 0 && text.charCodeAt(i - 1) === unit) doubles++;
    } else if (kind === NEWLINE) paragraphs++;
    else marks++;
  }
  for (let k = 0; k < distinct; k++) SEEN[MARKED[k]] = 0;
  sink += distinct + marks + sentences + paragraphs + doubles;
}

// The stroke order's least loop: every point's four fields checked as rule general.validation
// asks (a whole timestamp, finite coordinates, a pressure from 0 to 1 when present), and the
// path length that rule stroke.direction.curvature reads. No direction, no score, no result.
// The test is written as src/stroke-order/fast/paths.ts writes it, on purpose: this is its floor.
function leastStrokeLoop(strokes) {
  let failed = 0;
  let paths = 0;
  for (let s = 0; s < strokes.length; s++) {
    const stroke = strokes[s];
    if (!Array.isArray(stroke)) {
      failed++;
      continue;
    }
    let path = 0;
    let previousX = 0;
    let previousY = 0;
    for (let i = 0; i < stroke.length; i++) {
      const point = stroke[i];
      if (typeof point === 'object' && point !== null && !Array.isArray(point)) {
        const { x, y, timestamp, pressure } = point;
        if (
          typeof x === 'number' &&
          typeof y === 'number' &&
          typeof timestamp === 'number' &&
          x - x + (y - y) + (timestamp - Math.trunc(timestamp)) === 0 &&
          (pressure === undefined || (typeof pressure === 'number' && pressure >= 0 && pressure <= 1))
        ) {
          const dx = x - previousX;
          const dy = y - previousY;
          if (i > 0) path += Math.sqrt(dx * dx + dy * dy);
          previousX = x;
          previousY = y;
          continue;
        }
      }
      failed++;
    }
    paths += path;
  }
  sink += paths + failed;
}

/** The two clock readings every call makes for `inference_time_ms`. */
function twoClockReadings() {
  sink += performance.now() - performance.now();
}

const strokes500 = penStrokes(10, 50);
const groups = [
  {
    name: 'reviewEssay, 5000 characters',
    baseline: () => charCodePass(ESSAY_5000),
    tasks: [
      ['the least loop of the essay rules', () => leastEssayLoop(ESSAY_5000)],
      ['reviewEssay', () => reviewEssay({ text: ESSAY_5000 })],
    ],
  },
  {
    name: 'evaluateStrokeOrder, 10 × 50 points',
    baseline: () => pointPass(strokes500),
    tasks: [
      ['the least loop of the stroke-order rules', () => leastStrokeLoop(strokes500)],
      ['two clock readings', twoClockReadings],
      ['evaluateStrokeOrder', () => evaluateStrokeOrder({ character: '水', strokes: strokes500 })],
    ],
  },
];

async function measureGroup(group) {
  const bench = new Bench({ time: 1000, warmupTime: 300 });
  bench.add('baseline', group.baseline);
  for (const [name, fn] of group.tasks) bench.add(name, fn);
  await bench.run();
  const p50 = (name) => bench.getTask(name).result.latency.p50;
  return new Map(group.tasks.map(([name]) => [name, p50(name) / p50('baseline')]));
}

console.log(machineLine());
console.log(`ratios to npm run bench's baselines, medians of ${RUNS} runs (no target: the floors of two rows)`);
const rows = [];
for (const group of groups) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measureGroup(group));
  for (const [name] of group.tasks) {
    rows.push({ row: group.name, loop: name, ratio: `${median(runs.map((r) => r.get(name))).toFixed(2)}x` });
  }
}
console.table(rows);
if (sink + baselineSink() === 0.5) console.log(sink);
