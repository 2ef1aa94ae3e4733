// Every code block of README.md and of the guides under docs/ runs here, so none can rot. The
// convention:
// - ```ts and ```js blocks are complete programs (imports included) that import the BUILT
//   package as 'handwriting-scoring' (run `npm run build` first; `npm test` does) and check what
//   they claim with node:assert. TypeScript blocks are type-checked with tsc (strict) first,
//   then transformed by esbuild and run with Node; a block fails when it does not compile,
//   throws or exits non-zero.
// - ```sh blocks are commands, run with `sh -e` in a throw-away project where the package is
//   installed (node_modules/handwriting-scoring links to this repository, and the
//   `handwriting-scoring` command is on the PATH).
// - ```text blocks are output, not code: an untagged one directly after a block is what that
//   block prints, and the test compares the two.
// - ```yaml blocks are configuration (a scrape configuration, a Kubernetes manifest): each
//   carries a tag (```yaml kubernetes), and the test claiming it checks or uses it.
// - A block that needs another host or a long-running process carries a tag after its language
//   (```sh ci, ```ts bun, ```ts deno, ```ts worker, ```ts nextjs, ```sh server): this test skips
//   it, and fails unless some test or script claims the tag by calling readmeBlocks('<tag>')
//   from test/readme-blocks.ts (or scripts/readme-blocks.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, type ReadmeBlock, readmeBlocks } from './readme-blocks.js';

const ROOT = resolve(import.meta.dirname, '..');
const RUN_LANGUAGES = new Set(['ts', 'js', 'sh']);
/** Languages of configuration, not code: their blocks must be tagged, for a test to check them. */
const DATA_LANGUAGES = new Set(['yaml']);
const LANGUAGES = new Set([...RUN_LANGUAGES, 'text', ...DATA_LANGUAGES]);
/** Where a claim on a tag may be made. */
const CLAIMING_FOLDERS = ['test', 'scripts'];
const BLOCK_TIMEOUT_MS = 30_000;

const blocks = readmeBlocks();
const untagged = blocks.filter((block) => block.tag === '' && RUN_LANGUAGES.has(block.language));
/** The file a block runs as: named after its document and line, unique across the documents. */
const fileOf = (block: ReadmeBlock) =>
  `block-${block.file.replace(/\.md$/, '').replace(/\//g, '-')}-${block.line}.${block.language === 'js' ? 'mjs' : block.language}`;
const titleOf = (block: ReadmeBlock) => `${block.file}:${block.line} (${block.language}) ${block.code.split('\n')[0]}`;
/** The address of a guide on the repository's site, which works from npm's page of the package too. */
const GUIDES_URL = 'https://github.com/handwriting-scoring/handwriting-scoring/blob/main/docs/';
/** Words of a development log, which the user's documents leave to the changelog. */
const HISTORY = /\b(?:this session|the session before|last session|round \d|used to)\b/i;
/** The README's line budget: what it is, install, example, the operations, errors, subpaths, hosts, links. */
const README_MAX_LINES = 600;

let project = '';
let typeErrors = '';

/** A consumer project with the package installed: a link to this repository. */
function createProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'handwriting-scoring-readme-'));
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme-blocks', private: true, type: 'module' }));
  symlinkSync(ROOT, join(dir, 'node_modules', 'handwriting-scoring'), 'dir');
  symlinkSync(join(ROOT, 'node_modules', '@types'), join(dir, 'node_modules', '@types'), 'dir');
  // The user's own dependency for handwriting-scoring/geometry (Arphic licence: never in the package).
  symlinkSync(join(ROOT, 'node_modules', 'hanzi-writer-data'), join(dir, 'node_modules', 'hanzi-writer-data'), 'dir');
  const bin = join(dir, 'node_modules', '.bin', 'handwriting-scoring');
  writeFileSync(bin, `#!/bin/sh\nexec node ${JSON.stringify(join(ROOT, 'dist', 'cli.js'))} "$@"\n`);
  chmodSync(bin, 0o755);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        module: 'nodenext',
        moduleResolution: 'nodenext',
        types: ['node'],
        noEmit: true,
      },
      include: ['*.ts'],
    }),
  );
  return dir;
}

/** Type-checks every TypeScript block in one tsc run; returns tsc's report ('' when clean). */
function typeCheck(dir: string): string {
  if (!untagged.some((block) => block.language === 'ts')) return '';
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return result.status === 0 ? '' : result.stdout + result.stderr;
}

function run(block: ReadmeBlock): string {
  const env = { ...process.env, PATH: `${join(project, 'node_modules', '.bin')}:${process.env.PATH}` };
  const options = { cwd: project, env, encoding: 'utf8' as const, timeout: BLOCK_TIMEOUT_MS };
  if (block.language === 'sh') return execFileSync('sh', ['-e', fileOf(block)], options);
  let file = fileOf(block);
  if (block.language === 'ts') {
    file = file.replace(/\.ts$/, '.mjs');
    const { code } = transformSync(block.code, { loader: 'ts', format: 'esm', target: 'node20' });
    writeFileSync(join(project, file), code);
  }
  return execFileSync(process.execPath, [file], options);
}

/** The README's `## ` headings, in order (a `#` inside a code block is no heading). */
function sections(): string[] {
  const markdown = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const outside = blocks
    .filter((block) => block.file === 'README.md')
    .reduceRight(
      (lines, block) => [...lines.slice(0, block.line - 1), ...lines.slice(block.end)],
      markdown.split('\n'),
    );
  return outside.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The tags that some test or script claims by calling readmeBlocks('<tag>'). */
function claimedTags(): Set<string> {
  const claimed = new Set<string>();
  for (const folder of CLAIMING_FOLDERS) {
    for (const name of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(?:[cm]?[jt]s)$/.test(name) || name.includes('node_modules')) continue;
      const source = readFileSync(join(ROOT, folder, name), 'utf8');
      for (const match of source.matchAll(/readmeBlocks\(\s*['"]([^'"]+)['"]\s*\)/g)) claimed.add(match[1]!);
    }
  }
  return claimed;
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  project = createProject();
  for (const block of untagged) writeFileSync(join(project, fileOf(block)), block.code);
  typeErrors = typeCheck(project);
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the README', () => {
  it('has code blocks, each in a known language: ts, js, sh, text for output, or yaml', () => {
    expect(untagged.length).toBeGreaterThan(0);
    expect(blocks.filter((block) => !LANGUAGES.has(block.language)).map(titleOf)).toEqual([]);
  });

  it('tags every yaml block, so that some test checks it', () => {
    const untaggedData = blocks.filter((block) => DATA_LANGUAGES.has(block.language) && block.tag === '');
    expect(untaggedData.map(titleOf)).toEqual([]);
  });

  it('type-checks its TypeScript blocks with no error outside them (such as a broken setup)', () => {
    const elsewhere = typeErrors
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s/.test(line) && !/^block-[^(]+\.ts\(/.test(line));
    expect(elsewhere).toEqual([]);
  });

  it('has every tagged block claimed by a test that calls readmeBlocks(tag)', () => {
    const claimed = claimedTags();
    const unclaimed = blocks.filter((block) => block.tag !== '' && !claimed.has(block.tag));
    expect(unclaimed.map((block) => `${titleOf(block)} [${block.tag}]`)).toEqual([]);
  });

  it('opens with the commands that try it from a clone, before any other section', () => {
    const headings = sections();
    expect(headings[0]).toBe('Try it from a clone');
    // scripts/smoke-package.mjs runs this block (and claims its tag); here only its shape is read.
    const clone = blocks.find((block) => block.tag === 'clone');
    expect(clone, 'a ```sh clone block').toBeDefined();
    expect(clone!.code.trim().split('\n')).toHaveLength(5);
    expect(clone!.code).toMatch(/^git clone .* && cd /);
    expect(clone!.code).toContain('npm run demo');
  });

  it('has a table of contents that links every section, and only existing ones', () => {
    const markdown = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const contents = /\n## Contents\n([\s\S]*?)\n## /.exec(markdown)?.[1] ?? '';
    const linked = [...contents.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
    const anchors = sections()
      .filter((heading) => heading !== 'Contents')
      .map(anchorOf);
    expect(linked).toEqual(anchors);
  });

  it('puts the CLI, the server and the playground within the first 350 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    for (const heading of ['## CLI', '## Operating the server', '## Playground']) {
      expect(lines.indexOf(heading), heading).toBeGreaterThan(0);
      expect(lines.indexOf(heading), heading).toBeLessThan(350);
    }
  });

  it('gives the install and test commands that .ci/run runs, in the same order', () => {
    const [ci] = readmeBlocks('ci');
    expect(ci, 'a ```sh ci block with the install and test commands').toBeDefined();
    const readmeCommands = ci!.code
      .split(/\n|&&/)
      .map((command) => command.trim())
      .filter((command) => command !== '' && !command.startsWith('#'));
    const ciCommands = readFileSync(join(ROOT, '.ci', 'run'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    // Each README command is a line of .ci/run, in order; .ci/run may print versions around them.
    let from = 0;
    for (const command of readmeCommands) {
      const at = ciCommands.indexOf(command, from);
      expect(at, `.ci/run runs \`${command}\` after the commands before it`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
  });
});

describe('the README and its guides', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const guides = documents().filter((file) => file !== 'README.md');

  it(`keeps the README within ${README_MAX_LINES} lines, the depth in the guides under docs/`, () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    expect(guides.length).toBeGreaterThan(5);
  });

  it("links every guide from the README by an absolute address, which works from npm's page too", () => {
    const linked = new Set([...readme.matchAll(/\]\((https:[^)#\s]+)/g)].map((match) => match[1]));
    expect(guides.filter((file) => !linked.has(GUIDES_URL + file.slice('docs/'.length)))).toEqual([]);
    expect(readme).not.toMatch(/\]\(docs\//);
  });

  it('links only to guides that exist, by address or from one guide to another', () => {
    const texts = documents().map((file) => [file, readFileSync(join(ROOT, file), 'utf8')] as const);
    const broken = texts.flatMap(([file, text]) =>
      [
        ...[...text.matchAll(/blob\/main\/(docs\/[\w.-]+)/g)].map((match) => match[1]!),
        ...(file.startsWith('docs/')
          ? [...text.matchAll(/\]\(([\w.-]+\.(?:md|png))(?:#[^)]*)?\)/g)].map((match) => `docs/${match[1]}`)
          : []),
      ]
        .filter((target) => !existsSync(join(ROOT, target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("keeps the development log out of the user's documents (it goes to the changelog)", () => {
    const logged = documents().flatMap((file) => {
      // The performance guide ends in its measurement log, the record its figures are traced to.
      const text = readFileSync(join(ROOT, file), 'utf8').split('\n## Measurement log\n')[0]!;
      return text.split('\n').flatMap((line, at) => (HISTORY.test(line) ? [`${file}:${at + 1}: ${line}`] : []));
    });
    expect(logged).toEqual([]);
  });
});

// Each block runs as a program of its own (node, or sh with the built command).
describe.each(untagged.map((block) => [titleOf(block), block] as const))('%s', { timeout: 30_000 }, (_title, block) => {
  if (block.language === 'ts') {
    it('type-checks under strict tsc', () => {
      const mine = typeErrors
        .split('\n')
        .filter((line) => line.startsWith(fileOf(block)))
        .map((line) =>
          line.replace(/^block-[^(]+\.ts\((\d+),/, (_, row) => `${block.file}(${block.line + Number(row)},`),
        );
      expect(mine).toEqual([]);
    });
  }

  it(block.output === undefined ? 'runs without failing' : 'runs and prints the text block below it', () => {
    const printed = run(block);
    if (block.output !== undefined) expect(printed.trimEnd()).toBe(block.output.trimEnd());
  });
});
