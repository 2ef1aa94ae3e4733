// The command for a person with an essay in a text file: --text with the request's fields as
// flags (checked by the request's rules, told in the command's words), help that lists only the
// command's own flags, and --clock zero for byte-stable output. Runs the real command from the build.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli as cli, requireBuiltCli } from './cli-process.js';

beforeAll(requireBuiltCli);

const ESSAY = '今天天气很好，我很开心。我们一起去公园玩。';

describe('essay-review --text', { timeout: 60_000 }, () => {
  it('scores a plain-text essay from a file, with --grade, --genre and --title as the request fields', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'essay-text-'));
    const file = join(dir, 'essay.txt');
    writeFileSync(file, ESSAY);
    const plain = await cli([
      'essay-review',
      '--text',
      file,
      '--grade',
      '5',
      '--genre',
      'expository',
      '--clock',
      'zero',
    ]);
    const json = await cli(
      ['essay-review', '--clock', 'zero'],
      JSON.stringify({ text: ESSAY, grade: 5, genre: 'expository' }),
    );
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe(json.stdout);
    const stdin = await cli(['essay-review', '--text', '-', '--title', '春游', '--clock', 'zero'], ESSAY);
    expect(JSON.parse(stdin.stdout).data.total_score).toEqual(expect.any(Number));
  });

  it('refuses a bad --grade or --genre with exit 64 in the command’s words, never an HTTP loc', async () => {
    const grade = await cli(['essay-review', '--text', '--grade', '10'], ESSAY);
    expect(grade.code).toBe(64);
    expect(grade.stderr).toMatch(/--grade: .*9/);
    expect(grade.stderr).not.toContain('loc');
    const both = await cli(['essay-review', '--text', '--grade', 'ten', '--genre', 'poem'], ESSAY);
    expect(both.code).toBe(64);
    expect(both.stderr).toMatch(/--grade must be a whole number, got 'ten'; --genre: /);
  });

  it('takes --grade only with --text, and --text only for essay-review', async () => {
    expect((await cli(['essay-review', '--grade', '5'], '{}')).stderr).toContain('--grade goes with --text');
    expect((await cli(['writing-quality', '--text'], ESSAY)).stderr).toContain('--text applies to essay-review only');
  });

  it('answers a plain-text essay sent without --text with the 422 and a hint to add --text', async () => {
    const run = await cli(['essay-review'], ESSAY);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('essay-review --text FILE');
  });
});

describe('per-command help', { timeout: 60_000 }, () => {
  it('lists only the flags of its command', async () => {
    const essay = (await cli(['essay-review', '--help'])).stdout;
    expect(essay).toMatch(/--text[\s\S]*--grade[\s\S]*--genre[\s\S]*--title/);
    expect(essay).not.toMatch(/--precise|--geometry|--box/);
    const stroke = (await cli(['stroke-order', '--help'])).stdout;
    expect(stroke).toMatch(/--precise[\s\S]*--geometry/);
    expect(stroke).not.toMatch(/--text|--grade|--box|--strictness/);
    const quality = (await cli(['writing-quality', '--help'])).stdout;
    expect(quality).toMatch(/--geometry[\s\S]*--box[\s\S]*--strictness/);
    expect(quality).not.toMatch(/--precise|--text|--grade/);
    for (const help of [essay, stroke, quality]) expect(help).toContain('--clock');
  });
});

describe('--clock zero', { timeout: 60_000 }, () => {
  it('prints inference_time_ms as 0, in one request, in JSON Lines and in batch, on worker threads too', async () => {
    const request = JSON.stringify({ text: ESSAY });
    expect(JSON.parse((await cli(['essay-review', '--clock', 'zero'], request)).stdout).data.inference_time_ms).toBe(0);
    const lines = `${request}\n${request}\n`;
    for (const concurrency of ['1', '2']) {
      const run = await cli(['essay-review', '--jsonl', '--clock', 'zero', '--concurrency', concurrency], lines);
      const times = run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).data.inference_time_ms);
      expect(times).toEqual([0, 0]);
    }
    const batch = await cli(['batch', '--clock', 'zero'], `{"op":"essay-review","request":${request}}\n`);
    expect(JSON.parse(batch.stdout).data.inference_time_ms).toBe(0);
  });

  it('refuses any other clock, naming the values', async () => {
    const run = await cli(['essay-review', '--clock', 'fake'], '{}');
    expect(run.code).toBe(64);
    expect(run.stderr).toContain("--clock must be one of real, zero, got 'fake'");
  });
});
