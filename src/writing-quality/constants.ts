// The fixed tables of the writing-quality rules (contract "Writing quality rules", W1-W4).

/** The dimensions of writing quality, in the order of the response (decisions W4). */
export const QUALITY_DIMENSIONS = ['structure', 'spacing', 'normative', 'aesthetics'] as const;

/** One of {@link QUALITY_DIMENSIONS}. */
export type QualityDimension = (typeof QUALITY_DIMENSIONS)[number];

/** Spacing score when fewer than two strokes hold points (decisions W2). */
export const SINGLE_STROKE_SPACING: number = 80.0;

/** Prefix of the writing-quality operation's failure detail (decisions G5). */
export const WRITING_QUALITY_FAILURE_PREFIX: string = '书写质量评估失败：';
