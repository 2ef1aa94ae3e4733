// The numbers of the stroke-order rules that constants.ts does not export, typed here only.
// Nothing but primitive constants on purpose: esbuild inlines the constants of such a module
// where they are read, so naming a number costs the bundle nothing.

/** A stroke of fewer points is a dot (rule stroke.direction.few-points). */
export const MIN_POINTS: number = 2;

// rule: stroke.direction.angle, in degrees (y grows downward), the bands tried in this order.
/** Horizontal from this angle, inclusive. */
export const HORIZONTAL_FROM: number = -20;
/** Horizontal up to this angle, inclusive. */
export const HORIZONTAL_TO: number = 20;
/** Vertical from this angle, inclusive. */
export const VERTICAL_FROM: number = 70;
/** Vertical up to this angle, inclusive. */
export const VERTICAL_TO: number = 110;
/** Left-falling from this angle, inclusive (any angle outside every band is left-falling too). */
export const LEFT_FALLING_FROM: number = 120;
/** Left-falling up to this angle, inclusive. */
export const LEFT_FALLING_TO: number = 170;
/** Right-falling above this angle, exclusive. */
export const RIGHT_FALLING_FROM: number = 20;
/** Right-falling below this angle, exclusive. */
export const RIGHT_FALLING_TO: number = 70;
/** Rising from this angle, inclusive. */
export const RISING_FROM: number = -70;
/** Rising below this angle, exclusive. */
export const RISING_TO: number = -20;

/** The full score, and every score of a character outside the table (stroke.score.unknown-character). */
export const FULL_SCORE: number = 100;
/** Points off the count score per stroke of difference (stroke.score.count). */
export const COUNT_PENALTY_PER_STROKE: number = 25;
/** The decimals every score keeps (stroke.score.total). */
export const SCORE_DECIMALS: number = 1;
/** The order weight at difficulty 0: `ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL * difficulty_level` (stroke.score.total). */
export const ORDER_WEIGHT_BASE: number = 0.5;
/** What each difficulty level adds to the order weight (stroke.score.total). */
export const ORDER_WEIGHT_PER_LEVEL: number = 0.1;
