// Work arrays made per call are plain arrays of numbers where a typed array would be allocated
// outside V8's heap: a Float64Array of more than 64 bytes took about 0.8 µs to allocate on
// Node 20, and the geometric matcher made 49 a match (a third of its time); a plain array of
// numbers lives on the heap, about 40 ns. The shape classifier keeps its typed arrays: the paths
// of all a request's strokes stay alive until it has read them, and as plain arrays the
// collector's work grew faster than the strokes (4,000 crowded strokes took 2.64x the time of
// 2,000, against 1.89x).

/** `length` zeros in a plain array, to be overwritten. */
export function zeros(length: number): number[] {
  return new Array<number>(length).fill(0);
}
