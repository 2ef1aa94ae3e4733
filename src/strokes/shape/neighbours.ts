// A stroke against its neighbours (rule strokes.shape.dot): how far its ends lie from the
// character's other strokes and whether it crosses one, for telling a free-standing dot from a
// short 竖 that meets or crosses its neighbours.
import type { StrokeContext } from '../../stroke-order/contract.js';
import { type Frame, frameX, frameY, type Path } from './path.js';

/** The squared distance from (px, py) to the segment from (ax, ay) to (bx, by). */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const span = dx * dx + dy * dy;
  const t = span > 0 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / span)) : 0;
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return ex * ex + ey * ey;
}

/** Whether segment (ax, ay)-(bx, by) properly crosses segment (cx, cy)-(dx, dy): each one's ends on either side of the other. */
function crosses(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number): number =>
    (qx - px) * (ry - py) - (qy - py) * (rx - px);
  return (
    side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 &&
    side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0
  );
}

/** Where a stroke stands against the other strokes of the character (rule strokes.shape.dot). */
export interface Gaps {
  readonly startGap: number;
  readonly endGap: number;
  readonly crosses: number;
}

/**
 * rule: strokes.shape.dot — how far the stroke's start and end lie from every other stroke of
 * the character, as fractions of its size, capped at 1 (no other stroke), and whether its
 * simplified path crosses another (1 or 0): 艹's short 竖 cross its 横. One pass over the other
 * strokes' points, each segment tested against the few segments of the simplified path.
 */
export function gapsToOthers(path: Path, context: StrokeContext, frame: Frame): Gaps {
  const { index } = context;
  const strokes = context.strokes ?? [];
  const last = path.x.length - 1;
  const sx = path.x[0]!;
  const sy = path.y[0]!;
  const ex = path.x[last]!;
  const ey = path.y[last]!;
  let start = 1;
  let end = 1;
  let crossing = 0;
  for (let j = 0; j < strokes.length; j++) {
    const other = strokes[j]!;
    if (j === index || other.length === 0) continue;
    let bx = frameX(other[0]!.x, frame);
    let by = frameY(other[0]!.y, frame);
    for (let k = 0; k < other.length; k++) {
      const ax = bx;
      const ay = by;
      const next = other[Math.min(k + 1, other.length - 1)]!;
      bx = frameX(next.x, frame);
      by = frameY(next.y, frame);
      start = Math.min(start, segmentDistance2(sx, sy, ax, ay, bx, by));
      end = Math.min(end, segmentDistance2(ex, ey, ax, ay, bx, by));
      for (let v = 1; v <= last && crossing === 0; v++) {
        if (crosses(path.x[v - 1]!, path.y[v - 1]!, path.x[v]!, path.y[v]!, ax, ay, bx, by)) crossing = 1;
      }
    }
  }
  return { startGap: Math.sqrt(start), endGap: Math.sqrt(end), crosses: crossing };
}
