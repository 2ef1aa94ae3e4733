import { describe, expect, it } from 'vitest';
import { Issues } from '../core/validation.js';
import { readStrokeOrderFields, STROKE_ORDER_REQUEST_FIELDS } from './request.js';

describe('the stroke-order request fields (rule general.validation)', () => {
  it("checks every field of the table, one by one, and lists their issues in the table's order", () => {
    const issues = new Issues();
    readStrokeOrderFields(
      { character: 1, pen_id: 2, student_id: 3, difficulty_level: 'x', strokes: [] },
      issues,
      undefined,
    );
    expect(issues.list.map((issue) => issue.path)).toEqual(
      Object.keys(STROKE_ORDER_REQUEST_FIELDS).map((key) => [key]),
    );
  });

  it('gives the checked character and level, the level defaulting to 1, and the strokes as given', () => {
    const strokes = [[{ x: 0, y: 0, timestamp: 0 }]];
    const issues = new Issues();
    expect(readStrokeOrderFields({ character: '十', strokes }, issues, undefined)).toEqual({
      character: '十',
      difficultyLevel: 1,
      strokes,
    });
    expect(issues.count).toBe(0);
  });
});
