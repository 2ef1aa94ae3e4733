// The --explain flag of the command-line tool: the explanation beside data, like ?explain=true.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explainWritingQuality } from '../src/writing-quality/explain.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const QUALITY = {
  strokes: [
    [
      { x: 0, y: 0, timestamp: 0, pressure: 0.4 },
      { x: 150, y: 100, timestamp: 90, pressure: 0.6 },
    ],
  ],
};

/** Runs the built command with `input` on stdin. */
function run(args: string[], input: string): { status: number | null; stdout: string } {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  const { status, stdout } = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
  return { status, stdout };
}

describe('handwriting-scoring writing-quality --explain', () => {
  it('prints the envelope with the explanation beside data', () => {
    const { status, stdout } = run(['writing-quality', '--explain'], JSON.stringify(QUALITY));
    expect(status).toBe(0);
    const envelope = JSON.parse(stdout);
    expect(Object.keys(envelope)).toEqual(['code', 'msg', 'data', 'explanation']);
    expect(envelope.explanation).toEqual(explainWritingQuality(QUALITY).explanation);
  });

  it('prints the warnings of likely typos after the explanation, as explainWritingQuality gives them', () => {
    const misspelt = { ...QUALITY, eval_dimensions: ['structur'] };
    const { status, stdout } = run(['writing-quality', '--explain'], JSON.stringify(misspelt));
    expect(status).toBe(0);
    const envelope = JSON.parse(stdout);
    expect(Object.keys(envelope)).toEqual(['code', 'msg', 'data', 'explanation', 'warnings']);
    expect(envelope.warnings).toEqual(explainWritingQuality(misspelt as unknown).warnings);
    const lines = run(['writing-quality', '--jsonl', '--explain'], JSON.stringify(misspelt)).stdout.trim();
    expect(JSON.parse(lines).warnings).toEqual(envelope.warnings);
  });

  it('explains each line of JSON Lines, and answers a rejected one as without it', () => {
    const input = [JSON.stringify(QUALITY), '{"strokes": 1}'].join('\n');
    const explained = run(['writing-quality', '--jsonl', '--explain'], input).stdout.trim().split('\n');
    const plain = run(['writing-quality', '--jsonl'], input).stdout.trim().split('\n');
    expect(JSON.parse(explained[0]!).explanation.total.rule).toBe('quality.total');
    expect(explained[1]).toBe(plain[1]);
  });
});
