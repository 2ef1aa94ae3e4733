// The comments of src/ say why the code is as it is, never its history: no issue numbers a
// reader cannot look up, no rounds or sessions, no "used to", no benchmark figures. The figures
// behind a choice are in docs/performance.md ("Figures behind the code"), the history in the
// changelog. The check reads the comments as TypeScript does, so strings may hold any text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** What a comment of history or measurement says, by what it is. */
const HISTORY: readonly (readonly [what: string, pattern: RegExp])[] = [
  ['an issue number', /\bissue \d+/i],
  ['a round or a session', /\bround \d|\bthis session\b|\bthe last session\b/i],
  ['what the code used to do', /\bused to\b/i],
  ['a time in µs or ns', /\d\s?(?:µs|ns)\b/],
  ['a time measured in ms', /\d\s?ms of CPU|\b(?:took|takes|cost|costs|saved|spent)\b[^.;]*?\d[\d.,]*\s?ms\b/i],
  ['a speed-up in percent', /\d+(?:\.\d+)?%\s+(?:faster|slower|less time|more time|of (?:its|the) (?:time|CPU))/i],
  ['a ratio to a baseline', /\b\d+(?:\.\d+)?x (?:the|its) (?:time|baseline|x\/y)/i],
];

/** Every comment of a source file, with the line it starts on. */
function commentsOf(path: string): { line: number; text: string }[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...found].map(([pos, comment]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: comment,
  }));
}

/** Every TypeScript file of src/, tests included, but for generated data. */
function sources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.includes('.generated.'))
    .map((name) => join(SRC, name));
}

/** The history a text holds: each line that matches, with what it is. */
function historyIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => HISTORY.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line.trim()}`));
}

describe('the comments of src/', () => {
  it('tell an issue number, a round, "used to" and a measured time apart from a reason', () => {
    expect(historyIn('// (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time')).toEqual([
      'an issue number: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
      'a round or a session: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
      'what the code used to do: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
      'a time in µs or ns: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
      'a time measured in ms: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
      'a speed-up in percent: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
      'a ratio to a baseline: // (issue 20) round 3 used to take 4.8 µs; 50 ms of CPU; 5% slower; 2.64x the time',
    ]);
    // A unit of the code's own domain is no measurement.
    expect(historyIn("// Node's longest timer, 2^31 - 1 ms; buckets under 10 ms; round(x, 1)")).toEqual([]);
  });

  it('keep the reason and leave history and figures to the changelog and docs/performance.md', () => {
    const found = sources().flatMap((path) =>
      commentsOf(path).flatMap(({ line, text }) =>
        historyIn(text).map((what) => `${path.slice(SRC.length + 1)}:${line}: ${what}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
