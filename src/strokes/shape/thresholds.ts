// The shape classifier's numbers (rule strokes.shape-classifier), each typed here once: the
// thresholds of its rules, the angle bands of a straight stroke, the benefit of the doubt's
// tolerance and the most points it reads of one stroke.

/**
 * The shape classifier's thresholds. Lengths are fractions of the character's size (the larger
 * side of `context.box`), angles are degrees with y growing downward (0 = rightward, 90 = down).
 * Tuned on hanzi-writer-data's centre lines written by a simulated pen (`npm run eval:strokes`).
 */
export const SHAPE_THRESHOLDS = {
  /** Ramer-Douglas-Peucker tolerance: pen jitter and wobble below it vanish. */
  simplify: 0.02,
  /** rule: strokes.shape.hook — a final tail at most this long that turns away upward is a hook. */
  hookLength: 0.25,
  /** ... and at most this share of the stroke. */
  hookShare: 0.45,
  /** ... turning at least this much away from the body. */
  hookTurn: 45,
  /** ... and heading upward: its angle between these (up-right flick 提 to up-left hook 钩). */
  hookAngleMin: -170,
  hookAngleMax: -20,
  /**
   * rule: strokes.shape.hook — ... or heading within this many degrees of straight left, either
   * way: a hand flattens a 竖钩's hook (tomoe_data's 才, 小, 寺 end in a level tail, 到's dips a
   * little), and no stroke but a hook ends in a short leftward tail turned from its body.
   */
  flatHook: 12,
  /** rule: strokes.shape.hook — a straight rising flick (竖提) off a vertical body may be longer. */
  flickLength: 0.6,
  flickShare: 0.6,
  flickAngleMin: -75,
  /** A long flick rises at least this steeply (a flatter tail is the 弯 of a 竖弯). */
  flickAngleMax: -22,
  /** The body's last segment is vertical: between these angles. */
  flickBodyMin: 60,
  flickBodyMax: 115,
  /** Every segment of the flick within this many degrees of its chord. */
  flickStraight: 25,
  /** rule: strokes.shape.serif — a first segment this short that turns into the body is a serif. */
  serifLength: 0.07,
  serifShare: 0.3,
  serifTurn: 20,
  /** rule: strokes.shape.turning — a fold turns at least `corner` degrees over `window` each side... */
  corner: 75,
  /** ... with both arms of the stroke at least this long. */
  cornerArm: 0.06,
  cornerWindow: 0.1,
  /** ... or turns at least `bentCorner` degrees on a path bulging `bend` of its chord off it ... */
  bentCorner: 30,
  bend: 0.35,
  /** ... or turns at least `wideCorner` degrees over a wide window (a rounded 竖弯 or 竖弯钩). */
  wideCorner: 55,
  wideArm: 0.12,
  wideWindow: 0.2,
  /**
   * rule: strokes.shape.reversed — a folded stroke with at least this share of its body heading
   * against the pen (up, rising more steeply than `againstUp` degrees, or left, within
   * 180 − `againstLeft` degrees of straight left) was drawn from its end: every 折 is written
   * rightward, downward or with a short flick up to the right, so a 横折 drawn backwards runs up,
   * then left. On the evaluation's pen, no canonical 折 reaches 0.45 and 99.6% of reversed ones do.
   */
  against: 0.4,
  againstUp: -40,
  againstLeft: 160,
  /** rule: strokes.shape.dot — a stroke shorter than this is a dot, whatever its angle. */
  tiny: 0.06,
  /** rule: strokes.shape.dot — a falling stroke (down-right) shorter than this is a dot, not a 捺. */
  dotFalling: 0.36,
  /**
   * rule: strokes.shape.doubt-falling — where a 捺 is expected, a falling stroke this long is it:
   * half `dotFalling`, for a hand writes a small component's 捺 (森's, 陰's) far shorter than a
   * font does (a person's 捺 from 0.19 of the character, its dots mostly below 0.21).
   */
  handFalling: 0.18,
  /**
   * rule: strokes.shape.dot — a short steep stroke, between `looseAngleMin` and `looseAngleMax`
   * degrees and shorter than `looseLength`, whose end lies at least `looseEnd` and start at least
   * `looseStart` from every other stroke of the character, crossing none, is a dot (宀's, 忄's,
   * 心's): a short 竖 meets or crosses its neighbours (口, 山, 日, 艹), a dot stands free. One falling straight down (from
   * `looseDownMin` to `looseDownMax`) must be shorter than `looseDownLength`: free short 竖 are
   * common there.
   */
  looseAngleMin: 60,
  looseDownMin: 76,
  looseDownMax: 90,
  looseDownLength: 0.16,
  looseAngleMax: 112,
  looseLength: 0.24,
  looseEnd: 0.08,
  looseStart: 0.04,
  /**
   * rule: strokes.shape.dot — writing of more strokes than this is no character (the table's
   * most complex, 齉, has 36): its strokes are read without their neighbours, so that the time
   * a request takes grows with its size, never with its square.
   */
  looseMaxStrokes: 64,
  /**
   * rule: strokes.shape.doubt-dot — where a dot is expected, a short falling stroke leaning left
   * up to this angle is it: 灬's first dot leans left, and a hand writes 心's first so too
   * (tomoe_data's reach 135°); a stroke further over heads left rather than down.
   */
  leftDot: 140,
} as const;

/**
 * rule: strokes.shape.angle — the angle bands of a straight stroke. A 横 may rise a little; a
 * rising stroke steeper than `rising` is a 提; between `rising` and `horizontalMin` it is a 提
 * only if it curves upward (its end is steeper than its start by `risingSweep`). A steep 撇
 * (大's at ~110°) is told from a slanted 竖 by its leftward sweep or bulge.
 */
export const SHAPE_ANGLE_BANDS = {
  /** Below this (and above `risingMin`) a stroke rises: 提. */
  rising: -26,
  risingMin: -80,
  /** From `rising` to `curledRising` a stroke is a 提 if it curls up at all (curl below `risingCurl`)... */
  curledRising: -20,
  risingCurl: 5,
  /** ... and from there to `horizontalMin` only if it curls up clearly (below `risingCurlClear`). */
  horizontalMin: -12,
  risingCurlClear: -15,
  /** Up to here a stroke is horizontal; then falling to the right (a dot when short). */
  horizontalMax: 5,
  /** From here a short falling stroke is a dot only if shorter than `steepDotLength`... */
  steepDot: 60,
  /** ... up to here; a longer one is vertical. */
  steepDotMax: 68,
  steepDotLength: 0.14,
  /** From here a stroke is vertical (below it, one as long as `dotFalling` falls to the right)... */
  verticalMin: 64,
  /** ... but up to `sweptFalling`, a long stroke (over `sweptLength`) curling right (curl below
   * `sweptCurl`) falls to the right: the 斜钩 of 戈 starts steep and bends out. */
  sweptFalling: 80,
  sweptCurl: -8,
  sweptLength: 0.4,
  /** From here to `leftFalling` a stroke is a 撇 if it curls left or bulges, else a 竖. */
  steep: 98,
  steepCurl: 30,
  steepBend: 0.06,
  /** From here a stroke falls to the left: 撇. */
  leftFalling: 112,
} as const;

/**
 * The most points of one stroke the shape classifier reads (rule strokes.shape-classifier): a
 * longer stroke is read from this many of its points, evenly spaced by index, its first and
 * last kept. No pen samples a stroke so densely (a stroke of the evaluation has tens of
 * points), and the bound keeps the simplification (path.ts), whose worst case (a zigzag that it
 * peels one vertex at a time) grows with the square of the points, within a fixed cost: a
 * 32,000-point zigzag took 16 s, and now costs what 4096 points do.
 */
export const MAX_SHAPE_POINTS = 4096;

/**
 * rule: strokes.shape.doubt — how far each measure may be off for a stroke to be read as the
 * direction the reference expects, when its shape lies that close to the expected reading: a
 * teacher who knows the character reads a borderline stroke as the intended one. Angles in
 * degrees, `length` and `bend` as factors.
 */
export const SHAPE_TOLERANCE = {
  angle: 5,
  length: 1.15,
  curl: 6,
  bend: 1.2,
  corner: 10,
} as const;
