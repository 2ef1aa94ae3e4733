// npm run bench:cli: times `handwriting-scoring essay --jsonl` on a generated file of small
// essays: on one core (--concurrency 1 pinned to CPU 0 with taskset, so V8's helper threads
// share that core too), with --concurrency 1 unpinned (for reference: the helpers get the
// other core for free), and with one worker thread a core. Runs are interleaved; the ratio of
// the median wall times against the one-core run must meet cliConcurrencyAtLeast in
// bench/targets.json (exits 1 if not).
// The file (1,000,000 lines unless --lines N) is generated in a temporary folder and removed
// at the end; the output goes to /dev/null. GNU time, when present, adds CPU time and peak RSS.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ESSAY_5000 } from './inputs.mjs';
import { judge, loadTargets, machineLine, median, report } from './judge.mjs';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: String(availableParallelism()) },
  },
});
const LINES = Number(values.lines);
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const TARGET = loadTargets().cliConcurrencyAtLeast;
const TIME = '/usr/bin/time';
const TASKSET = '/usr/bin/taskset';

/** Line i: an essay of 15 to 74 characters cut from the fixture, with an id. */
function line(i) {
  const start = (i * 37) % 4900;
  return `${JSON.stringify({ id: i, text: ESSAY_5000.slice(start, start + 15 + (i % 60)), grade: 1 + (i % 6) })}\n`;
}

async function generate(file) {
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
function run(file, concurrency, pinned) {
  const args = [CLI, 'essay-review', '--jsonl', file, '--concurrency', String(concurrency)];
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
  const file = join(folder, 'essays.jsonl');
  await generate(file);
  console.log(machineLine());
  console.log(
    `${LINES.toLocaleString('en')} lines (${(statSync(file).size / 2 ** 20).toFixed(0)} MiB) of small essays; ` +
      `${RUNS} runs each, interleaved`,
  );
  if (!existsSync(TASKSET)) throw new Error(`${TASKSET} (util-linux) is needed to run on one core`);
  const configs = [
    { name: '1, pinned to one core', concurrency: 1, pinned: true, runs: [] },
    { name: '1, unpinned (reference)', concurrency: 1, pinned: false, runs: [] },
    { name: `${CONCURRENCY} (worker threads)`, concurrency: CONCURRENCY, pinned: false, runs: [] },
  ];
  for (let i = 0; i < RUNS; i++) {
    for (const config of configs) config.runs.push(await run(file, config.concurrency, config.pinned));
  }
  const wall = (config) => median(config.runs.map((r) => r.ms));
  const [oneCore, unpinned, many] = configs;
  console.table(
    configs.map((config) => ({
      concurrency: config.name,
      'median lines/s': Math.round((LINES * 1000) / wall(config)).toLocaleString('en'),
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
  console.log(`${CONCURRENCY} worker threads against one core: ${ratio.toFixed(2)}x, target ≥ ${TARGET}x`);
  report(
    judge([
      {
        name: `essay --jsonl, ${CONCURRENCY} worker threads against one core`,
        ratio,
        target: TARGET,
        kind: 'at-least',
      },
    ]),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
