// The contract's direction rules tried before the angle table (rules stroke.direction.*), as
// rows of rule id and test, in the order they are tried: the plain reading's rule functions
// test a stroke with them, and the contract's classifier names the rule that decided with them,
// so the order and the tests are written once.

import { DIRECTION_THRESHOLDS } from './constants.js';
import { MIN_POINTS } from './rule-numbers.js';

/** The measures of a stroke these rules read. */
export interface DirectionRuleMeasures {
  /** How many points the stroke holds. */
  readonly points: number;
  /** The straight distance from the first to the last point. */
  readonly straight: number;
  /** `path / max(straight, 1.0)`. */
  readonly curvature: number;
}

/** The rule that decides when none of {@link DIRECTION_RULE_TESTS} holds. */
export const ANGLE_RULE = 'stroke.direction.angle';

/** Each rule's test, in the order the rules are tried: the first that holds decides. */
export const DIRECTION_RULE_TESTS = {
  // rule: stroke.direction.few-points: fewer than MIN_POINTS points is a dot.
  'stroke.direction.few-points': ({ points }: DirectionRuleMeasures): boolean => points < MIN_POINTS,
  // rule: stroke.direction.short: a straight distance under the dot distance is a dot.
  'stroke.direction.short': ({ straight }: DirectionRuleMeasures): boolean =>
    straight < DIRECTION_THRESHOLDS.dotDistance,
  // rule: stroke.direction.turning: a curvature over the threshold is a turning or a hook.
  'stroke.direction.turning': ({ curvature }: DirectionRuleMeasures): boolean =>
    curvature > DIRECTION_THRESHOLDS.curvature,
} as const;

/** The id of the rule that decides a stroke with these measures (rules stroke.direction.*). */
export function decidingDirectionRule(measures: DirectionRuleMeasures): string {
  for (const [rule, holds] of Object.entries(DIRECTION_RULE_TESTS)) if (holds(measures)) return rule;
  return ANGLE_RULE;
}
