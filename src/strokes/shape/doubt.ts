// The benefit of the doubt (rule strokes.shape.doubt): a stroke read otherwise than the reference
// expects is read again with its measures moved by up to their tolerance each way, 3^5 ways.
import type { StrokeDirection } from '../../stroke-order/constants.js';
import { decide } from './decision.js';
import type { BodyMeasures } from './measures.js';
import type { Gaps } from './neighbours.js';
import { SHAPE_ANGLE_BANDS, SHAPE_THRESHOLDS, SHAPE_TOLERANCE } from './thresholds.js';

/** A direction given by the benefit of the doubt and the rule that gave it. */
export interface Doubt {
  readonly direction: StrokeDirection;
  readonly rule: string;
}

/**
 * What a shape read as `direction` leaves to the reference (rules strokes.shape.doubt-straight,
 * strokes.shape.doubt-dot, strokes.shape.doubt-falling): a 撇, dot or 捺 its measures cannot
 * tell from the 竖, 撇 or dot they read as, or undefined.
 */
function leftToTheReference(
  direction: StrokeDirection,
  m: BodyMeasures,
  gaps: (() => Gaps) | undefined,
  expected: readonly StrokeDirection[],
): Doubt | undefined {
  const B = SHAPE_ANGLE_BANDS;
  const T = SHAPE_THRESHOLDS;
  // rule: strokes.shape.doubt-straight — in the steep band only a sweep tells a 撇 from a 竖: a
  // stroke read as 竖 there has none to read (a straight line), so the reference decides.
  if (direction === 'vertical' && m.angle >= B.steep && expected.includes('left_falling')) {
    return { direction: 'left_falling', rule: 'strokes.shape.doubt-straight' };
  }
  // rule: strokes.shape.doubt-dot — a hand's dot leans either way and reaches the stroke below:
  // a short falling stroke that crosses no other stroke is the dot the reference expects.
  if (
    (direction === 'vertical' || direction === 'left_falling') &&
    expected.includes('dot') &&
    m.angle > B.horizontalMax &&
    m.angle < T.leftDot &&
    m.length < T.looseLength &&
    gaps !== undefined &&
    gaps().crosses === 0
  ) {
    return { direction: 'dot', rule: 'strokes.shape.doubt-dot' };
  }
  // rule: strokes.shape.doubt-falling — a hand's 捺 may be much shorter than a font's: a falling
  // stroke read as a dot by its length alone, at least `handFalling` long, is the 捺 expected.
  if (
    direction === 'dot' &&
    expected.includes('right_falling') &&
    m.angle > B.horizontalMax &&
    m.angle < B.verticalMin &&
    m.length >= T.handFalling
  ) {
    return { direction: 'right_falling', rule: 'strokes.shape.doubt-falling' };
  }
  return undefined;
}

/**
 * The first expected direction that measures within {@link SHAPE_TOLERANCE} of `m` read as, by
 * their shape or by what that shape leaves to the reference, with the rule that read it.
 */
export function withinTolerance(
  m: BodyMeasures,
  gaps: (() => Gaps) | undefined,
  expected: readonly StrokeDirection[],
): Doubt | undefined {
  const D = SHAPE_TOLERANCE;
  const steps = [0, -1, 1] as const;
  // One object, refilled for each combination: the search runs only for strokes read otherwise
  // than expected, but allocates nothing per combination.
  const near = { ...m };
  for (const a of steps) {
    near.angle = m.angle + a * D.angle;
    for (const l of steps) {
      near.length = m.length * D.length ** l;
      for (const c of steps) {
        near.curl = m.curl + c * D.curl;
        for (const b of steps) {
          near.bend = m.bend * D.bend ** b;
          for (const k of steps) {
            near.corner = Math.max(0, m.corner + k * D.corner);
            near.wideCorner = Math.max(0, m.wideCorner + k * D.corner);
            const { direction } = decide(near, gaps);
            if (expected.includes(direction)) return { direction, rule: 'strokes.shape.doubt' };
            const left = leftToTheReference(direction, near, gaps, expected);
            if (left !== undefined) return left;
          }
        }
      }
    }
  }
  return undefined;
}
