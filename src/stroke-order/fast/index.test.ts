import { describe, expect, it } from 'vitest';
import { thrown } from '../../../test/helpers.js';
import { CJK_FIRST, CJK_LAST } from '../../core/cjk.js';
import { ScoringError, ValidationError } from '../../core/errors.js';
import type { Stroke } from '../../core/points.js';
import { REFERENCE_STROKES, type StrokeDirection } from '../constants.js';
import type { StrokeOrderRequest } from '../contract.js';
import { mismatchMessage, STROKE_ORDER_FAILURE_PREFIX } from '../messages.js';
import { evaluateStrokeOrder } from './index.js';

const clock = { now: () => 0 };
const H: Stroke = [
  { x: 0, y: 50, timestamp: 0 },
  { x: 100, y: 50, timestamp: 1 },
];
const V: Stroke = [
  { x: 50, y: 0, timestamp: 2 },
  { x: 50, y: 100, timestamp: 3 },
];
const evaluate = (request: StrokeOrderRequest, options = {}) => evaluateStrokeOrder(request, { ...clock, ...options });

describe('evaluateStrokeOrder', () => {
  it('scores a correct character 100 in all three scores', () => {
    expect(evaluate({ character: '十', strokes: [H, V] })).toEqual({
      character: '十',
      total_score: 100,
      order_score: 100,
      count_score: 100,
      user_stroke_count: 2,
      standard_stroke_count: 2,
      stroke_order: ['horizontal', 'vertical'],
      correct_order: ['horizontal', 'vertical'],
      errors: [],
      inference_time_ms: 0,
    });
  });

  it('lists each mismatch with a 1-based index and a Chinese message (stroke.score.order, stroke.messages)', () => {
    const data = evaluate({ character: '十', strokes: [V, H] });
    expect(data.order_score).toBe(0);
    expect(data.errors).toEqual([
      { stroke_index: 1, expected: 'horizontal', actual: 'vertical', message: '第1笔应为横，实际写成了竖' },
      { stroke_index: 2, expected: 'vertical', actual: 'horizontal', message: '第2笔应为竖，实际写成了横' },
    ]);
  });

  it('numbers every mismatch in its message, past the 32 message starts made at load too (stroke.messages)', () => {
    const sequence = new Array<StrokeDirection>(40).fill('horizontal');
    const data = evaluate(
      { character: '好', strokes: new Array(40).fill(V) },
      { referenceTable: { 好: { sequence, count: 40 } } },
    );
    expect(data.errors.map((error) => error.message)).toEqual(
      sequence.map((_, i) => mismatchMessage(i + 1, 'horizontal', 'vertical')),
    );
    expect(data.errors[32]?.message).toBe('第33笔应为横，实际写成了竖');
  });

  it('compares only over the shorter sequence and divides by the reference length (stroke.score.order)', () => {
    const data = evaluate({ character: '三', strokes: [H, V, H, H] });
    // Positions 1-3 compared: one mismatch; 2 matches of 3.
    expect(data.errors).toHaveLength(1);
    expect(data.order_score).toBe(66.7);
    expect(data.count_score).toBe(75);
  });

  it('subtracts 25 per stroke of count difference, floored at 0 (stroke.score.count)', () => {
    expect(evaluate({ character: '一', strokes: [H, H] }).count_score).toBe(75);
    expect(evaluate({ character: '一', strokes: [H, H, H, H, H, H] }).count_score).toBe(0);
  });

  it('weights order 0.5 + 0.1 × difficulty and count the rest, from unrounded parts (stroke.score.total)', () => {
    // order 2/3 * 100, count 75.
    const request = { character: '三', strokes: [H, V, H, H] };
    expect(evaluate({ ...request, difficulty_level: 1 }).total_score).toBe(70.0);
    expect(evaluate({ ...request, difficulty_level: 2 }).total_score).toBe(69.2);
    expect(evaluate({ ...request, difficulty_level: 3 }).total_score).toBe(68.3);
  });

  it('scores 100 everywhere for a character outside the table, with null and empty reference (stroke.score.unknown-character)', () => {
    const data = evaluate({ character: '好', strokes: [V] });
    expect(data).toMatchObject({
      total_score: 100,
      order_score: 100,
      count_score: 100,
      standard_stroke_count: null,
      correct_order: [],
      errors: [],
      stroke_order: ['vertical'],
    });
  });

  it('accepts an empty strokes array: order 0 for a table character (stroke.score.order)', () => {
    const data = evaluate({ character: '十', strokes: [] });
    expect(data).toMatchObject({ order_score: 0, count_score: 50, user_stroke_count: 0, errors: [] });
  });

  it('fails with the stroke-order ScoringError on a stroke without points, whatever the character (stroke.score.empty-stroke)', () => {
    for (const character of ['大', '好']) {
      const error = thrown(() => evaluate({ character, strokes: [H, []] }));
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).detail.startsWith(STROKE_ORDER_FAILURE_PREFIX)).toBe(true);
      expect((error as ScoringError).operation).toBe('stroke-order');
    }
  });

  it('uses a caller-supplied reference table instead of the built-in one (stroke.reference)', () => {
    const table = { 好: { sequence: ['vertical'] as const, count: 1 } };
    const data = evaluate({ character: '好', strokes: [V] }, { referenceTable: table });
    expect(data.standard_stroke_count).toBe(1);
    expect(evaluate({ character: '十', strokes: [H, V] }, { referenceTable: table }).standard_stroke_count).toBeNull();
  });

  it('does not read inherited keys of the table as characters', () => {
    // 'constructor' is not a Chinese character, so use a table whose prototype holds one.
    const table = Object.create({ 好: { sequence: ['vertical'], count: 1 } }) as typeof REFERENCE_STROKES;
    expect(evaluate({ character: '好', strokes: [V] }, { referenceTable: table }).standard_stroke_count).toBeNull();
  });

  it('fails rather than dividing by zero on a reference entry without strokes', () => {
    const table = { 好: { sequence: [], count: 0 } };
    expect(thrown(() => evaluate({ character: '好', strokes: [V] }, { referenceTable: table }))).toBeInstanceOf(
      ScoringError,
    );
  });

  it('returns a copy of the reference sequence, never the frozen table itself', () => {
    const data = evaluate({ character: '十', strokes: [H, V] });
    expect(data.correct_order).not.toBe(REFERENCE_STROKES.十?.sequence);
  });
});

describe('REFERENCE_STROKES (stroke.reference)', () => {
  it('holds the ten characters of the contract with counts equal to their sequences', () => {
    expect(Object.keys(REFERENCE_STROKES)).toEqual(['一', '二', '三', '十', '大', '人', '口', '日', '月', '水']);
    for (const entry of Object.values(REFERENCE_STROKES)) expect(entry.count).toBe(entry.sequence.length);
    expect(REFERENCE_STROKES.水?.sequence).toEqual(['vertical', 'turning', 'left_falling', 'right_falling']);
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(REFERENCE_STROKES)).toBe(true);
    expect(Object.isFrozen(REFERENCE_STROKES.口)).toBe(true);
    expect(Object.isFrozen(REFERENCE_STROKES.口?.sequence)).toBe(true);
  });
});

describe('evaluateStrokeOrder validation', () => {
  const reject = (request: unknown) => thrown(() => evaluate(request as never)) as ValidationError;

  it('accepts exactly one character within U+4E00..U+9FFF (stroke.character)', () => {
    expect(() => evaluate({ character: String.fromCharCode(CJK_FIRST), strokes: [] })).not.toThrow();
    expect(() => evaluate({ character: String.fromCharCode(CJK_LAST), strokes: [] })).not.toThrow();
  });

  it('rejects other characters with a message that only Chinese is supported (stroke.character)', () => {
    for (const character of ['a', 'ab', '十十', '', '\u3400', '\ua000', '𠀀']) {
      const error = reject({ character, strokes: [] });
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.issues[0]?.path).toEqual(['character']);
      expect(error.issues[0]?.message).toContain('only Chinese characters are supported');
    }
  });

  it('accepts difficulty 1 to 3 only', () => {
    expect(reject({ character: '十', strokes: [], difficulty_level: 0 }).issues[0]?.path).toEqual(['difficulty_level']);
    expect(reject({ character: '十', strokes: [], difficulty_level: 4 }).issues[0]?.path).toEqual(['difficulty_level']);
    expect(() => evaluate({ character: '十', strokes: [], difficulty_level: 3 })).not.toThrow();
  });

  it('checks every point: pressure 0 to 1, finite coordinates, integer timestamps', () => {
    const error = reject({
      character: '十',
      strokes: [
        [
          { x: 0, y: 0, timestamp: 0, pressure: 1.5 },
          { x: 'a', y: 0, timestamp: 1.5 },
          { y: 0, timestamp: 1, pressure: -0.1 },
        ],
        'not a stroke',
      ],
    });
    expect(error.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['invalid_type', ['strokes', 1]],
      ['too_big', ['strokes', 0, 0, 'pressure']],
      ['invalid_type', ['strokes', 0, 1, 'x']],
      ['invalid_type', ['strokes', 0, 1, 'timestamp']],
      ['required', ['strokes', 0, 2, 'x']],
      ['too_small', ['strokes', 0, 2, 'pressure']],
    ]);
  });

  it('accepts pressure of exactly 0.0 and 1.0', () => {
    const stroke = [
      { x: 0, y: 0, timestamp: 0, pressure: 0 },
      { x: 9, y: 0, timestamp: 1, pressure: 1 },
    ];
    expect(() => evaluate({ character: '一', strokes: [stroke] })).not.toThrow();
  });

  it('requires strokes and character', () => {
    expect(reject({}).issues.map((issue) => issue.path)).toEqual([['character'], ['strokes']]);
  });

  it('treats null pen_id and student_id as absent', () => {
    expect(() => evaluate({ character: '十', strokes: [], pen_id: null, student_id: null })).not.toThrow();
  });
});
