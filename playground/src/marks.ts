// Splits an essay into runs of text, each with the error marks that cover it, so that
// overlapping marks highlight correctly. Positions count code points, as the library's do.

/** A run of the text and the messages of every mark over it (none for plain text). */
export interface MarkedRun {
  readonly text: string;
  readonly messages: readonly string[];
}

/** One error mark: where it starts (code points), how many code points it covers, its message. */
export interface Mark {
  readonly position: number;
  readonly length: number;
  readonly message: string;
}

/** The text cut into runs at every mark boundary. */
export function markRuns(text: string, marks: readonly Mark[]): MarkedRun[] {
  const characters = Array.from(text);
  const cover: string[][] = characters.map(() => []);
  for (const mark of marks) {
    const end = Math.min(characters.length, mark.position + mark.length);
    for (let i = Math.max(0, mark.position); i < end; i++) cover[i]?.push(mark.message);
  }
  const runs: MarkedRun[] = [];
  characters.forEach((character, i) => {
    const messages = cover[i] ?? [];
    const last = runs[runs.length - 1];
    if (last && sameList(last.messages, messages)) runs[runs.length - 1] = { text: last.text + character, messages };
    else runs.push({ text: character, messages });
  });
  return runs;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** How many code points an error mark covers: the matched text, or a long sentence's excerpt. */
export function markLength(sentence: string, errorType: string): number {
  const characters = Array.from(sentence);
  // A long sentence is reported as its first 30 characters and "...".
  return errorType === 'long_sentence' && sentence.endsWith('...') ? characters.length - 3 : characters.length;
}
