// The plain reading of the four dimension rules (quality.structure, quality.spacing,
// quality.normative, quality.aesthetics): one function per rule, with its arithmetic, recording
// what it took off. Each takes the pooled points (spacing the strokes) of a pen with points.

import { distance } from '../../core/distance.js';
import {
  type ExplainedNumber,
  type ExplainedStep,
  explainedNumber,
  explainedNumbers,
  noteNumber,
} from '../../core/explanation.js';
import type { Stroke } from '../../core/points.js';
import { pyMax } from '../../core/python-float.js';
import { round } from '../../core/round.js';
import { populationStd } from '../../core/statistics.js';
import { SINGLE_STROKE_SPACING } from '../constants.js';
import {
  AESTHETICS_WEIGHT,
  DIAGONAL_DIVISOR,
  DIVISOR_FLOOR,
  FULL_SCORE,
  MIN_SPACED_STROKES,
  NORMATIVE_WEIGHT,
  SPACING_WEIGHT,
  SQUARE_ASPECT_RATIO,
  STRUCTURE_WEIGHT,
} from '../rule-numbers.js';
import { boundingBox, boxCentre, centroid, type PooledPoint, startDistances, startPoints } from './points.js';

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

/** rule: quality.structure: 100 − 60 × (centroid to box-centre distance) / max(diagonal / 4, 1). */
export function structure(points: readonly PooledPoint[]): QualityDimensionExplanation {
  const box = boundingBox(points);
  const offset = distance(boxCentre(box), centroid(points));
  const quarterDiagonal = Math.sqrt(box.width * box.width + box.height * box.height) / DIAGONAL_DIVISOR;
  const divisor = pyMax(quarterDiagonal, DIVISOR_FLOOR);
  const penalty = (STRUCTURE_WEIGHT * offset) / divisor;
  return dimension(
    'quality.structure',
    `${FULL_SCORE} - ${STRUCTURE_WEIGHT} × 重心偏移 / max(对角线 / ${DIAGONAL_DIVISOR}, ${DIVISOR_FLOOR})`,
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
  const starts = startPoints(strokes);
  if (starts.length < MIN_SPACED_STROKES) {
    return dimension(
      'quality.spacing',
      `少于两个有点的笔画时为 ${SINGLE_STROKE_SPACING}`,
      { distances: 0 },
      SINGLE_STROKE_SPACING,
      [step('quality.spacing', 0, `有点的笔画少于两笔，间距分定为 ${SINGLE_STROKE_SPACING}`)],
    );
  }
  const distances = startDistances(starts);
  const { mean, std } = populationStd(distances);
  const divisor = pyMax(mean, DIVISOR_FLOOR);
  const cv = std / divisor;
  const penalty = SPACING_WEIGHT * cv;
  return dimension(
    'quality.spacing',
    `${FULL_SCORE} - ${SPACING_WEIGHT} × 标准差 / max(平均值, ${DIVISOR_FLOOR})`,
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
  const divisor = pyMax(height, DIVISOR_FLOOR);
  const aspectRatio = width / divisor;
  const penalty = AESTHETICS_WEIGHT * Math.abs(aspectRatio - SQUARE_ASPECT_RATIO);
  return dimension(
    'quality.aesthetics',
    `${FULL_SCORE} - ${AESTHETICS_WEIGHT} × |宽 / max(高, ${DIVISOR_FLOOR}) - ${SQUARE_ASPECT_RATIO}|`,
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
