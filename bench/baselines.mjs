// The baselines `npm run bench` times each operation against, shared with bench/floors.mjs:
// the least possible work on the operation's input. Each adds its sum to this module's sink,
// so that no loop is optimized away.

let sink = 0;

/** One charCodeAt pass over the text. */
export function charCodePass(text) {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  sink += sum;
}

/** One pass reading every point's x and y. */
export function pointPass(strokes) {
  let sum = 0;
  for (let s = 0; s < strokes.length; s++) {
    const stroke = strokes[s];
    for (let i = 0; i < stroke.length; i++) sum += stroke[i].x + stroke[i].y;
  }
  sink += sum;
}

/** What the baselines summed, for a caller to use so that the sums stay live. */
export function baselineSink() {
  return sink;
}
