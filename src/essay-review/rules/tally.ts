// A dimension under way: its rules add steps and comments to it, in order, and it ends
// clamped (essay.total.clamp).

import type { ExplanationStep } from '../../core/explanation.js';
import { DIMENSION_SCALE } from '../rule-numbers.js';

/** One dimension read plainly: its start, its steps in order, its comments and its final score. */
export interface PlainDimension {
  readonly start: number;
  readonly steps: ExplanationStep[];
  /** `start` plus every step's delta, in order. */
  readonly unclamped: number;
  /** `unclamped` floored or clamped into 0..100 (essay.total.clamp). */
  readonly clamped: number;
  readonly comments: string[];
}

/** A dimension under way: rules add steps and comments to it. */
export class Tally {
  readonly steps: ExplanationStep[] = [];
  readonly comments: string[] = [];
  score: number;

  constructor(readonly start: number) {
    this.score = start;
  }

  /** Adds `delta` to the score, records the step and, when given, the comment. */
  step(rule: string, delta: number, note: string, comment?: string): void {
    this.score += delta;
    this.steps.push({ rule, delta, note });
    if (comment !== undefined) this.comments.push(comment);
  }

  /** The dimension as it ended, its score put through `clamp`. */
  finish(clamp: (score: number) => number): PlainDimension {
    return {
      start: this.start,
      steps: this.steps,
      unclamped: this.score,
      clamped: clamp(this.score),
      comments: this.comments,
    };
  }
}

// rule: essay.total.clamp — structure and grammar only lose points, so a floor is enough.
/** The structure and grammar scores' clamp: floored at 0. */
export const floorAtZero = (score: number): number => Math.max(0, score);
/** The content and rhetoric scores' clamp: into 0..100. */
export const clampToScale = (score: number): number => Math.min(DIMENSION_SCALE, Math.max(0, score));
