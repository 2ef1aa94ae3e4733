// The README's size table, produced by the size check. Runs size-limit once (its budgets in
// .size-limit.json), fails when a budget is exceeded, and then either checks that README.md
// holds the table it measured (default) or writes it there (--write, `npm run size:readme`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const readmePath = join(root, 'README.md');
const START = '<!-- size-table:start -->';
const END = '<!-- size-table:end -->';

/** Bytes as size-limit prints them: B under 1000, else kB with 2 decimals. */
function formatSize(bytes) {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(2)} kB`;
}

function measure() {
  const sizeLimit = join(root, 'node_modules', 'size-limit', 'bin.js');
  let output;
  try {
    output = execFileSync(process.execPath, [sizeLimit, '--json'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // size-limit exits non-zero when a budget is exceeded, still printing its JSON.
    output = error.stdout;
    if (!output?.trim().startsWith('[')) throw error;
  }
  return JSON.parse(output);
}

const budgets = new Map(JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8')).map((e) => [e.name, e.limit]));
const results = measure();
const rows = results.map((r) => `| ${r.name} | ${formatSize(r.size)} | ${budgets.get(r.name) ?? 'none'} |`);
const table = ['| what you import (minified + brotli) | size | budget |', '|---|---|---|', ...rows].join('\n');
console.log(table);

const over = results.filter((r) => !r.passed);
if (over.length > 0) {
  console.error(`over budget: ${over.map((r) => `${r.name} (${formatSize(r.size)})`).join(', ')}`);
  process.exit(1);
}

const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) {
  console.error(`README.md lacks the markers ${START} and ${END}`);
  process.exit(1);
}
const updated = `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
if (process.argv.includes('--write')) {
  writeFileSync(readmePath, updated);
  console.log('README.md: size table written');
} else if (updated !== readme) {
  console.error('README.md: the size table is stale; run `npm run size:readme`');
  process.exit(1);
} else {
  console.log('README.md: the size table matches');
}
