// The command's first minutes: one name per operation, mistakes told in its own words with the
// name that was meant, logs in the format asked for, and a terminal on stdin told what to type.
// Runs the real command from the build.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, runCli as cli, requireBuiltCli, startServe } from './cli-process.js';
import { sh } from './cli-run.js';

beforeAll(requireBuiltCli);

const QUALITY = JSON.stringify({ strokes: [] });
const ESSAY = JSON.stringify({ text: '今天天气很好，我很开心。' });
const withoutTime = (stdout: string) => stdout.replace(/"inference_time_ms":[\d.e-]+/, '');

/** Node's own wording for a parse error, which must never reach the user. */
const NODE_PARSE_ARGS =
  /Unknown option|argument missing|does not take an argument|place it at the end|Unexpected argument/;

// Runs the command once per operation or alias.
describe('the command names', { timeout: 30_000 }, () => {
  it('runs each operation under its operation id: essay-review, stroke-order, writing-quality', async () => {
    expect((await cli(['writing-quality'], QUALITY)).stdout).toContain('"total_score":0');
    expect((await cli(['essay-review'], ESSAY)).code).toBe(0);
    const stroke = await cli(['stroke-order'], JSON.stringify({ character: '十', strokes: [] }));
    expect(stroke.code).toBe(0);
  });

  it('keeps the older essay and quality as aliases that print the same', async () => {
    expect(withoutTime((await cli(['essay'], ESSAY)).stdout)).toBe(
      withoutTime((await cli(['essay-review'], ESSAY)).stdout),
    );
    expect((await cli(['quality'], QUALITY)).stdout).toBe((await cli(['writing-quality'], QUALITY)).stdout);
  });

  it('lists the operation ids in the main help and names the aliases', async () => {
    const { stdout } = await cli(['--help']);
    for (const name of ['essay-review', 'stroke-order', 'writing-quality'])
      expect(stdout).toContain(`  ${name} [FILE|-]`);
    expect(stdout).toContain("'essay' and 'quality'");
  });

  it('accepts the command names and the older names as batch ops', async () => {
    const lines = [
      { op: 'writing-quality', request: { strokes: [] } },
      { op: 'quality', request: { strokes: [] } },
      { op: 'essay', request: JSON.parse(ESSAY) },
    ].map((line) => JSON.stringify(line));
    const run = await cli(['batch', '--concurrency', '1'], `${lines.join('\n')}\n`);
    expect(run.code).toBe(0);
    const records = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.map((record) => [record.op, record.status])).toEqual([
      ['writing-quality', 200],
      ['quality', 200],
      ['essay', 200],
    ]);
  });

  it('names the op a batch line meant when it is mistyped', async () => {
    const run = await cli(['batch', '--concurrency', '1'], `${JSON.stringify({ op: 'essay-reveiw', request: {} })}\n`);
    const [record] = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(record.detail[0].msg).toBe(
      "op must be one of essay-review, stroke-order, writing-quality; did you mean 'essay-review'?",
    );
  });
});

describe('usage mistakes', () => {
  it.each([
    [['essays'], "unknown command 'essays'; did you mean 'essay-review'?", 'handwriting-scoring --help'],
    [['stroke'], "unknown command 'stroke'; did you mean 'stroke-order'?", 'handwriting-scoring --help'],
    [['qualty'], "unknown command 'qualty'; did you mean 'writing-quality'?", 'handwriting-scoring --help'],
    [['grade'], "unknown command 'grade'", 'handwriting-scoring --help'],
    [
      ['essay', '--prety'],
      "unknown option '--prety' of 'essay-review'; did you mean '--pretty'?",
      'handwriting-scoring essay-review --help',
    ],
    [
      ['serve', '--prot', '1'],
      "unknown option '--prot' of 'serve'; did you mean '--port'?",
      'handwriting-scoring serve --help',
    ],
    [['batch', '--pretty'], "unknown option '--pretty' of 'batch'", 'handwriting-scoring batch --help'],
    [['--versoin'], "unknown option '--versoin'; did you mean '--version'?", 'handwriting-scoring --help'],
    [
      ['writing-quality', '--jsonl', '--concurrency'],
      '--concurrency needs a value',
      'handwriting-scoring writing-quality --help',
    ],
    [
      ['batch', '--concurrency', '--explain'],
      "--concurrency needs a value, got the flag '--explain'",
      'handwriting-scoring batch --help',
    ],
    [['serve', '--port'], '--port needs a value', 'handwriting-scoring serve --help'],
    [
      ['batch', '--precise=yes'],
      "--precise is a switch and takes no value, got 'yes'",
      'handwriting-scoring batch --help',
    ],
    [['serve', 'now'], "'serve' takes no argument, got 'now'", 'handwriting-scoring serve --help'],
    [['--version', 'extra'], "--version takes no argument, got 'extra'", 'handwriting-scoring --help'],
    [['serve', '--port', '65536'], '--port must be from 0 to 65535, got 65536', 'handwriting-scoring serve --help'],
    [
      ['serve', '--host', ''],
      "--host needs an address, such as 127.0.0.1 or 0.0.0.0, got ''",
      'handwriting-scoring serve --help',
    ],
    [
      ['essay-review', '--jsonl', '--pretty'],
      '--pretty applies to one request, not to --jsonl (one record a line)',
      'handwriting-scoring essay-review --help',
    ],
  ])('answers %j in its own words, with the help to read, exit 64', async (args, message, help) => {
    const run = await cli(args, '{}');
    expect(run.code).toBe(64);
    expect(run.stderr).toBe(`handwriting-scoring: ${message}\nRun '${help}' for usage.\n`);
    expect(run.stderr).not.toMatch(NODE_PARSE_ARGS);
    expect(run.stdout).toBe('');
  });
});

describe('help and -- before a command', () => {
  it("runs 'help serve' as 'serve --help', and '-- serve --help' as 'serve --help'", async () => {
    const help = (await cli(['serve', '--help'])).stdout;
    expect(help).toContain('Usage: handwriting-scoring serve');
    expect((await cli(['help', 'serve'])).stdout).toBe(help);
    expect((await cli(['--', 'serve', '--help'])).stdout).toBe(help);
  });
});

// Starts servers, one on a port already taken.
describe('serve --log-format json', { timeout: 30_000 }, () => {
  it('writes every line of the server as JSON: listening, the requests, shutting down', async () => {
    const { server, base, log } = await startServe(['--log-format', 'json']);
    await fetch(`${base}/nope`);
    server.kill('SIGTERM');
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
    const lines = log().trim().split('\n');
    const objects = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects[0]).toMatchObject({ level: 'info', url: base, workers: 1 });
    expect(objects[0]?.msg).toBe(`handwriting-scoring listening on ${base}`);
    expect(objects.some((object) => object.path === '/api/v1/nope')).toBe(true);
    expect(objects).toContainEqual(expect.objectContaining({ level: 'info', signal: 'SIGTERM' }));
  });

  it('logs a port already in use as a JSON error, exit 1', async () => {
    const { server, base } = await startServe();
    try {
      const port = new URL(base).port;
      const run = spawnSync(
        process.execPath,
        [CLI, 'serve', '--port', port, '--host', '127.0.0.1', '--log-format', 'json'],
        { encoding: 'utf8', timeout: 10_000 },
      );
      expect(run.status).toBe(1);
      const line = JSON.parse(run.stderr.trim());
      expect(line).toMatchObject({ level: 'error', code: 'EADDRINUSE' });
    } finally {
      server.kill('SIGKILL');
    }
  });
});

describe('a terminal on stdin', () => {
  const hasScript = spawnSync('script', ['--version']).status === 0;

  it.skipIf(!hasScript)('is told what the command waits for and how to end it', () => {
    // util-linux's `script` gives the command a terminal; Ctrl-D (\x04) ends the input there.
    const run = spawnSync(
      'script',
      ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} writing-quality`, '/dev/null'],
      {
        input: `${QUALITY}\n\x04`,
        encoding: 'utf8',
        timeout: 10_000,
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'reading one JSON request for writing-quality from the terminal; type or paste it, then press Ctrl-D',
    );
    expect(run.stdout).toContain('"total_score":0');
  });

  it('still reads a request that arrives slowly through a pipe (checking for a terminal leaves stdin blocking)', async () => {
    const run = await sh(`(sleep 0.3; echo '${QUALITY}') | "$NODE" "$CLI" writing-quality`);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('"total_score":0');
    expect(run.code).toBe(0);
  });

  it('says nothing when the input is piped in', async () => {
    const run = await cli(['writing-quality'], QUALITY);
    expect(run.stderr).toBe('');
  });
});
