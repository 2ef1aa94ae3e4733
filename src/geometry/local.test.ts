import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import type { CharacterGeometry } from './data.js';
import { write } from './fixture.test-helpers.js';
import {
  GEOMETRY_DEDUCTIONS,
  GEOMETRY_THRESHOLDS,
  type GeometryFields,
  type GeometryStrokeError,
  geometric,
} from './index.js';

/** A made-up character of two parts: three 横 on the left, three 竖 on the right (y up). */
const PARTS: CharacterGeometry = {
  strokes: ['M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z'],
  medians: [
    [
      [100, 700],
      [400, 700],
    ],
    [
      [100, 450],
      [400, 450],
    ],
    [
      [100, 200],
      [400, 200],
    ],
    [
      [600, 750],
      [600, 100],
    ],
    [
      [750, 750],
      [750, 100],
    ],
    [
      [900, 750],
      [900, 100],
    ],
  ],
};

type Line = readonly (readonly [number, number])[];
const lineOf = (median: readonly (readonly number[])[]): Line => median.map(([x, y]) => [x!, y!] as const);
const MEDIANS: readonly Line[] = PARTS.medians.map(lineOf);
type Data = ReturnType<typeof evaluateStrokeOrder> & GeometryFields;
const options = { ...geometric(PARTS, { character: '字' }), now: () => 0 };
const score = (lines: readonly Line[]): Data =>
  evaluateStrokeOrder({ character: '字', strokes: lines.map((line) => write(line)) }, options) as Data;
const kinds = (data: Data) =>
  (data.errors as readonly GeometryStrokeError[]).map((error) => [error.kind, error.reference_index]);
/** Each point of a line moved by (dx, dy) and scaled by `scale` about (cx, cy), y up. */
const moved = (line: Line, dx: number, dy: number, scale = 1, cx = 750, cy = 425): Line =>
  line.map(([x, y]) => [cx + (x - cx) * scale + dx, cy + (y - cy) * scale + dy] as const);

describe('a hand drawing parts its own way (rule geometry.local)', () => {
  it('forgives a part drawn lower and larger as a whole', () => {
    const lines = MEDIANS.map((line, j) => (j >= 3 ? moved(line, 0, -200, 1.35) : line));
    const data = score(lines);
    expect(kinds(data)).toEqual([]);
    expect(data.total_score).toBe(100);
  });

  it('forgives a stroke that stops short, its start in place', () => {
    const lines = MEDIANS.map((line, j): Line => (j === 1 ? [line[0]!, [300, 450]] : line));
    expect(score(lines).total_score).toBe(100);
  });

  it('names one stroke moved away from its neighbours misplaced, with its reference stroke', () => {
    const lines = MEDIANS.map((line, j) => (j === 1 ? moved(line, 256, 0) : line));
    const data = score(lines);
    expect(kinds(data)).toEqual([['misplaced', 2]]);
    expect(data.total_score).toBeLessThan(90);
  });
});

describe('a stroke moved far (rule geometry.moved)', () => {
  it('is one misplaced stroke, not one extra and one missing', () => {
    const lines = MEDIANS.map((line, j) => (j === 4 ? moved(line, 0, -260) : line));
    const data = score(lines);
    expect(data.matches[4]?.reference).toBe(4);
    expect(data.missing).toEqual([]);
    expect(kinds(data)).toEqual([['misplaced', 5]]);
    expect(data.total_score).toBeLessThan(90);
  });

  it('leaves a stroke of another shape extra', () => {
    const zigzag: Line = [
      [450, 880],
      [520, 820],
      [450, 760],
      [520, 700],
    ];
    const data = score([...MEDIANS, zigzag]);
    expect(data.matches[6]?.reference).toBeNull();
    expect(kinds(data)).toEqual([['extra', null]]);
  });
});

describe('direction of short strokes (rule geometry.reversed)', () => {
  const DOT: CharacterGeometry = {
    strokes: ['M 0 0 Z', 'M 0 0 Z'],
    medians: [
      [
        [200, 500],
        [800, 500],
      ],
      [
        [480, 760],
        [520, 740],
        [560, 680],
      ],
    ],
  };
  const dot = { ...geometric(DOT, { character: '字' }), now: () => 0 };
  const run = (line: Line) =>
    evaluateStrokeOrder({ character: '字', strokes: [write(lineOf(DOT.medians[0]!)), write(line)] }, dot) as Data;

  it('reads a dot written a hand’s own way, its chord within 120° of the reference’s, as not reversed', () => {
    // Drawn down and to the left, about 100° from the reference's chord: its shape lies a little
    // nearer the reference read backward, yet it was not drawn from the reference's end.
    const data = run([
      [560, 750],
      [480, 690],
    ]);
    expect(data.matches[1]?.reversed).toBe(false);
  });

  it('reads a dot drawn from its end to its start as reversed', () => {
    const data = run([...lineOf(DOT.medians[1]!)].reverse());
    expect(data.matches[1]?.reversed).toBe(true);
    expect(kinds(data)).toEqual([['reversed', 2]]);
  });
});

describe('explaining a misplaced stroke (rule geometry.misplaced)', () => {
  it('states the stroke’s local offset beside the bound where a deviation becomes a mistake', () => {
    const lines = MEDIANS.map((line, j) => (j === 1 ? moved(line, 256, 0) : line));
    const request = { character: '字', strokes: lines.map((line) => write(line)) };
    const { explanation, data } = explainStrokeOrder(request, options);
    const step = explanation.order.steps.find((s) => s.rule === 'geometry.misplaced')!;
    const offset = Number(explanation.strokes[1]!.measures!.offset);
    expect(offset).toBeGreaterThan(GEOMETRY_THRESHOLDS.misplaced);
    expect(step.note).toContain(`离应在的位置${Math.round(offset)}，超过${GEOMETRY_THRESHOLDS.misplaced}`);
    expect(step.delta).toBe(-GEOMETRY_DEDUCTIONS.misplaced);
    expect(data.order_score).toBe(100 - GEOMETRY_DEDUCTIONS.misplaced);
  });
});

describe('a stroke written twice (rule geometry.extra)', () => {
  it('is one extra stroke, the copy that breaks the order, and no order mistake', () => {
    for (const copied of [0, 3]) {
      // The stroke a little off its place in order, then again later, exactly on its place.
      const lines = MEDIANS.map((line, j) => (j === copied ? moved(line, 40, -30) : line));
      const written = [...lines, MEDIANS[copied]!];
      const data = score(written);
      expect(kinds(data), `stroke ${copied + 1} again at the end`).toEqual([['extra', null]]);
      expect(data.matches[copied]!.reference).toBe(copied);
      expect(data.matches[6]!.reference).toBeNull();
    }
  });
});

describe('a neighbour that stopped short (rule geometry.local)', () => {
  it('does not pull the strokes beside it after its centre: 十 with its 竖 stopped halfway has no mistake', () => {
    const shi = createRequire(import.meta.url)('hanzi-writer-data/十.json') as CharacterGeometry;
    const [heng, shu] = shi.medians.map(lineOf);
    const [top, bottom] = [shu![0]!, shu![shu!.length - 1]!];
    for (const keep of [0.3, 0.5]) {
      const halfway = [top, [top[0] + keep * (bottom[0] - top[0]), top[1] + keep * (bottom[1] - top[1])] as const];
      const request = { character: '十', strokes: [write(heng!), write(halfway)] };
      const data = evaluateStrokeOrder(request, { ...geometric(shi, { character: '十' }), now: () => 0 });
      expect(data.errors, `the 竖 drawn to ${keep} of its length`).toEqual([]);
    }
  });
});
