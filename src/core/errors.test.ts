// Rule general.errors: one path format in every message, and a ValidationError's message that
// says where the first problem is and how many more there are.
import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/helpers.js';
import { explainEssay } from '../essay-review/explain.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { dispatch } from '../http/dispatch.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { PRECISE } from '../strokes/precise.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { formatPath, summarizeIssues, ValidationError } from './errors.js';

/** Requests that break many rules at once, at every depth of the request. */
const BROKEN_POINTS = [
  [
    { x: 0, y: 0 },
    { x: '1', y: '2', timestamp: 0 },
    { x: 0, y: 0, t: 0 },
    [0, 0],
    { x: 0, y: 0, timestamp: 1, pressure: 2 },
  ],
  'not a stroke',
];
const CASES: readonly [string, () => unknown][] = [
  ['reviewEssay', () => reviewEssay({ text: '短', grade: '3', genre: 'poem' } as never)],
  ['explainEssay', () => explainEssay({ text: 5, enable_suggestions: 'yes' } as never)],
  ['evaluateStrokeOrder', () => evaluateStrokeOrder({ character: 'A', strokes: BROKEN_POINTS } as never)],
  [
    'evaluateStrokeOrder (PRECISE)',
    () => evaluateStrokeOrder({ character: 'A', strokes: BROKEN_POINTS } as never, PRECISE),
  ],
  ['explainStrokeOrder', () => explainStrokeOrder({ difficulty_level: 7, strokes: BROKEN_POINTS } as never)],
  ['evaluateWritingQuality', () => evaluateWritingQuality({ strokes: BROKEN_POINTS, eval_dimensions: [1] } as never)],
  ['explainWritingQuality', () => explainWritingQuality({ strokes: BROKEN_POINTS } as never)],
  ['reviewEssay (not an object)', () => reviewEssay([] as never)],
];

function rejection(call: () => unknown): ValidationError {
  const error = thrown(call);
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('formatPath (general.errors)', () => {
  it('writes a path in access notation, the same everywhere', () => {
    expect(formatPath(['strokes', 0, 3, 'pressure'])).toBe('strokes[0][3].pressure');
    expect(formatPath(['strokes', 1])).toBe('strokes[1]');
    expect(formatPath(['eval_dimensions', 0])).toBe('eval_dimensions[0]');
    expect(formatPath(['text'])).toBe('text');
    expect(formatPath(['a b', 0])).toBe('["a b"][0]');
    expect(formatPath([])).toBe('');
  });
});

describe('every issue message begins with its path (general.errors)', () => {
  for (const [name, call] of CASES) {
    it(`${name}: each message starts with formatPath(path), and the error message sums them up`, () => {
      const error = rejection(call);
      expect(error.issues.length).toBeGreaterThan(0);
      for (const issue of error.issues) {
        const subject = issue.path.length === 0 ? 'The request' : formatPath(issue.path);
        expect(issue.message.startsWith(`${subject} `), issue.message).toBe(true);
        expect(issue.message).not.toMatch(/strokes\.\d/);
      }
      const more = error.issues.length - 1;
      expect(error.message).toBe(
        more > 0 ? `${error.issues[0]?.message} (and ${more} more)` : error.issues[0]?.message,
      );
    });
  }

  it('names the point of a missing timestamp, not just "timestamp is required."', () => {
    const error = rejection(() =>
      evaluateStrokeOrder({
        character: '十',
        strokes: [
          [
            { x: 0, y: 0, timestamp: 0 },
            { x: 1, y: 1 },
          ],
        ],
      } as never),
    );
    expect(error.message).toBe('strokes[0][1].timestamp is required.');
  });

  it('writes the HTTP 422 msg with the same path as the loc it carries', () => {
    const { status, body } = dispatch('stroke-order', { character: '十', strokes: [[{ x: 0, y: 0 }], 3] });
    expect(status).toBe(422);
    const detail = (body as { detail: { loc: (string | number)[]; msg: string }[] }).detail;
    expect(detail.map((issue) => issue.msg)).toEqual([
      'strokes[1] must be an array of points.',
      'strokes[0][0].timestamp is required.',
    ]);
    for (const issue of detail) expect(issue.msg.startsWith(formatPath(issue.loc.slice(1)))).toBe(true);
  });
});

describe('summarizeIssues (general.errors)', () => {
  it('adds how many more issues there are, counting unlisted ones', () => {
    const issue = { code: 'required', path: ['text'], message: 'text is required.' } as const;
    expect(summarizeIssues([issue])).toBe('text is required.');
    expect(summarizeIssues([issue, issue, issue])).toBe('text is required. (and 2 more)');
    expect(summarizeIssues([issue], 5)).toBe('text is required. (and 5 more)');
    expect(summarizeIssues([])).toBe('The request is invalid.');
  });
});
