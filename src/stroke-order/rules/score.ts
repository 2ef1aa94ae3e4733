// The plain reading of the stroke-order scores (rules stroke.score.*): each score from its
// start and its steps, with the notes an explanation shows.

import { type ExplanationStep, noteNumber } from '../../core/explanation.js';
import { pyMax } from '../../core/python-float.js';
import { round } from '../../core/round.js';
import {
  COUNT_PENALTY_PER_STROKE,
  FULL_SCORE,
  ORDER_WEIGHT_BASE,
  ORDER_WEIGHT_PER_LEVEL,
  SCORE_DECIMALS,
} from '../rule-numbers.js';

/** How one score of stroke order was made: `start` plus the steps gives `unclamped`. */
export interface StrokeScoreExplanation {
  readonly start: number;
  readonly steps: readonly ExplanationStep[];
  /** `start` plus every step's `delta`, in order. */
  readonly unclamped: number;
  /** `unclamped` floored at 0. */
  readonly clamped: number;
  /** `round(clamped, 1)`: the number in `data`. */
  readonly value: number;
}

/** rule: stroke.score.count: the full score less so much per stroke of difference, floored at 0. */
export function countScore(received: number, expected: number): StrokeScoreExplanation {
  const difference = Math.abs(received - expected);
  const penalty = COUNT_PENALTY_PER_STROKE * difference;
  return score(FULL_SCORE, [
    {
      rule: 'stroke.score.count',
      delta: penalty === 0 ? 0 : -penalty,
      note: `写了${received}笔，标准${expected}笔，相差${difference}笔，每笔扣${COUNT_PENALTY_PER_STROKE}分`,
    },
  ]);
}

/** rule: stroke.score.order: matches / reference length × the full score. */
export function orderScore(matches: number, expected: number): StrokeScoreExplanation {
  return score(0, [
    {
      rule: 'stroke.score.order',
      delta: (matches / expected) * FULL_SCORE,
      note: `标准${expected}笔中有${matches}笔方向对上，得 ${matches} ÷ ${expected} × ${FULL_SCORE} 分`,
    },
  ]);
}

/** Order under a whole-character matcher: the full score plus the matcher's steps (its own rules), floored at 0. */
export function matchedOrderScore(steps: readonly ExplanationStep[]): StrokeScoreExplanation {
  return score(FULL_SCORE, steps);
}

/** rule: stroke.score.unknown-character: a character outside the table gets the full score. */
export function unknownCharacterScore(character: string): StrokeScoreExplanation {
  return score(FULL_SCORE, [
    {
      rule: 'stroke.score.unknown-character',
      delta: 0,
      note: `参考笔顺表中没有“${character}”，按满分 ${FULL_SCORE} 计`,
    },
  ]);
}

/** How the total was made (rule stroke.score.total). */
export interface StrokeTotalExplanation {
  /** order ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL × difficulty_level; count the rest. `null` for a character outside the table. */
  readonly weights: { readonly order: number; readonly count: number } | null;
  /** The unrounded order and count scores the total reads. */
  readonly order: number;
  readonly count: number;
  /** `order × weights.order + count × weights.count`. */
  readonly unrounded: number;
  /** `round(unrounded, 1)`: `data.total_score`. */
  readonly value: number;
  readonly note: string;
}

/** rule: stroke.score.total: weights by difficulty level, the total from the unrounded parts. */
export function totalScore(order: number, count: number, difficultyLevel: number): StrokeTotalExplanation {
  const weightOrder = ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL * difficultyLevel;
  const weightCount = 1 - weightOrder;
  const unrounded = order * weightOrder + count * weightCount;
  const value = round(unrounded, SCORE_DECIMALS);
  return {
    weights: { order: weightOrder, count: weightCount },
    order,
    count,
    unrounded,
    value,
    note: `难度${difficultyLevel}：笔顺分 ${fmt(order)} × ${fmt(weightOrder)} + 笔画数分 ${fmt(count)} × ${fmt(weightCount)} = ${fmt(unrounded)}，保留一位小数得 ${value}`,
  };
}

/** rule: stroke.score.unknown-character: the total of a character outside the table is the full score, unweighted. */
export function unknownCharacterTotal(character: string): StrokeTotalExplanation {
  return {
    weights: null,
    order: FULL_SCORE,
    count: FULL_SCORE,
    unrounded: FULL_SCORE,
    value: FULL_SCORE,
    note: `参考笔顺表中没有“${character}”，总分按满分 ${FULL_SCORE} 计`,
  };
}

/** The steps applied in order to `start`, floored at 0, rounded to 1 decimal. */
function score(start: number, steps: readonly ExplanationStep[]): StrokeScoreExplanation {
  let unclamped = start;
  for (const { delta } of steps) unclamped += delta;
  const clamped = pyMax(0, unclamped);
  return { start, steps, unclamped, clamped, value: round(clamped, SCORE_DECIMALS) };
}

/** A number for a note: at most 2 decimals (a non-finite one named, rule general.extremes). */
const fmt = noteNumber;
