// The essay rules read plainly: one small function per rule id of docs/rules.md, in the order
// and with the arithmetic of the rules, over plain strings, `u` regexes and code-point arrays.
// It is slower than the scan of fast/scan.ts on purpose: a reader checks each function against its
// rule line by line, the tests hold the fast path equal to it, and explainEssay reports its
// steps. Every function records what it did as steps.

import { CJK_FIRST, CJK_LAST } from '../../core/cjk.js';
import { type ExplanationStep, noteNumberBeside } from '../../core/explanation.js';
import {
  CONNECTOR_WORDS,
  EMOTION_WORDS,
  type EssayDimension,
  type FigureOfSpeech,
  GRADE_RANGES,
  GRAMMAR_PATTERNS,
  GRAMMAR_PENALTIES,
  GRAMMAR_RULES,
  type Grade,
  type GrammarRule,
  LONG_SENTENCE_EXCERPT_LENGTH,
  LONG_SENTENCE_LENGTH,
  PERSONIFICATION_PATTERN,
  PUNCTUATION_MARKS,
  SENTENCE_CLOSING_MARKS,
  SENTENCE_ENDING_MARKS,
  SIMILE_PATTERN,
} from '../constants.js';
import type { SentenceError } from '../contract.js';
import { CONTENT_COMMENTS, ERROR_SUGGESTIONS, RHETORIC_COMMENTS, STRUCTURE_COMMENTS } from '../messages.js';
import {
  CONTENT_CONNECTORS_BONUS,
  CONTENT_CONNECTORS_MIN,
  CONTENT_EMOTION_BONUS,
  CONTENT_NO_CONNECTORS_PENALTY,
  CONTENT_POOR_BELOW,
  CONTENT_POOR_PENALTY,
  CONTENT_RICH_ABOVE,
  CONTENT_RICH_BONUS,
  CONTENT_SILENT_SENTENCES,
  CONTENT_START,
  GRAMMAR_START,
  PARALLELISM_MAX_DIFFERENCE,
  PARALLELISM_MIN_FIRST_LENGTH,
  RHETORIC_ALL_FIGURES,
  RHETORIC_ALL_FIGURES_BONUS,
  RHETORIC_SOME_FIGURES_BONUS,
  RHETORIC_START,
  RHETORIC_UPPER_GRADE,
  RHETORIC_UPPER_GRADE_MIN_FIGURES,
  RHETORIC_UPPER_GRADE_PENALTY,
  STRUCTURE_EXACT_PARAGRAPHS_PENALTY,
  STRUCTURE_EXCESS_FACTOR,
  STRUCTURE_EXCESS_PENALTY,
  STRUCTURE_FEW_PARAGRAPHS_PENALTY,
  STRUCTURE_FIRST_PARAGRAPH_MIN,
  STRUCTURE_FIRST_PARAGRAPH_PENALTY,
  STRUCTURE_LAST_PARAGRAPH_MIN,
  STRUCTURE_LAST_PARAGRAPH_PENALTY,
  STRUCTURE_MIN_PARAGRAPHS,
  STRUCTURE_SHORTFALL_CAP,
  STRUCTURE_SHORTFALL_STEP,
  STRUCTURE_START,
} from '../rule-numbers.js';

/** One dimension read plainly: its start, its steps in order, its comments and its final score. */
export interface PlainDimension {
  readonly start: number;
  readonly steps: ExplanationStep[];
  /** `start` plus every step's delta, in order. */
  readonly unclamped: number;
  /** `unclamped` floored or clamped into 0..100 (essay.total.clamp). */
  readonly clamped: number;
  readonly comments: string[];
}

/** The whole essay read plainly: what analyzeEssay gives, with every dimension's steps. */
export interface PlainEssay {
  readonly counts: { readonly total: number; readonly chinese: number; readonly punctuation: number };
  readonly sentences: readonly string[];
  readonly paragraphs: readonly string[];
  readonly dimensions: Readonly<Record<EssayDimension, PlainDimension>>;
  readonly errors: SentenceError[];
}

// rule: general.code-points — a string is read as its code points; a lone surrogate is one.
function codePoints(text: string): string[] {
  return [...text];
}

function lengthOf(text: string): number {
  return codePoints(text).length;
}

/**
 * The code-point position of every UTF-16 offset where a code point starts (a `u` regex match
 * always starts at one), so that each match's position is a lookup.
 */
function codePointPositions(text: string): number[] {
  const positions: number[] = [];
  let offset = 0;
  codePoints(text).forEach((character, position) => {
    positions[offset] = position;
    offset += character.length;
  });
  positions[offset] = lengthOf(text);
  return positions;
}

/** The text with the code-point position of each UTF-16 offset where a code point starts. */
interface EssayText {
  readonly text: string;
  readonly positions: readonly number[];
}

/** A character class of the characters of `characters`, safe inside `[…]`. */
function anyOf(characters: string): string {
  return characters.replace(/[\\\]^-]/gu, '\\$&');
}

// rule: essay.text.sentences — cut after each run of ending marks and the closing marks right
// after it; the tail is a sentence too; trim each piece, drop the blank ones.
const SENTENCE_PIECE = /* @__PURE__ */ new RegExp(
  `[^${anyOf(SENTENCE_ENDING_MARKS)}]*[${anyOf(SENTENCE_ENDING_MARKS)}]+[${anyOf(SENTENCE_CLOSING_MARKS)}]*` +
    `|[^${anyOf(SENTENCE_ENDING_MARKS)}]+$`,
  'gu',
);

/** The sentences of `text` (essay.text.sentences). */
export function sentencesOf(text: string): string[] {
  return [...text.matchAll(SENTENCE_PIECE)].map((match) => match[0].trim()).filter((piece) => piece !== '');
}

/** The paragraphs of `text` (essay.text.paragraphs): split on \n, trimmed, blank ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const WHITESPACE = /^\s$/u;
/** A Chinese character (essay.counts): one code point from U+4E00 to U+9FFF. */
const isChinese = (character: string): boolean => {
  const code = character.codePointAt(0)!;
  return code >= CJK_FIRST && code <= CJK_LAST;
};

/** The Chinese characters of `text`, in order (U+4E00..U+9FFF). */
function chineseOf(text: string): string[] {
  return codePoints(text).filter(isChinese);
}

/** The three counts of character_count (essay.counts). */
export function countsOf(text: string): PlainEssay['counts'] {
  const characters = codePoints(text);
  return {
    total: characters.filter((character) => !WHITESPACE.test(character)).length,
    chinese: characters.filter(isChinese).length,
    punctuation: characters.filter((character) => PUNCTUATION_MARKS.includes(character)).length,
  };
}

/** A dimension under way: rules add steps and comments to it. */
class Tally {
  readonly steps: ExplanationStep[] = [];
  readonly comments: string[] = [];
  score: number;

  constructor(readonly start: number) {
    this.score = start;
  }

  step(rule: string, delta: number, note: string, comment?: string): void {
    this.score += delta;
    this.steps.push({ rule, delta, note });
    if (comment !== undefined) this.comments.push(comment);
  }

  finish(clamp: (score: number) => number): PlainDimension {
    return {
      start: this.start,
      steps: this.steps,
      unclamped: this.score,
      clamped: clamp(this.score),
      comments: this.comments,
    };
  }
}

// rule: essay.total.clamp
const floorAtZero = (score: number): number => Math.max(0, score);
const clampTo100 = (score: number): number => Math.min(100, Math.max(0, score));

// ---- Structure ----

// rule: essay.structure.paragraphs
function structureParagraphs(tally: Tally, paragraphs: readonly string[]): void {
  if (paragraphs.length < STRUCTURE_MIN_PARAGRAPHS) {
    tally.step(
      'essay.structure.paragraphs',
      -STRUCTURE_FEW_PARAGRAPHS_PENALTY,
      `全文只有${paragraphs.length}个自然段，少于${STRUCTURE_MIN_PARAGRAPHS}段，扣${STRUCTURE_FEW_PARAGRAPHS_PENALTY}分`,
      STRUCTURE_COMMENTS.noParagraphs,
    );
  } else if (paragraphs.length === STRUCTURE_MIN_PARAGRAPHS) {
    tally.step(
      'essay.structure.paragraphs',
      -STRUCTURE_EXACT_PARAGRAPHS_PENALTY,
      `全文正好${STRUCTURE_MIN_PARAGRAPHS}个自然段，扣${STRUCTURE_EXACT_PARAGRAPHS_PENALTY}分`,
      STRUCTURE_COMMENTS.twoParagraphs,
    );
  }
}

// rule: essay.structure.too-few-characters
function structureTooFewCharacters(tally: Tally, chinese: number, grade: Grade): void {
  const [min, max] = GRADE_RANGES[grade];
  if (chinese < min) {
    const deficit = min - chinese;
    const penalty = Math.min(STRUCTURE_SHORTFALL_CAP, Math.floor(deficit / STRUCTURE_SHORTFALL_STEP));
    tally.step(
      'essay.structure.too-few-characters',
      0 - penalty,
      `全文共${chinese}个汉字，${grade}年级建议${min}～${max}字，少了${deficit}字，扣min(${STRUCTURE_SHORTFALL_CAP}, ${deficit}÷${STRUCTURE_SHORTFALL_STEP}取整)=${penalty}分`,
      STRUCTURE_COMMENTS.tooFewCharacters(chinese, min, max),
    );
  }
}

// rule: essay.structure.too-many-characters
function structureTooManyCharacters(tally: Tally, chinese: number, grade: Grade): void {
  const [, max] = GRADE_RANGES[grade];
  if (chinese > STRUCTURE_EXCESS_FACTOR * max) {
    tally.step(
      'essay.structure.too-many-characters',
      -STRUCTURE_EXCESS_PENALTY,
      `全文共${chinese}个汉字，超过${grade}年级上限${max}字的${STRUCTURE_EXCESS_FACTOR}倍（${STRUCTURE_EXCESS_FACTOR * max}字），扣${STRUCTURE_EXCESS_PENALTY}分`,
      STRUCTURE_COMMENTS.tooManyCharacters(chinese, max),
    );
  }
}

// rule: essay.structure.first-paragraph — skipped when there is no paragraph at all.
function structureFirstParagraph(tally: Tally, paragraphs: readonly string[]): void {
  const first = paragraphs[0];
  if (first !== undefined && lengthOf(first) < STRUCTURE_FIRST_PARAGRAPH_MIN) {
    tally.step(
      'essay.structure.first-paragraph',
      -STRUCTURE_FIRST_PARAGRAPH_PENALTY,
      `开头段只有${lengthOf(first)}个字，少于${STRUCTURE_FIRST_PARAGRAPH_MIN}字，扣${STRUCTURE_FIRST_PARAGRAPH_PENALTY}分`,
      STRUCTURE_COMMENTS.shortOpening,
    );
  }
}

// rule: essay.structure.last-paragraph — with one paragraph it is the first one too.
function structureLastParagraph(tally: Tally, paragraphs: readonly string[]): void {
  const last = paragraphs[paragraphs.length - 1];
  if (last !== undefined && lengthOf(last) < STRUCTURE_LAST_PARAGRAPH_MIN) {
    tally.step(
      'essay.structure.last-paragraph',
      -STRUCTURE_LAST_PARAGRAPH_PENALTY,
      `结尾段只有${lengthOf(last)}个字，少于${STRUCTURE_LAST_PARAGRAPH_MIN}字，扣${STRUCTURE_LAST_PARAGRAPH_PENALTY}分`,
      STRUCTURE_COMMENTS.shortEnding,
    );
  }
}

// ---- Grammar ----

// The grammar patterns in the order of rule essay.grammar.order, one name each.
const [DOUBLED_DE, DOUBLED_LE, BECAUSE_TWICE, THEN_CHAIN, DOUBLED_HEN, COMMA_RUN] = GRAMMAR_RULES as readonly [
  GrammarRule,
  GrammarRule,
  Extract<GrammarRule, { shape: 'chain' }>,
  Extract<GrammarRule, { shape: 'chain' }>,
  GrammarRule,
  Extract<GrammarRule, { shape: 'run' }>,
];

/** Every match of a grammar pattern, leftmost first and without overlap: one error and a penalty each. */
function patternMatches(
  tally: Tally,
  errors: SentenceError[],
  { text, positions }: EssayText,
  rule: string,
  grammarRule: GrammarRule,
  what: string,
): void {
  const { pattern, errorType } = GRAMMAR_PATTERNS[GRAMMAR_RULES.indexOf(grammarRule)]!;
  const penalty = GRAMMAR_PENALTIES.pattern;
  for (const match of text.matchAll(new RegExp(pattern, 'gu'))) {
    const position = positions[match.index]!;
    tally.step(
      rule,
      -penalty,
      `第${position + 1}个字起（position ${position}）${what}：「${match[0]}」，扣${penalty}分`,
    );
    errors.push({ sentence: match[0], error_type: errorType, suggestion: ERROR_SUGGESTIONS[errorType], position });
  }
}

// rule: essay.grammar.doubled-de — 的的的 is one match, 的的的的 two.
function grammarDoubledDe(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-de', DOUBLED_DE, '“的”重复');
}

// rule: essay.grammar.doubled-le
function grammarDoubledLe(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-le', DOUBLED_LE, '“了”重复');
}

// rule: essay.grammar.because-twice
function grammarBecauseTwice(tally: Tally, errors: SentenceError[], text: EssayText): void {
  const [[min, max]] = BECAUSE_TWICE.spans as readonly [readonly [number, number]];
  patternMatches(
    tally,
    errors,
    text,
    'essay.grammar.because-twice',
    BECAUSE_TWICE,
    `“因为”相隔${min}～${max}字又用了一次`,
  );
}

// rule: essay.grammar.then-chain
function grammarThenChain(tally: Tally, errors: SentenceError[], text: EssayText): void {
  const [[min, max]] = THEN_CHAIN.spans as readonly [readonly [number, number]];
  patternMatches(tally, errors, text, 'essay.grammar.then-chain', THEN_CHAIN, `“然后”每隔${min}～${max}字连用了三次`);
}

// rule: essay.grammar.doubled-hen
function grammarDoubledHen(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-hen', DOUBLED_HEN, '“很”重复');
}

// rule: essay.grammar.comma-run
function grammarCommaRun(tally: Tally, errors: SentenceError[], text: EssayText): void {
  const what = `连着用了${COMMA_RUN.minLength}个以上逗号`;
  patternMatches(tally, errors, text, 'essay.grammar.comma-run', COMMA_RUN, what);
}

/** The code-point position of the first occurrence of `needle` in `haystack`, or -1. */
function indexOfCodePoints(haystack: readonly string[], needle: readonly string[]): number {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((character, k) => haystack[start + k] === character)) return start;
  }
  return -1;
}

// rule: essay.grammar.long-sentence — each sentence longer than LONG_SENTENCE_LENGTH characters
// costs a penalty; it quotes the first LONG_SENTENCE_EXCERPT_LENGTH characters and `...`, at
// the first occurrence of the sentence in the text.
function grammarLongSentences(tally: Tally, errors: SentenceError[], text: string, sentences: readonly string[]): void {
  const characters = codePoints(text);
  for (const sentence of sentences) {
    const length = lengthOf(sentence);
    if (length > LONG_SENTENCE_LENGTH) {
      const excerpt = `${codePoints(sentence).slice(0, LONG_SENTENCE_EXCERPT_LENGTH).join('')}...`;
      const position = indexOfCodePoints(characters, codePoints(sentence));
      const penalty = GRAMMAR_PENALTIES.longSentence;
      tally.step(
        'essay.grammar.long-sentence',
        -penalty,
        `第${position + 1}个字起（position ${position}）的句子有${length}个字，超过${LONG_SENTENCE_LENGTH}字：「${excerpt}」，扣${penalty}分`,
      );
      errors.push({
        sentence: excerpt,
        error_type: 'long_sentence',
        suggestion: ERROR_SUGGESTIONS.long_sentence,
        position,
      });
    }
  }
}

// ---- Content ----

// rule: essay.content.richness
function contentRichness(tally: Tally, text: string): void {
  const chinese = chineseOf(text);
  const distinct = new Set(chinese).size;
  const richness = distinct / Math.max(chinese.length, 1);
  const figures = `不同的汉字${distinct}个，汉字共${chinese.length}个，丰富度${distinct}÷${Math.max(chinese.length, 1)}=${noteNumberBeside(richness, [CONTENT_RICH_ABOVE, CONTENT_POOR_BELOW])}`;
  if (richness > CONTENT_RICH_ABOVE) {
    tally.step(
      'essay.content.richness',
      CONTENT_RICH_BONUS,
      `${figures}，高于${CONTENT_RICH_ABOVE}，加${CONTENT_RICH_BONUS}分`,
      CONTENT_COMMENTS.richVocabulary,
    );
  } else if (richness < CONTENT_POOR_BELOW) {
    tally.step(
      'essay.content.richness',
      -CONTENT_POOR_PENALTY,
      `${figures}，低于${CONTENT_POOR_BELOW}，扣${CONTENT_POOR_PENALTY}分`,
      CONTENT_COMMENTS.poorVocabulary,
    );
  }
}

// rule: essay.content.connectors — distinct listed words occurring anywhere (但 inside 但是 too).
function contentConnectors(tally: Tally, text: string, sentenceCount: number): void {
  const found = CONNECTOR_WORDS.filter((word) => text.includes(word));
  if (found.length >= CONTENT_CONNECTORS_MIN) {
    tally.step(
      'essay.content.connectors',
      CONTENT_CONNECTORS_BONUS,
      `用到${found.length}个关联词（${found.join('、')}），不少于${CONTENT_CONNECTORS_MIN}个，加${CONTENT_CONNECTORS_BONUS}分`,
    );
  } else if (found.length === 0 && sentenceCount > CONTENT_SILENT_SENTENCES) {
    tally.step(
      'essay.content.connectors',
      -CONTENT_NO_CONNECTORS_PENALTY,
      `全文${sentenceCount}句，多于${CONTENT_SILENT_SENTENCES}句，却没有用到关联词，扣${CONTENT_NO_CONNECTORS_PENALTY}分`,
    );
  }
}

// rule: essay.content.emotion
function contentEmotion(tally: Tally, text: string): void {
  const found = EMOTION_WORDS.filter((word) => text.includes(word));
  if (found.length > 0) {
    tally.step(
      'essay.content.emotion',
      CONTENT_EMOTION_BONUS,
      `写到了感受（${found.join('、')}），加${CONTENT_EMOTION_BONUS}分`,
      CONTENT_COMMENTS.emotion,
    );
  }
}

// ---- Rhetoric ----

// rule: essay.rhetoric.simile
function rhetoricSimile(tally: Tally, { text, positions }: EssayText): boolean {
  const match = new RegExp(SIMILE_PATTERN, 'u').exec(text);
  if (match === null) return false;
  const position = positions[match.index]!;
  tally.step('essay.rhetoric.simile', 0, `第${position + 1}个字起（position ${position}）用了比喻：「${match[0]}」`);
  return true;
}

// rule: essay.rhetoric.parallelism — three sentences in a row: the first longer than
// `minFirstLength` characters, neighbouring lengths differing by less than `maxDifference`,
// the same first character.
function rhetoricParallelism(tally: Tally, sentences: readonly string[]): boolean {
  const lengths = sentences.map(lengthOf);
  const firsts = sentences.map((sentence) => codePoints(sentence)[0]);
  for (let i = 0; i + 2 < sentences.length; i++) {
    const [a, b, c] = [sentences[i]!, sentences[i + 1]!, sentences[i + 2]!];
    const [la, lb, lc] = [lengths[i]!, lengths[i + 1]!, lengths[i + 2]!];
    const [fa, fb, fc] = [firsts[i], firsts[i + 1], firsts[i + 2]];
    if (
      la > PARALLELISM_MIN_FIRST_LENGTH &&
      Math.abs(la - lb) < PARALLELISM_MAX_DIFFERENCE &&
      Math.abs(lb - lc) < PARALLELISM_MAX_DIFFERENCE &&
      fa === fb &&
      fb === fc
    ) {
      tally.step(
        'essay.rhetoric.parallelism',
        0,
        `第${i + 1}～${i + 3}句都以“${fa}”开头，长度${la}、${lb}、${lc}字相近，是排比：「${a}」「${b}」「${c}」`,
      );
      return true;
    }
  }
  return false;
}

// rule: essay.rhetoric.personification
function rhetoricPersonification(tally: Tally, { text, positions }: EssayText): boolean {
  const match = new RegExp(PERSONIFICATION_PATTERN, 'u').exec(text);
  if (match === null) return false;
  const position = positions[match.index]!;
  tally.step(
    'essay.rhetoric.personification',
    0,
    `第${position + 1}个字起（position ${position}）用了拟人：「${match[0]}」`,
  );
  return true;
}

const FIGURE_NAMES: Readonly<Record<FigureOfSpeech, string>> = {
  simile: '比喻',
  parallelism: '排比',
  personification: '拟人',
};

// rule: essay.rhetoric.figures
function rhetoricFigures(tally: Tally, figures: readonly FigureOfSpeech[]): void {
  const names = figures.map((figure) => FIGURE_NAMES[figure]).join('、');
  if (figures.length >= RHETORIC_ALL_FIGURES) {
    tally.step(
      'essay.rhetoric.figures',
      RHETORIC_ALL_FIGURES_BONUS,
      `用了${figures.length}种修辞（${names}），不少于${RHETORIC_ALL_FIGURES}种，加${RHETORIC_ALL_FIGURES_BONUS}分`,
    );
  } else if (figures.length >= 1) {
    tally.step(
      'essay.rhetoric.figures',
      RHETORIC_SOME_FIGURES_BONUS,
      `用了${figures.length}种修辞（${names}），加${RHETORIC_SOME_FIGURES_BONUS}分`,
    );
  } else {
    tally.step('essay.rhetoric.figures', 0, '没有找到修辞手法，不加分', RHETORIC_COMMENTS.noFigures);
  }
}

// rule: essay.rhetoric.upper-grades
function rhetoricUpperGrades(tally: Tally, figures: readonly FigureOfSpeech[], grade: Grade): void {
  if (grade >= RHETORIC_UPPER_GRADE && figures.length < RHETORIC_UPPER_GRADE_MIN_FIGURES) {
    tally.step(
      'essay.rhetoric.upper-grades',
      -RHETORIC_UPPER_GRADE_PENALTY,
      `${grade}年级（${RHETORIC_UPPER_GRADE}年级及以上）只用了${figures.length}种修辞，少于${RHETORIC_UPPER_GRADE_MIN_FIGURES}种，扣${RHETORIC_UPPER_GRADE_PENALTY}分`,
      RHETORIC_COMMENTS.fewFiguresForGrade,
    );
  }
}

/**
 * Reads the essay by its rules, one function per rule id in the rules' order, and records
 * every step: the oracle the fast path of analyzeEssay is held equal to.
 */
export function readEssay(text: string, grade: Grade): PlainEssay {
  const sentences = sentencesOf(text);
  const paragraphs = paragraphsOf(text);
  const counts = countsOf(text);

  const structure = new Tally(STRUCTURE_START);
  // rule: essay.structure.order: the structure rules in this order, so are their comments.
  structureParagraphs(structure, paragraphs);
  structureTooFewCharacters(structure, counts.chinese, grade);
  structureTooManyCharacters(structure, counts.chinese, grade);
  structureFirstParagraph(structure, paragraphs);
  structureLastParagraph(structure, paragraphs);

  // Every match's position is read off one table, made once for the whole text.
  const essay: EssayText = { text, positions: codePointPositions(text) };
  const grammar = new Tally(GRAMMAR_START);
  const errors: SentenceError[] = [];
  grammarDoubledDe(grammar, errors, essay);
  grammarDoubledLe(grammar, errors, essay);
  grammarBecauseTwice(grammar, errors, essay);
  grammarThenChain(grammar, errors, essay);
  grammarDoubledHen(grammar, errors, essay);
  grammarCommaRun(grammar, errors, essay);
  grammarLongSentences(grammar, errors, text, sentences);

  const content = new Tally(CONTENT_START);
  contentRichness(content, text);
  contentConnectors(content, text, sentences.length);
  contentEmotion(content, text);

  const rhetoric = new Tally(RHETORIC_START);
  const figures: FigureOfSpeech[] = [];
  if (rhetoricSimile(rhetoric, essay)) figures.push('simile');
  if (rhetoricParallelism(rhetoric, sentences)) figures.push('parallelism');
  if (rhetoricPersonification(rhetoric, essay)) figures.push('personification');
  rhetoricFigures(rhetoric, figures);
  rhetoricUpperGrades(rhetoric, figures, grade);

  return {
    counts,
    sentences,
    paragraphs,
    dimensions: {
      structure: structure.finish(floorAtZero),
      grammar: grammar.finish(floorAtZero),
      content: content.finish(clampTo100),
      rhetoric: rhetoric.finish(clampTo100),
    },
    errors,
  };
}
