// The geometric matcher's arrays: its samples and its work arrays are plain arrays of numbers,
// not typed arrays. A Float64Array of more than 64 bytes keeps its memory outside V8's heap, and
// Node 20 took about 0.8 µs to allocate one; a match allocates dozens (a cost matrix per
// placement tried, the samples of every stroke, the assignment's arrays), which were a third of
// its time. A plain array of numbers lives on the heap: about 40 ns.

/** `length` zeros in a plain array, to be overwritten. */
export function zeros(length: number): number[] {
  return new Array<number>(length).fill(0);
}
