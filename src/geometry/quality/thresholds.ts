// Every number of writing quality's geometry mode (rules geometry.quality.*), typed once. The
// tolerances decide when a measure earns a note; the weights turn each measure into points off
// from half the tolerance on (QUALITY_GEOMETRY.free), so a score falls steadily as a fault grows
// and a deviation a real hand makes in correct writing costs nothing. A stroke's faults are
// measured as a teacher sees them, by how far they move the stroke in the box (reference units),
// beside the share or the degrees: a dot a third short or turned is hardly seen, a long stroke so
// is plain. Tolerances, and with them the free share, are scaled by the strictness
// (QUALITY_STRICTNESS_SCALE); weights are not. The values sit between what correct writing by a
// real hand does and what a plain fault does (the measures are in the guide to the geometry mode).

/**
 * rule: geometry.quality.strictness — each tolerance is multiplied by the strictness's factor:
 * a first-grade app forgives half again as much, a calligraphy app 30% less.
 */
export const QUALITY_STRICTNESS_SCALE = { lenient: 1.5, standard: 1, strict: 0.7 } as const;

/** When a measure earns a note, at 'standard' (reference units: hanzi-writer-data's 1024 box). */
export const QUALITY_TOLERANCES = {
  /** geometry.quality.stroke.length: |ln(drawn length / reference length)| above this may be short or long: about a quarter, less is a hand's own way. */
  length: 0.25,
  /** geometry.quality.stroke.length: and the end moved this far (units, a fifth of the box): correct writing moves long strokes' ends nearly so far. */
  lengthGap: 200,
  /** geometry.quality.stroke.direction: degrees turned above this may be slanted: fewer are within any hand's wobble. */
  angle: 10,
  /** geometry.quality.stroke.direction: and the ends moved this far (units, about a tenth of the box) about the centre: a short stroke turned as far is hardly seen. */
  sweep: 95,
  /** geometry.quality.stroke.direction: reference strokes shorter than this (dots) are not judged by direction. */
  angleMinLength: 160,
  /** geometry.quality.stroke.position: the local offset (geometry.quality.place) above this, about a ninth of the box, is misplaced: a real hand's correct strokes seldom stray so far from their neighbours. */
  offset: 110,
  /** geometry.quality.stroke.curvature: the straightness (chord / length) lost against the reference's. */
  curve: 0.12,
  /** geometry.quality.parts: |ln| of a part's size against the others' (relative to the reference's) above this, a fifth, may be too large or small. */
  part: 0.2,
  /** geometry.quality.parts: and |ln| times the part's size (units) above this: a dot apart drawn a fifth larger is no fault to name. */
  partGap: 60,
  /** geometry.quality.spacing: |ln| of a gap's share against the reference's. */
  uneven: 0.35,
  /** geometry.quality.box: the character's larger side under this share of the box is small. */
  small: 0.55,
  /** geometry.quality.box: the character's larger side over this share of the box is large. */
  large: 1,
  /** geometry.quality.box: the character's centre this share of the box from the box's centre is off centre. */
  offCentre: 0.12,
  /** geometry.quality.aesthetics: |ln| of the aspect ratio against the reference's. */
  aspect: 0.3,
} as const;

/** Points off per unit of each measure (rules geometry.quality.*). */
export const QUALITY_WEIGHTS = {
  /** Per reference unit the length moves the stroke's end beyond the free share: a long stroke cut by two fifths costs about a quarter of its score. */
  length: 0.15,
  /** Per reference unit the turn moves the stroke's ends beyond the free share: ends move about half as far as a cut end, so twice the weight. */
  sweep: 0.3,
  /** Per reference unit of local offset beyond the free share: a stroke moved a fifth of the box costs about a third of its score. */
  offset: 0.2,
  /** Per unit of straightness lost. */
  curve: 60,
  /** Per reference unit of a part's size change beyond the free share: a large part drawn at seven tenths costs about a quarter of its score. */
  part: 0.15,
  /** Per unit of |ln| of the most uneven gap. */
  uneven: 50,
  /** Per share of the box the centre is off. */
  place: 80,
  /** Per unit of |ln| of the size against the size that costs nothing. */
  size: 40,
  /** Per unit of |ln| of the aspect ratio against the reference's. */
  aspect: 40,
  /** Per stroke drawn but not in the character, or in the character but not drawn. */
  unpaired: 15,
} as const;

/** Further numbers of the geometry mode. */
export const QUALITY_GEOMETRY = {
  /** geometry.quality.box: the share of the box the character's larger side fills at no cost. */
  idealSize: 0.8,
  /** geometry.quality.parts: reference boxes closer than this (units) join one part. */
  partGap: 24,
  /** geometry.quality.spacing: a stroke within this many degrees of level (or upright) is horizontal (vertical). */
  parallel: 20,
  /** geometry.quality.spacing: strokes overlapping by this share of the shorter one stand side by side. */
  overlap: 0.5,
  /** geometry.quality.spacing: the fewest parallel strokes whose gaps are compared. */
  parallelCount: 3,
  /** geometry.quality.stroke.direction: samples apart of the stretches whose turns are compared. */
  stretch: 4,
  /** geometry.quality.stroke.score and geometry.quality.parts: the share of each tolerance that costs nothing: half, what correct writing usually stays within. */
  free: 0.5,
  /** geometry.quality.place and geometry.quality.stroke.length: the fewest other strokes whose fit places a stroke and whose lengths give the hand's scale; with fewer, one deformed stroke would decide both for the rest. */
  fitOthers: 2,
  /** The best score. */
  full: 100,
} as const;
