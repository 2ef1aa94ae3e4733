// The essay rules read plainly: one small function per rule id of docs/rules.md, in the order
// and with the arithmetic of the rules, over plain strings, `u` regexes and code-point arrays.
// It is slower than the scan of scan.ts on purpose: a reader checks each function against its
// rule line by line, the tests hold the fast path equal to it, and explainEssay reports its
// steps. Every function records what it did as steps.

import type { ExplanationStep } from '../explanation.js';
import {
  CONNECTOR_WORDS,
  EMOTION_WORDS,
  type EssayDimension,
  type EssayErrorType,
  type FigureOfSpeech,
  GRADE_RANGES,
  type Grade,
  LONG_SENTENCE_EXCERPT_LENGTH,
  LONG_SENTENCE_LENGTH,
  PUNCTUATION_MARKS,
  SENTENCE_CLOSING_MARKS,
  SENTENCE_ENDING_MARKS,
} from './constants.js';
import type { SentenceError } from './grammar.js';
import { CONTENT_COMMENTS, ERROR_SUGGESTIONS, RHETORIC_COMMENTS, STRUCTURE_COMMENTS } from './messages.js';

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
const isChinese = (character: string): boolean => character >= '\u4e00' && character <= '\u9fff';

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

// ---- Structure, starting at 100 ----

// rule: essay.structure.paragraphs
function structureParagraphs(tally: Tally, paragraphs: readonly string[]): void {
  if (paragraphs.length < 2) {
    tally.step(
      'essay.structure.paragraphs',
      -25,
      `全文只有${paragraphs.length}个自然段，少于2段，扣25分`,
      STRUCTURE_COMMENTS.noParagraphs,
    );
  } else if (paragraphs.length === 2) {
    tally.step('essay.structure.paragraphs', -10, '全文正好2个自然段，扣10分', STRUCTURE_COMMENTS.twoParagraphs);
  }
}

// rule: essay.structure.too-few-characters
function structureTooFewCharacters(tally: Tally, chinese: number, grade: Grade): void {
  const [min, max] = GRADE_RANGES[grade];
  if (chinese < min) {
    const deficit = min - chinese;
    const penalty = Math.min(30, Math.floor(deficit / 10));
    tally.step(
      'essay.structure.too-few-characters',
      0 - penalty,
      `全文共${chinese}个汉字，${grade}年级建议${min}～${max}字，少了${deficit}字，扣min(30, ${deficit}÷10取整)=${penalty}分`,
      STRUCTURE_COMMENTS.tooFewCharacters(chinese, min, max),
    );
  }
}

// rule: essay.structure.too-many-characters
function structureTooManyCharacters(tally: Tally, chinese: number, grade: Grade): void {
  const [, max] = GRADE_RANGES[grade];
  if (chinese > 1.5 * max) {
    tally.step(
      'essay.structure.too-many-characters',
      -5,
      `全文共${chinese}个汉字，超过${grade}年级上限${max}字的1.5倍（${1.5 * max}字），扣5分`,
      STRUCTURE_COMMENTS.tooManyCharacters(chinese, max),
    );
  }
}

// rule: essay.structure.first-paragraph — skipped when there is no paragraph at all.
function structureFirstParagraph(tally: Tally, paragraphs: readonly string[]): void {
  const first = paragraphs[0];
  if (first !== undefined && lengthOf(first) < 15) {
    tally.step(
      'essay.structure.first-paragraph',
      -10,
      `开头段只有${lengthOf(first)}个字，少于15字，扣10分`,
      STRUCTURE_COMMENTS.shortOpening,
    );
  }
}

// rule: essay.structure.last-paragraph — with one paragraph it is the first one too.
function structureLastParagraph(tally: Tally, paragraphs: readonly string[]): void {
  const last = paragraphs[paragraphs.length - 1];
  if (last !== undefined && lengthOf(last) < 10) {
    tally.step(
      'essay.structure.last-paragraph',
      -10,
      `结尾段只有${lengthOf(last)}个字，少于10字，扣10分`,
      STRUCTURE_COMMENTS.shortEnding,
    );
  }
}

// ---- Grammar, starting at 100 ----

/** Every match of a grammar pattern, leftmost first and without overlap: one error and -5 each. */
function patternMatches(
  tally: Tally,
  errors: SentenceError[],
  { text, positions }: EssayText,
  rule: string,
  pattern: RegExp,
  errorType: EssayErrorType,
  what: string,
): void {
  for (const match of text.matchAll(pattern)) {
    const position = positions[match.index]!;
    tally.step(rule, -5, `第${position + 1}个字起（position ${position}）${what}：「${match[0]}」，扣5分`);
    errors.push({ sentence: match[0], error_type: errorType, suggestion: ERROR_SUGGESTIONS[errorType], position });
  }
}

// rule: essay.grammar.doubled-de — 的的的 is one match, 的的的的 two.
function grammarDoubledDe(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-de', /的的/gu, 'repetition', '“的”重复');
}

// rule: essay.grammar.doubled-le
function grammarDoubledLe(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-le', /了了/gu, 'repetition', '“了”重复');
}

// rule: essay.grammar.because-twice
function grammarBecauseTwice(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(
    tally,
    errors,
    text,
    'essay.grammar.because-twice',
    /因为[^\n]{5,50}因为/gu,
    'logic',
    '“因为”相隔5～50字又用了一次',
  );
}

// rule: essay.grammar.then-chain
function grammarThenChain(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(
    tally,
    errors,
    text,
    'essay.grammar.then-chain',
    /然后[^\n]{3,20}然后[^\n]{3,20}然后/gu,
    'style',
    '“然后”每隔3～20字连用了三次',
  );
}

// rule: essay.grammar.doubled-hen
function grammarDoubledHen(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-hen', /很很/gu, 'repetition', '“很”重复');
}

// rule: essay.grammar.comma-run
function grammarCommaRun(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.comma-run', /[，,]{3,}/gu, 'punctuation', '连着用了3个以上逗号');
}

/** The code-point position of the first occurrence of `needle` in `haystack`, or -1. */
function indexOfCodePoints(haystack: readonly string[], needle: readonly string[]): number {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((character, k) => haystack[start + k] === character)) return start;
  }
  return -1;
}

// rule: essay.grammar.long-sentence — each sentence longer than 80 characters: -3; it quotes
// the first 30 characters and `...`, at the first occurrence of the sentence in the text.
function grammarLongSentences(tally: Tally, errors: SentenceError[], text: string, sentences: readonly string[]): void {
  const characters = codePoints(text);
  for (const sentence of sentences) {
    const length = lengthOf(sentence);
    if (length > LONG_SENTENCE_LENGTH) {
      const excerpt = `${codePoints(sentence).slice(0, LONG_SENTENCE_EXCERPT_LENGTH).join('')}...`;
      const position = indexOfCodePoints(characters, codePoints(sentence));
      tally.step(
        'essay.grammar.long-sentence',
        -3,
        `第${position + 1}个字起（position ${position}）的句子有${length}个字，超过${LONG_SENTENCE_LENGTH}字：「${excerpt}」，扣3分`,
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

// ---- Content, starting at 85 ----

// rule: essay.content.richness
function contentRichness(tally: Tally, text: string): void {
  const chinese = chineseOf(text);
  const distinct = new Set(chinese).size;
  const richness = distinct / Math.max(chinese.length, 1);
  const figures = `不同的汉字${distinct}个，汉字共${chinese.length}个，丰富度${distinct}÷${Math.max(chinese.length, 1)}=${richness}`;
  if (richness > 0.6) {
    tally.step('essay.content.richness', 10, `${figures}，高于0.6，加10分`, CONTENT_COMMENTS.richVocabulary);
  } else if (richness < 0.3) {
    tally.step('essay.content.richness', -10, `${figures}，低于0.3，扣10分`, CONTENT_COMMENTS.poorVocabulary);
  }
}

// rule: essay.content.connectors — distinct listed words occurring anywhere (但 inside 但是 too).
function contentConnectors(tally: Tally, text: string, sentenceCount: number): void {
  const found = CONNECTOR_WORDS.filter((word) => text.includes(word));
  if (found.length >= 3) {
    tally.step('essay.content.connectors', 5, `用到${found.length}个关联词（${found.join('、')}），不少于3个，加5分`);
  } else if (found.length === 0 && sentenceCount > 5) {
    tally.step('essay.content.connectors', -5, `全文${sentenceCount}句，多于5句，却没有用到关联词，扣5分`);
  }
}

// rule: essay.content.emotion
function contentEmotion(tally: Tally, text: string): void {
  const found = EMOTION_WORDS.filter((word) => text.includes(word));
  if (found.length > 0) {
    tally.step('essay.content.emotion', 3, `写到了感受（${found.join('、')}），加3分`, CONTENT_COMMENTS.emotion);
  }
}

// ---- Rhetoric, starting at 70 ----

// rule: essay.rhetoric.simile
function rhetoricSimile(tally: Tally, { text, positions }: EssayText): boolean {
  const match = /像[^\n]{2,10}一样|(?:如同|仿佛|好像|犹如|宛如)[^\n]{2,10}/u.exec(text);
  if (match === null) return false;
  const position = positions[match.index]!;
  tally.step('essay.rhetoric.simile', 0, `第${position + 1}个字起（position ${position}）用了比喻：「${match[0]}」`);
  return true;
}

// rule: essay.rhetoric.parallelism — three sentences in a row: the first longer than 5
// characters, neighbouring lengths differing by less than 5, the same first character.
function rhetoricParallelism(tally: Tally, sentences: readonly string[]): boolean {
  const lengths = sentences.map(lengthOf);
  const firsts = sentences.map((sentence) => codePoints(sentence)[0]);
  for (let i = 0; i + 2 < sentences.length; i++) {
    const [a, b, c] = [sentences[i]!, sentences[i + 1]!, sentences[i + 2]!];
    const [la, lb, lc] = [lengths[i]!, lengths[i + 1]!, lengths[i + 2]!];
    const [fa, fb, fc] = [firsts[i], firsts[i + 1], firsts[i + 2]];
    if (la > 5 && Math.abs(la - lb) < 5 && Math.abs(lb - lc) < 5 && fa === fb && fb === fc) {
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
  const match = /[风雨雪花树草月日阳河水山云星][^\n]{0,3}[笑哭唱跳舞说睡醒跑叫招望追躲抱吻羞怒哼]/u.exec(text);
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
  if (figures.length >= 3) {
    tally.step('essay.rhetoric.figures', 25, `用了${figures.length}种修辞（${names}），不少于3种，加25分`);
  } else if (figures.length >= 1) {
    tally.step('essay.rhetoric.figures', 15, `用了${figures.length}种修辞（${names}），加15分`);
  } else {
    tally.step('essay.rhetoric.figures', 0, '没有找到修辞手法，不加分', RHETORIC_COMMENTS.noFigures);
  }
}

// rule: essay.rhetoric.upper-grades
function rhetoricUpperGrades(tally: Tally, figures: readonly FigureOfSpeech[], grade: Grade): void {
  if (grade >= 5 && figures.length < 2) {
    tally.step(
      'essay.rhetoric.upper-grades',
      -10,
      `${grade}年级（5年级及以上）只用了${figures.length}种修辞，少于2种，扣10分`,
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

  const structure = new Tally(100);
  structureParagraphs(structure, paragraphs);
  structureTooFewCharacters(structure, counts.chinese, grade);
  structureTooManyCharacters(structure, counts.chinese, grade);
  structureFirstParagraph(structure, paragraphs);
  structureLastParagraph(structure, paragraphs);

  // Every match's position is read off one table, made once for the whole text.
  const essay: EssayText = { text, positions: codePointPositions(text) };
  const grammar = new Tally(100);
  const errors: SentenceError[] = [];
  grammarDoubledDe(grammar, errors, essay);
  grammarDoubledLe(grammar, errors, essay);
  grammarBecauseTwice(grammar, errors, essay);
  grammarThenChain(grammar, errors, essay);
  grammarDoubledHen(grammar, errors, essay);
  grammarCommaRun(grammar, errors, essay);
  grammarLongSentences(grammar, errors, text, sentences);

  const content = new Tally(85);
  contentRichness(content, text);
  contentConnectors(content, text, sentences.length);
  contentEmotion(content, text);

  const rhetoric = new Tally(70);
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
