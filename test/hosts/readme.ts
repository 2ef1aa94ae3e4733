// The README's host snippets, read from README.md itself so the tests run what readers copy.
// Same call as test/readme-blocks.ts on the `repo` branch: readmeBlocks('<tag>') gives the
// blocks whose info string's second word is the tag (```ts bun).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.js';

const FENCE = /^```([^\n]*)\n([\s\S]*?)^```$/gm;

/** One fenced block of README.md. */
export interface ReadmeBlock {
  readonly language: string;
  readonly tag: string;
  readonly code: string;
}

/** The README's fenced blocks carrying `tag` as the second word of their info string. */
export function readmeBlocks(tag: string): ReadmeBlock[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(FENCE)]
    .map((match) => {
      const [language = '', blockTag = ''] = match[1]!.trim().split(/\s+/);
      return { language, tag: blockTag, code: match[2]! };
    })
    .filter((block) => block.tag === tag);
}

/** The code of the one block in `blocks`; fails when the README has none or several. */
export function onlyBlock(blocks: readonly ReadmeBlock[], tag: string): string {
  if (blocks.length !== 1) throw new Error(`README.md has ${blocks.length} blocks tagged ${tag}, expected one`);
  return blocks[0]!.code;
}
