// The numbers of the writing-quality rules that constants.ts does not export, typed here only.
// Nothing but primitive constants on purpose: esbuild inlines the constants of such a module
// where they are read, so naming a number costs the bundle nothing.

/** Every dimension starts from this score, and is floored at 0. */
export const FULL_SCORE: number = 100;
/** quality.structure: the offset allowed is the box's diagonal divided by this. */
export const DIAGONAL_DIVISOR: number = 4;
/** quality.structure: points off per allowed offset of the centroid from the box centre. */
export const STRUCTURE_WEIGHT: number = 60;
/** quality.spacing: points off per unit of the start points' coefficient of variation. */
export const SPACING_WEIGHT: number = 80;
/** quality.normative: points off per unit of the pressures' standard deviation. */
export const NORMATIVE_WEIGHT: number = 200;
/** quality.aesthetics: points off per unit of the aspect ratio's distance from 1. */
export const AESTHETICS_WEIGHT: number = 50;
/**
 * quality.structure, quality.spacing and quality.aesthetics: each divides by the larger of its
 * measure and this (the offset allowed, the distances' mean, the box's height).
 */
export const DIVISOR_FLOOR: number = 1;
/** quality.aesthetics: the aspect ratio that loses nothing, a box as wide as it is high. */
export const SQUARE_ASPECT_RATIO: number = 1;
/** quality.spacing: the strokes holding points it takes to measure a distance between starts. */
export const MIN_SPACED_STROKES: number = 2;
