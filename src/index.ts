// handwriting-scoring: the public API. Explicit exports only; no top-level code.

export type { Envelope } from './core/envelope.js';
export { toEnvelope } from './core/envelope.js';
export type { ErrorCode, IssueCode, Operation, PathSegment, ValidationIssue } from './core/errors.js';
export {
  ERROR_CODES,
  formatPath,
  HandwritingScoringError,
  ISSUE_CODES,
  MAX_LISTED_ISSUES,
  OPERATIONS,
  OptionError,
  ScoringError,
  summarizeIssues,
  ValidationError,
} from './core/errors.js';
export type { ClockOptions, UnknownOr } from './core/operation.js';
export type { Stroke, StrokePoint } from './core/points.js';
export { round } from './core/round.js';
export type { FieldSpec } from './core/validation.js';
export type {
  Band,
  EssayDimension,
  EssayErrorType,
  FigureOfSpeech,
  Genre,
  Grade,
  GrammarRule,
  GrammarRuleId,
} from './essay-review/constants.js';
export type {
  EssayReviewData,
  EssayReviewRequest,
  ReviewEssayOptions,
  SentenceError,
} from './essay-review/contract.js';
export { reviewEssay } from './essay-review/fast/index.js';
export type { DifficultyLevel, ReferenceEntry, ReferenceTable, StrokeDirection } from './stroke-order/constants.js';
export { REFERENCE_STROKES, STROKE_DIRECTIONS } from './stroke-order/constants.js';
export type {
  CharacterBox,
  StrokeClassifier,
  StrokeComparison,
  StrokeComparisonResult,
  StrokeContext,
  StrokeOrderData,
  StrokeOrderError,
  StrokeOrderRequest,
  StrokeReading,
} from './stroke-order/contract.js';
export { evaluateStrokeOrder } from './stroke-order/fast/index.js';
export type { MatchedStroke, StrokeMatcher, StrokeMatcherResult } from './stroke-order/matcher.js';
export { DIRECTION_NAMES_ZH } from './stroke-order/messages.js';
export type { EvaluateStrokeOrderOptions, StrokeOrderResult, UnknownCharacterPolicy } from './stroke-order/options.js';
export type { QualityDimension, QualityStrictness } from './writing-quality/constants.js';
export type {
  EvaluateWritingQualityOptions,
  WritingQualityData,
  WritingQualityRequest,
} from './writing-quality/contract.js';
export { evaluateWritingQuality } from './writing-quality/fast/index.js';
export type {
  QualityBox,
  QualityCall,
  QualityFieldsOf,
  QualityMatcher,
  QualityMatcherDimension,
  QualityMatcherResult,
  QualityReader,
  QualitySettings,
  WritingQualityGeometryOptions,
  WritingQualityOptions,
} from './writing-quality/matcher.js';
