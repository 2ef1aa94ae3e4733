// Work arrays made per call are plain arrays of numbers, not typed arrays. A Float64Array of
// more than 64 bytes keeps its memory outside V8's heap, and Node 20 took about 0.8 µs to
// allocate one: the geometric matcher made 49 a match (a third of its time) and the shape
// classifier ten a stroke. A plain array of numbers lives on the heap: about 40 ns.

/** `length` zeros in a plain array, to be overwritten. */
export function zeros(length: number): number[] {
  return new Array<number>(length).fill(0);
}
