import type { PathSegment } from './errors.js';
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

/**
 * Validated pen data in flat arrays: the scoring rules read these, never the caller's objects,
 * so a getter runs once and nothing the caller holds is touched.
 */
export interface PenData {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly pressures: Float64Array;
  /** Stroke `i` holds points `strokeStarts[i]` up to (excluding) `strokeStarts[i + 1]`. */
  readonly strokeStarts: Uint32Array;
  readonly strokeCount: number;
}

/** Reads and checks the `strokes` field: an array of arrays of StrokePoint. */
export function readStrokes(value: unknown, key: string, issues: Issues): PenData | undefined {
  if (value === undefined) {
    issues.add('required', [key], `${key} is required.`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    issues.add('invalid_type', [key], `${key} must be an array of strokes.`);
    return undefined;
  }
  const strokes: unknown[] = value;
  const strokeCount = strokes.length;
  const before = issues.list.length;
  // First pass: the stroke arrays, so the point arrays are allocated once at their size.
  const rows: (readonly unknown[] | undefined)[] = new Array(strokeCount);
  let total = 0;
  for (let i = 0; i < strokeCount; i++) {
    const stroke: unknown = strokes[i];
    if (Array.isArray(stroke)) {
      rows[i] = stroke;
      total += stroke.length;
    } else {
      issues.add('invalid_type', [key, i], `${key}[${i}] must be an array of points.`);
    }
  }
  const xs = new Float64Array(total);
  const ys = new Float64Array(total);
  const pressures = new Float64Array(total);
  const strokeStarts = new Uint32Array(strokeCount + 1);
  let n = 0;
  for (let i = 0; i < strokeCount; i++) {
    strokeStarts[i] = n;
    const row = rows[i];
    if (row === undefined) continue;
    const length = row.length;
    for (let j = 0; j < length; j++) {
      const point: unknown = row[j];
      if (typeof point !== 'object' || point === null || Array.isArray(point)) {
        issues.add('invalid_type', [key, i, j], `${key}[${i}][${j}] must be a point object.`);
        continue;
      }
      const { x, y, pressure, timestamp } = point as Record<string, unknown>;
      if (typeof x === 'number' && Number.isFinite(x)) xs[n] = x;
      else badNumber(issues, [key, i, j, 'x'], x, 'a finite number');
      if (typeof y === 'number' && Number.isFinite(y)) ys[n] = y;
      else badNumber(issues, [key, i, j, 'y'], y, 'a finite number');
      if (pressure === undefined) pressures[n] = DEFAULT_PRESSURE;
      else if (typeof pressure === 'number' && pressure >= 0 && pressure <= 1) pressures[n] = pressure;
      else if (typeof pressure === 'number' && Number.isFinite(pressure)) {
        const code = pressure < 0 ? 'too_small' : 'too_big';
        issues.add(code, [key, i, j, 'pressure'], `pressure must be from 0.0 to 1.0, but is ${pressure}.`);
      } else badNumber(issues, [key, i, j, 'pressure'], pressure, 'a number from 0.0 to 1.0');
      if (!(typeof timestamp === 'number' && Number.isInteger(timestamp))) {
        badNumber(issues, [key, i, j, 'timestamp'], timestamp, 'an integer (milliseconds)');
      }
      n++;
    }
  }
  strokeStarts[strokeCount] = n;
  if (issues.list.length > before) return undefined;
  return { xs, ys, pressures, strokeStarts, strokeCount };
}

function badNumber(issues: Issues, path: PathSegment[], value: unknown, what: string): void {
  const field = String(path[path.length - 1]);
  if (value === undefined) issues.add('required', path, `${field} is required.`);
  else issues.add('invalid_type', path, `${field} must be ${what}.`);
}
