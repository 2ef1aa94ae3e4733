// The fixed tables of the essay rules (rules essay.*).

import { PERSONIFICATION_GAP_MAX, PERSONIFICATION_GAP_MIN, SIMILE_SPAN_MAX, SIMILE_SPAN_MIN } from './rule-numbers.js';

/** The genres an essay may declare. */
export const GENRES = ['narrative', 'argumentative', 'expository', 'descriptive'] as const;

/** One of {@link GENRES}. */
export type Genre = (typeof GENRES)[number];

/** School grades the essay rules know. */
export type Grade = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Expected Chinese-character range `[min, max]` per grade (rules essay.structure.too-few-characters and essay.structure.too-many-characters). */
export const GRADE_RANGES: Readonly<Record<Grade, readonly [min: number, max: number]>> = {
  1: [50, 150],
  2: [100, 250],
  3: [200, 400],
  4: [300, 500],
  5: [350, 600],
  6: [400, 700],
  7: [500, 800],
  8: [600, 900],
  9: [600, 1000],
};

/** Weight of each 0-100 dimension score in the total (rule essay.total.weights). */
export const DIMENSION_WEIGHTS: Readonly<Record<EssayDimension, number>> = {
  structure: 0.25,
  grammar: 0.25,
  content: 0.3,
  rhetoric: 0.2,
};

/** The four essay dimensions, in the order of the response. */
export const ESSAY_DIMENSIONS = ['structure', 'grammar', 'content', 'rhetoric'] as const;

/** One of {@link ESSAY_DIMENSIONS}. */
export type EssayDimension = (typeof ESSAY_DIMENSIONS)[number];

/** Characters counted as punctuation in `character_count.punctuation` (rule essay.counts). */
export const PUNCTUATION_MARKS: string = '，。！？；：、“”‘’（）《》【】「」『』…—～·,.!?;:\'"()';

/** Marks that end a sentence (rule essay.text.sentences). */
export const SENTENCE_ENDING_MARKS: string = '。！？…!?';

/** Closing quotes and brackets that stay with the sentence they directly follow (rule essay.text.sentences). */
export const SENTENCE_CLOSING_MARKS: string = '”’」』）》"\')';

/** Connector words (rule essay.content.connectors). */
export const CONNECTOR_WORDS: readonly string[] = [
  '因此',
  '所以',
  '但是',
  '然而',
  '首先',
  '其次',
  '最后',
  '总之',
  '不仅',
  '而且',
  '虽然',
  '但',
  '因为',
  '于是',
];

/** Emotion words (rule essay.content.emotion). */
export const EMOTION_WORDS: readonly string[] = [
  '开心',
  '快乐',
  '高兴',
  '感动',
  '难过',
  '伤心',
  '惊讶',
  '温暖',
  '幸福',
  '骄傲',
  '担心',
  '紧张',
];

/** Words that open a simile, besides 像…一样 (rule essay.rhetoric.simile). */
export const SIMILE_WORDS: readonly string[] = ['如同', '仿佛', '好像', '犹如', '宛如'];

/** The simile pattern of rule essay.rhetoric.simile: 像…一样, or an opening word and a span. */
export const SIMILE_PATTERN: string = /* @__PURE__ */ simileSource();

function simileSource(): string {
  const span = `[^\\n]{${SIMILE_SPAN_MIN},${SIMILE_SPAN_MAX}}`;
  return `像${span}一样|(?:${SIMILE_WORDS.join('|')})${span}`;
}

/** Nature characters that personification starts from (rule essay.rhetoric.personification). */
export const NATURE_CHARACTERS: string = '风雨雪花树草月日阳河水山云星';

/** Action or manner characters that make a nature character personified (rule essay.rhetoric.personification). */
export const ACTION_CHARACTERS: string = '笑哭唱跳舞说睡醒跑叫招望追躲抱吻羞怒哼';

/** The personification pattern of rule essay.rhetoric.personification. */
export const PERSONIFICATION_PATTERN: string = /* @__PURE__ */ personificationSource();

function personificationSource(): string {
  return `[${NATURE_CHARACTERS}][^\\n]{${PERSONIFICATION_GAP_MIN},${PERSONIFICATION_GAP_MAX}}[${ACTION_CHARACTERS}]`;
}

/** Figures of speech the rhetoric rules detect. */
export const FIGURES_OF_SPEECH = ['simile', 'parallelism', 'personification'] as const;

/** One of {@link FIGURES_OF_SPEECH}. */
export type FigureOfSpeech = (typeof FIGURES_OF_SPEECH)[number];

/** Kinds of sentence-level error marks. */
export const ESSAY_ERROR_TYPES = ['repetition', 'logic', 'style', 'punctuation', 'long_sentence'] as const;

/** One of {@link ESSAY_ERROR_TYPES}. */
export type EssayErrorType = (typeof ESSAY_ERROR_TYPES)[number];

/** The id of a grammar pattern's rule in docs/rules.md. */
export type GrammarRuleId =
  | 'essay.grammar.doubled-de'
  | 'essay.grammar.doubled-le'
  | 'essay.grammar.because-twice'
  | 'essay.grammar.then-chain'
  | 'essay.grammar.doubled-hen'
  | 'essay.grammar.comma-run';

/**
 * One grammar pattern (rules essay.grammar.doubled-de to essay.grammar.comma-run): its rule id,
 * its shape and the kind of its error mark, whose advice is the kind's.
 */
export type GrammarRule =
  /** The character twice in a row (`的的`). */
  | {
      readonly rule: GrammarRuleId;
      readonly shape: 'repeat';
      readonly character: string;
      readonly errorType: 'repetition';
    }
  /**
   * The two-character word, then per span a stretch of `[min, max]` characters with no
   * newline and the word again (`因为[^\n]{5,50}因为`).
   */
  | {
      readonly rule: GrammarRuleId;
      readonly shape: 'chain';
      readonly word: string;
      readonly spans: readonly (readonly [min: number, max: number])[];
      readonly errorType: 'logic' | 'style';
    }
  /** A run of at least `minLength` of the characters (`[，,]{3,}`). */
  | {
      readonly rule: GrammarRuleId;
      readonly shape: 'run';
      readonly characters: string;
      readonly minLength: number;
      readonly errorType: 'punctuation';
    };

/**
 * The grammar patterns, one row a rule, in the order rule essay.grammar.order fixes: a new
 * pattern is a new row (and its explanation note in rules/grammar.ts, keyed by its id).
 */
export const GRAMMAR_RULES: readonly GrammarRule[] = [
  { rule: 'essay.grammar.doubled-de', shape: 'repeat', character: '的', errorType: 'repetition' },
  { rule: 'essay.grammar.doubled-le', shape: 'repeat', character: '了', errorType: 'repetition' },
  { rule: 'essay.grammar.because-twice', shape: 'chain', word: '因为', spans: [[5, 50]], errorType: 'logic' },
  {
    rule: 'essay.grammar.then-chain',
    shape: 'chain',
    word: '然后',
    spans: [
      [3, 20],
      [3, 20],
    ],
    errorType: 'style',
  },
  { rule: 'essay.grammar.doubled-hen', shape: 'repeat', character: '很', errorType: 'repetition' },
  { rule: 'essay.grammar.comma-run', shape: 'run', characters: '，,', minLength: 3, errorType: 'punctuation' },
];

/** {@link GRAMMAR_RULES} as regular expressions (with the `u` flag, spans count characters). */
export const GRAMMAR_PATTERNS: readonly {
  readonly pattern: string;
  readonly errorType: Exclude<EssayErrorType, 'long_sentence'>;
}[] = /* @__PURE__ */ GRAMMAR_RULES.map((rule) => ({ pattern: patternOf(rule), errorType: rule.errorType }));

/** A grammar pattern's regular expression (with the `u` flag, spans count characters). */
export function patternOf(rule: GrammarRule): string {
  switch (rule.shape) {
    case 'repeat':
      return rule.character + rule.character;
    case 'chain':
      return rule.word + rule.spans.map(([min, max]) => `[^\\n]{${min},${max}}${rule.word}`).join('');
    case 'run':
      return `[${rule.characters}]{${rule.minLength},}`;
  }
}

/** Points subtracted from grammar per pattern match and per long sentence. */
export const GRAMMAR_PENALTIES: Readonly<{ pattern: number; longSentence: number }> = {
  pattern: 5,
  longSentence: 3,
};

/** Sentences longer than this many characters are marked long (rule essay.grammar.long-sentence). */
export const LONG_SENTENCE_LENGTH: number = 80;

/** How many characters of a long sentence its error mark quotes (rule essay.grammar.long-sentence). */
export const LONG_SENTENCE_EXCERPT_LENGTH: number = 30;

/** Score-ratio thresholds of the overall-comment bands (rule essay.total.comment). */
export const BAND_THRESHOLDS: Readonly<{ excellent: number; good: number; medium: number }> = {
  excellent: 0.9,
  good: 0.75,
  medium: 0.6,
};

/** One band of the overall comment. */
export type Band = keyof typeof BAND_THRESHOLDS | 'improve';
