// The progress line of a JSON Lines run, shown only when stderr is a terminal.

/** Tells the progress line how far the output has got. */
export interface Progress {
  /** `lines` more input lines have their records written. */
  advance(lines: number): void;
  /** Clears the line. */
  end(): void;
}

const REDRAW_MS = 200;

const NO_PROGRESS: Progress = { advance: () => {}, end: () => {} };

/** A progress line on `stream` if it is a terminal, else one that prints nothing. */
export function progressLine(stream: NodeJS.WriteStream): Progress {
  if (stream.isTTY !== true) return NO_PROGRESS;
  const started = performance.now();
  let lines = 0;
  // The first update draws at once, then at most one redraw every REDRAW_MS.
  let drawn = Number.NEGATIVE_INFINITY;
  return {
    advance(more) {
      lines += more;
      const now = performance.now();
      if (now - drawn < REDRAW_MS) return;
      drawn = now;
      const rate = Math.round((lines * 1000) / Math.max(1, now - started));
      stream.write(`\r${lines.toLocaleString('en')} lines, ${rate.toLocaleString('en')} lines/s\x1b[K`);
    },
    end() {
      stream.write('\r\x1b[K');
    },
  };
}
