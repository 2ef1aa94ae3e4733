// The rules table of docs/scoring.md (the one the README links for how scores are made) states a
// number of nearly every rule. Each is checked here against the constant the code reads, so a
// threshold changed in its table (rule-numbers.ts, constants.ts) fails this test until the guide
// says the same, and a number edited in the guide alone fails it too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';
import { DEFAULT_PRESSURE } from '../src/core/points.js';
import {
  BAND_THRESHOLDS,
  DIMENSION_WEIGHTS,
  GRADE_RANGES,
  GRAMMAR_PENALTIES,
  GRAMMAR_RULES,
  type GrammarRuleId,
  LONG_SENTENCE_LENGTH,
} from '../src/essay-review/constants.js';
import * as essay from '../src/essay-review/rule-numbers.js';
import { DIRECTION_THRESHOLDS } from '../src/stroke-order/constants.js';
import * as stroke from '../src/stroke-order/rule-numbers.js';
import * as quality from '../src/writing-quality/rule-numbers.js';

const GUIDE = new URL('../docs/scoring.md', import.meta.url);

/** The first span of a chain rule of GRAMMAR_RULES, found by its id. */
function firstSpan(id: GrammarRuleId): readonly [number, number] {
  const rule = GRAMMAR_RULES.find((row) => row.rule === id);
  if (rule?.shape !== 'chain') throw new Error(`${id} is no chain rule`);
  return rule.spans[0]!;
}

/** A number the guide writes that no table holds, each for the reason given. */
const example = (value: number, _why: string): number => value;

/**
 * Each row of the table, by its first rule id (or its bold heading), with the numbers its effect
 * states, in the order the guide writes them.
 */
const STATED: Readonly<Record<string, readonly number[]>> = {
  '**structure**': [essay.STRUCTURE_START],
  'essay.structure.paragraphs': [
    essay.STRUCTURE_MIN_PARAGRAPHS - 1,
    essay.STRUCTURE_FEW_PARAGRAPHS_PENALTY,
    essay.STRUCTURE_MIN_PARAGRAPHS,
    essay.STRUCTURE_EXACT_PARAGRAPHS_PENALTY,
  ],
  'essay.structure.too-few-characters': [
    example(3, 'the grade of the example'),
    GRADE_RANGES[3][0],
    GRADE_RANGES[3][1],
    essay.STRUCTURE_SHORTFALL_CAP,
    essay.STRUCTURE_SHORTFALL_STEP,
  ],
  'essay.structure.too-many-characters': [essay.STRUCTURE_EXCESS_FACTOR, essay.STRUCTURE_EXCESS_PENALTY],
  'essay.structure.first-paragraph': [essay.STRUCTURE_FIRST_PARAGRAPH_MIN, essay.STRUCTURE_FIRST_PARAGRAPH_PENALTY],
  'essay.structure.last-paragraph': [essay.STRUCTURE_LAST_PARAGRAPH_MIN, essay.STRUCTURE_LAST_PARAGRAPH_PENALTY],
  '**grammar**': [essay.GRAMMAR_START],
  'essay.grammar.doubled-de': [GRAMMAR_PENALTIES.pattern],
  'essay.grammar.because-twice': [...firstSpan('essay.grammar.because-twice'), GRAMMAR_PENALTIES.pattern],
  'essay.grammar.then-chain': [...firstSpan('essay.grammar.then-chain'), GRAMMAR_PENALTIES.pattern],
  'essay.grammar.comma-run': [GRAMMAR_PENALTIES.pattern],
  'essay.grammar.long-sentence': [LONG_SENTENCE_LENGTH, GRAMMAR_PENALTIES.longSentence],
  'essay.grammar.order': [],
  '**content**': [essay.CONTENT_START],
  'essay.content.richness': [
    example(1, 'the floor of a divisor, as everywhere'),
    essay.CONTENT_RICH_ABOVE,
    essay.CONTENT_RICH_BONUS,
    essay.CONTENT_POOR_BELOW,
    essay.CONTENT_POOR_PENALTY,
  ],
  'essay.content.connectors': [
    essay.CONTENT_CONNECTORS_MIN,
    essay.CONTENT_CONNECTORS_BONUS,
    essay.CONTENT_SILENT_SENTENCES,
    essay.CONTENT_NO_CONNECTORS_PENALTY,
  ],
  'essay.content.emotion': [essay.CONTENT_EMOTION_BONUS],
  '**rhetoric**': [essay.RHETORIC_START],
  'essay.rhetoric.simile': [],
  'essay.rhetoric.figures': [
    essay.RHETORIC_ALL_FIGURES,
    essay.RHETORIC_ALL_FIGURES_BONUS,
    essay.RHETORIC_SOME_FIGURES,
    essay.RHETORIC_ALL_FIGURES - 1,
    essay.RHETORIC_SOME_FIGURES_BONUS,
  ],
  'essay.rhetoric.upper-grades': [
    essay.RHETORIC_UPPER_GRADE,
    essay.RHETORIC_UPPER_GRADE_MIN_FIGURES,
    essay.RHETORIC_UPPER_GRADE_PENALTY,
  ],
  '**total**': [],
  'essay.total.weights': [
    DIMENSION_WEIGHTS.structure,
    DIMENSION_WEIGHTS.grammar,
    DIMENSION_WEIGHTS.content,
    DIMENSION_WEIGHTS.rhetoric,
  ],
  'essay.total.score': [essay.DIMENSION_SCALE, essay.TOTAL_DECIMALS],
  'essay.total.dimensions': [essay.DIMENSION_SCALE, essay.TOTAL_DECIMALS],
  'essay.total.comment': [BAND_THRESHOLDS.excellent, BAND_THRESHOLDS.good, BAND_THRESHOLDS.medium],
  'essay.total.zero-max': [example(0, 'the max_score that cannot be scored')],
  'stroke.character': [CJK_FIRST, CJK_LAST],
  'stroke.direction.few-points': [stroke.MIN_POINTS, DIRECTION_THRESHOLDS.dotDistance],
  'stroke.direction.curvature': [DIRECTION_THRESHOLDS.minStraight, DIRECTION_THRESHOLDS.curvature],
  'stroke.direction.angle': [],
  'stroke.score.count': [example(0, 'the floor of a score'), stroke.FULL_SCORE, stroke.COUNT_PENALTY_PER_STROKE],
  'stroke.score.order': [stroke.FULL_SCORE],
  'stroke.score.total': [stroke.ORDER_WEIGHT_BASE, stroke.ORDER_WEIGHT_PER_LEVEL],
  'stroke.score.unknown-character': [stroke.FULL_SCORE, stroke.FULL_SCORE, stroke.FULL_SCORE],
  'stroke.score.empty-stroke': [],
  'stroke.reference': [],
  'quality.structure': [quality.FULL_SCORE, quality.STRUCTURE_WEIGHT, quality.DIAGONAL_DIVISOR, quality.DIVISOR_FLOOR],
  'quality.spacing': [quality.FULL_SCORE, quality.SPACING_WEIGHT, quality.DIVISOR_FLOOR],
  'quality.normative': [quality.FULL_SCORE, quality.NORMATIVE_WEIGHT, DEFAULT_PRESSURE],
  'quality.aesthetics': [
    quality.FULL_SCORE,
    quality.AESTHETICS_WEIGHT,
    quality.DIVISOR_FLOOR,
    quality.SQUARE_ASPECT_RATIO,
  ],
  'quality.dimensions': [example(0, 'the floor of a score'), example(1, 'the one decimal of every score')],
  'quality.total': [example(1, 'the one decimal of every score')],
};

/** A row of the rules table: its key, and its text (the rule cell's, such as `base 100`, and the effect's). */
interface Row {
  readonly key: string;
  readonly text: string;
}

/** The rows of the guide's rules tables (`| rule | effect |`), up to the worked examples. */
function rulesTableRows(markdown: string): Row[] {
  const tables = markdown.slice(0, markdown.indexOf('### Three surprising results'));
  return tables
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| rule |'))
    .map((line) => {
      const [rule = '', effect = ''] = line.slice(2, -2).split(' | ');
      const key = /\(rules\.md#([\w.-]+)\)/.exec(rule)?.[1] ?? /^\*\*\w+\*\*/.exec(rule)?.[0] ?? rule;
      return { key, text: `${rule} ${effect}` };
    });
}

/** The numbers a cell writes, in order: decimals, and code points written `U+4E00`. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/U\+([0-9A-F]{4,6})|(\d+(?:\.\d+)?)/g)].map((match) =>
    match[1] === undefined ? Number(match[2]) : Number.parseInt(match[1], 16),
  );
}

describe('the rules table of docs/scoring.md', () => {
  const rows = rulesTableRows(readFileSync(GUIDE, 'utf8'));

  it('reads every number a cell writes, code points included', () => {
    expect(numbersIn('one of U+3000..U+303F, above 1.5 × 100/100 and −25; `的的`')).toEqual([
      0x3000, 0x303f, 1.5, 100, 100, 25,
    ]);
  });

  it('has a row for each rule this test states the numbers of, and no other', () => {
    expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(STATED).sort());
  });

  it.each(rows.map((row) => [row.key, row] as const))('%s: states the numbers the code reads', (key, row) => {
    expect(numbersIn(row.text), row.text).toEqual(STATED[key]);
  });
});
