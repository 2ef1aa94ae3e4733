import { formatPath, type IssueCode, type PathSegment } from './errors.js';
import { type Issues, MAX_ARRAY_LENGTH } from './validation.js';

/** One pen sample of the contract's StrokePoint. */
export interface StrokePoint {
  /** Horizontal coordinate. */
  readonly x: number;
  /** Vertical coordinate, growing downward. */
  readonly y: number;
  /** Pen pressure from 0.0 to 1.0; 0.5 when omitted. */
  readonly pressure?: number;
  /** Milliseconds, an integer. */
  readonly timestamp: number;
}

/** One stroke: the points from pen-down to pen-up, in order. */
export type Stroke = readonly StrokePoint[];

/** Default pressure of a point that gives none (rule quality.normative). */
export const DEFAULT_PRESSURE: number = 0.5;

/**
 * The `strokes` field once its arrays are read: each stroke array (`undefined` where the item
 * is not an array) and its length, read once, so the point loops are bounded even if an array
 * changes underneath. Each operation then runs its own point loop (rules stroke.direction.* in
 * stroke-order/fast/paths.ts, quality.* in writing-quality/fast/cloud.ts), checking every point with
 * {@link checkedPoint} and gathering what its rules need in the same pass.
 */
export interface StrokeRows {
  readonly rows: (readonly unknown[] | undefined)[];
  readonly lengths: number[];
  /** Points in all strokes, valid or not. */
  readonly total: number;
  /** How many issues were listed before this field was read. */
  readonly before: number;
}

/** The `strokes` field as an array, or `undefined` with the reason listed (absent, or not an array). */
function readStrokeList(value: unknown, key: string, issues: Issues): readonly unknown[] | undefined {
  if (value === undefined) {
    issues.add('required', [key], `${key} is required.`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    issues.add('invalid_type', [key], `${key} must be an array of strokes.`);
    return undefined;
  }
  // Checked before anything is allocated by it: a sparse array or a Proxy may claim 2^32 - 1.
  if (value.length > MAX_ARRAY_LENGTH) {
    issues.add('too_big', [key], `${key} must hold at most ${MAX_ARRAY_LENGTH} strokes, but holds ${value.length}.`);
    return undefined;
  }
  return value;
}

/** Lists a stroke that claims more points than {@link MAX_ARRAY_LENGTH}; true when it does. */
function strokeTooLong(stroke: readonly unknown[], key: string, i: number, issues: Issues): boolean {
  if (stroke.length <= MAX_ARRAY_LENGTH) return false;
  issues.add(
    'too_big',
    [key, i],
    `${key}[${i}] must hold at most ${MAX_ARRAY_LENGTH} points, but holds ${stroke.length}.`,
  );
  return true;
}

/** Lists a pen whose strokes hold more points in all than {@link MAX_ARRAY_LENGTH}; true when it does. */
function penTooLarge(total: number, key: string, issues: Issues): boolean {
  if (total <= MAX_ARRAY_LENGTH) return false;
  issues.add('too_big', [key], `${key} must hold at most ${MAX_ARRAY_LENGTH} points in all, but holds ${total}.`);
  return true;
}

/** Reads the `strokes` field as an array of arrays (rule general.validation), or lists why it is not. */
export function readStrokeRows(value: unknown, key: string, issues: Issues): StrokeRows | undefined {
  const strokes = readStrokeList(value, key, issues);
  if (strokes === undefined) return undefined;
  const strokeCount = strokes.length;
  const before = issues.count;
  const rows: (readonly unknown[] | undefined)[] = new Array(strokeCount);
  // Every length is written below: `.fill(0)` first ran a C++ builtin on every call.
  const lengths: number[] = new Array(strokeCount);
  let total = 0;
  for (let i = 0; i < strokeCount; i++) {
    const stroke: unknown = strokes[i];
    lengths[i] = 0;
    if (Array.isArray(stroke)) {
      if (strokeTooLong(stroke, key, i, issues)) continue;
      rows[i] = stroke;
      lengths[i] = stroke.length;
      total += stroke.length;
    } else {
      issues.add('invalid_type', [key, i], `${key}[${i}] must be an array of points.`);
    }
  }
  if (penTooLarge(total, key, issues)) return undefined;
  return { rows, lengths, total, before };
}

/** A point's fields as read, before they are checked. */
export type PointFields = Partial<Record<keyof StrokePoint, unknown>>;

/**
 * Whether a point's fields, each read once, make a valid pen point (rule general.validation):
 * `x` and `y` finite numbers, `timestamp` a whole number, `pressure` absent or from 0 to 1. The
 * one definition every point loop tests (the fast passes and {@link checkedPoint}); it is given
 * the fields, not the point, so each loop reads the point's properties itself and V8 learns the
 * points' shapes per loop. The three type tests come first, then one sum that is 0 exactly when
 * x and y are finite and the timestamp whole (x - x is 0 for a finite x and NaN otherwise;
 * t - trunc(t) is 0 for a whole t, a fraction strictly between -1 and 1 for another, NaN for an
 * infinite one, so no part cancels another); the parts read nothing, so their order changes no
 * outcome.
 */
export function isPenPoint(x: unknown, y: unknown, timestamp: unknown, pressure: unknown): boolean {
  return (
    typeof x === 'number' &&
    typeof y === 'number' &&
    typeof timestamp === 'number' &&
    x - x + (y - y) + (timestamp - Math.trunc(timestamp)) === 0 &&
    (pressure === undefined || (typeof pressure === 'number' && pressure >= 0 && pressure <= 1))
  );
}

/**
 * Point `j` of stroke `i` when it is valid ({@link isPenPoint}); otherwise `undefined`, with what
 * is wrong listed. The fields are read once and tested together.
 */
export function checkedPoint(
  row: readonly unknown[],
  i: number,
  j: number,
  key: string,
  issues: Issues,
): StrokePoint | undefined {
  const point = row[j];
  // An array is no point even with x, y and timestamp properties, as the plain reading says.
  if (typeof point === 'object' && point !== null && !Array.isArray(point)) {
    const { x, y, timestamp, pressure } = point as PointFields;
    if (isPenPoint(x, y, timestamp, pressure)) {
      return point as StrokePoint;
    }
  }
  reportPoint(issues, [key, i, j], point);
  return undefined;
}

/**
 * Records every broken rule of one point (rule general.validation); a valid point adds nothing.
 * Off the hot path: the point loops call it only when {@link checkedPoint}'s test fails. Once
 * the issue list is full only the count grows: no path or message is made for an issue that
 * would not be listed (a megabyte of broken points costs a count, not a million messages).
 */
export function reportPoint(issues: Issues, path: readonly PathSegment[], point: unknown): void {
  const report: PointReport = (code, field, message) => {
    if (issues.full) {
      issues.count++;
      return;
    }
    const at = field === undefined ? path : [...path, field];
    issues.add(code, at, message(formatPath(at)));
  };
  if (typeof point !== 'object' || point === null || Array.isArray(point)) {
    report('invalid_type', undefined, (at) => `${at} must be a point object { x, y, timestamp, pressure? }.`);
    return;
  }
  const { x, y, pressure, timestamp } = point as Record<string, unknown>;
  if (!(typeof x === 'number' && Number.isFinite(x))) badValue(report, 'x', x, 'a finite number');
  if (!(typeof y === 'number' && Number.isFinite(y))) badValue(report, 'y', y, 'a finite number');
  if (pressure !== undefined && !(typeof pressure === 'number' && pressure >= 0 && pressure <= 1)) {
    if (typeof pressure === 'number' && Number.isFinite(pressure)) {
      const code = pressure < 0 ? 'too_small' : 'too_big';
      report(code, 'pressure', (at) => `${at} must be from 0.0 to 1.0, but is ${pressure}.`);
    } else {
      badValue(report, 'pressure', pressure, 'a number from 0.0 to 1.0');
    }
  }
  if (!(typeof timestamp === 'number' && Number.isInteger(timestamp))) {
    badValue(report, 'timestamp', timestamp, 'an integer (milliseconds)');
  }
}

/**
 * How reportPoint records one issue of a point's `field` (the point itself when undefined);
 * `message` is given the issue's path as formatPath writes it, which every message begins with.
 */
type PointReport = (code: IssueCode, field: string | undefined, message: (at: string) => string) => void;

function badValue(report: PointReport, field: string, value: unknown, what: string): void {
  if (value === undefined) report('required', field, (at) => `${at} is required.`);
  else report('invalid_type', field, (at) => `${at} must be ${what}.`);
}

/**
 * The plain reading of the `strokes` field (rule general.validation), for the explanations:
 * first every item that is not an array, then every broken field of every point, in order.
 * The point loops of the operations must list exactly these issues.
 */
export function checkStrokes(value: unknown, key: string, issues: Issues): readonly Stroke[] | undefined {
  const strokes = readStrokeList(value, key, issues);
  if (strokes === undefined) return undefined;
  const before = issues.count;
  // Index loops, not forEach: a hole in a caller's array is an item too (`undefined`).
  let total = 0;
  for (let i = 0; i < strokes.length; i++) {
    const stroke: unknown = strokes[i];
    if (!Array.isArray(stroke)) issues.add('invalid_type', [key, i], `${key}[${i}] must be an array of points.`);
    else if (!strokeTooLong(stroke, key, i, issues)) total += stroke.length;
  }
  if (penTooLarge(total, key, issues)) return undefined;
  for (let i = 0; i < strokes.length; i++) {
    const stroke: unknown = strokes[i];
    if (!Array.isArray(stroke) || stroke.length > MAX_ARRAY_LENGTH) continue;
    for (let j = 0; j < stroke.length; j++) reportPoint(issues, [key, i, j], stroke[j]);
  }
  return issues.count > before ? undefined : (strokes as readonly Stroke[]);
}
