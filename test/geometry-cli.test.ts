// --geometry DIR of the command (handwriting-scoring/geometry), run from the build, with a folder
// of hanzi-writer-data files as a user keeps it (the devDependency's own folder here).
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltCli, runCli as run, startServe } from './cli-process.js';

const require = createRequire(import.meta.url);
const DIR = dirname(require.resolve('hanzi-writer-data/package.json'));
const 十 = JSON.parse(readFileSync(`${DIR}/十.json`, 'utf8')) as { medians: [number, number][][] };
/** 十 written from its centre lines in a 300 px square, y down. */
const written = 十.medians.map((median, s) =>
  median.map(([x, y], i) => ({ x: (x * 300) / 1024, y: ((900 - y) * 300) / 1024, timestamp: s * 500 + i * 20 })),
);
const RIGHT = JSON.stringify({ character: '十', strokes: written });
const SWAPPED = JSON.stringify({ character: '十', strokes: [written[1], written[0]] });

beforeAll(requireBuiltCli);

describe('handwriting-scoring stroke-order --geometry DIR (rule geometry.assignment)', () => {
  // Several runs of the command.
  it('scores against the character’s file in DIR: matches, missing, errors naming the strokes', {
    timeout: 30_000,
  }, async () => {
    const right = JSON.parse((await run(['stroke-order', '--geometry', DIR], RIGHT)).stdout).data;
    expect(right.total_score).toBe(100);
    expect(right.matches.map((match: { reference: number }) => match.reference)).toEqual([0, 1]);
    const swapped = await run(['stroke-order', '--geometry', DIR, '--jsonl'], `${RIGHT}\n${SWAPPED}\n`);
    const scores = swapped.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).data.total_score);
    expect(scores[0]).toBe(100);
    expect(scores[1]).toBeLessThan(90);
  });

  it('rejects a character without a file, naming the character and no path, and refuses a DIR that is no folder', async () => {
    // 龞 has no file in hanzi-writer-data.
    const result = await run(
      ['stroke-order', '--geometry', DIR],
      JSON.stringify({ character: '龞', strokes: written }),
    );
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).detail[0].msg).toBe("character '龞' has no geometry in the --geometry folder.");
    expect(result.stdout).not.toContain(DIR);
    const batch = await run(
      ['batch', '--geometry', DIR],
      `${JSON.stringify({ op: 'stroke-order', request: { character: '龞', strokes: written } })}\n`,
    );
    expect(batch.code).toBe(2);
    expect(batch.stderr).toContain('0 succeeded, 1 rejected, 0 failed');
    const missing = await run(
      ['stroke-order', '--geometry', `${DIR}/ARPHICPL.TXT`],
      JSON.stringify({ character: '十', strokes: written }),
    );
    expect(missing.code).toBe(64);
    expect(missing.stderr).toContain('--geometry needs a folder of hanzi-writer-data files');
  });

  it('is refused with --precise, and on the other operations', async () => {
    expect((await run(['stroke-order', '--geometry', DIR, '--precise'], RIGHT)).stderr).toContain(
      '--geometry and --precise are two modes: choose one',
    );
    expect((await run(['essay-review', '--geometry', DIR], '{}')).stderr).toContain(
      '--geometry applies to stroke-order and writing-quality only',
    );
  });
});

/** 十 as a writing-quality request: the character named by reference_char. */
const QUALITY = JSON.stringify({ reference_char: '十', strokes: written });
/** `stroke` drawn from the same start to `share` of its length. */
const shortened = (stroke: { x: number; y: number; timestamp: number }[], share: number) =>
  stroke.map((point) => ({
    ...point,
    x: stroke[0]!.x + share * (point.x - stroke[0]!.x),
    y: stroke[0]!.y + share * (point.y - stroke[0]!.y),
  }));
/** 十 with its second stroke drawn at half its length. */
const SHORT = JSON.stringify({ reference_char: '十', strokes: [written[0], shortened(written[1]!, 0.5)] });
/** 十 with its second stroke drawn a little short, a fault only a strict teacher notes. */
const NEARLY = JSON.stringify({ reference_char: '十', strokes: [written[0], shortened(written[1]!, 0.8)] });

describe('handwriting-scoring writing-quality --geometry DIR (rules geometry.quality.*)', () => {
  it('rates against the file reference_char names: one entry a stroke, the short stroke scored lowest and noted', {
    timeout: 30_000,
  }, async () => {
    const right = JSON.parse((await run(['writing-quality', '--geometry', DIR], QUALITY)).stdout).data;
    expect(right.stroke_quality.map((stroke: { reference: number }) => stroke.reference)).toEqual([0, 1]);
    expect(right.character_quality).toMatchObject({ kinds: expect.any(Array), notes: expect.any(Array) });
    const lines = await run(
      ['writing-quality', '--geometry', DIR, '--jsonl', '--concurrency', '2'],
      `${QUALITY}\n${SHORT}\n`,
    );
    const [first, second] = lines.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).data);
    expect(first).toEqual(right);
    expect(second.stroke_quality[1].score).toBeLessThan(first.stroke_quality[1].score);
    expect(second.stroke_quality[1].notes.join()).toMatch(/^第2笔竖/);
  });

  it('explains the rating step by step with --explain, and rates in batch lines too', { timeout: 30_000 }, async () => {
    const explained = JSON.parse((await run(['writing-quality', '--geometry', DIR, '--explain'], SHORT)).stdout);
    expect(explained.explanation.matcher).toBe('geometry');
    expect(explained.explanation.total.rule).toBe('quality.total');
    expect(explained.explanation.dimensions.normative.steps.length).toBeGreaterThan(0);
    const batch = await run(
      ['batch', '--geometry', DIR, '--concurrency', '1'],
      `${JSON.stringify({ op: 'writing-quality', request: JSON.parse(QUALITY) })}\n${JSON.stringify({ op: 'stroke-order', request: JSON.parse(RIGHT) })}\n`,
    );
    const [quality, stroke] = batch.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(quality.data.stroke_quality).toHaveLength(2);
    expect(stroke.data.matches).toHaveLength(2);
  });

  it('judges size and place in --box, by --strictness', { timeout: 30_000 }, async () => {
    // 十 written in a 300 px square: in a box of 1200 it is small and in its top-left corner.
    const boxed = JSON.parse((await run(['writing-quality', '--geometry', DIR, '--box', '1200x1200'], QUALITY)).stdout);
    expect(boxed.data.character_quality.kinds).toEqual(expect.arrayContaining(['small', 'off_centre']));
    const notesOf = async (strictness: string) => {
      const { stdout } = await run(['writing-quality', '--geometry', DIR, '--strictness', strictness], NEARLY);
      return JSON.parse(stdout).data.stroke_quality.flatMap((stroke: { notes: string[] }) => stroke.notes);
    };
    expect((await notesOf('strict')).length).toBeGreaterThan((await notesOf('lenient')).length);
  });

  it('rejects a request without reference_char or for a character DIR lacks, and refuses the flags without --geometry', {
    timeout: 30_000,
  }, async () => {
    const missing = await run(['writing-quality', '--geometry', DIR], JSON.stringify({ strokes: written }));
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout).detail[0].loc).toEqual(['body', 'reference_char']);
    const absent = await run(
      ['writing-quality', '--geometry', DIR],
      JSON.stringify({ reference_char: '龞', strokes: written }),
    );
    expect(absent.code).toBe(2);
    expect(JSON.parse(absent.stdout).detail[0].msg).toBe(
      "reference_char '龞' has no geometry in the --geometry folder.",
    );
    expect(absent.stdout).not.toContain(DIR);
    const alone = await run(['writing-quality', '--box', '300x300'], QUALITY);
    expect(alone.code).toBe(64);
    expect(alone.stderr).toContain('--box sets writing quality');
    expect((await run(['stroke-order', '--geometry', DIR, '--strictness', 'strict'], RIGHT)).stderr).toContain(
      '--strictness applies to writing-quality only',
    );
  });

  it('rates as the contract does without --geometry, byte for byte', async () => {
    const plain = await run(['writing-quality'], QUALITY);
    expect(Object.keys(JSON.parse(plain.stdout).data)).toEqual(['total_score', 'dimensions']);
  });
});

describe('handwriting-scoring serve --geometry DIR', () => {
  let server: ChildProcess;
  let base = '';
  beforeAll(async () => {
    ({ server, base } = await startServe(['--geometry', DIR, '--box', '1200x1200', '--strictness', 'strict']));
  });
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('serves stroke order against the character’s own strokes', async () => {
    const response = await fetch(`${base}/stroke-order/evaluate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: SWAPPED,
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.matches.map((match: { reference: number }) => match.reference)).toEqual([1, 0]);
  });

  it('serves writing quality against the file reference_char names, with the box and strictness of its flags', async () => {
    const response = await fetch(`${base}/writing/quality?explain=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: SHORT,
    });
    expect(response.status).toBe(200);
    const { data, explanation } = await response.json();
    expect(data.stroke_quality[1].notes.join()).toMatch(/^第2笔竖/);
    expect(explanation.settings).toEqual({ box: { width: 1200, height: 1200 }, strictness: 'strict' });
    const document = await (await fetch(`${base}/openapi.json`)).json();
    expect(document.components.schemas.WritingQualityData.required).toContain('stroke_quality');
  });

  it('answers hostile writing-quality requests with bounded 422s: no reference_char, a long one, 129 strokes', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/writing/quality`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = performance.now();
    const answers = await Promise.all([
      post({ strokes: written }),
      post({ reference_char: '十'.repeat(200_000), strokes: written }),
      post({ reference_char: '../十', strokes: written }),
      post({ reference_char: '龞', strokes: written }),
      post({ reference_char: '十', strokes: Array.from({ length: 129 }, () => written[0]) }),
    ]);
    expect(performance.now() - started).toBeLessThan(3000);
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      const text = await answer.text();
      expect(text.length).toBeLessThan(1000);
      expect(text).not.toContain(DIR);
    }
  });

  it('answers 129 strokes with a 422 at once (rule geometry.bounds), and a character without a file with a 422', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/stroke-order/evaluate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = performance.now();
    const many = await post({ character: '十', strokes: Array.from({ length: 129 }, () => written[0]) });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(many.status).toBe(422);
    expect(JSON.stringify(await many.json())).toContain('at most 128 strokes');
    const missing = await post({ character: '龞', strokes: written });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(await missing.json())).not.toContain(DIR);
  });
});
