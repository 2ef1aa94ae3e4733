// The plain reading of stroke order, as the pipeline (../pipeline.ts) runs it for the
// explanation: every stroke measured and read by the rule functions of direction.ts, every
// score made of its steps (score.ts). The fast reading (fast/) must agree with it exactly.

import { fail } from '../../core/operation.js';
import { checkStrokes, type Stroke } from '../../core/points.js';
import type { StrokeDirection } from '../constants.js';
import { checkDirection } from '../contract.js';
import { strokeContext } from '../entry.js';
import { emptyStrokeMessage } from '../messages.js';
import type { StrokeOrderReading } from '../pipeline.js';
import { compareByPosition } from './compare.js';
import { characterBox, measureStroke, readContractDirection, type StrokeMeasures } from './direction.js';
import {
  countScore,
  matchedOrderScore,
  orderScore,
  type StrokeScoreExplanation,
  type StrokeTotalExplanation,
  totalScore,
} from './score.js';

/** One stroke as it was read, before the comparison. */
export interface ReadStroke {
  /** The contract's measures of the stroke, whichever classifier read it. */
  readonly measures: StrokeMeasures;
  readonly direction: StrokeDirection;
  /** The rule id that decided. */
  readonly rule: string;
  /** The row of the contract's table that decided; `null` under another classifier. */
  readonly row: string | null;
  /** The numbers the reading decided on. */
  readonly readings: Readonly<Record<string, number>>;
}

/** The plain reading's types: the strokes as given, each stroke's reading, scores as their steps. */
export interface PlainStrokeOrderTypes {
  readonly pen: readonly Stroke[];
  readonly points: readonly Stroke[];
  readonly strokes: readonly ReadStroke[];
  readonly score: StrokeScoreExplanation;
  readonly total: StrokeTotalExplanation;
}

/** The plain reading of the stroke-order rules, what explainStrokeOrder runs. */
export const PLAIN_STROKE_ORDER: StrokeOrderReading<PlainStrokeOrderTypes> = {
  readPen: checkStrokes,
  readPoints: checkStrokes,
  strokesOf: (strokes) => strokes,
  readContract: (strokes) =>
    strokes.map((points, index) => {
      // rule: stroke.score.empty-stroke
      if (points.length === 0) fail(emptyStrokeMessage(index + 1));
      const measures = measureStroke(points);
      const reading = readContractDirection(measures);
      const { points: count, straight, path, curvature, angle } = measures;
      return { measures, ...reading, readings: { points: count, straight, path, curvature, angle } };
    }),
  readClassified(strokes, classifier, entry) {
    const box = characterBox(strokes);
    return strokes.map((points, index) => {
      // rule: stroke.score.empty-stroke
      if (points.length === 0) fail(emptyStrokeMessage(index + 1));
      const measures = measureStroke(points);
      // The classifier sees what the reference accepts here, as evaluateStrokeOrder shows it.
      const {
        direction,
        rule,
        measures: readings,
      } = classifier.read(points, strokeContext(index, box, strokes, entry));
      checkDirection(direction, index, classifier.name);
      return { measures, direction, rule, row: null, readings: { ...readings } };
    });
  },
  directionsOf: (strokes) => strokes.map((stroke) => stroke.direction),
  compare: compareByPosition,
  countScore,
  orderScore,
  matchedOrderScore,
  clamped: (score) => score.clamped,
  rounded: (score) => score.value,
  totalScore,
  roundedTotal: (total) => total.value,
};
