// The rhetoric rules (essay.rhetoric.*), one function each, in the rules' order: the three
// figures of speech, then the score they earn.

import { FIGURES_OF_SPEECH, type FigureOfSpeech, PERSONIFICATION_PATTERN, SIMILE_PATTERN } from '../constants.js';
import { FIGURE_NAMES, RHETORIC_COMMENTS } from '../messages.js';
import {
  PARALLELISM_MAX_DIFFERENCE,
  PARALLELISM_MIN_FIRST_LENGTH,
  PARALLELISM_SENTENCES,
  RHETORIC_ALL_FIGURES,
  RHETORIC_ALL_FIGURES_BONUS,
  RHETORIC_SOME_FIGURES,
  RHETORIC_SOME_FIGURES_BONUS,
  RHETORIC_START,
  RHETORIC_UPPER_GRADE,
  RHETORIC_UPPER_GRADE_MIN_FIGURES,
  RHETORIC_UPPER_GRADE_PENALTY,
} from '../rule-numbers.js';
import { clampToScale, type PlainDimension, Tally } from './tally.js';
import { codePoints, type EssayText, lengthOf } from './text.js';

// rule: essay.rhetoric.simile
function rhetoricSimile(tally: Tally, { text, positions }: EssayText): boolean {
  const match = new RegExp(SIMILE_PATTERN, 'u').exec(text);
  if (match === null) return false;
  const position = positions[match.index]!;
  tally.step('essay.rhetoric.simile', 0, `第${position + 1}个字起（position ${position}）用了比喻：「${match[0]}」`);
  return true;
}

// rule: essay.rhetoric.parallelism — PARALLELISM_SENTENCES (three) sentences in a row, a, b and
// c: the first longer than PARALLELISM_MIN_FIRST_LENGTH characters, neighbouring lengths
// differing by less than PARALLELISM_MAX_DIFFERENCE, the same first character.
function rhetoricParallelism(tally: Tally, sentences: readonly string[]): boolean {
  const lengths = sentences.map(lengthOf);
  const firsts = sentences.map((sentence) => codePoints(sentence)[0]);
  for (let i = 0; i + PARALLELISM_SENTENCES <= sentences.length; i++) {
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
        `第${i + 1}～${i + PARALLELISM_SENTENCES}句都以“${fa}”开头，长度${la}、${lb}、${lc}字相近，是排比：「${a}」「${b}」「${c}」`,
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

// rule: essay.rhetoric.figures
function rhetoricFigures(tally: Tally, figures: readonly FigureOfSpeech[]): void {
  const names = figures.map((figure) => FIGURE_NAMES[figure]).join('、');
  if (figures.length >= RHETORIC_ALL_FIGURES) {
    tally.step(
      'essay.rhetoric.figures',
      RHETORIC_ALL_FIGURES_BONUS,
      `用了${figures.length}种修辞（${names}），不少于${RHETORIC_ALL_FIGURES}种，加${RHETORIC_ALL_FIGURES_BONUS}分`,
    );
  } else if (figures.length >= RHETORIC_SOME_FIGURES) {
    tally.step(
      'essay.rhetoric.figures',
      RHETORIC_SOME_FIGURES_BONUS,
      `用了${figures.length}种修辞（${names}），加${RHETORIC_SOME_FIGURES_BONUS}分`,
    );
  } else {
    // The note names the figures the rules look for: another figure (夸张) is not counted.
    const listed = FIGURES_OF_SPEECH.map((figure) => FIGURE_NAMES[figure]).join('、');
    tally.step(
      'essay.rhetoric.figures',
      0,
      `没有找到规则所认的修辞手法（${listed}），不加分`,
      RHETORIC_COMMENTS.noFigures,
    );
  }
}

// rule: essay.rhetoric.upper-grades
function rhetoricUpperGrades(tally: Tally, figures: readonly FigureOfSpeech[], grade: number): void {
  if (grade >= RHETORIC_UPPER_GRADE && figures.length < RHETORIC_UPPER_GRADE_MIN_FIGURES) {
    tally.step(
      'essay.rhetoric.upper-grades',
      -RHETORIC_UPPER_GRADE_PENALTY,
      `${grade}年级（${RHETORIC_UPPER_GRADE}年级及以上）只用了${figures.length}种修辞，少于${RHETORIC_UPPER_GRADE_MIN_FIGURES}种，扣${RHETORIC_UPPER_GRADE_PENALTY}分`,
      RHETORIC_COMMENTS.fewFiguresForGrade,
    );
  }
}

/** Rhetoric read plainly: the figures of speech found, in order, and the score they earn. */
export function readRhetoric(essay: EssayText, sentences: readonly string[], grade: number): PlainDimension {
  const tally = new Tally(RHETORIC_START);
  const figures: FigureOfSpeech[] = [];
  if (rhetoricSimile(tally, essay)) figures.push('simile');
  if (rhetoricParallelism(tally, sentences)) figures.push('parallelism');
  if (rhetoricPersonification(tally, essay)) figures.push('personification');
  rhetoricFigures(tally, figures);
  rhetoricUpperGrades(tally, figures, grade);
  return tally.finish(clampToScale);
}
