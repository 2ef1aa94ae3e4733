// handwriting-scoring/tables: the tables and word lists the rules read, as readonly views for
// those who show or test against them. Their values follow docs/rules.md and may change in any
// minor version with the rule they belong to; the root never imports this subpath.

export { DEFAULT_PRESSURE } from '../core/points.js';
export {
  ACTION_CHARACTERS,
  BAND_THRESHOLDS,
  CONNECTOR_WORDS,
  DIMENSION_WEIGHTS,
  EMOTION_WORDS,
  ESSAY_DIMENSIONS,
  ESSAY_ERROR_TYPES,
  FIGURES_OF_SPEECH,
  GENRES,
  GRADE_RANGES,
  GRAMMAR_PATTERNS,
  GRAMMAR_RULES,
  LONG_SENTENCE_LENGTH,
  NATURE_CHARACTERS,
  PUNCTUATION_MARKS,
  SENTENCE_CLOSING_MARKS,
  SENTENCE_ENDING_MARKS,
  SIMILE_WORDS,
} from '../essay-review/constants.js';
export { ESSAY_REQUEST_FIELDS } from '../essay-review/request.js';
export { CONTRACT_CLASSIFIER } from '../stroke-order/fast/classifier.js';
export { UNKNOWN_CHARACTER_POLICIES } from '../stroke-order/options.js';
export { STROKE_ORDER_REQUEST_FIELDS } from '../stroke-order/request.js';
export { QUALITY_DIMENSIONS } from '../writing-quality/constants.js';
export { WRITING_QUALITY_REQUEST_FIELDS } from '../writing-quality/request.js';
