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
  /** A stroke shorter than this share of its reference stroke stopped short: as a neighbour it lends the least of its drifts (rule geometry.local). */
  stoppedShort: number;
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
  stoppedShort: 0.6,
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

/**
 * The numbers of reading a stroke's name from its shape (rule geometry.names), in reference units (1024 a box), shares of the stroke's length
 * and degrees (y down: 0 is rightward, 90 downward). Each value is where hanzi-writer-data's
 * medians of the strokes cnchar names one way part best from those it names the other way.
 */
export const NAME_THRESHOLDS: Readonly<{
  corner: number;
  cornerMost: number;
  foldTurn: number;
  head: number;
  headRise: number;
  serif: number;
  hook: number;
  hookRise: number;
  rise: number;
  flat: number;
  slant: number;
  dotSlant: number;
  dotLean: number;
  dotRight: number;
  dotDown: number;
  dotSteepest: number;
  vertical: number;
  verticalEnd: number;
  backward: number;
}> = {
  /** A point further than this share of the length (or cornerMost) from the chord may be a corner: small, so that a hook of two samples is found. */
  corner: 0.04,
  cornerMost: 20,
  /** A corner whose arms differ by less than this is a curve, not a fold: a curved 撇 or 捺 stays one arm, a 横折 turns by 70° or more. */
  foldTurn: 45,
  /** A first arm shorter than this share, not a 横, 竖 or 撇, is the head serif (the brush's entry): 撇 and 竖 heads run to a quarter of a short stroke. */
  head: 0.3,
  /** A first arm rising less than this is a 横 that begins a folded stroke (卩's 横折钩), though a lone arm as steep is a 提. */
  headRise: -30,
  /** An arm between two others, or a last arm that is not a hook, shorter than this share is a serif at a fold or the tail. */
  serif: 0.15,
  /** A last arm shorter than this share that rises steeper than hookRise is a hook (钩). */
  hook: 0.3,
  /** Hooks rise at −48° or steeper; a 提 ending a 竖提 or 横折提 rises at −30° to −41°. */
  hookRise: -45,
  /** An arm rising more than this is a 提: here the fewest 横 and 提 are confused, read on the second half of a lone arm (a 横's end flattens, a 提's steepens). */
  rise: -17,
  /** A lone arm going down-right more than this is a 捺 or 点 (横 stay within 0°, flat 捺 start at 5°). */
  flat: 5,
  /** …up to this: a 点 falls at 45° (its middle), a 竖 of 口 leans right at 60° or more. */
  slant: 60,
  /** A down-right lone arm shorter than this is a 点 (90% of 点 are under 200, 95% of 捺 over 340). */
  dotSlant: 260,
  /** A lone arm leaning right of this (a 竖 of 口 leans right at 60°–80°)… */
  dotLean: 91,
  /** …is a 点 only when shorter than this; */
  dotRight: 100,
  /** one going straight down or down-left (the dots of 宀 and 亠) when shorter than this, */
  dotDown: 200,
  /** and not leaning further left than this. */
  dotSteepest: 115,
  /** A lone arm steeper than this whose last third also stays under verticalEnd is a 竖; else a 撇 (a 撇 that starts straight down bends left at its end). */
  vertical: 115,
  verticalEnd: 116,
  /** A lone arm going up and back (beyond this) is no 横: it is read as a 撇 drawn backward. */
  backward: -100,
};

/**
 * The arms' letters by direction (degrees, y down), tested in order; the last takes the rest.
 * The second arm of a 横折 goes down at 89° to 108° (90 in 100), of a 横撇 at 102° or more; a 捺
 * arm falls between 25° and 70°, a 钩 rises back, up or up-left.
 */
export const NAME_ARM_BANDS: readonly { readonly arm: string; readonly from: number; readonly to: number }[] = [
  { arm: '横', from: NAME_THRESHOLDS.rise, to: 25 },
  { arm: '捺', from: 25, to: 70 },
  { arm: '竖', from: 70, to: 108 },
  { arm: '提', from: -80, to: NAME_THRESHOLDS.rise },
  { arm: '钩', from: -165, to: -80 },
  { arm: '撇', from: -180, to: 180 },
];
