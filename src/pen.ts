import type { PathSegment } from './errors.js';
import { populationStd } from './statistics.js';
import type { Issues } from './validation.js';

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

/** Default pressure of a point that gives none (decisions W3). */
export const DEFAULT_PRESSURE: number = 0.5;

/** Offsets of each stroke's fields in {@link PenData.strokes}. */
export const STROKE_RECORD = { points: 0, firstX: 1, firstY: 2, lastX: 3, lastY: 4, path: 5 } as const;

/** Numbers per stroke in {@link PenData.strokes}. */
export const STROKE_STRIDE = 6;

/**
 * What the scoring rules need of validated pen data, gathered in the single pass that
 * validates it: the caller's objects are read once and never kept or touched.
 */
export interface PenData {
  readonly strokeCount: number;
  readonly pointCount: number;
  /**
   * One record of {@link STROKE_STRIDE} numbers per stroke (see {@link STROKE_RECORD}): its
   * point count, first point and, from {@link readStrokePaths}, last point and the sum of its
   * neighbour distances in order (0 otherwise, and without points). A plain array: small typed arrays
   * cost far more to allocate than the work they hold.
   */
  readonly strokes: number[];
  /** Bounding box and coordinate sums (summed in input order) of all points; 0 from {@link readStrokePaths}. */
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  readonly sumX: number;
  readonly sumY: number;
  /**
   * Population standard deviation of every point's pressure, the default filled in, in the
   * order decisions G3 fixes; 0 unless {@link readStrokeCloud} was asked for it.
   */
  readonly pressureStd: number;
}

// The standard deviation needs every pressure twice (the mean first), so they are kept in a
// buffer between the passes. Allocating and zeroing it costs as much as reading the points, so
// one buffer of up to PRESSURE_BUFFER_LIMIT values is reused from call to call; a larger
// sample gets a buffer of its own, so the library never holds more than 1 MiB. A getter on a
// point may score other pen data while this buffer is being filled: that call gets its own.
const PRESSURE_BUFFER_LIMIT = 131_072;
let pressureBuffer: Float64Array | undefined;
let pressureBufferInUse = false;
const NO_PRESSURES: Float64Array = /* @__PURE__ */ new Float64Array(0);

/** The stroke arrays of a `strokes` field, each stroke's record holding its point count. */
interface StrokeRows {
  readonly rows: (readonly unknown[] | undefined)[];
  readonly records: number[];
  readonly total: number;
  /** How many issues were listed before this field was read. */
  readonly before: number;
}

/**
 * Reads and checks the `strokes` field (an array of arrays of StrokePoint) for stroke order:
 * each stroke's point count, first and last point, and path length, in one pass.
 */
export function readStrokePaths(value: unknown, key: string, issues: Issues): PenData | undefined {
  const strokes = readRows(value, key, issues);
  return strokes && readPathPoints(strokes, key, issues);
}

/**
 * Reads and checks the `strokes` field for writing quality: each stroke's point count and
 * first point, the box and sums of all points and, with `pressures`, the pressures' deviation.
 */
export function readStrokeCloud(value: unknown, key: string, issues: Issues, pressures: boolean): PenData | undefined {
  const strokes = readRows(value, key, issues);
  if (!strokes) return undefined;
  const { total } = strokes;
  const keepPressures = pressures && total > 0;
  const shareBuffer = keepPressures && total <= PRESSURE_BUFFER_LIMIT && !pressureBufferInUse;
  let buffer = NO_PRESSURES;
  if (shareBuffer) {
    // Grown to the largest sample seen so far, never past the limit.
    if (pressureBuffer === undefined || pressureBuffer.length < total) pressureBuffer = new Float64Array(total);
    buffer = pressureBuffer;
    pressureBufferInUse = true;
  } else if (keepPressures) {
    buffer = new Float64Array(total);
  }
  try {
    return readCloudPoints(strokes, buffer, keepPressures, key, issues);
  } finally {
    if (shareBuffer) pressureBufferInUse = false;
  }
}

/**
 * The first pass, over the stroke arrays only: it sizes the pressure buffer, and the lengths
 * it reads bound the point loops even if an array changes underneath.
 */
function readRows(value: unknown, key: string, issues: Issues): StrokeRows | undefined {
  if (value === undefined) {
    issues.add('required', [key], `${key} is required.`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    issues.add('invalid_type', [key], `${key} must be an array of strokes.`);
    return undefined;
  }
  const strokes: readonly unknown[] = value;
  const strokeCount = strokes.length;
  const before = issues.list.length;
  const rows: (readonly unknown[] | undefined)[] = new Array(strokeCount);
  const records: number[] = new Array(strokeCount * STROKE_STRIDE).fill(0);
  let total = 0;
  for (let i = 0; i < strokeCount; i++) {
    const stroke: unknown = strokes[i];
    if (Array.isArray(stroke)) {
      rows[i] = stroke;
      records[i * STROKE_STRIDE] = stroke.length;
      total += stroke.length;
    } else {
      issues.add('invalid_type', [key, i], `${key}[${i}] must be an array of points.`);
    }
  }
  return { rows, records, total, before };
}

/** A point's fields as read, before they are checked. */
type PointFields = Partial<Record<keyof StrokePoint, unknown>>;

/**
 * Point `j` of stroke `i` when it is valid; otherwise `undefined`, with what is wrong listed.
 * The fields are read once and tested together (a test that reads them itself runs slower).
 */
function checkedPoint(
  row: readonly unknown[],
  i: number,
  j: number,
  key: string,
  issues: Issues,
): StrokePoint | undefined {
  const point = row[j];
  if (typeof point === 'object' && point !== null) {
    const { x, y, timestamp, pressure } = point as PointFields;
    if (
      typeof x === 'number' &&
      x - x === 0 &&
      typeof y === 'number' &&
      y - y === 0 &&
      typeof timestamp === 'number' &&
      Number.isInteger(timestamp) &&
      (pressure === undefined || (typeof pressure === 'number' && pressure >= 0 && pressure <= 1))
    ) {
      return point as StrokePoint;
    }
  }
  reportPoint(issues, [key, i, j], point);
  return undefined;
}

// The two point loops are alike on purpose: one loop serving both operations would carry the
// other's work, and a host that calls both would find either one slower.

/** The point pass of {@link readStrokePaths}. */
function readPathPoints({ rows, records, before }: StrokeRows, key: string, issues: Issues): PenData | undefined {
  const strokeCount = rows.length;
  let n = 0;
  for (let i = 0; i < strokeCount; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    const record = i * STROKE_STRIDE;
    const length = records[record]!;
    let count = 0;
    let previousX = 0;
    let previousY = 0;
    let path = 0;
    for (let j = 0; j < length; j++) {
      const point = checkedPoint(row, i, j, key, issues);
      if (point === undefined) continue;
      const { x, y } = point;
      if (count === 0) {
        records[record + STROKE_RECORD.firstX] = x;
        records[record + STROKE_RECORD.firstY] = y;
      } else {
        const dx = x - previousX;
        const dy = y - previousY;
        path += Math.sqrt(dx * dx + dy * dy);
      }
      previousX = x;
      previousY = y;
      count++;
    }
    records[record + STROKE_RECORD.points] = count;
    records[record + STROKE_RECORD.lastX] = previousX;
    records[record + STROKE_RECORD.lastY] = previousY;
    records[record + STROKE_RECORD.path] = path;
    n += count;
  }
  if (issues.list.length > before) return undefined;
  return penData(rows.length, n, records, NO_BOX, 0);
}

/** Every stroke's points, as copies, with the box of all of them: what an opt-in classifier reads. */
export interface StrokePointLists {
  readonly strokes: readonly (readonly StrokePoint[])[];
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/**
 * Reads and checks the `strokes` field for an opt-in stroke classifier: each stroke's points,
 * copied (a getter is read once), and the box of every point. The default stroke order reads
 * {@link readStrokePaths} instead, which keeps no point.
 */
export function readStrokePointLists(value: unknown, key: string, issues: Issues): StrokePointLists | undefined {
  const rows = readRows(value, key, issues);
  if (!rows) return undefined;
  const strokes: StrokePoint[][] = [];
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < rows.rows.length; i++) {
    const row = rows.rows[i];
    const points: StrokePoint[] = [];
    strokes.push(points);
    if (row === undefined) continue;
    const length = rows.records[i * STROKE_STRIDE]!;
    for (let j = 0; j < length; j++) {
      const point = checkedPoint(row, i, j, key, issues);
      if (point === undefined) continue;
      const { x, y, timestamp, pressure } = point;
      points.push(pressure === undefined ? { x, y, timestamp } : { x, y, timestamp, pressure });
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (issues.list.length > rows.before) return undefined;
  return { strokes, minX, maxX, minY, maxY };
}

/** The point pass of {@link readStrokeCloud}, keeping the pressures in `pressures` when asked. */
function readCloudPoints(
  { rows, records, before }: StrokeRows,
  pressures: Float64Array,
  keepPressures: boolean,
  key: string,
  issues: Issues,
): PenData | undefined {
  const strokeCount = rows.length;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let sumX = 0;
  let sumY = 0;
  let sumPressure = 0;
  let n = 0;
  for (let i = 0; i < strokeCount; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    const record = i * STROKE_STRIDE;
    const length = records[record]!;
    let count = 0;
    for (let j = 0; j < length; j++) {
      const point = checkedPoint(row, i, j, key, issues);
      if (point === undefined) continue;
      const { x, y, pressure } = point;
      if (count === 0) {
        records[record + STROKE_RECORD.firstX] = x;
        records[record + STROKE_RECORD.firstY] = y;
      }
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      sumX += x;
      sumY += y;
      if (keepPressures) {
        const p = pressure === undefined ? DEFAULT_PRESSURE : pressure;
        pressures[n] = p;
        sumPressure += p;
      }
      n++;
      count++;
    }
    records[record + STROKE_RECORD.points] = count;
  }
  if (issues.list.length > before) return undefined;
  const pressureStd = keepPressures && n > 0 ? populationStd(pressures.subarray(0, n), sumPressure).std : 0;
  return penData(strokeCount, n, records, { minX, maxX, minY, maxY, sumX, sumY }, pressureStd);
}

type Box = Pick<PenData, 'minX' | 'maxX' | 'minY' | 'maxY' | 'sumX' | 'sumY'>;

const NO_BOX: Box = { minX: 0, maxX: 0, minY: 0, maxY: 0, sumX: 0, sumY: 0 };

function penData(strokeCount: number, pointCount: number, strokes: number[], box: Box, pressureStd: number): PenData {
  const { minX, maxX, minY, maxY, sumX, sumY } = box;
  return { strokeCount, pointCount, strokes, minX, maxX, minY, maxY, sumX, sumY, pressureStd };
}

/** Records every broken rule of one point; only called off the hot path. */
function reportPoint(issues: Issues, path: readonly PathSegment[], point: unknown): void {
  if (typeof point !== 'object' || point === null || Array.isArray(point)) {
    issues.add('invalid_type', path, `${path.join('.')} must be a point object.`);
    return;
  }
  const { x, y, pressure, timestamp } = point as Record<string, unknown>;
  const at = (field: string): PathSegment[] => [...path, field];
  if (!(typeof x === 'number' && Number.isFinite(x))) badValue(issues, at('x'), x, 'a finite number');
  if (!(typeof y === 'number' && Number.isFinite(y))) badValue(issues, at('y'), y, 'a finite number');
  if (pressure !== undefined && !(typeof pressure === 'number' && pressure >= 0 && pressure <= 1)) {
    if (typeof pressure === 'number' && Number.isFinite(pressure)) {
      const code = pressure < 0 ? 'too_small' : 'too_big';
      issues.add(code, at('pressure'), `pressure must be from 0.0 to 1.0, but is ${pressure}.`);
    } else {
      badValue(issues, at('pressure'), pressure, 'a number from 0.0 to 1.0');
    }
  }
  if (!(typeof timestamp === 'number' && Number.isInteger(timestamp))) {
    badValue(issues, at('timestamp'), timestamp, 'an integer (milliseconds)');
  }
}

function badValue(issues: Issues, path: PathSegment[], value: unknown, what: string): void {
  const field = String(path[path.length - 1]);
  if (value === undefined) issues.add('required', path, `${field} is required.`);
  else issues.add('invalid_type', path, `${field} must be ${what}.`);
}
