// rule: geometry.hanzi-writer — what hanzi-writer's quiz hands its onCorrectStroke and onMistake
// callbacks, turned into a stroke-order request, so that a page that already quizzes with
// hanzi-writer can score the whole character. Nothing of hanzi-writer is imported: only the
// shape of its callback data (3.x) is read.

import { OptionError } from '../core/errors.js';
import type { StrokePoint } from '../core/points.js';
import type { StrokeOrderRequest } from '../stroke-order/contract.js';
import { GEOMETRY_BOX } from './constants.js';

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

/** Every problem of one callback's data, as `field: problem` lines. */
function strokeDataProblems(data: unknown, at: string, character: string | undefined): string[] {
  if (typeof data !== 'object' || data === null)
    return [`${at}: must be the data hanzi-writer passes onCorrectStroke or onMistake`];
  const { character: own, drawnPath } = data as { character?: unknown; drawnPath?: unknown };
  const problems: string[] = [];
  if (typeof own !== 'string') problems.push(`${at}.character: must be a string`);
  else if (character !== undefined && own !== character) {
    problems.push(`${at}.character: is “${own}” but the first stroke's is “${character}”: one character a request`);
  }
  const points = (drawnPath as { points?: unknown } | null | undefined)?.points;
  if (!Array.isArray(points) || points.length === 0) {
    problems.push(`${at}.drawnPath.points: must be a non-empty array of {x, y}`);
    return problems;
  }
  points.forEach((point: unknown, j) => {
    const { x, y } = (point ?? {}) as { x?: unknown; y?: unknown };
    if (!(typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y))) {
      problems.push(`${at}.drawnPath.points[${j}]: must be {x, y}, two finite numbers`);
    }
  });
  return problems;
}

/** Every problem of the settings, as `field: problem` lines. */
function settingsProblems(settings: unknown): string[] {
  if (settings === undefined) return [];
  if (typeof settings !== 'object' || settings === null) return ['settings: must be an object'];
  const problems: string[] = [];
  for (const key of ['pointInterval', 'strokeInterval'] as const) {
    const value = (settings as Record<string, unknown>)[key];
    if (value !== undefined && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
      problems.push(`settings.${key}: must be a whole number of milliseconds, 0 or more`);
    }
  }
  return problems;
}

/**
 * The stroke-order request of a character quizzed with hanzi-writer: pass the data of every
 * `onCorrectStroke` and `onMistake` call, in the order they came (every stroke the learner
 * drew, rejected ones included), and score it with `evaluateStrokeOrder(request,
 * geometric(charData, { character }))`. Each point `(x, y)` of `drawnPath.points` becomes `(x, 900 − y)`:
 * hanzi-writer-data's frame turned y-down, the frame `geometric` reads its medians in.
 * hanzi-writer records no times, so the points get evenly spaced integer timestamps.
 *
 * @throws {OptionError} (a TypeError) naming every malformed field, or when no stroke is given.
 * @example
 * const drawn = [];
 * writer.quiz({ onCorrectStroke: (d) => drawn.push(d), onMistake: (d) => drawn.push(d),
 *   onComplete: () => show(evaluateStrokeOrder(fromHanziWriterQuiz(drawn), geometric(charData, { character }))) });
 */
export function fromHanziWriterQuiz(
  strokes: readonly HanziWriterStrokeData[],
  settings?: HanziWriterQuizSettings,
): StrokeOrderRequest {
  const problems = settingsProblems(settings);
  if (!Array.isArray(strokes) || strokes.length === 0) {
    problems.push('strokes: must be a non-empty array of the quiz callbacks’ data');
  } else {
    const first = (strokes[0] as { character?: unknown } | null)?.character;
    const character = typeof first === 'string' ? first : undefined;
    strokes.forEach((data, i) => {
      problems.push(...strokeDataProblems(data, `strokes[${i}]`, character));
    });
  }
  if (problems.length > 0) throw new OptionError('fromHanziWriterQuiz', problems);
  const { pointInterval, strokeInterval } = { ...DEFAULT_TIMING, ...settings };
  let time = 0;
  const drawn = strokes.map(({ drawnPath }) => {
    const stroke: StrokePoint[] = drawnPath.points.map((point, j) => ({
      x: point.x,
      y: GEOMETRY_BOX.top - point.y,
      timestamp: time + j * pointInterval,
    }));
    time = stroke[stroke.length - 1]!.timestamp + strokeInterval;
    return stroke;
  });
  return { character: strokes[0]!.character, strokes: drawn };
}
