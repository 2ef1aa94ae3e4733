// The plain reading of rules quality.dimensions and quality.total: which dimensions are rated,
// and the total made of their rounded values.

import { noteNumber } from '../../core/explanation.js';
import { round } from '../../core/round.js';
import { QUALITY_DIMENSIONS, type QualityDimension } from '../constants.js';

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
    note: `各维度分 ${values.join('、')} 的平均数 ${noteNumber(unrounded)}，保留一位小数得 ${value}`,
  };
}
