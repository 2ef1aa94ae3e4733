// The plain reading of the stroke-order rules (rules stroke.*), one small function per rule, in
// the rules' order and with their arithmetic, each recording what it decided: a stroke's
// direction (direction.ts), the comparison (compare.ts) and the scores (score.ts). No reduced
// records and no fused passes: a reader checks each function against its rule line by line.
// The fast path (fast/) must agree with it exactly; the equivalence tests hold them equal.

export { compareByPosition, type StrokeVerdict, strokeVerdicts } from './compare.js';
export {
  type ContractReading,
  characterBox,
  measureStroke,
  readContractDirection,
  type StrokeMeasures,
} from './direction.js';
export {
  countScore,
  matchedOrderScore,
  orderScore,
  type StrokeScoreExplanation,
  type StrokeTotalExplanation,
  totalScore,
  unknownCharacterScore,
  unknownCharacterTotal,
} from './score.js';
