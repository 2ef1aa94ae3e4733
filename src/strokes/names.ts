// rule: strokes.names — how a stroke's name gives the contract's direction.

import { OptionError } from '../core/errors.js';
import type { StrokeDirection } from '../stroke-order/constants.js';

/**
 * The stroke-name → direction rule (rule strokes.names), which reproduces the contract's table:
 * drop a final 钩 or 提 from the name (unless nothing would remain); if more than one
 * segment remains (a 折, or joined names such as 横撇, 撇点, 竖弯, 横斜) the stroke is
 * `turning`; otherwise the one segment's direction. Digits in a name (点2) are ignored.
 *
 * @example
 * // 竖钩 → 竖 → vertical; 横折钩 → 横折 → turning; 提 → rising
 */
export const STROKE_NAME_RULE: Readonly<{
  /** Dropped from the end of a name before its segments are counted. */
  droppedFinals: readonly string[];
  /** The direction of a name of one segment. */
  segments: Readonly<Record<string, StrokeDirection>>;
  /** The direction of a name of more than one segment. */
  joined: StrokeDirection;
}> = {
  droppedFinals: ['钩', '提'],
  segments: {
    横: 'horizontal',
    竖: 'vertical',
    弯: 'vertical',
    撇: 'left_falling',
    捺: 'right_falling',
    斜: 'right_falling',
    卧: 'right_falling',
    点: 'dot',
    提: 'rising',
  },
  joined: 'turning',
};

/**
 * The direction of one stroke name by {@link STROKE_NAME_RULE} (rule strokes.names).
 *
 * @throws {OptionError} when the name is one segment the rule has no direction for.
 * @example
 * directionOfStrokeName('横折钩'); // 'turning'
 */
export function directionOfStrokeName(name: string): StrokeDirection {
  if (typeof name !== 'string') {
    throw new OptionError(
      'directionOfStrokeName',
      [`name must be a stroke name such as 横折钩, got ${typeof name}`],
      ['name'],
    );
  }
  let segments = [...name.replace(/[0-9]/g, '')];
  const last = segments[segments.length - 1];
  if (segments.length > 1 && last !== undefined && STROKE_NAME_RULE.droppedFinals.includes(last)) {
    segments = segments.slice(0, -1);
  }
  if (segments.length > 1) return STROKE_NAME_RULE.joined;
  const segment = segments[0];
  if (segment !== undefined && Object.hasOwn(STROKE_NAME_RULE.segments, segment)) {
    return STROKE_NAME_RULE.segments[segment]!;
  }
  throw new OptionError(
    'directionOfStrokeName',
    [`no direction for the stroke name "${name}" (rule strokes.names)`],
    ['name'],
  );
}

/** A stroke name for people: the digits cnchar numbers variants with are dropped (点2 → 点). */
export function displayStrokeName(name: string): string {
  return name.replace(/[0-9]/g, '');
}
