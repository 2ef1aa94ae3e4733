// Every number of writing quality's geometry mode (rules geometry.quality.*), typed once. The
// tolerances decide when a measure earns a note; the weights turn each measure into points off,
// from the first unit on, so a score falls steadily as a fault grows. Tolerances are scaled by
// the strictness (QUALITY_STRICTNESS_SCALE), weights are not.

/**
 * rule: geometry.quality.strictness — each tolerance is multiplied by the strictness's factor:
 * a first-grade app forgives half again as much, a calligraphy app 30% less.
 */
export const QUALITY_STRICTNESS_SCALE = { lenient: 1.5, standard: 1, strict: 0.7 } as const;

/** When a measure earns a note, at 'standard' (reference units: hanzi-writer-data's 1024 box). */
export const QUALITY_TOLERANCES = {
  /** geometry.quality.stroke.length: |ln(drawn length / reference length)| above this is short or long (about ±25%). */
  length: 0.35,
  /** geometry.quality.stroke.direction: degrees the stroke's chord turns from the reference's. */
  angle: 16,
  /** geometry.quality.stroke.direction: reference strokes shorter than this (dots) are not judged by direction. */
  angleMinLength: 160,
  /** geometry.quality.stroke.position: the local offset (geometry.local) above this is misplaced, about 8% of the box. */
  offset: 90,
  /** geometry.quality.stroke.curvature: the straightness (chord / length) lost against the reference's. */
  curve: 0.12,
  /** geometry.quality.parts: |ln| of a part's size against the others' (relative to the reference's). */
  part: 0.25,
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
  /** Per unit of |ln length ratio|: 40% short costs about 36. */
  length: 70,
  /** Per degree turned. */
  angle: 1.2,
  /** Per reference unit of local offset: 20% of the box (205 units) costs about 31. */
  offset: 0.15,
  /** Per unit of straightness lost. */
  curve: 60,
  /** Per unit of |ln| of a part's relative size. */
  part: 60,
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
  /** geometry.quality.stroke.length: reference strokes at least this long (units) have their length judged in full. */
  fullLength: 400,
  /** The best score. */
  full: 100,
} as const;
