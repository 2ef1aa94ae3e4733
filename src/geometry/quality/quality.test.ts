import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OptionError } from '../../core/errors.js';
import type { StrokePoint } from '../../core/points.js';
import { explainWritingQuality } from '../../writing-quality/explain.js';
import { evaluateWritingQuality } from '../../writing-quality/fast/index.js';
import type { CharacterGeometry } from '../data.js';
import { WANG, write, writeAll } from '../fixture.test-helpers.js';
import { geometric } from '../index.js';
import { prepareCharacter } from '../reference.js';
import { mapSamples } from '../register.js';
import { lengthOf, resample, type Samples } from '../resample.js';
import { fitWithout, placeEach, wholePlacement } from './place.js';

type Line = readonly (readonly [number, number])[];
const wang = geometric(WANG, { character: '王' });
/** WANG written with one median replaced (hanzi-writer units, y up). */
const withStroke = (index: number, line: Line, data: CharacterGeometry = WANG) =>
  data.medians.map((median, i) => write(i === index ? line : median));
const rate = (strokes: StrokePoint[][], options: Partial<{ strictness: 'lenient' | 'standard' | 'strict' }> = {}) =>
  evaluateWritingQuality({ strokes }, { ...wang, ...options });

/** Two parts side by side: a 十 on the left, a 丨 with a 一 on the right. */
const PAIR: CharacterGeometry = {
  strokes: ['M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z'],
  medians: [
    [
      [100, 450],
      [400, 450],
    ],
    [
      [250, 700],
      [250, 150],
    ],
    [
      [600, 700],
      [880, 700],
    ],
    [
      [740, 720],
      [740, 100],
    ],
  ],
};

describe('writing quality against the character (rules geometry.quality.*)', () => {
  it('leaves the default the contract: no options, no geometry fields', () => {
    const strokes = writeAll(WANG);
    const plain = evaluateWritingQuality({ strokes });
    expect(plain).toEqual(evaluateWritingQuality({ strokes }, {}));
    expect(Object.keys(plain)).toEqual(['total_score', 'dimensions']);
  });

  it('rates the character written as the reference high, with no note (geometry.quality.stroke.score)', () => {
    const data = rate(writeAll(WANG));
    expect(data.stroke_quality.map((s) => s.reference)).toEqual([0, 1, 2, 3]);
    expect(data.stroke_quality.every((s) => s.score >= 95 && s.notes.length === 0)).toBe(true);
    expect(data.character_quality.kinds).toEqual([]);
    expect(data.total_score).toBeGreaterThanOrEqual(95);
  });

  it('names a stroke written too short (geometry.quality.stroke.length)', () => {
    const data = rate(
      withStroke(0, [
        [220, 720],
        [450, 724],
      ]),
    );
    expect(data.stroke_quality[0]).toMatchObject({ reference: 0, kinds: ['short'], notes: ['第1笔横偏短'] });
    expect(data.stroke_quality[0]!.score).toBe(Math.min(...data.stroke_quality.map((s) => s.score)));
  });

  it('judges a stroke where the other strokes place it, so a stroke cut short cannot stretch the placement (geometry.quality.place)', () => {
    // 王 drawn at half size, its long bottom stroke cut to its first 55%: a fit to every stroke
    // widens the drawing toward making up for it; the fit of the others does not.
    const character = prepareCharacter(WANG, undefined);
    const strokes = character.samples.map((reference, j) => {
      const cut = j === 3 ? resample(reference.slice(0, 2 * 9), reference.length / 2) : reference;
      return { drawn: cut.map((v) => v / 2 + 40), reference, reversed: false };
    });
    const prior = wholePlacement(strokes);
    const share = (placed: Samples) => lengthOf(placed) / lengthOf(character.samples[3]!);
    const each = placeEach(strokes, prior).placed[3]!;
    const whole = mapSamples(strokes[3]!.drawn, fitWithout(strokes, -1, prior));
    expect(share(each)).toBeCloseTo(8 / 15, 1);
    expect(share(whole)).toBeGreaterThan(share(each) + 0.015);
  });

  it('costs nothing for a deviation within half the tolerance, and more from there on as it grows (geometry.quality.stroke.score)', () => {
    const shortBy = (end: number) =>
      rate(
        withStroke(0, [
          [220, 720],
          [end, 724],
        ]),
      ).stroke_quality[0]!.score;
    // The reference's top stroke runs from about 220 to 790.
    expect(shortBy(770)).toBe(100);
    const scores = [700, 640, 580, 520, 460].map(shortBy);
    expect(scores.every((score, k) => k === 0 || score < scores[k - 1]!)).toBe(true);
  });

  it('judges direction by how far the turn moves the ends: a short stroke turned is no fault, a long one turned as far is (geometry.quality.stroke.direction)', () => {
    // A long horizontal, an upright, and a short horizontal beside it.
    const shape: CharacterGeometry = {
      strokes: ['M 0 0 Z', 'M 0 0 Z', 'M 0 0 Z'],
      medians: [
        [
          [100, 600],
          [900, 600],
        ],
        [
          [500, 800],
          [500, 100],
        ],
        [
          [620, 300],
          [800, 300],
        ],
      ],
    };
    const options = geometric(shape, { character: '丅' });
    const turned = (index: number, degrees: number) => {
      const median = shape.medians[index] as Line;
      const [ax, ay] = median[0]!;
      const [bx, by] = median[1]!;
      const [cx, cy] = [(ax + bx) / 2, (ay + by) / 2];
      const a = (degrees * Math.PI) / 180;
      const turn = ([x, y]: readonly [number, number]): [number, number] => [
        cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
        cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
      ];
      const strokes = withStroke(index, median.map(turn), shape);
      return evaluateWritingQuality({ strokes }, options).stroke_quality[index]!;
    };
    expect(turned(0, 16).kinds).toContain('slanted');
    expect(turned(2, 16).kinds).not.toContain('slanted');
    expect(turned(2, 16).score).toBeGreaterThan(turned(0, 16).score);
  });

  it('names a stroke written slanted (geometry.quality.stroke.direction)', () => {
    const data = rate(
      withStroke(2, [
        [350, 740],
        [680, 90],
      ]),
    );
    expect(data.stroke_quality[2]!.kinds).toContain('slanted');
    expect(data.stroke_quality[2]!.notes).toContain('第3笔竖写斜了');
  });

  it('names a stroke out of its place, and which way (geometry.quality.stroke.position)', () => {
    const data = rate(
      withStroke(1, [
        [280, 590],
        [740, 595],
      ]),
    );
    expect(data.stroke_quality[1]!.kinds).toContain('misplaced');
    expect(data.stroke_quality[1]!.notes.some((note) => note.startsWith('第2笔横位置偏上'))).toBe(true);
  });

  it('names a straight stroke written bent (geometry.quality.stroke.curvature)', () => {
    const data = rate(
      withStroke(3, [
        [150, 70],
        [510, 330],
        [870, 80],
      ]),
    );
    expect(data.stroke_quality[3]!.kinds).toContain('curved');
  });

  it('names a part drawn too large against the other (geometry.quality.parts)', () => {
    const pair = geometric(PAIR, { character: '字' });
    const grown = PAIR.medians.map((median, i) =>
      write(
        i < 2
          ? median.map(([x = 0, y = 0]): [number, number] => [250 + (x - 250) * 1.5, 425 + (y - 425) * 1.5])
          : median,
      ),
    );
    const data = evaluateWritingQuality({ strokes: grown }, pair);
    expect(data.character_quality.parts.map((p) => p.strokes)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(data.character_quality.kinds).toEqual(expect.arrayContaining(['part_large', 'part_small', 'proportion']));
    expect(data.character_quality.notes).toContain('左边部分偏大');
    expect(data.character_quality.notes).toContain('左右比例失调');
  });

  it('weighs each part by its size: a dot apart drawn half again as large is no fault, a large part drawn smaller is, and scores lowest (geometry.quality.parts)', () => {
    // PAIR with a dot apart, below the right part.
    const withDot: CharacterGeometry = {
      strokes: [...PAIR.strokes, 'M 0 0 Z'],
      medians: [
        ...PAIR.medians,
        [
          [800, 0],
          [840, -40],
        ],
      ],
    };
    const options = geometric(withDot, { character: '字' });
    const scaled = (members: readonly number[], factor: number, [cx, cy]: readonly [number, number]) =>
      withDot.medians.map((median, i) =>
        write(
          members.includes(i)
            ? median.map(([x = 0, y = 0]): [number, number] => [cx + (x - cx) * factor, cy + (y - cy) * factor])
            : median,
        ),
      );
    const bigDot = evaluateWritingQuality({ strokes: scaled([4], 1.5, [820, -20]) }, options);
    expect(bigDot.character_quality.parts).toHaveLength(3);
    expect(bigDot.character_quality.kinds).toEqual([]);
    const smallLeft = evaluateWritingQuality({ strokes: scaled([0, 1], 0.7, [250, 425]) }, options);
    const scores = smallLeft.character_quality.parts.map((p) => p.score);
    expect(smallLeft.character_quality.kinds).toContain('part_small');
    expect(scores[0]).toBe(Math.min(...scores));
    expect(scores[0]).toBeLessThan(bigDot.character_quality.parts[0]!.score);
  });

  it('names parallel strokes spaced unevenly (geometry.quality.spacing)', () => {
    const even = rate(writeAll(WANG));
    const uneven = rate(
      withStroke(1, [
        [280, 620],
        [740, 625],
      ]),
    );
    expect(uneven.character_quality.kinds).toContain('uneven');
    expect(uneven.character_quality.notes).toContain('横画间距不匀');
    expect(uneven.dimensions.spacing!).toBeLessThan(even.dimensions.spacing!);
  });

  it('names a character written small in a corner of its box (geometry.quality.box)', () => {
    const strokes = writeAll(WANG, { scale: 0.15, dx: 5, dy: 5 });
    const data = evaluateWritingQuality({ strokes }, { ...wang, box: { width: 400, height: 400 } });
    expect(data.character_quality.kinds).toEqual(expect.arrayContaining(['small', 'off_centre']));
    expect(data.character_quality.notes).toContain('字偏左上');
    const centred = evaluateWritingQuality({ strokes: writeAll(WANG) }, { ...wang, box: { width: 400, height: 400 } });
    expect(centred.character_quality.kinds).toEqual([]);
    expect(data.total_score).toBeLessThan(centred.total_score);
  });

  it('scores no higher and notes more the stricter it is (geometry.quality.strictness)', () => {
    const strokes = withStroke(0, [
      [220, 720],
      [640, 724],
    ]);
    const notes = (strictness: 'lenient' | 'standard' | 'strict') =>
      rate(strokes, { strictness }).stroke_quality.flatMap((s) => s.notes).length;
    const total = (strictness: 'lenient' | 'standard' | 'strict') => rate(strokes, { strictness }).total_score;
    expect(total('strict')).toBeLessThanOrEqual(total('standard'));
    expect(total('standard')).toBeLessThanOrEqual(total('lenient'));
    expect(total('strict')).toBeLessThan(total('lenient'));
    expect(notes('lenient')).toBeLessThanOrEqual(notes('standard'));
    expect(notes('standard')).toBeLessThanOrEqual(notes('strict'));
    expect(notes('strict')).toBeGreaterThan(notes('lenient'));
  });

  it('throws one OptionError naming each bad option (geometry.quality.strictness)', () => {
    const strokes = writeAll(WANG);
    const bad = { ...wang, strictness: 'harsh', box: { width: 0, height: 10 } } as unknown as typeof wang;
    expect(() => evaluateWritingQuality({ strokes }, bad)).toThrow(OptionError);
    expect(() => evaluateWritingQuality({ strokes }, bad)).toThrow(/'strictness'.*'harsh'|'box'/);
    expect(() => explainWritingQuality({ strokes }, bad)).toThrow(OptionError);
  });

  it('explains each dimension from 100 step by step, with the data evaluate returns (geometry.quality.structure, geometry.quality.normative and geometry.quality.aesthetics)', () => {
    const strokes = withStroke(0, [
      [220, 720],
      [450, 724],
    ]);
    const options = { ...wang, box: { width: 400, height: 400 } };
    const { data, explanation } = explainWritingQuality({ strokes }, options);
    expect(data).toEqual(evaluateWritingQuality({ strokes }, options));
    for (const [name, explained] of Object.entries(explanation.dimensions)) {
      const sum = explained.steps.reduce((value, step) => value + step.delta, explained.start);
      expect(explained.value, name).toBeCloseTo(Math.max(0, sum), 9);
      expect(explained.rule, name).toBe(`geometry.quality.${name}`);
    }
    expect(explanation.total.value).toBe(data.total_score);
    expect(explanation.settings).toEqual({ box: { width: 400, height: 400 }, strictness: 'standard' });
  });

  it('keeps the requested dimensions only, and marks an extra stroke (quality.dimensions)', () => {
    const strokes = [
      ...writeAll(WANG),
      write(
        [
          [900, 880],
          [960, 860],
        ],
        { scale: 0.4, dx: 30, dy: 10 },
      ),
    ];
    const data = evaluateWritingQuality({ strokes, eval_dimensions: ['normative'] }, wang);
    expect(Object.keys(data.dimensions)).toEqual(['normative']);
    expect(data.stroke_quality).toHaveLength(5);
    expect(data.stroke_quality[4]).toMatchObject({ reference: null, score: 0, kinds: ['extra'] });
  });

  it('fails a request whose reference_char names another character (geometry.quality.stroke.score)', () => {
    const strokes = writeAll(WANG);
    expect(() => evaluateWritingQuality({ strokes, reference_char: '三' }, wang)).toThrow(/“王”, not “三”/);
    expect(evaluateWritingQuality({ strokes, reference_char: '王' }, wang).total_score).toBeGreaterThan(90);
  });
});

describe('a character of two strokes (rule geometry.quality.place)', () => {
  it('places each stroke by the registration, so the other one stopped halfway does not fault it', () => {
    const shi = createRequire(import.meta.url)('hanzi-writer-data/十.json') as CharacterGeometry;
    const [heng, shu] = shi.medians;
    const [top, bottom] = [shu![0]!, shu![shu!.length - 1]!];
    const halfway = [top, [(top[0]! + bottom[0]!) / 2, (top[1]! + bottom[1]!) / 2]];
    const data = evaluateWritingQuality(
      { strokes: [write(heng as never), write(halfway as never)] },
      { matcher: geometric(shi, { character: '十' }).matcher },
    );
    expect(data.stroke_quality.map((stroke) => stroke.kinds)).toEqual([[], ['short']]);
    expect(data.stroke_quality[0]!.score).toBeGreaterThan(data.stroke_quality[1]!.score);
  });
});
