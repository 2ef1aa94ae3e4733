// The benefit of the doubt (rule strokes.shape.doubt): a stroke read otherwise than the reference
// expects is read again with its measures moved by up to their tolerance each way, 3^5 ways.
import type { StrokeDirection } from '../../stroke-order/constants.js';
import { decide } from './decision.js';
import type { BodyMeasures } from './measures.js';
import type { Gaps } from './neighbours.js';
import { SHAPE_TOLERANCE } from './thresholds.js';

/** The first expected direction that measures within {@link SHAPE_TOLERANCE} of `m` read as. */
export function withinTolerance(
  m: BodyMeasures,
  gaps: (() => Gaps) | undefined,
  expected: readonly StrokeDirection[],
): StrokeDirection | undefined {
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
            if (expected.includes(direction)) return direction;
          }
        }
      }
    }
  }
  return undefined;
}
