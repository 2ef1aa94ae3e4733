// The fenced code blocks of README.md and of the guides under docs/, shared by the README test
// (test/readme.test.ts), the package smoke test and the host tests. Types: scripts/readme-blocks.d.mts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const FENCE = /^(`{3,}|~{3,})\s*(.*)$/;

/** The documents whose blocks run: README.md, then every guide under docs/, by name. */
export function documents() {
  const guides = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...guides];
}

/**
 * Every fenced block of one document, in order. The info string's first word is the language,
 * its second (optional) word the tag naming who runs the block; `output` is the untagged
 * ```text block that directly follows a block, if any (only blank lines between). `file` is the
 * document's path from the repository root.
 */
export function readmeBlocksOf(markdown, file = 'README.md') {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [language = '', tag = '', ...extra] = open[2].trim().split(/\s+/);
    const start = i;
    const body = [];
    for (i++; i < lines.length && !lines[i].startsWith(open[1]); i++) body.push(lines[i]);
    if (i === lines.length) throw new Error(`${file}:${start + 1}: the code block is never closed`);
    if (extra.length > 0) throw new Error(`${file}:${start + 1}: info string "${open[2]}" has more than two words`);
    blocks.push({ file, language, tag, line: start + 1, end: i + 1, code: `${body.join('\n')}\n` });
  }
  for (let b = 1; b < blocks.length; b++) {
    const block = blocks[b];
    const previous = blocks[b - 1];
    const between = lines.slice(previous.end, block.line - 1);
    if (block.language === 'text' && block.tag === '' && between.every((line) => line.trim() === '')) {
      previous.output = block.code;
    }
  }
  return blocks;
}

/**
 * The blocks of the README and of every guide, all of them or those carrying `tag` ('' for the
 * untagged ones).
 */
export function readmeBlocks(tag) {
  const blocks = documents().flatMap((file) => readmeBlocksOf(readFileSync(join(ROOT, file), 'utf8'), file));
  return tag === undefined ? blocks : blocks.filter((block) => block.tag === tag);
}
