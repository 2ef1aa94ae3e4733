// The contract's direction rules as one StrokeClassifier, for the classifier hook. The types an
// opt-in classifier (such as handwriting-scoring/strokes' shape classifier) fills are in
// contract.ts; the context it reads a stroke in is made by entry.ts.

import { angleOf } from '../../core/angle.js';
import { pathLength } from '../../core/distance.js';
import { pyMax } from '../../core/python-float.js';
import { DIRECTION_THRESHOLDS } from '../constants.js';
import type { StrokeClassifier } from '../contract.js';
import { decidingDirectionRule } from '../direction-rules.js';
import { directionOfMeasures } from './direction.js';

/**
 * The contract's classifier (rules stroke.direction.*), as a StrokeClassifier: the same
 * directions, bit for bit, as the default path of evaluateStrokeOrder.
 *
 * @example
 * const reading = CONTRACT_CLASSIFIER.read(
 *   [{ x: 0, y: 0, timestamp: 0 }, { x: 100, y: 0, timestamp: 1 }],
 *   { index: 0, box: { minX: 0, minY: 0, maxX: 100, maxY: 0 } },
 * );
 * reading.direction; // 'horizontal', rule 'stroke.direction.angle'
 */
export const CONTRACT_CLASSIFIER: StrokeClassifier = {
  name: 'contract',
  classify(points) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    return directionOfMeasures(points.length, last.x - first.x, last.y - first.y, pathLength(points));
  },
  read(points) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const dx = last.x - first.x;
    const dy = last.y - first.y;
    const path = pathLength(points);
    const straight = Math.sqrt(dx * dx + dy * dy);
    const curvature = path / pyMax(straight, DIRECTION_THRESHOLDS.minStraight);
    return {
      direction: directionOfMeasures(points.length, dx, dy, path),
      rule: decidingDirectionRule({ points: points.length, straight, curvature }),
      measures: {
        points: points.length,
        straight,
        path,
        curvature,
        angle: angleOf(dx, dy),
      },
    };
  },
};
