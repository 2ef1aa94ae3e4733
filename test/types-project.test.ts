// The public types as a user's strict `nodenext` project sees them (test/fixtures/types): tsc
// compiles the project, which proves every correct call compiles without a cast and every
// `@ts-expect-error` line is a mistake; then the same project without those directives shows
// that each mistake gives exactly one error, not one per overload.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT = join(ROOT, 'test', 'fixtures', 'types');
const CONSUMER = join(PROJECT, 'consumer.ts');
const DIRECTIVE = '// @ts-expect-error';

/** The 1-based lines that follow a `@ts-expect-error` directive in `source`. */
function mistakeLines(source: string): number[] {
  const lines = source.split('\n');
  return lines.flatMap((line, i) => (line.trim().startsWith(DIRECTIVE) ? [i + 2] : []));
}

/** Every error of the project with the directives turned into plain comments, by line. */
function errorsWithoutDirectives(): Map<number, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(PROJECT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('the fixture project has no tsconfig.json');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile;
  host.readFile = (name) => {
    const text = readFile.call(host, name);
    return resolve(name) === CONSUMER ? text?.replaceAll(DIRECTIVE, '// mistake:') : text;
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  const byLine = new Map<number, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file === undefined || resolve(diagnostic.file.fileName) !== CONSUMER) {
      throw new Error(
        `an error outside the consumer: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    }
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1;
    byLine.set(line, [...(byLine.get(line) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')]);
  }
  return byLine;
}

describe("a strict nodenext project's view of the types", { timeout: 60_000 }, () => {
  it('compiles the correct calls without a cast, and refuses every marked mistake', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', PROJECT, '--pretty', 'false'], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('prints each mistake once: one error per mistake, naming no overload', () => {
    const source = ts.sys.readFile(CONSUMER) ?? '';
    const expected = mistakeLines(source);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    const errors = errorsWithoutDirectives();
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual(expected);
    for (const [line, messages] of errors) {
      expect({ line, count: messages.length }).toEqual({ line, count: 1 });
      expect(messages[0]).not.toMatch(/overload/i);
    }
  });
});
