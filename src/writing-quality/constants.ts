// The fixed tables of the writing-quality rules (rules quality.*).

/** The dimensions of writing quality, in the order of the response (rule quality.dimensions). */
export const QUALITY_DIMENSIONS = ['structure', 'spacing', 'normative', 'aesthetics'] as const;

/** One of {@link QUALITY_DIMENSIONS}. */
export type QualityDimension = (typeof QUALITY_DIMENSIONS)[number];

/** Spacing score when fewer than two strokes hold points (rule quality.spacing). */
export const SINGLE_STROKE_SPACING: number = 80.0;

/** Prefix of the writing-quality operation's failure detail (rule general.errors). */
export const WRITING_QUALITY_FAILURE_PREFIX: string = '书写质量评估失败：';

/** The strictness scale of the geometry mode, loosest first (rule geometry.quality.strictness). */
export const QUALITY_STRICTNESS = ['lenient', 'standard', 'strict'] as const;

/** One of {@link QUALITY_STRICTNESS}. */
export type QualityStrictness = (typeof QUALITY_STRICTNESS)[number];

/** The most characters of a request's `reference_char` an error message quotes (rule geometry.data). */
export const QUOTED_REFERENCE_CHARACTERS: number = 4;
