import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors.js';
import type { StrokePoint } from '../core/points.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import type { StrokeMatcher } from '../stroke-order/matcher.js';
import { WANG, writeAll } from './fixture.test-helpers.js';
import { GEOMETRY_THRESHOLDS, geometric } from './index.js';

const options = { ...geometric(WANG, { character: '王' }), now: () => 0 };
const MOST = GEOMETRY_THRESHOLDS.maxStrokes;

/** `count` strokes: 王 written once, then one-point strokes scattered over it. */
function strokes(count: number): StrokePoint[][] {
  const written = writeAll(WANG);
  for (let i = written.length; i < count; i++) written.push([{ x: (i * 37) % 400, y: (i * 53) % 400, timestamp: i }]);
  return written;
}

/** The ValidationError `run` throws; fails the test when it throws none. */
function validationErrorOf(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('no ValidationError was thrown');
}

describe('the bound on strokes of the geometric matcher (rule geometry.bounds)', () => {
  it('matches a drawing of as many strokes as it reads', () => {
    const data = evaluateStrokeOrder({ character: '王', strokes: strokes(MOST) }, options);
    expect(data.user_stroke_count).toBe(MOST);
  });

  it('rejects one more stroke as too_big on strokes, before any point is read', () => {
    const request = { character: '王', strokes: strokes(MOST + 1) };
    // A point that would be an issue of its own is not read: the bound comes first.
    request.strokes[MOST]![0] = { x: Number.NaN, y: 0, timestamp: 0 };
    for (const run of [() => evaluateStrokeOrder(request, options), () => explainStrokeOrder(request, options)]) {
      const error = validationErrorOf(run);
      expect(error.issues).toEqual([
        {
          code: 'too_big',
          path: ['strokes'],
          message: `strokes must hold at most ${MOST} strokes for the matcher 'geometry' (its maxStrokes), but holds ${MOST + 1}.`,
        },
      ]);
    }
  });

  it('holds a matcher of one’s own to the bound it states, and lists the other fields’ issues beside it', () => {
    const matcher: StrokeMatcher = {
      name: 'mine',
      maxStrokes: 2,
      match: () => {
        throw new Error('never reached');
      },
    };
    const request: unknown = { character: 7, strokes: strokes(3) };
    const error = validationErrorOf(() => evaluateStrokeOrder(request, { matcher, now: () => 0 }));
    expect(error.issues.map((issue) => [issue.code, issue.path.join('.')])).toEqual([
      ['invalid_type', 'character'],
      ['too_big', 'strokes'],
    ]);
  });

  it('takes a positive whole number as maxStrokes, and says so of anything else', () => {
    for (const maxStrokes of [0, -1, 1.5, Number.NaN, '3']) {
      const matcher = { name: 'mine', maxStrokes, match: () => ({}) } as unknown as StrokeMatcher;
      expect(() => evaluateStrokeOrder({ character: '王', strokes: strokes(4) }, { matcher })).toThrow(
        /its maxStrokes, if any, a positive whole number/,
      );
    }
  });
});
