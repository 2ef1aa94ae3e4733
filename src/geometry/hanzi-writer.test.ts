import { describe, expect, it } from 'vitest';
import { OptionError } from '../core/errors.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { GEOMETRY_LIMITS } from './constants.js';
import { fromHanziWriterQuiz, type HanziWriterStrokeData } from './hanzi-writer.js';

/** The data hanzi-writer's quiz hands a callback for one stroke through `points` (its frame, y up). */
const drawn = (character: string, points: readonly [number, number][]): HanziWriterStrokeData => ({
  character,
  strokeNum: 0,
  isBackwards: false,
  drawnPath: { pathString: 'M 0 0 L 1 1', points: points.map(([x, y]) => ({ x, y })) },
});

/** 十 as the quiz reports it: its 横, then its 竖. */
const TEN = [
  drawn('十', [
    [100, 400],
    [900, 420],
  ]),
  drawn('十', [
    [500, 800],
    [510, 0],
  ]),
];

describe('rule geometry.hanzi-writer: fromHanziWriterQuiz turns the quiz callbacks’ data into a request', () => {
  it('keeps the character and every stroke in order, turning hanzi-writer-data’s frame y-down (x, 900 − y)', () => {
    const request = fromHanziWriterQuiz(TEN);
    expect(request.character).toBe('十');
    expect(request.strokes.map((stroke) => stroke.map(({ x, y }) => [x, y]))).toEqual([
      [
        [100, 500],
        [900, 480],
      ],
      [
        [500, 100],
        [510, 900],
      ],
    ]);
  });

  it('gives the points evenly spaced integer timestamps, a longer gap between strokes, as the settings say', () => {
    const strokes = [
      drawn('十', [
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
      drawn('十', [
        [0, 0],
        [1, 1],
      ]),
    ];
    const times = (request: ReturnType<typeof fromHanziWriterQuiz>) =>
      request.strokes.map((stroke) => stroke.map((point) => point.timestamp));
    expect(times(fromHanziWriterQuiz(strokes))).toEqual([
      [0, 16, 32],
      [332, 348],
    ]);
    expect(times(fromHanziWriterQuiz(strokes, { pointInterval: 10, strokeInterval: 100 }))).toEqual([
      [0, 10, 20],
      [120, 130],
    ]);
  });

  it('makes a request evaluateStrokeOrder accepts', () => {
    const request = fromHanziWriterQuiz(TEN);
    expect(evaluateStrokeOrder(request, { now: () => 0 }).user_stroke_count).toBe(2);
  });

  it('names every malformed field at once in one OptionError (rule geometry.hanzi-writer)', () => {
    const bad = [
      drawn('十', [[1, 2]]),
      { character: '土', drawnPath: { pathString: '', points: [{ x: 1, y: Number.NaN }] } },
      { character: 3, drawnPath: {} },
    ] as unknown as HanziWriterStrokeData[];
    let thrown: unknown;
    try {
      fromHanziWriterQuiz(bad, { pointInterval: -1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(OptionError);
    expect(thrown).toBeInstanceOf(OptionError);
    expect((thrown as OptionError).problems).toEqual([
      'settings.pointInterval: must be a whole number of milliseconds from 0 to 3600000',
      "strokes[1].character: is “土” but the first stroke's is “十”: one character a request",
      'strokes[1].drawnPath.points[0]: must be {x, y}, two finite numbers',
      'strokes[2].character: must be a string',
      'strokes[2].drawnPath.points: must be a non-empty array of {x, y}',
    ]);
    expect(() => fromHanziWriterQuiz([])).toThrow(/strokes: must be a non-empty array/);
  });

  it('bounds the timing to what evaluateStrokeOrder accepts: pointInterval 1e308 is refused (rule geometry.hanzi-writer)', () => {
    expect(() => fromHanziWriterQuiz(TEN, { pointInterval: 1e308 })).toThrow(
      'settings.pointInterval: must be a whole number of milliseconds from 0 to 3600000',
    );
    const most = GEOMETRY_LIMITS.interval;
    const request = fromHanziWriterQuiz(TEN, { pointInterval: most, strokeInterval: most });
    expect(evaluateStrokeOrder(request, { now: () => 0 }).user_stroke_count).toBe(2);
  });

  it('refuses unknown settings with a did-you-mean, and reads only own ones', () => {
    expect(() => fromHanziWriterQuiz(TEN, { pointIntervl: 5 } as never)).toThrow(
      "settings: unknown option 'pointIntervl' (did you mean 'pointInterval'?)",
    );
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.pointInterval = 1000;
    try {
      expect(fromHanziWriterQuiz(TEN, {}).strokes[0]![1]!.timestamp).toBe(16);
    } finally {
      delete prototype.pointInterval;
    }
  });

  it('lists the first 20 problems, refuses too many strokes or points by their length, and survives 200,000 bad entries', () => {
    const many = Array.from({ length: 200_000 }, () => ({ x: Number.NaN, y: 0 }));
    const bad = [{ character: '十', drawnPath: { pathString: '', points: many.slice(0, GEOMETRY_LIMITS.quizPoints) } }];
    const error = (() => {
      try {
        fromHanziWriterQuiz(bad as never);
      } catch (caught) {
        return caught as OptionError;
      }
      throw new Error('expected a throw');
    })();
    expect(error.problems).toHaveLength(GEOMETRY_LIMITS.listedProblems + 1);
    expect(error.problems.at(-1)).toBe(`… and ${GEOMETRY_LIMITS.quizPoints - GEOMETRY_LIMITS.listedProblems} more`);
    expect(error.message.length).toBeLessThan(2000);
    const long = [{ character: '十', drawnPath: { pathString: '', points: many } }];
    expect(() => fromHanziWriterQuiz(long as never)).toThrow(
      'strokes[0].drawnPath.points: holds 200000 points, more than 10000 (rule geometry.hanzi-writer)',
    );
    const sparse: unknown[] = [];
    sparse.length = 1e9;
    expect(() => fromHanziWriterQuiz(sparse as never)).toThrow(
      'strokes: holds 1000000000 strokes, more than 128 (rule geometry.hanzi-writer)',
    );
  });

  it('turns a throwing getter into an OptionError', () => {
    const settings = {
      get pointInterval(): number {
        throw new Error('boom');
      },
    };
    expect(() => fromHanziWriterQuiz(TEN, settings)).toThrow(OptionError);
  });
});
