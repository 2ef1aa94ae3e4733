// handwriting-scoring/explain: every score with the making of its numbers. The root entry
// never imports this module.

export type { EssayDimensionExplanation, EssayExplanation, ExplainedEssay } from '../essay/explain.js';
export { explainEssay } from '../essay/explain.js';
export type { Explained, ExplainedNumber, ExplainedStep, ExplanationStep, NonFiniteNumber } from '../explanation.js';
export { RULES_URL, ruleUrl } from '../explanation.js';
export type {
  ExplainedStrokeOrder,
  StrokeExplanation,
  StrokeOrderExplanation,
} from '../stroke-order/explain.js';
export { explainStrokeOrder } from '../stroke-order/explain.js';
export type { StrokeScoreExplanation, StrokeTotalExplanation } from '../stroke-order/reference.js';
export type { ExplainedWritingQuality, WritingQualityExplanation } from '../writing-quality/explain.js';
export { explainWritingQuality } from '../writing-quality/explain.js';
export type {
  Box,
  Point,
  QualityDimensionExplanation,
  QualityTotalExplanation,
} from '../writing-quality/reference.js';
