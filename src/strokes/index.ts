// handwriting-scoring/strokes: stroke order for every common character. The root
// never imports this subpath; it reaches evaluateStrokeOrder through its options.

export type { AlignedComparisonResult, AlignedErrorKind, AlignedStrokeError } from './aligned.js';
export { ALIGNED_COMPARISON, ALIGNED_ERROR_KINDS } from './aligned.js';
export { directionOfStrokeName, STROKE_NAME_RULE } from './names.js';
export type { PreciseOptions } from './precise.js';
export { PRECISE, PRECISE_SIMPLIFIED } from './precise.js';
export { classifyStroke, SHAPE_CLASSIFIER, STRICT_SHAPE_CLASSIFIER } from './shape/classify.js';
export { SHAPE_ANGLE_BANDS, SHAPE_THRESHOLDS, SHAPE_TOLERANCE } from './shape/thresholds.js';
export { EXTENDED_CHARACTER_COUNTS, EXTENDED_STROKES, SIMPLIFIED_STROKES, strokeNames } from './table.js';
