// The numbers of the geometric stroke matcher (rules geometry.*), in hanzi-writer-data's units:
// a character's box is 1024 units wide, so a distance of 102.4 is a tenth of the box.

/** hanzi-writer-data's box: x from 0 to 1024, y from -124 to 900, y up (rule geometry.data). */
export const GEOMETRY_BOX: Readonly<{ size: number; top: number }> = { size: 1024, top: 900 };

/** The thresholds of matching (rules geometry.registration, geometry.assignment). */
export const GEOMETRY_THRESHOLDS: Readonly<{
  /** Points every stroke is resampled to, evenly along its length. */
  samples: number;
  /** A drawn stroke further than this (mean distance) from every reference stroke is extra. */
  unmatched: number;
  /** A matched stroke further than this from its reference stroke is misplaced. */
  misplaced: number;
  /** A stroke that keeps its crossings with its neighbours is misplaced only beyond this local offset (rule geometry.misplaced). */
  crossed: number;
  /** Strokes further than this from their match do not steer the registration. */
  inlier: number;
  /** The registration's largest aspect change (x scale over y scale, or its inverse). */
  aspect: number;
  /** How strongly the fitted deformation is held to the box fit it starts from (ridge weight). */
  stiffness: number;
  /** Rounds of fitting the deformation to the strokes matched so far. */
  rounds: number;
  /** A reference extent below this share of the other one is a line: it gives no scale. */
  flat: number;
  /** Chords whose cosine exceeds this (within 120°) run the same way: such a stroke is not reversed (rule geometry.reversed). */
  sameWay: number;
  /** A stroke of the reference's shape costs its shape distance plus this share of how far it was shifted (rule geometry.assignment). */
  shift: number;
  /** An unpaired drawn stroke and an undrawn reference stroke within this shape distance are one stroke moved (rule geometry.moved). */
  sameShape: number;
  /** How many paired neighbours give a stroke's local drift (rule geometry.local). */
  neighbours: number;
  /** Added to a neighbour's distance before it weighs the drift, so that no one neighbour dominates (rule geometry.local). */
  nearness: number;
  /** The most strokes a drawing may hold: the assignment's work grows with their cube (rule geometry.bounds). */
  maxStrokes: number;
}> = {
  samples: 16,
  unmatched: 220,
  misplaced: 130,
  crossed: 180,
  inlier: 90,
  aspect: 1.4,
  stiffness: 0.05,
  rounds: 3,
  flat: 0.25,
  maxStrokes: 128,
  sameWay: -0.5,
  shift: 0.4,
  sameShape: 80,
  neighbours: 4,
  nearness: 100,
};

/** The deduction from order_score for each stroke mistake (rule geometry.score). */
export const GEOMETRY_DEDUCTIONS: Readonly<{
  order: number;
  reversed: number;
  missing: number;
  extra: number;
  misplaced: number;
}> = { order: 20, reversed: 20, missing: 20, extra: 20, misplaced: 20 };

/**
 * The most the data of `geometric` and `fromHanziWriterQuiz` may hold, checked before
 * any item is read (rules geometry.data, geometry.hanzi-writer): the character with the most
 * strokes has far fewer than 64, and a centre line of hanzi-writer-data fewer than 40 points.
 */
export const GEOMETRY_LIMITS: Readonly<{
  /** The most strokes a character's data may hold. */
  referenceStrokes: number;
  /** The most points one centre line may hold. */
  medianPoints: number;
  /** The most points one stroke of a quiz may hold (about 3 minutes of a 60 Hz pointer). */
  quizPoints: number;
  /** The longest interval of a quiz's timing, in milliseconds (an hour). */
  interval: number;
  /** The most problems an error lists; the rest are counted. */
  listedProblems: number;
}> = { referenceStrokes: 64, medianPoints: 256, quizPoints: 10_000, interval: 3_600_000, listedProblems: 20 };
