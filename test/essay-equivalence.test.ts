// One case suite for the essay's two readings: the plain reading of the rules
// (src/essay-review/rules/index.ts, behind explainEssay) is the oracle, and the fast path of
// reviewEssay must give deep-equal results on every golden example and generated essay,
// errors included (same class, same issues or detail).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grade } from '../src/essay-review/constants.js';
import { analysisOf, explainEssay } from '../src/essay-review/explain.js';
import { analyzeEssay } from '../src/essay-review/fast/index.js';
import { readEssay } from '../src/essay-review/rules/index.js';
import { reviewEssay } from '../src/index.js';
import { essayRequest, HARD_UNITS } from './arbitraries.js';
import { loadExamples } from './examples.js';
import { expectSameReadings, type Reading } from './readings.case.js';

const clock = { now: () => 0 };
const runs = { numRuns: 400, seed: 20261123 };

/** Both readings of the essay: the fast path and the plain reading behind explainEssay. */
const ESSAY_READINGS: Record<string, Reading<typeof clock>> = {
  reviewEssay: (request, options) => reviewEssay(request, options),
  'explainEssay().data': (request, options) => explainEssay(request, options).data,
};

function sameEssay(request: unknown): void {
  expectSameReadings(ESSAY_READINGS, request, clock);
}

// Essays built from the characters and words the rules look for, with the hard cases.
const RULE_PIECES = [
  ...'的了很因为然后，,。！？…!?”’」』）》"\')“（像一样如同仿佛好像犹如宛如风雨雪花树草月日阳河水山云星笑哭唱跳舞说睡醒跑叫',
  ...'我你他春天地上下大小',
  '因为',
  '然后',
  '的的',
  '了了',
  '很很',
  '，，，',
  '但是',
  '所以',
  '因此',
  '首先',
  '最后',
  '开心',
  '紧张',
  '幸福',
  '\u2028',
  ...HARD_UNITS,
];

const ruleText = fc.string({ unit: fc.constantFrom(...RULE_PIECES), minLength: 1, maxLength: 300 });
// Long stretches without an ending mark, for long sentences; repeated sentences, for parallelism.
const longSentenceText = fc
  .tuple(
    fc.array(fc.constantFrom('春', '天', '𠀀', '\ud800', '的', '，', ' '), { minLength: 60, maxLength: 120 }),
    ruleText,
  )
  .map(([long, rest]) => `${long.join('')}。${rest}${long.join('')}`);
const parallelText = fc
  .tuple(fc.constantFrom('我', '春', '𠀀'), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 6 }))
  .map(([first, lengths]) => lengths.map((n) => `${first}${'天'.repeat(n)}。`).join(''));
// Many Chinese characters, beyond 1.5 times a grade's maximum.
const manyCharacterText = fc
  .tuple(fc.array(fc.constantFrom(...'春天的花开了很美。\n'), { minLength: 230, maxLength: 1600 }), ruleText)
  .map(([many, rest]) => many.join('') + rest);
const anyEssayText = fc.oneof(ruleText, longSentenceText, parallelText, manyCharacterText);
// Every rule id of docs/rules.md that records a step of its own.
const STEP_RULES = [
  'essay.content.connectors',
  'essay.content.emotion',
  'essay.content.richness',
  'essay.grammar.because-twice',
  'essay.grammar.comma-run',
  'essay.grammar.doubled-de',
  'essay.grammar.doubled-hen',
  'essay.grammar.doubled-le',
  'essay.grammar.long-sentence',
  'essay.grammar.then-chain',
  'essay.rhetoric.figures',
  'essay.rhetoric.parallelism',
  'essay.rhetoric.personification',
  'essay.rhetoric.simile',
  'essay.rhetoric.upper-grades',
  'essay.structure.first-paragraph',
  'essay.structure.last-paragraph',
  'essay.structure.paragraphs',
  'essay.structure.too-few-characters',
  'essay.structure.too-many-characters',
];
const grade = fc.integer({ min: 1, max: 9 }) as fc.Arbitrary<Grade>;

describe('the plain reading and the fast path of the essay rules', () => {
  it('give the same analysis on generated essays (every essay.* rule)', () => {
    fc.assert(
      fc.property(anyEssayText, grade, (text, g) => {
        expect(analyzeEssay(text, g)).toEqual(analysisOf(readEssay(text, g)));
      }),
      runs,
    );
  });

  it('give the same data or the same error on generated requests', () => {
    fc.assert(
      fc.property(essayRequest, (request) => {
        sameEssay(request);
      }),
      runs,
    );
  });

  it('give the same data or the same error on malformed requests', () => {
    const malformed = fc.record(
      {
        text: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null)),
        grade: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.string()),
        max_score: fc.oneof(fc.constant(0), fc.integer(), fc.double()),
        genre: fc.string(),
        enable_suggestions: fc.oneof(fc.boolean(), fc.constant('yes')),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(malformed, fc.anything()), (request) => {
        sameEssay(request);
      }),
      runs,
    );
  });

  it('are compared on essays that exercise every essay rule that records a step', () => {
    const rules = new Set<string>();
    for (const [text, g] of fc.sample(fc.tuple(anyEssayText, grade), { numRuns: runs.numRuns, seed: runs.seed })) {
      for (const dimension of Object.values(readEssay(text, g).dimensions)) {
        for (const step of dimension.steps) rules.add(step.rule);
      }
    }
    expect([...rules].sort()).toEqual(STEP_RULES);
  });

  // Texts where the two readings once differed, or could: a long sentence that also occurs
  // inside a surrogate pair (the fast path placed it there), overlapping doubles, cut marks.
  it.each([
    `我\ud840\udc00${'春'.repeat(85)}。\udc00${'春'.repeat(85)}。`,
    `${'春'.repeat(85)}\ud840\udc00。${'春'.repeat(85)}\ud840`,
    '的的的的了了了很很很，，，，,因为一二三四五因为然后一二三然后一二三然后',
    '好。”。后！！“”\n\n\u3000像春天一样风笑了',
  ])('agree on %j', (text) => {
    for (const g of [1, 5, 9] as const) expect(analyzeEssay(text, g)).toEqual(analysisOf(readEssay(text, g)));
  });

  describe('on every golden example', () => {
    for (const example of loadExamples().filter((candidate) => candidate.op === 'essay-review')) {
      it(`line ${example.line} (${example.expect.kind})`, () => {
        sameEssay(example.request);
      });
    }
  });
});
