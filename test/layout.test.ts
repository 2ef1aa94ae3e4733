// The layout's import rules (docs/architecture.md): each operation is read twice, plainly
// (`reference.ts`, one function per rule) and by a tuned fast path, and the two readings stand
// side by side: neither imports the other, directly or through another module, so the code that
// checks never sits on top of the code it checks. And no module of src/ imports itself back.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIST_TESTS } from '../vitest.dist.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

/** The fast path of each operation folder: the modules the plain reading is held equal to. */
const FAST_PATHS: Readonly<Record<string, readonly string[]>> = {
  essay: ['review.ts', 'scan.ts', 'grammar.ts', 'structure.ts', 'content.ts', 'rhetoric.ts'],
  'stroke-order': ['evaluate.ts', 'direction.ts', 'paths.ts', 'classifier.ts'],
  'writing-quality': ['evaluate.ts', 'cloud.ts', 'dimensions.ts', 'settle.ts'],
};

/** Every module of src/ outside the tests, by its path relative to src/. */
function modules(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [relative(SRC, path)] : [];
  });
}

/** The modules of src/ that `module` imports, type-only imports and re-exports included. */
function importsOf(module: string): string[] {
  const text = readFileSync(join(SRC, module), 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms)].map((m) => m[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const path = resolve(dirname(join(SRC, module)), specifier.replace(/\.js$/, '.ts'));
      return relative(SRC, existsSync(path) ? path : join(path.replace(/\.ts$/, ''), 'index.ts'));
    });
}

const GRAPH: ReadonlyMap<string, readonly string[]> = new Map(modules().map((module) => [module, importsOf(module)]));

/** Every module `module` reaches through its imports, itself excluded unless a circle leads back. */
function reached(module: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(GRAPH.get(module) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(GRAPH.get(next) ?? []));
  }
  return seen;
}

describe('the layout of src/', () => {
  it('knows every module it names as a fast path or a plain reading', () => {
    for (const [folder, fast] of Object.entries(FAST_PATHS)) {
      for (const name of [...fast, 'reference.ts'])
        expect(GRAPH.has(join(folder, name)), join(folder, name)).toBe(true);
    }
  });

  it('resolves every relative import of src/ to a module of src/', () => {
    for (const [module, imports] of GRAPH) {
      for (const imported of imports) expect(GRAPH.has(imported), `${imported}, imported by ${module}`).toBe(true);
    }
  });

  for (const [folder, fast] of Object.entries(FAST_PATHS)) {
    const plain = join(folder, 'reference.ts');
    const fastPaths = fast.map((name) => join(folder, name));

    it(`keeps the plain reading of ${folder} off its fast path, directly or through another module`, () => {
      expect([...reached(plain)].filter((module) => fastPaths.includes(module))).toEqual([]);
    });

    it(`keeps the fast path of ${folder} off its plain reading, directly or through another module`, () => {
      for (const module of fastPaths) expect(reached(module).has(plain), `${module} reaches ${plain}`).toBe(false);
    });
  }

  it('has no import circle: no module reaches itself', () => {
    const circular = [...GRAPH.keys()].filter((module) => reached(module).has(module));
    expect(circular).toEqual([]);
  });
});

/** Every test file of src/ and test/, by its path relative to the repository. */
function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'hosts' ? [] : testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the test scripts', () => {
  it('leave to npm run test:dist every test that runs the build (dist/, the CLI, the package by name, a browser)', () => {
    const runsTheBuild =
      /\.\.\/dist\/|ROOT, '[d]ist'|cli-(?:process|run)\.js|from 'handwriting-scoring(?:\/[a-z]+)?'|\/browser\.js'/;
    const needing = [...testFiles('src'), ...testFiles('test')].filter((path) =>
      runsTheBuild.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(needing.sort()).toEqual([...DIST_TESTS].sort());
  });
});
