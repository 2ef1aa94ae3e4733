// The plain reading of the writing-quality rules (rules quality.*): one small function per
// rule, in the rules' order and with their arithmetic, each recording what it did. No buffers
// and no fused passes: a reader checks each function against its rule line by line. The fast
// path (fast/) must agree with it exactly; the equivalence tests hold them equal.
//
// - points.ts: quality.points (the pooled points, box, centre, centroid and start points);
// - dimensions.ts: quality.structure, quality.spacing, quality.normative, quality.aesthetics;
// - total.ts: quality.dimensions and quality.total.

export { aesthetics, normative, type QualityDimensionExplanation, spacing, structure } from './dimensions.js';
export {
  boundingBox,
  boxCentre,
  centroid,
  type Point,
  type PointsBox,
  type PooledPoint,
  poolPoints,
  startDistances,
  startPoints,
} from './points.js';
export { type QualityTotalExplanation, selectDimensions, total } from './total.js';
