// Work arrays made per call are plain arrays of numbers where a typed array would be allocated
// outside the engine's heap: a typed array of more than 64 bytes costs many times the
// allocation of a plain array of numbers, which lives on the heap (figures in
// docs/performance.md, "Figures behind the code"). The shape classifier keeps its typed arrays:
// the paths of all a request's strokes stay alive until it has read them, and as plain arrays
// the collector's work would grow faster than the strokes.

/** `length` zeros in a plain array, to be overwritten. */
export function zeros(length: number): number[] {
  return new Array<number>(length).fill(0);
}
