import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/helpers.js';
import { ValidationError } from '../core/errors.js';
import type { DifficultyLevel } from '../stroke-order/constants.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { WANG, write, writeAll } from './fixture.test-helpers.js';
import { GEOMETRY_THRESHOLDS, type GeometryStrokeOrderData, geometric } from './index.js';

const options = { ...geometric(WANG, { character: '王' }), now: () => 0 };
type Data = GeometryStrokeOrderData;
const score = (strokes: ReturnType<typeof writeAll>, difficulty_level: DifficultyLevel = 1): Data =>
  evaluateStrokeOrder({ character: '王', strokes, difficulty_level }, options);
const references = (data: Data) => data.matches.map((match) => match.reference);
const kinds = (data: Data) => data.errors.map((error) => [error.kind, error.user_index, error.reference_index]);

describe('geometric stroke order (rule geometry.score)', () => {
  it('scores canonical writing 100 at any size and place, each stroke matched to its own index', () => {
    for (const scale of [0.001, 0.4, 3]) {
      const data = score(writeAll(WANG, { scale, dx: 900 * scale, dy: -50 * scale }));
      expect(data.total_score).toBe(100);
      expect(references(data)).toEqual([0, 1, 2, 3]);
      expect(data.missing).toEqual([]);
      expect(data.errors).toEqual([]);
    }
  });

  it('brings any one mistake below 90 at every difficulty level', () => {
    const strokes = writeAll(WANG);
    const mistakes = [
      [strokes[1]!, strokes[0]!, strokes[2]!, strokes[3]!],
      [strokes[0]!, strokes[1]!, [...strokes[2]!].reverse(), strokes[3]!],
      strokes.slice(0, 3),
      [
        ...strokes,
        write([
          [600, 200],
          [700, 300],
        ]),
      ],
    ];
    for (const mistake of mistakes) {
      for (const level of [1, 2, 3] as const) expect(score(mistake, level).total_score).toBeLessThan(90);
    }
  });

  it('explains the score: steps from 100 that sum to order_score, the same data as evaluateStrokeOrder', () => {
    const strokes = writeAll(WANG);
    const request = { character: '王', strokes: [strokes[0]!, strokes[3]!, strokes[2]!, strokes[1]!] };
    const { data, explanation } = explainStrokeOrder(request, options);
    expect(data).toEqual(evaluateStrokeOrder(request, options));
    expect(explanation.comparison).toBe('matcher');
    expect(explanation.classifier).toBe('geometry');
    const { start, steps, value } = explanation.order;
    expect(start + steps.reduce((sum, step) => sum + step.delta, 0)).toBe(value);
    expect(value).toBe(data.order_score);
    expect(steps.map((step) => step.rule)).toEqual(['geometry.order', 'geometry.order']);
    expect(explanation.strokes.map((stroke) => stroke.matched)).toEqual([true, false, false, true]);
  });

  it('warns of a likely typo among the fields in its explanation, as without the matcher', () => {
    const request: unknown = { character: '王', strokes: writeAll(WANG), difficultyLevel: 2 };
    expect(explainStrokeOrder(request, options).warnings).toEqual([
      "difficultyLevel is no field and is ignored; did you mean 'difficulty_level'?",
    ]);
  });
});

describe('stroke mistakes', () => {
  const strokes = writeAll(WANG);

  it('finds two swapped strokes of one direction, each matched to the other (rule geometry.order)', () => {
    const data = score([strokes[0]!, strokes[3]!, strokes[2]!, strokes[1]!]);
    expect(references(data)).toEqual([0, 3, 2, 1]);
    expect(kinds(data)).toEqual([
      ['order', 2, 4],
      ['order', 3, 3],
    ]);
    expect(data.errors[0]!.message).toBe('第2笔写的是标准第4笔横，笔顺不对');
    expect(data.order_score).toBe(60);
  });

  it('finds a stroke written backward (rule geometry.reversed)', () => {
    const data = score([strokes[0]!, strokes[1]!, [...strokes[2]!].reverse(), strokes[3]!]);
    expect(data.matches[2]).toMatchObject({ reference: 2, reversed: true });
    expect(data.errors.map((error) => error.message)).toEqual(['第3笔竖（标准第3笔）写反了方向']);
  });

  it('finds a missing edge stroke, though the drawing’s box shrinks (rule geometry.missing)', () => {
    const data = score(strokes.slice(0, 3));
    expect(references(data)).toEqual([0, 1, 2]);
    expect(data.missing).toEqual([3]);
    expect(data.errors).toEqual([
      {
        stroke_index: 4,
        expected: 'horizontal',
        actual: 'horizontal',
        message: '漏写了第4笔：横',
        kind: 'missing',
        reference_index: 4,
        user_index: null,
        expected_name: '横',
      },
    ]);
    expect(data.count_score).toBe(75);
  });

  it('finds an extra stroke, though it grows the drawing’s box (rule geometry.extra)', () => {
    const extra = write([
      [900, 950],
      [1000, 850],
    ]);
    const data = score([strokes[0]!, extra, strokes[1]!, strokes[2]!, strokes[3]!]);
    expect(references(data)).toEqual([0, null, 1, 2, 3]);
    expect(data.errors.map((error) => error.message)).toEqual(['第2笔是多写的一笔']);
  });

  it('finds a stroke drawn off its place, and a stroke far off as extra and missing (rule geometry.misplaced)', () => {
    const off = write(WANG.medians[1]!.map(([x, y]) => [x, y + 220] as const));
    const misplaced = score([strokes[0]!, off, strokes[2]!, strokes[3]!]);
    expect(kinds(misplaced)).toEqual([['misplaced', 2, 2]]);
    const far = write(WANG.medians[1]!.map(([x, y]) => [x, y - 500] as const));
    const moved = score([strokes[0]!, strokes[2]!, strokes[3]!, far]);
    expect(moved.total_score).toBeLessThan(90);
  });

  it('holds a stroke that keeps its crossings to the wider bound, and says so (rule geometry.misplaced)', () => {
    // Raised by 220, the middle 横 still crosses the 竖: beyond even the wider bound.
    const off = write(WANG.medians[1]!.map(([x, y]) => [x, y + 220] as const));
    const { explanation } = explainStrokeOrder(
      { character: '王', strokes: [strokes[0]!, off, strokes[2]!, strokes[3]!] },
      options,
    );
    const step = explanation.order.steps.find((s) => s.rule === 'geometry.misplaced')!;
    expect(step.note).toContain(`超过${GEOMETRY_THRESHOLDS.crossed}`);
  });

  it('reads a drawing without strokes as every stroke missing, and answers (rules geometry.missing, geometry.registration)', () => {
    const data = score([]);
    expect(kinds(data)).toEqual([
      ['missing', null, 1],
      ['missing', null, 2],
      ['missing', null, 3],
      ['missing', null, 4],
    ]);
    expect(explainStrokeOrder({ character: '王', strokes: [] }, options).data).toEqual(data);
    const quality = evaluateWritingQuality({ strokes: [] }, { matcher: options.matcher });
    expect(quality.stroke_quality).toEqual([]);
    expect(explainWritingQuality({ strokes: [] }, { matcher: options.matcher }).data).toEqual(quality);
  });

  it('reads a stroke that stops short as that stroke, not one extra and one missing (rule geometry.moved)', () => {
    // The bottom 横 drawn to under a third of its length, from its own start.
    const short = write([
      [150, 70],
      [366, 73],
    ]);
    const data = score([strokes[0]!, strokes[1]!, strokes[2]!, short]);
    expect(references(data)).toEqual([0, 1, 2, 3]);
    expect(kinds(data)).toEqual([]);
  });

  it('forgives a stroke that keeps its crossings further off than one that loses them (rule geometry.misplaced)', () => {
    // The middle 横 raised by 150 still crosses the 竖; raised as far and stopped short of it, it no longer does.
    const raised = write(WANG.medians[1]!.map(([x, y]) => [x, y + 150] as const));
    const short = write([
      [200, 560],
      [480, 565],
    ]);
    const kept = score([strokes[0]!, raised, strokes[2]!, strokes[3]!]);
    const lost = score([strokes[0]!, short, strokes[2]!, strokes[3]!]);
    expect(kinds(kept)).toEqual([]);
    expect(kinds(lost)).toContainEqual(['misplaced', 2, 2]);
  });

  it('refuses a matcher option that is no matcher, up front (rule general.options)', () => {
    expect(() => evaluateStrokeOrder({ character: '王', strokes }, { matcher: {} as never })).toThrow(
      /option 'matcher' must be a StrokeMatcher \{ name: string, match\(strokes, character\) \}/,
    );
  });

  it('fails a stroke without points as the default mode does (rule stroke.score.empty-stroke)', () => {
    const request = { character: '王', strokes: [strokes[0]!, []] };
    const failure = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return [(error as Error).name, (error as Error).message];
      }
      return undefined;
    };
    const expected = failure(() => evaluateStrokeOrder(request));
    expect(expected?.[1]).toContain('第2笔没有任何坐标点');
    expect(failure(() => evaluateStrokeOrder(request, options))).toEqual(expected);
    expect(failure(() => explainStrokeOrder(request, options))).toEqual(expected);
  });

  it('refuses a request for another character than the settings name: a ValidationError on character, in English and Chinese (rule geometry.data)', () => {
    const named = geometric(WANG, { character: '王' });
    for (const run of [
      () => evaluateStrokeOrder({ character: '玉', strokes }, named),
      () => explainStrokeOrder({ character: '玉', strokes }, named),
    ]) {
      const error = thrown(run) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.issues).toEqual([
        {
          code: 'invalid_character',
          path: ['character'],
          message:
            "character is '玉', but the matcher's data is of '王' only（所给的笔画数据是“王”字的，不能评“玉”字）",
        },
      ]);
    }
  });
});
