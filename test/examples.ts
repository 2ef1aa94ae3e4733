// Loads the worked examples (test/fixtures/examples.jsonl): one request and its expected result a line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One worked example of the specification. */
export interface WorkedExample {
  readonly line: number;
  readonly op: 'essay-review' | 'stroke-order' | 'writing-quality';
  readonly request: unknown;
  readonly expect:
    | { readonly kind: 'ok'; readonly data: Record<string, unknown> }
    | { readonly kind: 'invalid'; readonly paths: readonly (string | number)[][] }
    | { readonly kind: 'error' };
}

export const EXAMPLES_PATH: string = fileURLToPath(new URL('./fixtures/examples.jsonl', import.meta.url));

/** Every worked example, numbered by its line in the file. */
export function loadExamples(): WorkedExample[] {
  return readFileSync(EXAMPLES_PATH, 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ text, line }) => ({ line, ...(JSON.parse(text) as Omit<WorkedExample, 'line'>) }));
}
