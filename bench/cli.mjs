// npm run bench:cli: times two cases on generated files: `handwriting-scoring essay-review --jsonl` on
// small essays, and `handwriting-scoring batch` on mixed records of realistic size (essays,
// stroke-order and writing-quality requests of up to 1.5 kB). Each: on one core (--concurrency 1 pinned to CPU 0 with taskset, so V8's helper threads
// share that core too), with --concurrency 1 unpinned (for reference: the helpers get the
// other core for free), and with one worker thread a core. Runs are interleaved; the ratio of
// the median wall times against the one-core run must meet cliConcurrencyAtLeast (small essays)
// and cliMixedConcurrencyAtLeast (mixed records) in bench/targets.json (exits 1 if not).
// The files (1,000,000 small essays and 200,000 mixed records, unless --lines N; --case NAME
// runs one case) are generated in a temporary folder and removed at the end; the output goes to
// /dev/null. GNU time, when present, adds CPU time and peak RSS.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ESSAY_5000, penStrokes } from './inputs.mjs';
import { judge, loadTargets, machineLine, median, report } from './judge.mjs';

const { values } = parseArgs({
  options: {
    lines: { type: 'string' },
    case: { type: 'string' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: String(availableParallelism()) },
  },
});
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const TARGETS = loadTargets();
const TIME = '/usr/bin/time';
const TASKSET = '/usr/bin/taskset';

/** Line i: an essay of 15 to 74 characters cut from the fixture, with an id. */
function essayLine(i) {
  const start = (i * 37) % 4900;
  return `${JSON.stringify({ id: i, text: ESSAY_5000.slice(start, start + 15 + (i % 60)), grade: 1 + (i % 6) })}\n`;
}

/** `count` strokes of `points` pen points each, from `seed`, pressures with `pressure`. */
function strokesOf(count, points, seed, pressure) {
  return penStrokes(count, points, seed).map((stroke) =>
    stroke.map(({ x, y, timestamp, pressure: p }) => {
      const point = { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, timestamp };
      return pressure ? { ...point, pressure: p } : point;
    }),
  );
}

/**
 * Line i of the mixed case, 0.2 to 1.5 kB: in turn an essay of 60 to 389 characters, a stroke
 * order of 水 (4 strokes of 3 to 7 points) and a writing quality of 3 strokes of 3 to 7 points
 * with pressures.
 */
function mixedLine(i) {
  const kind = i % 3;
  let record;
  if (kind === 0) {
    const start = (i * 37) % 4500;
    record = {
      op: 'essay-review',
      id: i,
      request: { text: ESSAY_5000.slice(start, start + 60 + (i % 330)), grade: 1 + (i % 6) },
    };
  } else if (kind === 1) {
    record = {
      op: 'stroke-order',
      id: i,
      request: { character: '水', strokes: strokesOf(4, 3 + (i % 5), i + 1, false) },
    };
  } else {
    record = { op: 'writing-quality', id: i, request: { strokes: strokesOf(3, 3 + (i % 5), i + 1, true) } };
  }
  return `${JSON.stringify(record)}\n`;
}

const CASES = [
  {
    name: 'essays',
    title: 'small essays, essay-review --jsonl',
    command: ['essay-review', '--jsonl'],
    lines: 1_000_000,
    line: essayLine,
    target: TARGETS.cliConcurrencyAtLeast,
  },
  {
    name: 'mixed',
    title: 'mixed records of up to 1.5 kB, batch',
    command: ['batch'],
    lines: 200_000,
    line: mixedLine,
    target: TARGETS.cliMixedConcurrencyAtLeast,
  },
].filter((c) => values.case === undefined || c.name === values.case);
if (CASES.length === 0) throw new Error(`--case takes essays or mixed, not ${values.case}`);
for (const c of CASES) if (values.lines !== undefined) c.lines = Number(values.lines);

async function generate(file, { lines: LINES, line }) {
  const out = createWriteStream(file);
  let batch = '';
  for (let i = 0; i < LINES; i++) {
    batch += line(i);
    if (batch.length > 1 << 20) {
      if (!out.write(batch)) await new Promise((resolve) => out.once('drain', resolve));
      batch = '';
    }
  }
  out.end(batch);
  await new Promise((resolve) => out.on('close', resolve));
}

/** One run: wall time in ms, CPU time in s and peak resident memory in MiB (NaN without GNU time). */
function run(file, { command, lines: LINES }, concurrency, pinned) {
  const args = [CLI, ...command, file, '--concurrency', String(concurrency)];
  let argv = [process.execPath, ...args];
  if (pinned) argv = [TASKSET, '-c', '0', ...argv];
  const timed = existsSync(TIME);
  if (timed) argv = [TIME, '-f', '%U %S %M', ...argv];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', openSync('/dev/null', 'w'), 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const counts = /(\d+) succeeded, (\d+) rejected, (\d+) failed/.exec(stderr);
      if (code !== 0 || !counts || Number(counts[1]) !== LINES) {
        reject(new Error(`run failed (exit ${code}): ${stderr}`));
        return;
      }
      const [user, sys, kib] = timed ? stderr.trim().split('\n').at(-1).split(' ').map(Number) : [];
      resolve({ ms, cpu: timed ? user + sys : Number.NaN, mib: timed ? kib / 1024 : Number.NaN });
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'hs-bench-cli-'));
try {
  console.log(machineLine());
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine skews the figures)`,
  );
  if (!existsSync(TASKSET)) throw new Error(`${TASKSET} (util-linux) is needed to run on one core`);
  const measured = [];
  for (const benchCase of CASES) {
    const file = join(folder, `${benchCase.name}.jsonl`);
    await generate(file, benchCase);
    console.log(
      `\n${benchCase.lines.toLocaleString('en')} lines (${(statSync(file).size / 2 ** 20).toFixed(0)} MiB) of ${benchCase.title}; ` +
        `${RUNS} runs each, interleaved`,
    );
    const configs = [
      { name: '1, pinned to one core', concurrency: 1, pinned: true, runs: [] },
      { name: '1, unpinned (reference)', concurrency: 1, pinned: false, runs: [] },
      { name: `${CONCURRENCY} (worker threads)`, concurrency: CONCURRENCY, pinned: false, runs: [] },
    ];
    for (let i = 0; i < RUNS; i++) {
      for (const config of configs) config.runs.push(await run(file, benchCase, config.concurrency, config.pinned));
    }
    rmSync(file);
    const wall = (config) => median(config.runs.map((r) => r.ms));
    const [oneCore, unpinned, many] = configs;
    console.table(
      configs.map((config) => ({
        concurrency: config.name,
        'median lines/s': Math.round((benchCase.lines * 1000) / wall(config)).toLocaleString('en'),
        'vs one core': `${(wall(oneCore) / wall(config)).toFixed(2)}x`,
        'wall (s)': config.runs.map((r) => (r.ms / 1000).toFixed(1)).join(' '),
        'CPU (s)': config.runs.map((r) => r.cpu.toFixed(1)).join(' '),
        'peak RSS (MiB)': config.runs.map((r) => r.mib.toFixed(0)).join(' '),
      })),
    );
    console.log(`against --concurrency 1 unpinned: ${(wall(unpinned) / wall(many)).toFixed(2)}x (no target)`);
    // On a busy machine wall times say little; the CPU time the threads spend over the one-core
    // run's shows the overhead they add, and bounds the ratio a quiet machine can give.
    const cpu = (config) => median(config.runs.map((r) => r.cpu));
    if (!Number.isNaN(cpu(many))) {
      const overhead = cpu(many) / cpu(oneCore);
      console.log(
        `CPU time of ${CONCURRENCY} worker threads over one core: ${overhead.toFixed(3)}x ` +
          `(at most ${(CONCURRENCY / overhead).toFixed(2)}x on ${CONCURRENCY} idle cores)`,
      );
    }
    const ratio = wall(oneCore) / wall(many);
    console.log(`${CONCURRENCY} worker threads against one core: ${ratio.toFixed(2)}x, target ≥ ${benchCase.target}x`);
    measured.push({
      name: `${benchCase.title}, ${CONCURRENCY} worker threads against one core`,
      ratio,
      target: benchCase.target,
      kind: 'at-least',
    });
  }
  report(judge(measured));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
