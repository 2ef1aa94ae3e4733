// handwriting-scoring/explain: every score with the making of its numbers. The root entry
// never imports this module.

export type { EssayDimensionExplanation, EssayExplanation, ExplainedEssay } from '../essay/explain.js';
export { explainEssay } from '../essay/explain.js';
export type { ExplanationStep } from '../explanation.js';
