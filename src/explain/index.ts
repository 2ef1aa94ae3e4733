// handwriting-scoring/explain: every score with the making of its numbers. The root entry
// never imports this module.

export type {
  Explained,
  ExplainedNumber,
  ExplainedStep,
  ExplanationStep,
  NonFiniteNumber,
} from '../core/explanation.js';
export { RULES_URL, ruleUrl } from '../core/explanation.js';
export type { EssayDimensionExplanation, EssayExplanation, ExplainedEssay } from '../essay-review/explain.js';
export { explainEssay } from '../essay-review/explain.js';
export type {
  ExplainedStrokeOrder,
  StrokeExplanation,
  StrokeOrderExplanation,
} from '../stroke-order/explain.js';
export { explainStrokeOrder } from '../stroke-order/explain.js';
export type { StrokeScoreExplanation, StrokeTotalExplanation } from '../stroke-order/rules/index.js';
export type { ExplainedWritingQuality, WritingQualityExplanation } from '../writing-quality/explain.js';
export { explainWritingQuality } from '../writing-quality/explain.js';
export type {
  ExplainedWritingQualityGeometry,
  WritingQualityGeometryExplanation,
} from '../writing-quality/matcher.js';
export type {
  Point,
  PointsBox,
  QualityDimensionExplanation,
  QualityTotalExplanation,
} from '../writing-quality/rules/index.js';
