// The shape classifier (rule: strokes.shape-classifier): reads a stroke's direction from its
// simplified shape, the way a teacher sees it, with every length relative to the whole
// character's size so the same writing reads the same at 0..1, in pixels, millimetres or
// tablet units. It mirrors the stroke-name rule (strokes.names): a final hook or flick (钩/提)
// is dropped, a fold (折) makes a stroke turning, and a straight stroke reads by its angle.
import { OptionError } from '../../core/errors.js';
import type { StrokePoint } from '../../core/points.js';
import type { StrokeDirection } from '../../stroke-order/constants.js';
import type { StrokeClassifier, StrokeContext, StrokeReading } from '../../stroke-order/contract.js';
import { decide } from './decision.js';
import { withinTolerance } from './doubt.js';
import { measureBody } from './measures.js';
import { type Gaps, gapsToOthers } from './neighbours.js';
import { frameOf, simplifiedPath } from './path.js';
import { SHAPE_THRESHOLDS } from './thresholds.js';

/**
 * The whole reading; `classify` and `read` both come here so they always agree. Its measures,
 * lengths as fractions of the character's size and angles in degrees: `points`; `vertices` of
 * the simplified body; its path `length` and chord `angle`; `curl` (rule strokes.shape.angle);
 * `bend`, the body's largest distance off its chord over the chord; `corner` and `wideCorner`
 * (rule strokes.shape.turning); the dropped `hook` and `serif` lengths (0 when none); for a
 * short steep stroke, its `startGap`, `endGap` and `crosses` (rule strokes.shape.dot); and
 * `doubt` 1 when the expected direction was read within tolerance (rule strokes.shape.doubt).
 */
function readShape(points: readonly StrokePoint[], context: StrokeContext): StrokeReading {
  const T = SHAPE_THRESHOLDS;
  const n = points.length;
  const frame = frameOf(context.box);
  // rule: strokes.shape.dot — one point, or a character without extent, has no direction.
  if (n < 2 || frame === undefined) {
    return { direction: 'dot', rule: 'strokes.shape.dot', measures: { points: n } };
  }
  const path = simplifiedPath(points, frame);
  const { from, to, hook, serif, measures: body } = measureBody(path);
  let gapsOf: Gaps | undefined;
  const gaps =
    context.strokes === undefined || context.strokes.length > T.looseMaxStrokes
      ? undefined
      : (): Gaps => {
          gapsOf ??= gapsToOthers(path, context, frame);
          return gapsOf;
        };
  const own = decide(body, gaps);
  const { expected } = context;
  // rule: strokes.shape.doubt — only a stroke read otherwise than expected is looked at again.
  const near =
    expected !== undefined && expected.length > 0 && !expected.includes(own.direction)
      ? withinTolerance(body, gaps, expected)
      : undefined;
  const measures = {
    points: n,
    vertices: to - from + 1,
    length: body.length,
    angle: body.angle,
    curl: body.curl,
    bend: body.bend,
    corner: body.corner,
    wideCorner: body.wideCorner,
    against: body.against,
    hook,
    serif,
    ...(gapsOf === undefined ? {} : gapsOf),
  };
  if (near === undefined) return { ...own, measures };
  return { ...near, measures: { ...measures, doubt: 1 } };
}

/**
 * The shape classifier's direction of one stroke (rule strokes.shape-classifier).
 *
 * @example
 * const box = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
 * classifyStroke([{ x: 0.1, y: 0.5, timestamp: 0 }, { x: 0.9, y: 0.45, timestamp: 9 }], { index: 0, box });
 * // 'horizontal'
 */
export function classifyStroke(points: readonly StrokePoint[], context: StrokeContext): StrokeDirection {
  if (!Array.isArray(points))
    throw new OptionError('classifyStroke', ['points must be an array of points'], ['points']);
  if (typeof context?.box !== 'object' || context.box === null) {
    throw new OptionError(
      'classifyStroke',
      ['context must be { index, box } with the character box'],
      ['context', 'box'],
    );
  }
  return readShape(points, context).direction;
}

/**
 * The scale-invariant, corner-aware classifier (rule strokes.shape-classifier), opt-in through
 * `evaluateStrokeOrder(request, { classifier: SHAPE_CLASSIFIER })`.
 *
 * @example
 * const box = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
 * const reading = SHAPE_CLASSIFIER.read([{ x: 0.5, y: 0.1, timestamp: 0 }, { x: 0.5, y: 0.9, timestamp: 9 }], { index: 0, box });
 * reading.direction; // 'vertical', rule 'strokes.shape.angle'
 */
export const SHAPE_CLASSIFIER: StrokeClassifier = {
  name: 'shape',
  classify: classifyStroke,
  read: readShape,
};

/** The context without what the reference expects: the stroke is read by its shape alone. */
function blind({ expected, ...context }: StrokeContext): StrokeContext {
  return context;
}

/**
 * The shape classifier without the benefit of the doubt (rule strokes.shape.doubt): every
 * stroke is read by its shape alone, whatever the reference expects, e.g. for strict grading.
 *
 * @example
 * evaluateStrokeOrder(request, { ...PRECISE, classifier: STRICT_SHAPE_CLASSIFIER });
 */
export const STRICT_SHAPE_CLASSIFIER: StrokeClassifier = {
  name: 'shape-strict',
  classify: (points, context) => readShape(points, blind(context)).direction,
  read: (points, context) => readShape(points, blind(context)),
};
