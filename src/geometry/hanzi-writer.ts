// rule: geometry.hanzi-writer — what hanzi-writer's quiz hands its onCorrectStroke and onMistake
// callbacks, turned into a stroke-order request, so that a page that already quizzes with
// hanzi-writer can score the whole character. Nothing of hanzi-writer is imported: only the
// shape of its callback data (3.x) is read.

import { checkingOptions, readOptionsObject } from '../core/options.js';
import type { StrokePoint } from '../core/points.js';
import type { StrokeOrderRequest } from '../stroke-order/contract.js';
import { GEOMETRY_BOX, GEOMETRY_LIMITS, GEOMETRY_THRESHOLDS } from './constants.js';
import { ProblemList } from './data.js';

/**
 * What hanzi-writer's quiz passes to `onCorrectStroke` and `onMistake` (3.x), as far as it is
 * read here. `drawnPath.points` are in hanzi-writer-data's frame (x 0..1024, y -124..900 up),
 * whatever the size of the widget; `pathString` is the same stroke in the widget's pixels.
 */
export interface HanziWriterStrokeData {
  /** The character being quizzed. */
  readonly character: string;
  /** The stroke drawn: its points in hanzi-writer-data's frame, and its SVG path in pixels. */
  readonly drawnPath: { readonly pathString: string; readonly points: readonly { x: number; y: number }[] };
  /** The quiz's own verdict (not read: the score comes from the request). */
  readonly isBackwards?: boolean;
  readonly strokeNum?: number;
}

/** Settings of {@link fromHanziWriterQuiz}. */
export interface HanziWriterQuizSettings {
  /** Milliseconds between two points of a stroke in the request (hanzi-writer records no times). Default 16. */
  readonly pointInterval?: number;
  /** Milliseconds between the end of a stroke and the start of the next. Default 300. */
  readonly strokeInterval?: number;
}

/** The timing the request's points get when the caller gives none: a 60 Hz pointer, a short lift between strokes. */
const DEFAULT_TIMING: Readonly<Required<HanziWriterQuizSettings>> = { pointInterval: 16, strokeInterval: 300 };

/** The setting names fromHanziWriterQuiz knows. */
const SETTING_KEYS = ['pointInterval', 'strokeInterval'] as const;

/** One callback's data once checked: its character and its points, copied. */
interface QuizStroke {
  readonly character: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

/** Checks one callback's data and copies what is read, each field once; undefined when malformed. */
function readStrokeData(
  data: unknown,
  at: string,
  character: string | undefined,
  problems: ProblemList,
): QuizStroke | undefined {
  if (typeof data !== 'object' || data === null) {
    problems.add(`${at}: must be the data hanzi-writer passes onCorrectStroke or onMistake`);
    return undefined;
  }
  const before = problems.count;
  const { character: own, drawnPath } = data as { character?: unknown; drawnPath?: unknown };
  if (typeof own !== 'string') problems.add(`${at}.character: must be a string`);
  else if (character !== undefined && own !== character) {
    problems.add(`${at}.character: is “${own}” but the first stroke's is “${character}”: one character a request`);
  }
  const points = (drawnPath as { points?: unknown } | null | undefined)?.points;
  if (!Array.isArray(points) || points.length === 0) {
    problems.add(`${at}.drawnPath.points: must be a non-empty array of {x, y}`);
    return undefined;
  }
  const most = GEOMETRY_LIMITS.quizPoints;
  if (points.length > most) {
    problems.add(
      `${at}.drawnPath.points: holds ${points.length} points, more than ${most} (rule geometry.hanzi-writer)`,
    );
    return undefined;
  }
  const copied: { x: number; y: number }[] = [];
  for (let j = 0; j < points.length; j++) {
    const { x, y } = (points[j] ?? {}) as { x?: unknown; y?: unknown };
    if (typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y))
      copied.push({ x, y });
    else problems.add(`${at}.drawnPath.points[${j}]: must be {x, y}, two finite numbers`);
  }
  return problems.count === before ? { character: own as string, points: copied } : undefined;
}

/** The settings of fromHanziWriterQuiz, checked and copied (own properties, each read once). */
function readQuizSettings(settings: unknown, problems: ProblemList): Required<HanziWriterQuizSettings> {
  const optionProblems: string[] = [];
  const object = readOptionsObject(settings, SETTING_KEYS, optionProblems);
  for (const problem of optionProblems) problems.add(`settings: ${problem}`);
  const timing = { ...DEFAULT_TIMING };
  const most = GEOMETRY_LIMITS.interval;
  for (const key of SETTING_KEYS) {
    const value = object[key];
    if (value === undefined) continue;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= most) timing[key] = value;
    else problems.add(`settings.${key}: must be a whole number of milliseconds from 0 to ${most}`);
  }
  return timing;
}

/**
 * The stroke-order request of a character quizzed with hanzi-writer: pass the data of every
 * `onCorrectStroke` and `onMistake` call, in the order they came (every stroke the learner
 * drew, rejected ones included), and score it with `evaluateStrokeOrder(request,
 * geometric(charData, { character }))`. Each point `(x, y)` of `drawnPath.points` becomes `(x, 900 − y)`:
 * hanzi-writer-data's frame turned y-down, the frame `geometric` reads its medians in.
 * hanzi-writer records no times, so the points get evenly spaced integer timestamps.
 *
 * @throws {OptionError} naming every malformed field, or when no stroke is given.
 * @example
 * const drawn = [];
 * writer.quiz({ onCorrectStroke: (d) => drawn.push(d), onMistake: (d) => drawn.push(d),
 *   onComplete: () => show(evaluateStrokeOrder(fromHanziWriterQuiz(drawn), geometric(charData, { character }))) });
 */
export function fromHanziWriterQuiz(
  strokes: readonly HanziWriterStrokeData[],
  settings?: HanziWriterQuizSettings,
): StrokeOrderRequest {
  const read = checkingOptions('fromHanziWriterQuiz', () => readQuiz(strokes, settings));
  const { pointInterval, strokeInterval } = read.timing;
  let time = 0;
  const drawn = read.strokes.map(({ points }) => {
    const stroke: StrokePoint[] = points.map((point, j) => ({
      x: point.x,
      y: GEOMETRY_BOX.top - point.y,
      timestamp: time + j * pointInterval,
    }));
    time = stroke[stroke.length - 1]!.timestamp + strokeInterval;
    return stroke;
  });
  return { character: read.strokes[0]!.character, strokes: drawn };
}

/** The quiz's data and settings, checked and copied; one OptionError names every problem (the first few listed). */
function readQuiz(
  strokes: unknown,
  settings: unknown,
): { strokes: readonly QuizStroke[]; timing: Required<HanziWriterQuizSettings> } {
  const problems = new ProblemList();
  const timing = readQuizSettings(settings, problems);
  const read: QuizStroke[] = [];
  const most = GEOMETRY_THRESHOLDS.maxStrokes;
  if (!Array.isArray(strokes) || strokes.length === 0) {
    problems.add('strokes: must be a non-empty array of the quiz callbacks’ data');
  } else if (strokes.length > most) {
    problems.add(`strokes: holds ${strokes.length} strokes, more than ${most} (rule geometry.hanzi-writer)`);
  } else {
    let character: string | undefined;
    for (let i = 0; i < strokes.length; i++) {
      const stroke = readStrokeData(strokes[i], `strokes[${i}]`, character, problems);
      if (stroke !== undefined) read.push(stroke);
      // The first stroke's character is the request's: the others must agree with it.
      if (i === 0) character = stroke?.character ?? firstCharacter(strokes[0]);
    }
  }
  problems.throwIfAny('fromHanziWriterQuiz');
  return { strokes: read, timing };
}

/** The first callback's character when it is a string, even if its points are malformed. */
function firstCharacter(data: unknown): string | undefined {
  const own = (data as { character?: unknown } | null | undefined)?.character;
  return typeof own === 'string' ? own : undefined;
}
