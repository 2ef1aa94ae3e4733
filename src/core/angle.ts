// The angle of a vector as every reading of a stroke's direction computes it (rule
// stroke.direction.angle): written once, so the plain reading, the tuned path, the opt-in
// classifiers and the geometric matcher cannot drift apart in the order of its operations.

/** Degrees in half a turn: `angle = atan2(dy, dx) * 180 / π` (rule stroke.direction.angle). */
export const HALF_TURN_DEGREES: number = 180;

/** The angle of the vector (`dx`, `dy`) in degrees, from -180 to 180, y growing downward: `atan2(dy, dx) * 180 / π`, in that order. */
export function angleOf(dx: number, dy: number): number {
  return (Math.atan2(dy, dx) * HALF_TURN_DEGREES) / Math.PI;
}
