// Rule general.validation: unknown fields are ignored, and the explanations name the likely
// typos among them (did you mean …?) without changing any operation's data.
import { describe, expect, it } from 'vitest';
import { explainEssay } from '../essay-review/explain.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { closest } from './suggest.js';

const TEXT = '今天天气很好，我很开心。我们一起去公园玩。';
const LINE = [
  { x: 0, y: 50, timestamp: 0 },
  { x: 100, y: 50, timestamp: 80 },
];
const clock = { now: () => 0 };

describe('closest (general.validation)', () => {
  it('finds the known name a misspelt one means, and nothing for a far one', () => {
    expect(closest('txt', ['text', 'title'])).toBe('text');
    expect(closest('difficultyLevel', ['difficulty_level', 'character'])).toBe('difficulty_level');
    expect(closest('structur', ['structure', 'spacing'])).toBe('structure');
    expect(closest('eval_dimension', ['eval_dimensions', 'strokes'])).toBe('eval_dimensions');
    expect(closest('strokse', ['strokes'])).toBe('strokes');
    expect(closest('colour', ['text', 'grade'])).toBeUndefined();
    expect(closest('text', ['text'])).toBeUndefined();
  });
});

describe('explanations warn of likely typos, which stay ignored (general.validation)', () => {
  it('name txt beside text in an essay explanation; the data is what reviewEssay gives', () => {
    const request: unknown = { text: TEXT, txt: 'x', grade: 3 };
    const explained = explainEssay(request, clock);
    expect(explained.warnings).toEqual(["txt is no field and is ignored; did you mean 'text'?"]);
    expect(explained.data).toEqual(reviewEssay(request, clock));
  });

  it('name difficultyLevel in a stroke-order explanation', () => {
    const request = { character: '十', strokes: [LINE], difficultyLevel: 3 };
    const explained = explainStrokeOrder(request as unknown, clock);
    expect(explained.warnings).toEqual([
      "difficultyLevel is no field and is ignored; did you mean 'difficulty_level'?",
    ]);
    expect(explained.data).toEqual(evaluateStrokeOrder(request as unknown, clock));
  });

  it("name eval_dimension and a dimension 'structur' that leaves the total at 0", () => {
    const misspelt: unknown = { strokes: [LINE], eval_dimensions: ['structur'] };
    const explained = explainWritingQuality(misspelt);
    expect(explained.data).toEqual({ total_score: 0, dimensions: {} });
    expect(explained.warnings).toEqual([
      "eval_dimensions[0] 'structur' is no dimension and is ignored; did you mean 'structure'?",
    ]);
    expect(explainWritingQuality({ strokes: [LINE], eval_dimension: ['spacing'] } as unknown).warnings).toEqual([
      "eval_dimension is no field and is ignored; did you mean 'eval_dimensions'?",
    ]);
    expect(evaluateWritingQuality(misspelt)).toEqual(explained.data);
  });

  it('add no warnings field when nothing looks misspelt, so the explanation is unchanged', () => {
    expect(explainEssay({ text: TEXT, colour: 'red' } as unknown, clock)).not.toHaveProperty('warnings');
    expect(explainWritingQuality({ strokes: [LINE] })).not.toHaveProperty('warnings');
  });
});
