// The fixed tables of the stroke-order rules (rules stroke.*).

/** Directions a stroke can be classified as. */
export const STROKE_DIRECTIONS = [
  'horizontal',
  'vertical',
  'left_falling',
  'right_falling',
  'dot',
  'turning',
  'hook',
  'rising',
] as const;

/** One of {@link STROKE_DIRECTIONS}. */
export type StrokeDirection = (typeof STROKE_DIRECTIONS)[number];

/** One character's reference: its strokes' directions in writing order. */
export interface ReferenceEntry {
  readonly sequence: readonly StrokeDirection[];
  readonly count: number;
  /**
   * Other directions accepted at a 0-based stroke position (rule strokes.alternatives). The
   * contract's table has none; without it the contract's scoring is unchanged.
   */
  readonly alternatives?: Readonly<Record<number, readonly StrokeDirection[]>>;
  /** Stroke names for people, one per stroke, e.g. `['竖钩', '横撇/横钩', '撇', '捺']` (optional). */
  readonly names?: readonly string[];
}

/** A reference stroke table: character to its reference entry. */
export type ReferenceTable = Readonly<Record<string, ReferenceEntry>>;

function freezeTable(table: Record<string, { sequence: StrokeDirection[]; count: number }>): ReferenceTable {
  for (const value of Object.values(table)) Object.freeze(Object.freeze(value).sequence);
  return Object.freeze(table);
}

/** The contract's reference stroke table of ten characters, deeply frozen. */
export const REFERENCE_STROKES: ReferenceTable = /* @__PURE__ */ freezeTable({
  一: { sequence: ['horizontal'], count: 1 },
  二: { sequence: ['horizontal', 'horizontal'], count: 2 },
  三: { sequence: ['horizontal', 'horizontal', 'horizontal'], count: 3 },
  十: { sequence: ['horizontal', 'vertical'], count: 2 },
  大: { sequence: ['horizontal', 'left_falling', 'right_falling'], count: 3 },
  人: { sequence: ['left_falling', 'right_falling'], count: 2 },
  口: { sequence: ['vertical', 'turning', 'horizontal'], count: 3 },
  日: { sequence: ['vertical', 'turning', 'horizontal', 'horizontal'], count: 4 },
  月: { sequence: ['left_falling', 'turning', 'horizontal', 'horizontal'], count: 4 },
  水: { sequence: ['vertical', 'turning', 'left_falling', 'right_falling'], count: 4 },
});

/** Thresholds of direction detection (rules stroke.direction.*). */
export const DIRECTION_THRESHOLDS: Readonly<{
  /** Below this start-to-end distance a stroke is a dot. */
  dotDistance: number;
  /** Above this curvature a stroke is a turning or a hook. */
  curvature: number;
  /** The smallest straight distance curvature divides by. */
  minStraight: number;
}> = { dotDistance: 5.0, curvature: 1.8, minStraight: 1.0 };

/** A stroke-order request's `difficulty_level`: a higher level weighs the order more (rule stroke.score.total). */
export type DifficultyLevel = 1 | 2 | 3;
