// The playground page: a writing pad scored for stroke order and writing quality, and an essay
// reviewed with its marks highlighted. Everything runs in the page unless a server is chosen.

import {
  DIRECTION_NAMES_ZH,
  type EssayReviewData,
  type Grade,
  type StrokeDirection,
  type StrokeOrderData,
  type StrokePoint,
  ValidationError,
  type WritingQualityData,
} from 'handwriting-scoring';
import type { ExplainedEssay } from 'handwriting-scoring/explain';
import { type CharacterGeometry, geometric } from 'handwriting-scoring/geometry';
import { createPenRecorder } from 'handwriting-scoring/pen';
// The range is typed once, in the library's source, which the playground is built from.
import { CJK_FIRST, CJK_LAST } from '../../src/core/cjk.js';
import { drawGuide, type GeometryOrder, loadGeometry, scoreGeometry, strokeIsRight } from './geometry.js';
import { DIRECTION_NAMES_EN, format, type Language, TEXTS, type TextKey } from './i18n.js';
import { learnerMessage } from './learner.js';
import { markLength, markRuns } from './marks.js';
import { BANDS, bandOf, bandRange, characterLine, type GeometryQuality, rateGeometry, strokeLine } from './quality.js';
import { strokeRows } from './rows.js';
import { SAMPLE_ESSAYS } from './samples.js';
import { createScorer, type FieldIssue, Rejection, type Scorer, ServerUnreachable, type Source } from './scoring.js';

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`missing #${id}`);
  return element as T;
};

const ui = {
  source: byId<HTMLSelectElement>('source'),
  serverUrl: byId<HTMLInputElement>('server-url'),
  language: byId<HTMLButtonElement>('language'),
  char: byId<HTMLInputElement>('char'),
  precise: byId<HTMLInputElement>('precise'),
  geometry: byId<HTMLInputElement>('geometry'),
  expected: byId<HTMLParagraphElement>('expected'),
  pad: byId<HTMLCanvasElement>('pad'),
  evaluate: byId<HTMLButtonElement>('evaluate'),
  clear: byId<HTMLButtonElement>('clear'),
  strokeScore: byId<HTMLOutputElement>('stroke-score'),
  strokeList: byId<HTMLOListElement>('stroke-list'),
  strokeErrors: byId<HTMLUListElement>('stroke-errors'),
  qualityScore: byId<HTMLOutputElement>('quality-score'),
  qualityBars: byId<HTMLDivElement>('quality-bars'),
  qualityNotes: byId<HTMLElement>('quality-notes'),
  sample: byId<HTMLSelectElement>('sample'),
  grade: byId<HTMLSelectElement>('essay-grade'),
  text: byId<HTMLTextAreaElement>('essay-text'),
  review: byId<HTMLButtonElement>('review'),
  essayScore: byId<HTMLOutputElement>('essay-score'),
  essayBars: byId<HTMLDivElement>('essay-bars'),
  essayCounts: byId<HTMLParagraphElement>('essay-counts'),
  essayComments: byId<HTMLDivElement>('essay-comments'),
  essayMarked: byId<HTMLDivElement>('essay-marked'),
  serverError: byId<HTMLParagraphElement>('server-error'),
  charError: byId<HTMLParagraphElement>('char-error'),
  writingError: byId<HTMLParagraphElement>('writing-error'),
  essayError: byId<HTMLParagraphElement>('essay-error'),
};

/** What the page shows; re-rendered when the language changes. */
interface State {
  language: Language;
  /** Why the last scoring of each panel failed, shown next to its controls until the next try. */
  failures: { writing?: unknown; essay?: unknown };
  stroke?: { readonly order: StrokeOrderData; readonly quality: WritingQualityData | GeometryQuality } | undefined;
  essay?:
    | { readonly text: string; readonly data: EssayReviewData; readonly explanation: ExplainedEssay['explanation'] }
    | undefined;
}
const state: State = { language: 'zh', failures: {} };
/** Geometry mode's guide: the character whose data was asked for, and the data (undefined when it has none). */
let guide: { readonly character: string; readonly data: CharacterGeometry | undefined } | undefined;
const t = (key: TextKey): string => TEXTS[state.language][key];

function scorer(): Scorer {
  const source: Source = ui.source.value === 'server' ? { kind: 'server', url: ui.serverUrl.value } : { kind: 'local' };
  return createScorer(source, ui.precise.checked);
}

function directionName(direction: StrokeDirection): string {
  return state.language === 'zh' ? DIRECTION_NAMES_ZH[direction] : (DIRECTION_NAMES_EN[direction] ?? direction);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

// ---- Writing pad -------------------------------------------------------------------------

const recorder = createPenRecorder(ui.pad, {
  pressure: 'pen',
  // New writing makes the last evaluation stale: drop it rather than colour the wrong strokes.
  onChange: () => {
    if (state.stroke === undefined) return drawPad();
    state.stroke = undefined;
    renderWriting();
  },
});

/** Sizes the canvas to its box in device pixels, so lines stay sharp on high-DPI screens. */
function fitPad(): void {
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = ui.pad.getBoundingClientRect();
  ui.pad.width = Math.round(width * ratio);
  ui.pad.height = Math.round(height * ratio);
  drawPad();
}

function drawPad(): void {
  const context = ui.pad.getContext('2d');
  if (!context) return;
  const ratio = ui.pad.width / Math.max(1, ui.pad.getBoundingClientRect().width);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, ui.pad.width, ui.pad.height);
  const strokes = recorder.strokes();
  const order = state.stroke?.order;
  // Geometry mode colours each stroke by its writing-quality score, as the legend beside the pad says.
  const rated = geometryQualityOf(state.stroke?.quality)?.stroke_quality;
  // Otherwise coloured as the rows judge them, so the pad, the rows and the errors agree.
  const rows = order === undefined || 'matches' in order ? [] : strokeRows(order);
  const { width, height } = ui.pad.getBoundingClientRect();
  if (ui.geometry.checked && guide?.data) drawGuide(context, guide.data, width, height, ratio);
  ui.pad.dataset.guide = ui.geometry.checked && guide?.data ? guide.character : '';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  strokes.forEach((stroke, index) => {
    const judged = order !== undefined && index < order.stroke_order.length;
    const status = rows[index]?.status;
    const matched = judged && ('matches' in order ? strokeIsRight(order as GeometryOrder, index) : status === 'match');
    const score = rated?.[index]?.score;
    context.strokeStyle =
      score !== undefined
        ? bandOf(score / 100).colour
        : !judged || status === 'unjudged'
          ? '#1d2430'
          : matched
            ? '#1b7f3b'
            : '#c0392b';
    context.lineWidth = 6;
    context.beginPath();
    stroke.forEach((point, i) => {
      if (i === 0) context.moveTo(point.x, point.y);
      else context.lineTo(point.x, point.y);
    });
    if (stroke.length === 1 && stroke[0]) context.lineTo(stroke[0].x + 0.1, stroke[0].y);
    context.stroke();
    if (judged && stroke[0]) {
      context.fillStyle = context.strokeStyle;
      context.font = 'bold 14px system-ui';
      context.fillText(String(index + 1), stroke[0].x + 6, stroke[0].y - 6);
    }
  });
  // The box and centroid are what the contract's quality rules read; the geometry mode reads the strokes.
  if (state.stroke && rated === undefined) drawBoxAndCentroid(context, strokes);
}

/** The bounding box and centroid that the writing-quality rules read. */
function drawBoxAndCentroid(context: CanvasRenderingContext2D, strokes: readonly (readonly StrokePoint[])[]): void {
  const points = strokes.flat();
  if (points.length === 0) return;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  context.setLineDash([6, 4]);
  context.lineWidth = 1.5;
  context.strokeStyle = '#2f6fde';
  context.strokeRect(minX, minY, maxX - minX, maxY - minY);
  context.setLineDash([]);
  const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const cy = ys.reduce((a, b) => a + b, 0) / ys.length;
  context.fillStyle = '#2f6fde';
  context.beginPath();
  context.arc(cx, cy, 4, 0, Math.PI * 2);
  context.fill();
}

/** Loads geometry mode's guide for the character typed, then redraws. */
async function refreshGuide(): Promise<void> {
  const character = ui.char.value.trim();
  if (!ui.geometry.checked || [...character].length !== 1 || guide?.character === character) return drawPad();
  guide = { character, data: undefined };
  const data = await loadGeometry(character).catch(() => undefined);
  if (ui.char.value.trim() !== character) return;
  guide = { character, data };
  showExpected();
  drawPad();
}

/** Whether the text is one code point the library scores as a Chinese character (rule stroke.character). */
const isChinese = (text: string): boolean =>
  text.length === 1 && text.charCodeAt(0) >= CJK_FIRST && text.charCodeAt(0) <= CJK_LAST;

function showExpected(): void {
  const character = ui.char.value.trim();
  if (ui.geometry.checked && guide?.character === character) {
    const count = guide.data?.medians.length;
    ui.expected.textContent = count === undefined ? t('noGeometry') : format(t('geometryExpected'), { n: count });
    return;
  }
  const expected = [...character].length === 1 ? scorer().reference(character) : undefined;
  if ([...character].length !== 1) ui.expected.textContent = t('onlyOneChar');
  // Nothing is scored for a character outside the range: the request is rejected, not given 100.
  else if (!isChinese(character)) ui.expected.textContent = format(t('notChinese'), { char: character });
  else if (!expected) ui.expected.textContent = t('notInTable');
  else {
    const names = expected.names ?? expected.entry.sequence.map((d) => directionName(d));
    ui.expected.textContent = `${t('expected')}：${names.join('、')}`;
  }
}

async function evaluateWriting(): Promise<void> {
  const strokes = recorder.strokes();
  const character = ui.char.value.trim();
  state.failures.writing =
    strokes.length === 0 ? new Rejection([{ field: 'strokes', code: 'empty', message: '' }]) : undefined;
  if (state.failures.writing) return showFailures();
  try {
    const source = scorer();
    const data = ui.geometry.checked ? guide?.data : undefined;
    if (ui.geometry.checked && (data === undefined || guide?.character !== character)) {
      state.failures.writing = new Rejection([{ field: 'geometry', code: 'missing', message: '' }]);
      return showFailures();
    }
    if (data) {
      // Both read against the character's own strokes, prepared once; the pad is the writing box.
      const options = geometric(data, { character });
      const { width, height } = ui.pad.getBoundingClientRect();
      const order = scoreGeometry({ character, strokes }, options);
      state.stroke = { order, quality: rateGeometry(strokes, character, options, { width, height }) };
    } else {
      const [order, quality] = await Promise.all([
        source.strokeOrder({ character, strokes }),
        source.writingQuality({ strokes }),
      ]);
      state.stroke = { order, quality };
    }
  } catch (error) {
    state.stroke = undefined;
    state.failures.writing = error;
  }
  showFailures();
  renderWriting();
}

function renderWriting(): void {
  const result = state.stroke;
  ui.strokeList.replaceChildren();
  ui.strokeErrors.replaceChildren();
  ui.qualityBars.replaceChildren();
  ui.strokeScore.textContent = result ? String(result.order.total_score) : '–';
  ui.qualityScore.textContent = result ? String(result.quality.total_score) : '–';
  if (result) {
    const { order, quality } = result;
    if ('matches' in order) renderMatches(order as GeometryOrder);
    else {
      const names = scorer().reference(order.character)?.names;
      for (const row of strokeRows(order)) {
        const { index, direction, status, reference } = row;
        const item = element('li', undefined, status === 'unjudged' ? '' : status === 'match' ? 'match' : 'mismatch');
        const mark = status === 'unjudged' ? '' : status === 'match' ? '✓ ' : '✗ ';
        const written = `${format(t('stroke'), { n: index })} ${t('detected')} ${directionName(direction)}`;
        // The reference stroke a right stroke stands for, named where its place differs from the
        // writing's. A wrong or extra stroke's verdict is its error's, listed once below the rows.
        const place = reference && reference.index !== index ? format(t('reference'), { n: reference.index }) : '';
        const name = reference && (names?.[reference.index - 1] ?? directionName(reference.direction));
        const judged = status === 'match' && place ? `${t('comma')}${place} ${name}` : '';
        item.textContent = `${mark}${written}${judged}`;
        item.dataset.status = status;
        ui.strokeList.append(item);
      }
    }
    for (const error of order.errors) ui.strokeErrors.append(element('li', learnerMessage(error, state.language)));
    for (const [name, value] of Object.entries(quality.dimensions))
      addBar(ui.qualityBars, t(name as TextKey), value, 100);
  }
  renderQualityNotes(geometryQualityOf(result?.quality));
  drawPad();
}

/** The geometry mode's writing quality, when the rating has its fields. */
function geometryQualityOf(quality: WritingQualityData | GeometryQuality | undefined): GeometryQuality | undefined {
  return quality !== undefined && 'stroke_quality' in quality ? quality : undefined;
}

/** Beside the pad in geometry mode: the colours' legend, each stroke's score and notes, the whole character's. */
function renderQualityNotes(quality: GeometryQuality | undefined): void {
  ui.qualityNotes.replaceChildren();
  ui.qualityNotes.hidden = quality === undefined;
  if (quality === undefined) return;
  const swatch = (colour: string): HTMLElement => {
    const mark = element('span', undefined, 'swatch');
    mark.style.background = colour;
    return mark;
  };
  const legend = element('ul', undefined, 'legend');
  legend.dataset.testid = 'quality-legend';
  legend.setAttribute('aria-label', t('qualityLegend'));
  for (const band of BANDS) {
    const item = element('li');
    item.append(swatch(band.colour), bandRange(band));
    legend.append(item);
  }
  const strokes = element('ol', undefined, 'quality-strokes');
  strokes.dataset.testid = 'quality-strokes';
  quality.stroke_quality.forEach((stroke, index) => {
    const band = bandOf(stroke.score / 100);
    const item = element('li');
    item.dataset.band = band.name;
    item.append(swatch(band.colour), strokeLine(stroke, index, state.language));
    strokes.append(item);
  });
  const whole = element('p', characterLine(quality, state.language), 'quality-character');
  whole.dataset.testid = 'quality-character';
  ui.qualityNotes.append(element('h3', t('qualityLegend')), legend, strokes, whole);
}

/** Geometry mode's reading of each drawn stroke: which of the character's strokes it is, and those missing. */
function renderMatches(order: GeometryOrder): void {
  order.matches.forEach((match, index) => {
    const right = strokeIsRight(order, index);
    const item = element('li', undefined, right ? 'match' : 'mismatch');
    // Which of the character's strokes it is; what is wrong with it (order, backwards, place,
    // extra, missing) is its error's, listed once below the rows.
    const what = match.reference === null ? '' : ` ${format(t('isReference'), { k: match.reference + 1 })}`;
    item.textContent = `${right ? '✓ ' : '✗ '}${format(t('stroke'), { n: index + 1 })}${what}`;
    ui.strokeList.append(item);
  });
}

// ---- Essay -------------------------------------------------------------------------------

async function reviewText(): Promise<void> {
  const text = ui.text.value;
  state.failures.essay = undefined;
  try {
    // The select offers the grades 1 to 9 only.
    const { data, explanation } = await scorer().essay({ text, grade: Number(ui.grade.value) as Grade });
    state.essay = { text, data, explanation };
  } catch (error) {
    state.essay = undefined;
    state.failures.essay = error;
  }
  showFailures();
  renderEssay();
}

const ESSAY_WEIGHTS = { structure: 0.25, grammar: 0.25, content: 0.3, rhetoric: 0.2 } as const;

function renderEssay(): void {
  const result = state.essay;
  ui.essayBars.replaceChildren();
  ui.essayComments.replaceChildren();
  ui.essayMarked.replaceChildren();
  ui.essayCounts.textContent = '';
  ui.essayScore.textContent = result ? String(result.data.total_score) : '–';
  if (!result) return;
  const { data, text, explanation } = result;
  for (const [name, weight] of Object.entries(ESSAY_WEIGHTS)) {
    const dimension = name as keyof typeof ESSAY_WEIGHTS;
    addBar(ui.essayBars, t(name as TextKey), data.dimensions[dimension], data.max_score * weight);
    ui.essayBars.append(stepsOf(t(name as TextKey), explanation.dimensions[dimension]));
  }
  ui.essayCounts.textContent = format(t('counts'), data.character_count);
  const comments = element('ul');
  for (const comment of [
    `${t('overall')}：${data.overall_comment}`,
    ...data.structure_analysis,
    ...data.content_analysis,
    ...data.rhetoric_analysis,
  ]) {
    comments.append(element('li', comment));
  }
  ui.essayComments.append(comments);
  const marks = data.grammar_errors.map((error) => ({
    position: error.position,
    length: markLength(error.sentence, error.error_type),
    message: error.suggestion,
  }));
  for (const run of markRuns(text, marks)) {
    if (run.messages.length === 0) {
      ui.essayMarked.append(document.createTextNode(run.text));
      continue;
    }
    const mark = element('mark', run.text);
    const message = run.messages.join(' / ');
    mark.tabIndex = 0;
    mark.title = message;
    mark.setAttribute('aria-label', `${run.text}：${message}`);
    mark.dataset.message = message;
    ui.essayMarked.append(mark);
  }
}

/** A dimension's explanation, folded: its start, each rule's step and the clamped score. */
function stepsOf(label: string, dimension: ExplainedEssay['explanation']['dimensions']['structure']): HTMLElement {
  const details = element('details', undefined, 'steps');
  details.dataset.testid = 'essay-steps';
  const sign = (delta: number): string => (delta >= 0 ? `+${delta}` : String(delta));
  details.append(element('summary', `${label} · ${t('steps')}：${dimension.start} → ${dimension.clamped}`));
  const list = element('ol');
  for (const step of dimension.steps) {
    const item = element('li', `${sign(step.delta)} ${step.note} `);
    item.append(element('code', step.rule));
    list.append(item);
  }
  details.append(list);
  return details;
}

// ---- Shared pieces -----------------------------------------------------------------------

function addBar(container: HTMLElement, label: string, value: number, full: number): void {
  const track = element('div', undefined, 'bar-track');
  const share = full > 0 ? Math.max(0, Math.min(1, value / full)) : 0;
  const band = bandOf(share).name;
  const fill = element('div', undefined, `bar-fill band-${band}`);
  fill.dataset.band = band;
  fill.style.width = `${(share * 100).toFixed(1)}%`;
  track.setAttribute('role', 'meter');
  track.setAttribute('aria-label', label);
  track.setAttribute('aria-valuenow', String(value));
  track.setAttribute('aria-valuemin', '0');
  track.setAttribute('aria-valuemax', String(full));
  track.append(fill);
  container.append(element('span', label), track, element('span', String(value)));
}

/** A request field's problem in the interface's language. */
function wordIssue(issue: FieldIssue): string {
  if (issue.field === 'character') return t('errCharacter');
  if (issue.field === 'strokes') return t('drawFirst');
  if (issue.field === 'geometry') return t('noGeometry');
  if (issue.field === 'text' && issue.code === 'too_short') return t('errTooShort');
  if (issue.field === 'text' && issue.code === 'too_long') return t('errTooLong');
  // The library's own text is English; the Chinese interface names the field instead.
  return state.language === 'en' ? issue.message : format(t('errOther'), { field: issue.field });
}

/** The issues of a refused request, by field; undefined for any other failure. */
function issuesOf(failure: unknown): readonly FieldIssue[] | undefined {
  if (failure instanceof Rejection) return failure.issues;
  if (failure instanceof ValidationError) {
    return failure.issues.map((issue) => ({
      field: String(issue.path[0] ?? ''),
      code: issue.code,
      message: issue.message,
    }));
  }
  return undefined;
}

/**
 * Shows why the last scoring failed next to the control concerned, in the interface's language:
 * the character's field, the pad's buttons, the essay text, or the server's address (a server
 * that cannot be reached, most often for want of `--cors`).
 */
function showFailures(): void {
  const texts = new Map<HTMLElement, string[]>(
    [ui.serverError, ui.charError, ui.writingError, ui.essayError].map((place) => [place, []]),
  );
  const add = (place: HTMLElement, text: string): void => {
    const list = texts.get(place);
    if (list && !list.includes(text)) list.push(text);
  };
  for (const [panel, failure] of Object.entries(state.failures)) {
    if (failure === undefined) continue;
    const own = panel === 'writing' ? ui.writingError : ui.essayError;
    const issues = issuesOf(failure);
    if (failure instanceof ServerUnreachable) {
      add(ui.serverError, format(t('serverUnreachable'), { url: failure.url, origin: window.location.origin }));
    } else if (issues) {
      for (const issue of issues) add(issue.field === 'character' ? ui.charError : own, wordIssue(issue));
    } else {
      const message = failure instanceof Error ? failure.message : String(failure);
      add(own, `${ui.source.value === 'server' ? t('serverError') : ''}${message}`);
    }
  }
  for (const [place, list] of texts) place.textContent = list.join(state.language === 'zh' ? '；' : '; ');
}

/** A tooltip that follows focus and hover over the essay's marks. */
function setUpTooltips(): void {
  const tip = element('div', undefined, 'tip');
  tip.hidden = true;
  tip.setAttribute('role', 'tooltip');
  document.body.append(tip);
  const show = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.tagName !== 'MARK') return;
    const box = target.getBoundingClientRect();
    tip.textContent = target.dataset.message ?? '';
    tip.style.left = `${Math.max(4, box.left)}px`;
    tip.style.top = `${box.bottom + 6}px`;
    tip.hidden = false;
  };
  const hide = (): void => {
    tip.hidden = true;
  };
  ui.essayMarked.addEventListener('mouseover', show);
  ui.essayMarked.addEventListener('focusin', show);
  ui.essayMarked.addEventListener('mouseout', hide);
  ui.essayMarked.addEventListener('focusout', hide);
}

function applyLanguage(): void {
  document.documentElement.lang = state.language === 'zh' ? 'zh-CN' : 'en';
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    node.textContent = t(node.dataset.i18n as TextKey);
  }
  ui.language.textContent = t('language');
  for (const option of ui.sample.options) {
    const sample = SAMPLE_ESSAYS.find((s) => s.id === option.value);
    if (sample) option.textContent = sample.title[state.language];
  }
  showExpected();
  showFailures();
  renderWriting();
  renderEssay();
}

function start(): void {
  for (let grade = 1; grade <= 9; grade++) {
    const option = element('option', String(grade));
    option.value = String(grade);
    ui.grade.append(option);
  }
  for (const sample of SAMPLE_ESSAYS) {
    const option = element('option', sample.title.zh);
    option.value = sample.id;
    ui.sample.append(option);
  }
  const pick = (): void => {
    const sample = SAMPLE_ESSAYS.find((s) => s.id === ui.sample.value) ?? SAMPLE_ESSAYS[0];
    if (!sample) return;
    ui.text.value = sample.text;
    ui.grade.value = String(sample.grade);
  };
  pick();
  ui.sample.addEventListener('change', pick);
  ui.precise.addEventListener('change', () => {
    state.stroke = undefined;
    showExpected();
    renderWriting();
  });
  ui.geometry.addEventListener('change', () => {
    state.stroke = undefined;
    showExpected();
    renderWriting();
    void refreshGuide();
  });
  const serverOnly = document.querySelectorAll<HTMLElement>('.server-only');
  const syncSource = (): void => {
    for (const node of serverOnly) node.hidden = ui.source.value !== 'server';
  };
  syncSource();
  ui.source.addEventListener('change', syncSource);
  ui.language.addEventListener('click', () => {
    state.language = state.language === 'zh' ? 'en' : 'zh';
    applyLanguage();
  });
  ui.char.addEventListener('input', () => {
    state.stroke = undefined;
    state.failures.writing = undefined;
    showFailures();
    showExpected();
    renderWriting();
    void refreshGuide();
  });
  ui.evaluate.addEventListener('click', () => void evaluateWriting());
  ui.clear.addEventListener('click', () => {
    recorder.clear();
    state.stroke = undefined;
    renderWriting();
  });
  ui.review.addEventListener('click', () => void reviewText());
  setUpTooltips();
  new ResizeObserver(fitPad).observe(ui.pad);
  applyLanguage();
}

start();
