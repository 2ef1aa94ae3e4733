// The command's contract with scripts: --version, exit codes, JSON Lines records that join
// back to their input, batch, --concurrency, and a closed stdout. Runs the built command.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateStrokeOrder, evaluateWritingQuality, reviewEssay } from '../src/index.js';
import { CLI, cli, sh } from './cli-run.js';

const ESSAY = { text: '今天天气很好，我很开心。' };
const STROKE = {
  character: '十',
  strokes: [
    [
      { x: 0, y: 50, timestamp: 0 },
      { x: 100, y: 50, timestamp: 80 },
    ],
    [
      { x: 50, y: 0, timestamp: 200 },
      { x: 50, y: 100, timestamp: 280 },
    ],
  ],
};
const QUALITY = { strokes: STROKE.strokes };

const folder = mkdtempSync(join(tmpdir(), 'hs-cli-lines-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const parse = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
const withoutTime = ({ inference_time_ms: _time, ...data }: Record<string, unknown>) => data;

/** Writing-quality lines: mostly valid with varied strokes, some rejected, some blank, ids on most. */
function qualityLines(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 97 === 5) lines.push('');
    else if (i % 89 === 7) lines.push('{"strokes": "none"}');
    else if (i % 83 === 3) lines.push('{corrupt');
    else {
      const point = (k: number) => ({ x: (i * 7 + k * 13) % 200, y: (i * 11 + k * 5) % 200, timestamp: k });
      lines.push(
        JSON.stringify({
          id: `q${i}`,
          strokes: [
            [point(0), point(1), point(2)],
            [point(3), point(4)],
          ],
        }),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Each non-blank line of qualityLines' `input` has its record in `stdout`, in order, with its line and id. */
function expectARecordPerLine(input: string, stdout: string): void {
  const records = parse(stdout);
  const expected = input
    .split('\n')
    .slice(0, -1)
    .flatMap((line, index) => (line === '' ? [] : [index + 1]));
  expect(records.map((record) => record.line)).toEqual(expected);
  for (const record of records) if (record.id !== undefined) expect(record.id).toBe(`q${record.line - 1}`);
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('handwriting-scoring --version', () => {
  it('prints the version of package.json and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const run = await cli(['--version']);
    expect(run).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('exit codes', () => {
  it('lists 0, 1, 2 and 64 in every help', async () => {
    for (const args of [['--help'], ['essay-review', '--help'], ['batch', '--help']]) {
      const run = await cli(args);
      expect(run.code).toBe(0);
      for (const code of ['0 ', '1 ', '2 ', '64 ']) expect(run.stdout).toContain(`\n  ${code}`);
    }
  });

  it.each([
    ['an unknown command', ['grade']],
    ['no command', []],
    ['an unknown flag', ['essay-review', '--nope']],
    ['an unknown flag of serve', ['serve', '--nope']],
    ['an unknown global flag', ['--nope']],
    ['a missing file', ['essay-review', '/nonexistent/request.json']],
    ['a missing JSON Lines file', ['writing-quality', '--jsonl', '/nonexistent/requests.jsonl']],
    ['a missing batch file', ['batch', '/nonexistent/batch.jsonl']],
    ['a folder for a file', ['batch', tmpdir()]],
    ['two files', ['essay-review', 'a.json', 'b.json']],
    ['--concurrency 0', ['batch', '--concurrency', '0']],
    ['--concurrency that is not a number', ['writing-quality', '--jsonl', '--concurrency', 'many']],
    ['--concurrency without --jsonl', ['essay-review', '--concurrency', '2']],
  ])('exits 64 with a message on stderr for %s', async (_name, args) => {
    const run = await cli(args, '{}');
    expect(run.code).toBe(64);
    expect(run.stderr).not.toBe('');
    expect(run.stdout).toBe('');
  });
});

describe('JSON Lines records', () => {
  it('carry the 1-based input line and echo the id, counting blank lines, for a corrupt line too', async () => {
    const input = [
      JSON.stringify({ id: 'first', ...QUALITY }),
      '',
      '   ',
      '{"id": 4, "strokes": [',
      JSON.stringify({ id: null, strokes: [] }),
      JSON.stringify({ strokes: 'none', id: ['x', 1] }),
    ].join('\r\n');
    const run = await cli(['writing-quality', '--jsonl'], input);
    const records = parse(run.stdout);
    expect(records.map(({ line, id, status }) => ({ line, id, status }))).toEqual([
      { line: 1, id: 'first', status: 200 },
      { line: 4, id: undefined, status: 422 },
      { line: 5, id: null, status: 200 },
      { line: 6, id: ['x', 1], status: 422 },
    ]);
    expect(records[0]).toEqual({
      line: 1,
      id: 'first',
      status: 200,
      code: 200,
      msg: 'success',
      data: evaluateWritingQuality(QUALITY),
    });
    expect(records[1].detail[0]).toMatchObject({ type: 'json_invalid', loc: ['body', 22] });
    expect(records[3].detail[0].loc).toEqual(['body', 'strokes']);
    // Exactly the counts: no progress line when stderr is not a terminal.
    expect(run.stderr).toBe('2 succeeded, 2 rejected, 0 failed, 2 blank skipped\n');
    expect(run.code).toBe(2);
  });
});

describe('input that is not UTF-8', () => {
  /** A writing-quality request whose id holds the byte 0xFF, which is never UTF-8. */
  const notUtf8 = new Uint8Array([...Buffer.from('{"strokes":[],"id":"'), 0xff, ...Buffer.from('"}')]);

  it('is rejected with exit 2 as one request, not scored with U+FFFD', async () => {
    const run = await cli(['writing-quality'], notUtf8);
    expect(JSON.parse(run.stdout).detail[0].msg).toBe('JSON decode error: the input is not valid UTF-8');
    expect(run.code).toBe(2);
  });

  it('gives a rejected record with its line number in JSON Lines', async () => {
    const line = Buffer.from(`${JSON.stringify(QUALITY)}\n`);
    const records = parse(
      (await cli(['writing-quality', '--jsonl'], new Uint8Array([...line, ...notUtf8, 0x0a, ...line]))).stdout,
    );
    expect(records.map(({ line, status }) => [line, status])).toEqual([
      [1, 200],
      [2, 422],
      [3, 200],
    ]);
  });
});

describe('handwriting-scoring batch', () => {
  it('runs each line with its own op and echoes op and id', async () => {
    const input = [
      { op: 'essay-review', id: 'e1', request: ESSAY },
      { op: 'stroke-order', id: 's1', request: STROKE },
      { op: 'writing-quality', id: 'w1', request: QUALITY },
      { op: 'writing-quality', request: { strokes: 'none' } },
    ].map((line) => JSON.stringify(line));
    const run = await cli(['batch', file('batch.jsonl', `${input.join('\n')}\n`)]);
    const [essay, stroke, quality, rejected] = parse(run.stdout);
    expect(withoutTime(essay.data)).toEqual(withoutTime({ ...reviewEssay(ESSAY) }));
    expect(essay).toMatchObject({ line: 1, id: 'e1', op: 'essay-review', status: 200, code: 200 });
    expect(withoutTime(stroke.data)).toEqual(withoutTime({ ...evaluateStrokeOrder(STROKE) }));
    expect(stroke).toMatchObject({ line: 2, id: 's1', op: 'stroke-order', status: 200 });
    expect(quality).toEqual({
      line: 3,
      id: 'w1',
      op: 'writing-quality',
      status: 200,
      code: 200,
      msg: 'success',
      data: evaluateWritingQuality(QUALITY),
    });
    expect(rejected).toMatchObject({ line: 4, op: 'writing-quality', status: 422 });
    expect(run.code).toBe(2);
  });

  it('rejects a line without a known op or a request, naming each field, and exits 2', async () => {
    const run = await cli(['batch', '-'], '{"op":"grade","id":9}\n{"id":10,"request":{}}\n[]\n');
    const records = parse(run.stdout);
    expect(records.map(({ line, id, status }) => [line, id, status])).toEqual([
      [1, 9, 422],
      [2, 10, 422],
      [3, undefined, 422],
    ]);
    expect(records[0].detail.map((issue: { loc: unknown }) => issue.loc)).toEqual([['op'], ['request']]);
    expect(records[1].detail).toEqual([
      { type: 'missing', loc: ['op'], msg: 'op is required: one of essay-review, stroke-order, writing-quality.' },
    ]);
    expect(run.code).toBe(2);
  });

  it('exits 1 when an operation fails and 0 when every line succeeds', async () => {
    const failing = JSON.stringify({ op: 'stroke-order', request: { character: '大', strokes: [[]] } });
    const ok = JSON.stringify({ op: 'writing-quality', request: QUALITY });
    expect((await cli(['batch'], `${ok}\n${failing}\n`)).code).toBe(1);
    expect((await cli(['batch'], `${ok}\n${ok}\n`)).code).toBe(0);
  });
});

// Worker threads, or several processes in a pipeline.
describe('--concurrency', { timeout: 30_000 }, () => {
  const input = qualityLines(5500);

  it('gives, on worker threads, the same records in the same order as on one thread', async () => {
    const path = file('quality.jsonl', input);
    const one = await cli(['writing-quality', '--jsonl', path, '--concurrency', '1']);
    const three = await cli(['writing-quality', '--jsonl', path, '--concurrency', '3']);
    expect(three.stdout).toBe(one.stdout);
    expect(three.stderr).toBe(one.stderr);
    expectARecordPerLine(input, three.stdout);
    expect(three.code).toBe(2);
  });

  it('gives each line its own record when the buffers are lent again (30 chunks, on 1 thread and on 2)', async () => {
    // One thread lends its buffers again from the second chunk on; two threads hold at most 8
    // chunks at once, so from the ninth on every chunk's lines and records go into buffers
    // that held another chunk's before.
    const input = qualityLines(30_000);
    const path = file('lent.jsonl', input);
    const one = await cli(['writing-quality', '--jsonl', path, '--concurrency', '1']);
    const two = await cli(['writing-quality', '--jsonl', path, '--concurrency', '2']);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr);
    expectARecordPerLine(input, one.stdout);
  });

  it('reads stdin on worker threads too', async () => {
    const one = await cli(['writing-quality', '--jsonl', '--concurrency', '1'], input);
    const two = await cli(['writing-quality', '--jsonl', '--concurrency', '2'], input);
    expect(two.stdout).toBe(one.stdout);
    expect(parse(two.stdout)).toHaveLength(5500 - Math.ceil((5500 - 5) / 97));
  });
});

// Worker threads, or several processes in a pipeline.
describe('a closed stdout', { timeout: 30_000 }, () => {
  it.each(['1', '2'])('ends quietly with exit 0 under `| head -1` (--concurrency %s)', async (threads) => {
    const path = file(`head-${threads}.jsonl`, qualityLines(20000));
    const run = await sh(
      `{ "$NODE" "$CLI" quality --jsonl "${path}" --concurrency ${threads}; echo "exit $?" >&2; } | head -1`,
    );
    expect(run.stderr).toBe('exit 0\n');
    expect(parse(run.stdout)).toHaveLength(1);
  });
});

// A terminal made by script(1) around the command.
describe('the progress line', { timeout: 30_000 }, () => {
  it.skipIf(!existsSync('/usr/bin/script'))('shows the lines done on stderr when it is a terminal', async () => {
    const path = file('progress.jsonl', qualityLines(3000));
    // script(1) gives the command a terminal; stdout still goes to /dev/null.
    const run = await sh(`script -qec '"$NODE" "$CLI" quality --jsonl "${path}" > /dev/null' /dev/null`);
    expect(run.stdout).toMatch(/\r[\d,]+ lines, [\d,]+ lines\/s/);
  });
});
