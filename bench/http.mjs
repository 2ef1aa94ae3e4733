// npm run bench:http: requests per second of `handwriting-scoring serve` against a bare
// node:http server doing the same JSON parse, reviewEssay call and JSON write
// (bench/bare-server.mjs), side by side in one run on loopback, a small essay each request.
// Each server runs in its own process, autocannon here; rounds alternate which goes first and
// the ratio printed is the median of the rounds' ratios, judged against bench/targets.json
// (httpThroughputAtLeast). `serve --metrics` runs beside them: its requests per second over
// plain serve's, in the same rounds, is what the metrics cost (httpMetricsThroughputAtLeast).
// Exits non-zero under a target.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { judge, loadTargets, machineLine, median, report } from './judge.mjs';

const TARGETS = loadTargets();
const TARGET = TARGETS.httpThroughputAtLeast;
const METRICS_TARGET = TARGETS.httpMetricsThroughputAtLeast;
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 9);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 1.5);
const CONNECTIONS = 10;
const ESSAY = { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 };
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'bench-http-'));
const children = [];

/** Starts a server process and resolves to its base URL once it listens. */
async function start(name, args, portOf) {
  const logFile = join(work, `${name}.log`);
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
  });
  children.push(child);
  for (let waited = 0; waited < 10_000; waited += 50) {
    const port = portOf(readFileSync(logFile, 'utf8'));
    if (port) return `http://127.0.0.1:${port}`;
    if (child.exitCode !== null) break;
    await delay(50);
  }
  throw new Error(`${name} did not start: ${readFileSync(logFile, 'utf8')}`);
}

async function load(url, seconds) {
  const result = await autocannon({
    url: `${url}/api/v1/essay/review`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ESSAY),
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  return result.requests.average;
}

try {
  const listening = (log) => /listening on http:\/\/[^:]+:(\d+)/.exec(log)?.[1];
  const servers = {
    bare: await start('bare', ['bench/bare-server.mjs'], (log) => /^(\d+)$/m.exec(log)?.[1]),
    serve: await start('serve', ['dist/cli.js', 'serve', '--port', '0'], listening),
    metrics: await start('metrics', ['dist/cli.js', 'serve', '--port', '0', '--metrics'], listening),
  };
  const names = Object.keys(servers);
  for (const url of Object.values(servers)) await load(url, 2); // warm up the JIT of each
  const rates = Object.fromEntries(names.map((name) => [name, []]));
  const ratios = [];
  const metricsRatios = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each server goes first, second and last in turn.
    const order = names.map((_, i) => names[(i + round) % names.length]);
    const rate = {};
    for (const name of order) rate[name] = await load(servers[name], SECONDS);
    for (const name of names) rates[name].push(rate[name]);
    ratios.push(rate.serve / rate.bare);
    metricsRatios.push(rate.metrics / rate.serve);
    console.log(
      `round ${round + 1}: bare ${rate.bare.toFixed(0)} req/s, serve ${rate.serve.toFixed(0)} req/s, ratio ${(rate.serve / rate.bare).toFixed(2)}; --metrics ${rate.metrics.toFixed(0)} req/s, ${(rate.metrics / rate.serve).toFixed(3)} of serve`,
    );
  }
  const ratio = median(ratios);
  const metricsRatio = median(metricsRatios);
  console.log(machineLine());
  console.log(`${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, small essay, loopback`);
  console.table([
    {
      'bare node:http (median req/s)': Math.round(median(rates.bare)),
      'serve (median req/s)': Math.round(median(rates.serve)),
      'ratio (median)': ratio.toFixed(2),
      target: `≥ ${TARGET}`,
      'serve --metrics (median req/s)': Math.round(median(rates.metrics)),
      '--metrics vs serve (median)': metricsRatio.toFixed(3),
      'metrics target': `≥ ${METRICS_TARGET}`,
    },
  ]);
  report(
    judge([
      { name: 'serve vs bare node:http, requests per second', ratio, target: TARGET, kind: 'at-least' },
      {
        name: 'serve --metrics vs serve, requests per second',
        ratio: metricsRatio,
        target: METRICS_TARGET,
        kind: 'at-least',
      },
    ]),
  );
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
