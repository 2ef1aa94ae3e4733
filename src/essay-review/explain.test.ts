import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { essayRequest } from '../../test/arbitraries.js';
import { thrown } from '../../test/helpers.js';
import { notPlainJson } from '../../test/plain-json.js';
import { round } from '../core/round.js';
import { ScoringError, ValidationError } from '../index.js';
import { DIMENSION_WEIGHTS, ESSAY_DIMENSIONS } from './constants.js';
import { explainEssay } from './explain.js';
import { reviewEssay } from './fast/index.js';

const clock = { now: () => 0 };
const runs = { numRuns: 300, seed: 20261124 };

describe('explainEssay', () => {
  it('returns the data reviewEssay returns, and an explanation of it', () => {
    const request = { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 } as const;
    const { data, explanation } = explainEssay(request, clock);
    expect(data).toEqual(reviewEssay(request, clock));
    expect(data.total_score).toBe(82.7);
    expect(explanation.dimensions.structure.steps.map((step) => step.rule)).toEqual([
      'essay.structure.paragraphs',
      'essay.structure.too-few-characters',
    ]);
    expect(explanation.dimensions.structure.steps[1]).toEqual({
      rule: 'essay.structure.too-few-characters',
      delta: -18,
      note: '全文共18个汉字，3年级建议200～400字，少了182字，扣min(30, 182÷10取整)=18分',
    });
    expect(explanation.total).toMatchObject({ total_score: 82.7, max_score: 100, band: 'good' });
  });

  it('notes each grammar match with its text and code-point position (essay.grammar.doubled-de)', () => {
    const { explanation } = explainEssay({ text: '𠀀我的的的书很很好，就这样吧。' }, clock);
    expect(explanation.dimensions.grammar.steps).toEqual([
      { rule: 'essay.grammar.doubled-de', delta: -5, note: '第3个字起（position 2）“的”重复：「的的」，扣5分' },
      { rule: 'essay.grammar.doubled-hen', delta: -5, note: '第7个字起（position 6）“很”重复：「很很」，扣5分' },
    ]);
  });

  it('names the three parallel sentences (essay.rhetoric.parallelism)', () => {
    const { explanation } = explainEssay({ text: '我爱春天的花。我爱夏天的雨。我爱秋天的叶。' }, clock);
    expect(explanation.dimensions.rhetoric.steps[0]).toEqual({
      rule: 'essay.rhetoric.parallelism',
      delta: 0,
      note: '第1～3句都以“我”开头，长度7、7、7字相近，是排比：「我爱春天的花。」「我爱夏天的雨。」「我爱秋天的叶。」',
    });
  });

  it('throws the ValidationError of the root entry for a bad request, with the same issues', () => {
    const error = thrown(() => explainEssay({ text: 'short', grade: 10 } as never, clock));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual(
      (thrown(() => reviewEssay({ text: 'short', grade: 10 } as never, clock)) as ValidationError).issues,
    );
  });

  it('throws the essay ScoringError when max_score is 0 (essay.total.zero-max)', () => {
    const error = thrown(() => explainEssay({ text: '今天天气很好，我很开心。', max_score: 0 }, clock));
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as ScoringError).operation).toBe('essay-review');
  });

  it('adds the steps up to every number of the data, in the rules arithmetic (property)', () => {
    fc.assert(
      fc.property(essayRequest, (request) => {
        const { data, explanation } = explainEssay(request, clock);
        const max = request.max_score ?? 100;
        for (const key of ESSAY_DIMENSIONS) {
          const dimension = explanation.dimensions[key];
          let score = dimension.start;
          for (const step of dimension.steps) score += step.delta;
          expect(score).toBe(dimension.unclamped);
          const clamped =
            key === 'structure' || key === 'grammar' ? Math.max(0, score) : Math.min(100, Math.max(0, score));
          expect(dimension.clamped).toBe(clamped);
          expect(dimension.weight).toBe(DIMENSION_WEIGHTS[key]);
          expect(round((clamped / 100) * max * dimension.weight, 1)).toBe(data.dimensions[key]);
          expect(dimension.weighted).toBe(data.dimensions[key]);
        }
        const { structure, grammar, content, rhetoric } = explanation.dimensions;
        const weighted =
          structure.clamped * 0.25 + grammar.clamped * 0.25 + content.clamped * 0.3 + rhetoric.clamped * 0.2;
        expect(explanation.total.weighted_sum).toBe(weighted);
        expect(round((weighted / 100) * max, 1)).toBe(data.total_score);
        expect(explanation.total.ratio).toBe(data.total_score / max);
        expect(explanation.counts).toMatchObject(data.character_count);
      }),
      runs,
    );
  });

  it('explains in plain JSON only (property)', () => {
    fc.assert(
      fc.property(essayRequest, (request) => {
        const { explanation } = explainEssay(request, clock);
        expect(notPlainJson(explanation)).toBeUndefined();
        expect(JSON.parse(JSON.stringify(explanation))).toEqual(explanation);
      }),
      runs,
    );
  });
});

describe("a note that says something is absent names the rule's list", () => {
  // Seven sentences joined by 然后, a connector outside the rule's list, and no figure of speech.
  const text = '我早上起床了。然后我去刷牙洗脸。然后吃饭。然后我背着书包去学校上学。回家。我晚上很早就睡觉了。我做梦。';
  const notes = () => {
    const { dimensions } = explainEssay({ text }, clock).explanation;
    return [...dimensions.content.steps, ...dimensions.rhetoric.steps];
  };

  it('lists the connectors the rule counts when none of them is used (essay.content.connectors)', () => {
    const step = notes().find((one) => one.rule === 'essay.content.connectors');
    expect(step?.delta).toBe(-5);
    expect(step?.note).toContain(
      '没有用到规则所列的关联词（因此、所以、但是、然而、首先、其次、最后、总之、不仅、而且、虽然、但、因为、于是）',
    );
  });

  it('lists the figures the rules look for when none is found (essay.rhetoric.figures)', () => {
    const step = notes().find((one) => one.rule === 'essay.rhetoric.figures');
    expect(step?.note).toBe('没有找到规则所认的修辞手法（比喻、排比、拟人），不加分');
  });
});

describe('the notes of an essay explanation are written for people (essay.total.score)', () => {
  it('show 2 decimals where the exact value has more, which stays in the structured fields', () => {
    const { explanation } = explainEssay(
      { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 },
      { now: () => 0 },
    );
    expect(explanation.total.ratio).toBe(0.8270000000000001);
    expect(explanation.total.note).toContain('得分率 82.7 ÷ 100 = 0.83，');
    expect(explanation.total.note).not.toMatch(/\d\.\d{3,}/);
    const richness = explanation.dimensions.content.steps.find((step) => step.rule === 'essay.content.richness');
    expect(richness?.note).toMatch(/丰富度\d+÷\d+=\d\.\d{1,2}，/);
  });

  it('show more decimals where 2 would make a value look equal to the threshold it is compared with', async () => {
    const { noteNumberBeside } = await import('../core/explanation.js');
    expect(noteNumberBeside(0.6115702479338843, [0.6, 0.3])).toBe('0.61');
    expect(noteNumberBeside(0.6004, [0.6, 0.3])).toBe('0.6004');
    expect(noteNumberBeside(0.6, [0.6, 0.3])).toBe('0.6');
    expect(noteNumberBeside(0.7499, [0.9, 0.75, 0.6])).toBe('0.7499');
  });
});
