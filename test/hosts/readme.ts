// The README's host snippets, read from README.md itself so the tests run what readers copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.js';

const FENCE = /^```([^\n]*)\n([\s\S]*?)^```$/gm;

/** The one fenced block of README.md whose info string is exactly `info` (e.g. `ts bun`). */
export function readmeBlock(info: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(FENCE)].filter((match) => match[1]?.trim() === info);
  if (blocks.length !== 1) throw new Error(`README.md has ${blocks.length} blocks \`\`\`${info}, expected one`);
  return blocks[0]![2]!;
}
