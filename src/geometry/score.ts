// rules geometry.score and geometry.order, geometry.reversed, geometry.missing, geometry.extra,
// geometry.misplaced: order_score starts at 100 and loses a fixed amount per stroke mistake,
// each mistake one step of the explanation and one error naming the stroke.

import type { ExplanationStep } from '../core/explanation.js';
import { round } from '../core/round.js';
import type { StrokeDirection } from '../stroke-order/constants.js';
import type { StrokeOrderError } from '../stroke-order/contract.js';
import type { MatchedStroke, StrokeMatcherResult } from '../stroke-order/matcher.js';
import { GEOMETRY_BOX, GEOMETRY_DEDUCTIONS, GEOMETRY_THRESHOLDS } from './constants.js';
import type { StrokePairing } from './match.js';
import { outOfOrder } from './order.js';
import type { PreparedCharacter } from './reference.js';

/** The kinds of stroke mistake, each with its rule geometry.<kind>. */
export const GEOMETRY_ERROR_KINDS = ['order', 'reversed', 'missing', 'extra', 'misplaced'] as const;

/** One of {@link GEOMETRY_ERROR_KINDS}. */
export type GeometryErrorKind = (typeof GEOMETRY_ERROR_KINDS)[number];

/** One stroke mistake. The contract's fields keep their types: see each kind in docs/rules.md. */
export interface GeometryStrokeError extends StrokeOrderError {
  readonly kind: GeometryErrorKind;
  /** 1-based position in the reference; `null` for an extra stroke. */
  readonly reference_index: number | null;
  /** 1-based position in the writing; `null` for a missing stroke. */
  readonly user_index: number | null;
  /** The reference stroke's name (横折钩 …); `null` for an extra stroke. */
  readonly expected_name: string | null;
}

/** One drawn stroke's match, as `data.matches` reports it. */
export interface StrokeMatch {
  /** 0-based index of the reference stroke it is; `null` for an extra stroke. */
  readonly reference: number | null;
  /** Drawn from the reference stroke's end to its start. */
  readonly reversed: boolean;
  /** Mean distance from the reference stroke (the nearest one when extra), reference units (1024 a box), 1 decimal. */
  readonly distance: number;
}

/** The fields geometric matching adds to the stroke-order data. */
export interface GeometryFields {
  /** One per drawn stroke, in writing order. */
  readonly matches: readonly StrokeMatch[];
  /** 0-based indices of the reference strokes never drawn, ascending. */
  readonly missing: readonly number[];
}

/** The matcher's result for the pairings of the drawn strokes, whose own directions are `directions`. */
export function scorePairings(
  pairings: readonly StrokePairing[],
  directions: readonly StrokeDirection[],
  character: PreparedCharacter,
): StrokeMatcherResult<GeometryFields, GeometryStrokeError> {
  const { names, directions: expected } = character;
  const errors: GeometryStrokeError[] = [];
  const misordered = outOfOrder(pairings.map((pairing) => pairing.reference));
  const strokes: MatchedStroke[] = pairings.map(({ reference: j, reversed, distance, offset, keepsCrossings }, i) => {
    const actual = directions[i]!;
    const measures = { distance, offset, reversed: reversed ? 1 : 0, reference: j === null ? -1 : j + 1 };
    if (j === null) {
      // rule: geometry.extra
      errors.push(mistake('extra', i, null, actual, actual, null, `第${i + 1}笔是多写的一笔`));
      return { direction: actual, expected: null, matched: false, rule: 'geometry.extra', measures };
    }
    const name = names[j]!;
    const want = expected[j]!;
    const at = `第${i + 1}笔${name}（标准第${j + 1}笔）`;
    const before = errors.length;
    // rule: geometry.order
    if (misordered.has(i))
      errors.push(mistake('order', i, j, want, actual, name, `第${i + 1}笔写的是标准第${j + 1}笔${name}，笔顺不对`));
    // rule: geometry.reversed
    if (reversed) errors.push(mistake('reversed', i, j, want, actual, name, `${at}写反了方向`));
    // rule: geometry.misplaced
    if (offset > misplacedBound(keepsCrossings)) {
      errors.push(mistake('misplaced', i, j, want, actual, name, `${at}写错了位置`));
    }
    const rule = errors.length > before ? `geometry.${errors[errors.length - 1]!.kind}` : 'geometry.assignment';
    return { direction: actual, expected: want, matched: errors.length === before, rule, measures };
  });
  const drawnReferences = new Set(pairings.map((pairing) => pairing.reference));
  const missing = names.map((_, j) => j).filter((j) => !drawnReferences.has(j));
  for (const j of missing) {
    // rule: geometry.missing
    const want = expected[j]!;
    errors.push(mistake('missing', null, j, want, want, names[j]!, `漏写了第${j + 1}笔：${names[j]!}`));
  }
  const steps: ExplanationStep[] = errors.map((error) => ({
    rule: `geometry.${error.kind}`,
    delta: -GEOMETRY_DEDUCTIONS[error.kind],
    note: `${error.message}${error.kind === 'misplaced' ? misplacedEvidence(pairings[error.user_index! - 1]!) : ''}，扣${GEOMETRY_DEDUCTIONS[error.kind]}分`,
  }));
  return {
    strokes,
    expected,
    steps,
    errors,
    fields: {
      matches: pairings.map(({ reference, reversed, distance }) => ({
        reference,
        reversed,
        distance: round(distance, 1),
      })),
      missing,
    },
  };
}

/**
 * rule: geometry.misplaced — the bound of a stroke's local offset: the wider one when it crosses
 * the neighbours its reference stroke crosses.
 */
function misplacedBound(keepsCrossings: boolean): number {
  return keepsCrossings ? GEOMETRY_THRESHOLDS.crossed : GEOMETRY_THRESHOLDS.misplaced;
}

/** Where the line lies (rule geometry.misplaced): the stroke's local offset beside the bound, reference units. */
function misplacedEvidence({ offset, keepsCrossings }: StrokePairing): string {
  return `（离应在的位置${round(offset, 0)}，超过${misplacedBound(keepsCrossings)}；${GEOMETRY_BOX.size}为一格）`;
}

function mistake(
  kind: GeometryErrorKind,
  i: number | null,
  j: number | null,
  expected: StrokeDirection,
  actual: StrokeDirection,
  name: string | null,
  message: string,
): GeometryStrokeError {
  return {
    stroke_index: i === null ? j! + 1 : i + 1,
    expected,
    actual,
    message,
    kind,
    reference_index: j === null ? null : j + 1,
    user_index: i === null ? null : i + 1,
    expected_name: name,
  };
}
