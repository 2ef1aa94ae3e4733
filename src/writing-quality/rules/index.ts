// The plain reading of the writing-quality rules (rules quality.*): one small function per
// rule, in the rules' order and with their arithmetic, each recording what it did. No buffers
// and no fused passes: a reader checks each function against its rule line by line. The fast path (cloud.ts, dimensions.ts) must agree with it exactly;
// the equivalence tests hold them equal.

import { distance } from '../../core/distance.js';
import {
  type ExplainedNumber,
  type ExplainedStep,
  explainedNumber,
  explainedNumbers,
  noteNumber,
} from '../../core/explanation.js';
import { DEFAULT_PRESSURE, type Stroke } from '../../core/points.js';
import { pyMax } from '../../core/python-float.js';
import { round } from '../../core/round.js';
import { populationStd } from '../../core/statistics.js';
import { QUALITY_DIMENSIONS, type QualityDimension, SINGLE_STROKE_SPACING } from '../constants.js';
import {
  AESTHETICS_WEIGHT,
  DIAGONAL_DIVISOR,
  FULL_SCORE,
  NORMATIVE_WEIGHT,
  SPACING_WEIGHT,
  STRUCTURE_WEIGHT,
} from '../rule-numbers.js';

/** One pen point as the quality rules pool it: its pressure filled in (rule quality.normative). */
export interface PooledPoint {
  readonly x: number;
  readonly y: number;
  readonly pressure: number;
}

/** The smallest box holding every point (rule quality.points). */
export interface Box {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  readonly width: number;
  readonly height: number;
}

/** A point of the plane. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How one dimension got its number: `start` plus the steps gives `unclamped`. */
export interface QualityDimensionExplanation {
  /** The rule id (docs/rules.md#quality.structure and so on). */
  readonly rule: string;
  /** The formula, written out. */
  readonly formula: string;
  /** The numbers the formula reads (a non-finite one by name, rule general.extremes). */
  readonly inputs: Readonly<Record<string, ExplainedNumber>>;
  /** The score the formula starts from. */
  readonly start: number;
  /** What the formula takes off, in order. */
  readonly steps: readonly ExplainedStep[];
  /** `start` plus every step's `delta`, in order ('NaN' or '-Infinity' past the doubles). */
  readonly unclamped: ExplainedNumber;
  /** `unclamped` floored at 0, as Python's `max(0, unclamped)`: NaN floors to 0 (rule general.extremes). */
  readonly clamped: number;
  /** `round(clamped, 1)`: the number in `data.dimensions`. */
  readonly value: number;
}

// rule: quality.points: every point of every stroke, in order, pooled.

/** Every point of every stroke in input order, a missing pressure read as 0.5. */
export function poolPoints(strokes: readonly Stroke[]): PooledPoint[] {
  const pooled: PooledPoint[] = [];
  for (const stroke of strokes) {
    for (const { x, y, pressure } of stroke) pooled.push({ x, y, pressure: pressure ?? DEFAULT_PRESSURE });
  }
  return pooled;
}

/** The bounding box of the pooled points (at least one). */
export function boundingBox(points: readonly PooledPoint[]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, maxX, minY, maxY, width: maxX - minX, height: maxY - minY };
}

/** The centroid: the coordinates summed in input order, divided by the count (rule general.arithmetic). */
export function centroid(points: readonly PooledPoint[]): Point {
  let sumX = 0;
  let sumY = 0;
  for (const { x, y } of points) {
    sumX += x;
    sumY += y;
  }
  return { x: sumX / points.length, y: sumY / points.length };
}

/** The box centre. */
export function boxCentre(box: Box): Point {
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

/** The first point of each stroke that holds points (rule quality.spacing). */
export function startPoints(strokes: readonly Stroke[]): Point[] {
  const starts: Point[] = [];
  for (const stroke of strokes) {
    const first = stroke[0];
    if (first !== undefined) starts.push({ x: first.x, y: first.y });
  }
  return starts;
}

/** The distance of each start point from the one before it. */
export function startDistances(starts: readonly Point[]): number[] {
  const distances: number[] = [];
  for (let i = 1; i < starts.length; i++) distances.push(distance(starts[i - 1]!, starts[i]!));
  return distances;
}

/** rule: quality.structure: 100 − 60 × (centroid to box-centre distance) / max(diagonal / 4, 1). */
export function structure(points: readonly PooledPoint[]): QualityDimensionExplanation {
  const box = boundingBox(points);
  const offset = distance(boxCentre(box), centroid(points));
  const quarterDiagonal = Math.sqrt(box.width * box.width + box.height * box.height) / DIAGONAL_DIVISOR;
  const divisor = pyMax(quarterDiagonal, 1);
  const penalty = (STRUCTURE_WEIGHT * offset) / divisor;
  return dimension(
    'quality.structure',
    `${FULL_SCORE} - ${STRUCTURE_WEIGHT} × 重心偏移 / max(对角线 / ${DIAGONAL_DIVISOR}, 1)`,
    { offset, quarter_diagonal: quarterDiagonal, divisor },
    FULL_SCORE,
    [
      step(
        'quality.structure',
        penalty,
        `重心偏离外框中心 ${fmt(offset)}，除以 ${fmt(divisor)} 再乘 ${STRUCTURE_WEIGHT}，扣 ${fmt(penalty)} 分`,
      ),
    ],
  );
}

/** rule: quality.spacing: 100 − 80 × CV of the start-point distances; fewer than two starts: 80. */
export function spacing(strokes: readonly Stroke[]): QualityDimensionExplanation {
  const distances = startDistances(startPoints(strokes));
  if (distances.length === 0) {
    return dimension(
      'quality.spacing',
      `少于两个有点的笔画时为 ${SINGLE_STROKE_SPACING}`,
      { distances: 0 },
      SINGLE_STROKE_SPACING,
      [step('quality.spacing', 0, `有点的笔画少于两笔，间距分定为 ${SINGLE_STROKE_SPACING}`)],
    );
  }
  const { mean, std } = populationStd(distances);
  const divisor = pyMax(mean, 1);
  const cv = std / divisor;
  const penalty = SPACING_WEIGHT * cv;
  return dimension(
    'quality.spacing',
    `${FULL_SCORE} - ${SPACING_WEIGHT} × 标准差 / max(平均值, 1)`,
    { distances: distances.length, mean, std, divisor, cv },
    FULL_SCORE,
    [
      step(
        'quality.spacing',
        penalty,
        `相邻笔画起点间距 ${distances.length} 个，平均 ${fmt(mean)}，标准差 ${fmt(std)}，变异系数 ${fmt(cv)}，扣 ${fmt(penalty)} 分`,
      ),
    ],
  );
}

/** rule: quality.normative: 100 − 200 × the population standard deviation of every pressure. */
export function normative(points: readonly PooledPoint[]): QualityDimensionExplanation {
  const { mean, std } = populationStd(points.map((point) => point.pressure));
  const penalty = NORMATIVE_WEIGHT * std;
  return dimension(
    'quality.normative',
    `${FULL_SCORE} - ${NORMATIVE_WEIGHT} × 压力标准差`,
    { pressures: points.length, mean, std },
    FULL_SCORE,
    [
      step(
        'quality.normative',
        penalty,
        `${points.length} 个点的压力平均 ${fmt(mean)}，标准差 ${fmt(std)}，扣 ${fmt(penalty)} 分`,
      ),
    ],
  );
}

/** rule: quality.aesthetics: 100 − 50 × |width / max(height, 1) − 1|. */
export function aesthetics(points: readonly PooledPoint[]): QualityDimensionExplanation {
  const { width, height } = boundingBox(points);
  const divisor = pyMax(height, 1);
  const aspectRatio = width / divisor;
  const penalty = AESTHETICS_WEIGHT * Math.abs(aspectRatio - 1);
  return dimension(
    'quality.aesthetics',
    `${FULL_SCORE} - ${AESTHETICS_WEIGHT} × |宽 / max(高, 1) - 1|`,
    { width, height, divisor, aspect_ratio: aspectRatio },
    FULL_SCORE,
    [
      step(
        'quality.aesthetics',
        penalty,
        `外框宽 ${fmt(width)}、高 ${fmt(height)}，宽高比 ${fmt(aspectRatio)}，扣 ${fmt(penalty)} 分`,
      ),
    ],
  );
}

/** rule: quality.dimensions: the recognised requested names, once each, in the fixed order. */
export function selectDimensions(requested: readonly string[]): QualityDimension[] {
  return QUALITY_DIMENSIONS.filter((name) => requested.includes(name));
}

/** How the total was made (rule quality.total). */
export interface QualityTotalExplanation {
  readonly rule: 'quality.total';
  /** The rounded dimension values, in order. */
  readonly values: readonly number[];
  /** Their sum, left to right. */
  readonly sum: number;
  /** `sum / values.length`; 0 without values. */
  readonly unrounded: number;
  /** `round(unrounded, 1)`: `data.total_score`. */
  readonly value: number;
  readonly note: string;
}

/** rule: quality.total: the mean of the returned (already rounded) values, rounded to 1 decimal; none: 0. */
export function total(values: readonly number[]): QualityTotalExplanation {
  if (values.length === 0) {
    return { rule: 'quality.total', values, sum: 0, unrounded: 0, value: 0, note: '没有可评的坐标点或维度，总分为 0' };
  }
  let sum = 0;
  for (const value of values) sum += value;
  const unrounded = sum / values.length;
  const value = round(unrounded, 1);
  return {
    rule: 'quality.total',
    values,
    sum,
    unrounded,
    value,
    note: `各维度分 ${values.join('、')} 的平均数 ${fmt(unrounded)}，保留一位小数得 ${value}`,
  };
}

/** A step that takes `penalty` off (recorded as a negative delta, or 0). */
interface PenaltyStep {
  readonly rule: string;
  readonly delta: number;
  readonly note: string;
}

/** A step that takes `penalty` off (recorded as a negative delta, or 0). */
function step(rule: string, penalty: number, note: string): PenaltyStep {
  return { rule, delta: penalty === 0 ? 0 : -penalty, note };
}

/** A dimension's explanation: its steps applied in order to `start`, floored at 0, rounded. */
function dimension(
  rule: string,
  formula: string,
  inputs: Readonly<Record<string, number>>,
  start: number,
  steps: readonly PenaltyStep[],
): QualityDimensionExplanation {
  let unclamped = start;
  for (const { delta } of steps) unclamped += delta;
  // rule: general.extremes (a NaN penalty floors to 0, as Python's max(0, nan) does)
  const clamped = pyMax(0, unclamped);
  return {
    rule,
    formula,
    inputs: explainedNumbers(inputs),
    start,
    steps: steps.map((taken) => ({ ...taken, delta: explainedNumber(taken.delta) })),
    unclamped: explainedNumber(unclamped),
    clamped,
    value: round(clamped, 1),
  };
}

/** A number for a note: at most 2 decimals (a non-finite one named, rule general.extremes). */
const fmt = noteNumber;
