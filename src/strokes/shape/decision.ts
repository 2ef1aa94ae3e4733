// The shape classifier's decision (rule strokes.shape-classifier): a direction from a body's
// measures, in the order of the rules, and the angle bands of a straight stroke.
import type { StrokeDirection } from '../../stroke-order/constants.js';
import type { BodyMeasures } from './measures.js';
import type { Gaps } from './neighbours.js';
import { SHAPE_ANGLE_BANDS, SHAPE_THRESHOLDS } from './thresholds.js';

/** rule strokes.shape.angle (and strokes.shape.dot for a short falling stroke). */
function directionOfShape(angle: number, length: number, curl: number, bend: number): StrokeDirection {
  const B = SHAPE_ANGLE_BANDS;
  if (angle < B.risingMin) return 'left_falling';
  if (angle < B.rising) return 'rising';
  if (angle < B.curledRising) return curl < B.risingCurl ? 'rising' : 'horizontal';
  if (angle < B.horizontalMin) return curl < B.risingCurlClear ? 'rising' : 'horizontal';
  if (angle <= B.horizontalMax) return 'horizontal';
  if (angle < B.verticalMin && length >= SHAPE_THRESHOLDS.dotFalling) return 'right_falling';
  if (angle < B.steepDot) return 'dot';
  // Between a dot's slant and a 竖's, only length tells them apart.
  if (angle < B.steepDotMax && length < B.steepDotLength) return 'dot';
  if (angle < B.sweptFalling && curl < B.sweptCurl && length > B.sweptLength) return 'right_falling';
  if (angle < B.steep) return 'vertical';
  if (angle < B.leftFalling) return curl < B.steepCurl && bend < B.steepBend ? 'vertical' : 'left_falling';
  return 'left_falling';
}

/** A decision: the direction and the rule that decided it. */
interface Decision {
  readonly direction: StrokeDirection;
  readonly rule: string;
}

/**
 * Decides a direction from a body's measures, in the order of the rules: a tiny stroke is a
 * dot; a folded one is turning; else the angle bands, and a short steep stroke standing free
 * of the others is a dot. `gaps` is read only for such a short steep stroke.
 */
export function decide(m: BodyMeasures, gaps: (() => Gaps) | undefined): Decision {
  const T = SHAPE_THRESHOLDS;
  if (m.length < T.tiny) return { direction: 'dot', rule: 'strokes.shape.dot' };
  const folded = m.corner >= T.corner || (m.corner >= T.bentCorner && m.bend >= T.bend) || m.wideCorner >= T.wideCorner;
  // rule: strokes.shape.reversed — a fold drawn from its end reads by its chord, as a straight stroke would.
  const reversed = folded && m.against >= T.against;
  if (folded && !reversed) return { direction: 'turning', rule: 'strokes.shape.turning' };
  const direction = directionOfShape(m.angle, m.length, m.curl, m.bend);
  const rule = reversed ? 'strokes.shape.reversed' : direction === 'dot' ? 'strokes.shape.dot' : 'strokes.shape.angle';
  if (
    gaps !== undefined &&
    (direction === 'vertical' || direction === 'left_falling') &&
    m.angle >= T.looseAngleMin &&
    m.angle < T.looseAngleMax &&
    m.length < (m.angle >= T.looseDownMin && m.angle < T.looseDownMax ? T.looseDownLength : T.looseLength)
  ) {
    // rule: strokes.shape.dot — a short steep stroke standing free of its neighbours.
    const g = gaps();
    if (g.startGap >= T.looseStart && g.endGap >= T.looseEnd && g.crosses === 0) {
      return { direction: 'dot', rule: 'strokes.shape.dot' };
    }
  }
  return { direction, rule };
}
