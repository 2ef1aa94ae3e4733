// The geometry mode of writing quality, as handwriting-scoring/geometry exports it.

import type { QualityMatcher } from '../../writing-quality/matcher.js';

export { QUALITY_STRICTNESS } from '../../writing-quality/constants.js';
export { qualityMatcher } from '../../writing-quality/matcher.js';

import type { GeometryQualityFields } from './read.js';

export type { QualityBox, QualityCall, QualitySettings } from '../../writing-quality/matcher.js';
export {
  CHARACTER_QUALITY_KINDS,
  type CharacterQuality,
  type CharacterQualityKind,
  type GeometryQualityFields,
  type PartQuality,
  STROKE_QUALITY_KINDS,
  type StrokeMeasures,
  type StrokeQuality,
  type StrokeQualityKind,
} from './read.js';
export { QUALITY_GEOMETRY, QUALITY_STRICTNESS_SCALE, QUALITY_TOLERANCES, QUALITY_WEIGHTS } from './thresholds.js';

/** What geometric()'s matcher adds for evaluateWritingQuality: the writing-quality hooks. */
export type GeometryQuality = Omit<QualityMatcher<GeometryQualityFields>, 'name'>;
