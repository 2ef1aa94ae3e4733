// The layout's import rules (docs/architecture.md): each operation is read twice, plainly
// (`rules/`, one function per rule) and by a tuned fast path (`fast/`), and the two readings stand
// side by side: neither imports the other, directly or through another module, so the code that
// checks never sits on top of the code it checks. And no module of src/ imports itself back.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIST_TESTS } from '../vitest.dist.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

/** The operation folders: each holds `rules/` (the plain reading) and `fast/` (the tuned path). */
const OPERATIONS = ['essay-review', 'stroke-order', 'writing-quality'] as const;

/**
 * The operation's bottom: the modules directly in its folder (contract, tables, messages, option
 * checks) except its explanation, which sits on top of the plain reading.
 */
function isBottom(operation: string, module: string): boolean {
  return dirname(module) === operation && module !== join(operation, 'explain.ts');
}

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
  it('resolves every relative import of src/ to a module of src/', () => {
    for (const [module, imports] of GRAPH) {
      for (const imported of imports) expect(GRAPH.has(imported), `${imported}, imported by ${module}`).toBe(true);
    }
  });

  for (const operation of OPERATIONS) {
    const inFolder = (reading: string) => [...GRAPH.keys()].filter((m) => m.startsWith(join(operation, reading, sep)));
    const plain = inFolder('rules');
    const fast = inFolder('fast');

    it(`finds both readings of ${operation}`, () => {
      expect(plain).toContain(join(operation, 'rules', 'index.ts'));
      expect(fast).toContain(join(operation, 'fast', 'index.ts'));
    });

    for (const [reading, modules, other] of [
      ['plain reading', plain, 'rules'],
      ['fast path', fast, 'fast'],
    ] as const) {
      it(`lets the ${reading} of ${operation} import only its own folder, the operation's bottom and the core`, () => {
        const outside = modules.flatMap((module) =>
          (GRAPH.get(module) ?? [])
            .filter(
              (imported) =>
                !imported.startsWith(join(operation, other, sep)) &&
                !isBottom(operation, imported) &&
                !imported.startsWith(`core${sep}`),
            )
            .map((imported) => `${module} imports ${imported}`),
        );
        expect(outside).toEqual([]);
      });
    }

    it(`keeps the bottom of ${operation} under both readings`, () => {
      const bottom = [...GRAPH.keys()].filter((module) => isBottom(operation, module));
      expect(bottom.length).toBeGreaterThan(0);
      for (const module of bottom)
        expect(
          [...reached(module)].filter((m) => plain.includes(m) || fast.includes(m)),
          module,
        ).toEqual([]);
    });

    it(`keeps the two readings of ${operation} apart, directly or through another module`, () => {
      for (const module of plain)
        expect(
          [...reached(module)].filter((m) => fast.includes(m)),
          module,
        ).toEqual([]);
      for (const module of fast)
        expect(
          [...reached(module)].filter((m) => plain.includes(m)),
          module,
        ).toEqual([]);
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
