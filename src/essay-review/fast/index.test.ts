import { describe, expect, it } from 'vitest';
import { thrown } from '../../../test/helpers.js';
import { ScoringError, ValidationError } from '../../core/errors.js';
import { BAND_PREFIXES, ERROR_SUGGESTIONS, ESSAY_FAILURE_PREFIX } from '../messages.js';
import { bandOf } from '../totals.js';
import { analyzeEssay, reviewEssay } from './index.js';

const clock = { now: () => 0 };
const TEXT = '今天天气很好，我很开心。';

function rejection(request: unknown): ValidationError {
  const error = thrown(() => reviewEssay(request as never, clock));
  if (error instanceof ValidationError) return error;
  throw error;
}

describe('reviewEssay', () => {
  it('returns every field of EssayReviewData', () => {
    const data = reviewEssay({ text: TEXT }, clock);
    expect(Object.keys(data)).toEqual([
      'total_score',
      'max_score',
      'dimensions',
      'character_count',
      'overall_comment',
      'structure_analysis',
      'content_analysis',
      'rhetoric_analysis',
      'grammar_errors',
      'inference_time_ms',
    ]);
    expect(data.character_count).toEqual({ total: 12, chinese: 10, punctuation: 2 });
  });

  it('weights the four scores 0.25, 0.25, 0.30, 0.20 and scales by max_score (essay.total.weights, essay.total.dimensions)', () => {
    // structure 46, grammar 100, content 98, rhetoric 70 (the first worked example).
    const data = reviewEssay({ text: TEXT }, clock);
    expect(data.total_score).toBe(79.9);
    expect(data.dimensions).toEqual({ structure: 11.5, grammar: 25, content: 29.4, rhetoric: 14 });
  });

  it('rounds the total from the left-to-right weighted sum, Python style (essay.total.score)', () => {
    const data = reviewEssay({ text: TEXT, max_score: 50 }, clock);
    // weighted 79.9 / 100 * 50 = 39.95 (stored below .95): Python's round gives 39.9 or 40.0.
    const weighted = 46 * 0.25 + 100 * 0.25 + 98 * 0.3 + 70 * 0.2;
    expect(data.total_score).toBe(Number(((weighted / 100) * 50).toFixed(1)));
  });

  it('echoes max_score and accepts a negative one (essay.total.score, essay.total.zero-max)', () => {
    const data = reviewEssay({ text: TEXT, max_score: -100 }, clock);
    expect(data.max_score).toBe(-100);
    expect(data.total_score).toBe(-79.9);
    expect(data.overall_comment.startsWith(BAND_PREFIXES.good)).toBe(true);
  });

  it('fails with the essay ScoringError when max_score is 0 (essay.total.zero-max, general.errors)', () => {
    const caught = thrown(() => reviewEssay({ text: TEXT, max_score: 0 }, clock));
    expect(caught).toBeInstanceOf(ScoringError);
    const error = caught as ScoringError;
    expect(error.status).toBe(500);
    expect(error.operation).toBe('essay-review');
    expect(error.detail.startsWith(ESSAY_FAILURE_PREFIX)).toBe(true);
    expect(error.detail.length).toBeGreaterThan(ESSAY_FAILURE_PREFIX.length);
  });

  it('returns no error marks when enable_suggestions is false, with the same grammar score (essay.grammar.order)', () => {
    const text = '我的的书包很很重，，，我们走了了很远。';
    const withMarks = reviewEssay({ text }, clock);
    const without = reviewEssay({ text, enable_suggestions: false }, clock);
    expect(withMarks.grammar_errors).toHaveLength(4);
    expect(without.grammar_errors).toEqual([]);
    expect(without.dimensions.grammar).toBe(withMarks.dimensions.grammar);
    expect(withMarks.grammar_errors[0]?.suggestion).toBe(ERROR_SUGGESTIONS.repetition);
  });

  it('is not changed by title, genre, student_id or assignment_id', () => {
    const plain = reviewEssay({ text: TEXT }, clock);
    const dressed = reviewEssay(
      { text: TEXT, title: '春天', genre: 'argumentative', student_id: 's', assignment_id: 'a' },
      clock,
    );
    expect(dressed).toEqual(plain);
  });

  it('builds the overall comment from the band prefix and the first comments joined by ； (essay.total.comment)', () => {
    const data = reviewEssay({ text: TEXT }, clock);
    expect(data.overall_comment).toBe(
      BAND_PREFIXES.good + [data.structure_analysis[0], data.content_analysis[0], data.rhetoric_analysis[0]].join('；'),
    );
  });

  it('leaves out analyses without comments from the overall comment (essay.total.comment)', () => {
    const text = '月亮像一个银盘一样挂在天上。花儿对着我笑。我爱春天的风。我爱夏天的雨。我爱秋天的月。';
    const data = reviewEssay({ text, grade: 6 }, clock);
    expect(data.rhetoric_analysis).toEqual([]);
    expect(data.overall_comment).toBe(
      BAND_PREFIXES.good + [data.structure_analysis[0], data.content_analysis[0]].join('；'),
    );
  });

  it('measures inference_time_ms with the injected clock, to 2 decimals, ties to even (general.inference-time)', () => {
    let tick = 0;
    // 3.125 - 1 = 2.125 exactly: Python's round gives 2.12.
    const data = reviewEssay({ text: TEXT }, { now: () => (tick++ === 0 ? 1 : 3.125) });
    expect(data.inference_time_ms).toBe(2.12);
  });

  it('measures real elapsed time by default (general.inference-time)', () => {
    const data = reviewEssay({ text: TEXT });
    expect(data.inference_time_ms).toBeGreaterThanOrEqual(0);
    expect(Number(data.inference_time_ms.toFixed(2))).toBe(data.inference_time_ms);
  });
});

describe('bandOf (essay.total.comment)', () => {
  it('splits at 0.9, 0.75 and 0.6, inclusive', () => {
    expect(bandOf(0.9)).toBe('excellent');
    expect(bandOf(0.8999)).toBe('good');
    expect(bandOf(0.75)).toBe('good');
    expect(bandOf(0.7499)).toBe('medium');
    expect(bandOf(0.6)).toBe('medium');
    expect(bandOf(0.5999)).toBe('improve');
  });
});

describe('analyzeEssay', () => {
  it('gives the four 0-100 scores before weighting', () => {
    expect(analyzeEssay(TEXT, 3).scores).toEqual({ structure: 46, grammar: 100, content: 98, rhetoric: 70 });
  });
});

describe('reviewEssay validation (general.validation)', () => {
  it('accepts 10 and 5000 characters, rejects 9 and 5001', () => {
    expect(() => reviewEssay({ text: '一'.repeat(10) }, clock)).not.toThrow();
    expect(() => reviewEssay({ text: '一'.repeat(5000) }, clock)).not.toThrow();
    expect(rejection({ text: '一'.repeat(9) }).issues[0]).toMatchObject({ code: 'too_short', path: ['text'] });
    expect(rejection({ text: '一'.repeat(5001) }).issues[0]).toMatchObject({ code: 'too_long', path: ['text'] });
  });

  it('measures text length in code points: 10 astral characters are enough, 5001 too many', () => {
    expect('𠀀'.repeat(5).length).toBe(10);
    expect(rejection({ text: '𠀀'.repeat(9) }).issues[0]?.path).toEqual(['text']);
    expect(() => reviewEssay({ text: '𠀀'.repeat(10) }, clock)).not.toThrow();
    expect(() => reviewEssay({ text: '𠀀'.repeat(5000) }, clock)).not.toThrow();
    expect(rejection({ text: '𠀀'.repeat(5001) }).issues[0]?.code).toBe('too_long');
  });

  it('requires text, as a string', () => {
    expect(rejection({}).issues).toEqual([{ code: 'required', path: ['text'], message: 'text is required.' }]);
    expect(rejection({ text: 12345678901 }).issues[0]?.code).toBe('invalid_type');
    expect(rejection({ text: null }).issues[0]?.code).toBe('invalid_type');
  });

  it('reports every violation at once, the first with how many more as the error message', () => {
    const error = rejection({ text: '短', grade: 0, genre: 'poem', max_score: 1.5, enable_suggestions: 'yes' });
    expect(error.issues.map((issue) => issue.path)).toEqual([
      ['text'],
      ['grade'],
      ['genre'],
      ['max_score'],
      ['enable_suggestions'],
    ]);
    expect(error.message).toBe(`${error.issues[0]?.message} (and 4 more)`);
    expect(error.status).toBe(422);
    expect(error.name).toBe('ValidationError');
  });

  it('names the four genres in the genre message', () => {
    const message = rejection({ text: TEXT, genre: 'poem' }).issues[0]?.message ?? '';
    for (const genre of ['narrative', 'argumentative', 'expository', 'descriptive']) expect(message).toContain(genre);
  });

  it('accepts grades 1 and 9, rejects 0, 10 and non-integers', () => {
    expect(() => reviewEssay({ text: TEXT, grade: 1 }, clock)).not.toThrow();
    expect(() => reviewEssay({ text: TEXT, grade: 9 }, clock)).not.toThrow();
    expect(rejection({ text: TEXT, grade: 10 }).issues[0]?.code).toBe('too_big');
    expect(rejection({ text: TEXT, grade: 0 }).issues[0]?.code).toBe('too_small');
    expect(rejection({ text: TEXT, grade: 2.5 }).issues[0]?.code).toBe('invalid_type');
    expect(rejection({ text: TEXT, grade: '3' }).issues[0]?.code).toBe('invalid_type');
  });

  it('takes null as absent only for fields whose default is absent', () => {
    expect(() => reviewEssay({ text: TEXT, title: null, student_id: null, assignment_id: null }, clock)).not.toThrow();
    expect(rejection({ text: TEXT, grade: null }).issues[0]?.path).toEqual(['grade']);
    expect(rejection({ text: TEXT, genre: null }).issues[0]?.path).toEqual(['genre']);
    expect(rejection({ text: TEXT, title: 42 }).issues[0]?.path).toEqual(['title']);
  });

  it('rejects NaN and Infinity as max_score', () => {
    expect(rejection({ text: TEXT, max_score: Number.NaN }).issues[0]?.path).toEqual(['max_score']);
    expect(rejection({ text: TEXT, max_score: Number.POSITIVE_INFINITY }).issues[0]?.path).toEqual(['max_score']);
  });

  it('ignores unknown fields', () => {
    expect(reviewEssay({ text: TEXT, extra: 1 } as never, clock)).toEqual(reviewEssay({ text: TEXT }, clock));
  });

  it('rejects a request that is not an object', () => {
    for (const request of [null, [], 'text', 42]) {
      expect(rejection(request).issues).toEqual([expect.objectContaining({ code: 'invalid_type', path: [] })]);
    }
  });

  it('validates before scoring: a short text with max_score 0 is a ValidationError', () => {
    expect(rejection({ text: '这是一篇测试作文。', max_score: 0 }).issues[0]?.path).toEqual(['text']);
  });
});
