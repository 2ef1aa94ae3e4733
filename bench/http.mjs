// npm run bench:http: requests per second of four servers doing the same JSON parse,
// reviewEssay call and JSON write on loopback, a small essay each request, side by side in one
// run:
// - bare: a bare node:http server (bench/bare-server.mjs), the floor;
// - fastify: fastify 5 with its logger off (bench/fastify-server.mjs), a framework's floor;
// - serve: `handwriting-scoring serve`, its access log on (as it runs by default);
// - hono: the Fetch handler mounted in Hono on @hono/node-server as the README shows
//   (bench/hono-server.mjs), and its RSS after the run against serve's;
// - metrics: `serve --metrics`: what the metrics cost is judged as requests per CPU-second of
//   the server process (its CPU time from /proc over the requests it answered) over plain
//   serve's, in the same rounds: on a shared machine the wall-clock rates of two runs a second
//   apart differ by more than the few percent measured (that ratio is printed too).
// Each server runs in its own process, autocannon here. Rounds rotate which goes first; each
// ratio printed is the median of the rounds' ratios (both measured in the same round), judged
// against bench/targets.json. Exits non-zero under a target.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { judge, loadTargets, machineLine, median, report } from './judge.mjs';

const TARGETS = loadTargets().http;
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 9);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 1.5);
const CONNECTIONS = 10;
const ESSAY = { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 };
const PORT_ON_ITS_OWN_LINE = (log) => /^(\d+)$/m.exec(log)?.[1];
const SERVERS = {
  bare: { args: ['bench/bare-server.mjs'], portOf: PORT_ON_ITS_OWN_LINE },
  fastify: { args: ['bench/fastify-server.mjs'], portOf: PORT_ON_ITS_OWN_LINE },
  serve: {
    args: ['dist/cli.js', 'serve', '--port', '0'],
    portOf: (log) => /listening on http:\/\/[^:]+:(\d+)/.exec(log)?.[1],
  },
  hono: { args: ['bench/hono-server.mjs'], portOf: PORT_ON_ITS_OWN_LINE },
  metrics: {
    args: ['dist/cli.js', 'serve', '--port', '0', '--metrics'],
    portOf: (log) => /listening on http:\/\/[^:]+:(\d+)/.exec(log)?.[1],
  },
};
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'bench-http-'));
const children = [];
/** Clock ticks per second of /proc's CPU times (0 where there is no /proc). */
const TICKS = existsSync('/proc/self/stat') ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) : 0;

/** CPU seconds (user + system) a process has spent so far, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces), which ends at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Starts a server process and resolves to it and its base URL once it listens. */
async function start(name, { args, portOf }) {
  const logFile = join(work, `${name}.log`);
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
  });
  children.push(child);
  for (let waited = 0; waited < 10_000; waited += 50) {
    const port = portOf(readFileSync(logFile, 'utf8'));
    if (port) return { child, url: `http://127.0.0.1:${port}` };
    if (child.exitCode !== null) break;
    await delay(50);
  }
  throw new Error(`${name} did not start: ${readFileSync(logFile, 'utf8')}`);
}

/** The resident set of a process, in MiB (Linux /proc, else ps). */
function rssMib(pid) {
  const status = `/proc/${pid}/status`;
  const kib = existsSync(status)
    ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1])
    : Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  return kib / 1024;
}

/** Loads a server for `seconds`: its requests per second, and its CPU seconds per request. */
async function load({ url, child }, seconds) {
  const cpuBefore = cpuSeconds(child.pid);
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
  return { rate: result.requests.average, cpu: (cpuSeconds(child.pid) - cpuBefore) / result.requests.total };
}

try {
  if (TICKS === 0) throw new Error('bench:http reads CPU times from /proc: run it on Linux');
  const names = Object.keys(SERVERS);
  const servers = {};
  for (const name of names) servers[name] = await start(name, SERVERS[name]);
  for (const name of names) await load(servers[name], 2); // warm up the JIT of each
  const rates = Object.fromEntries(names.map((name) => [name, []]));
  const ratios = { serveBare: [], serveFastify: [], honoBare: [], metricsServe: [], metricsServeCpu: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const shift = round % names.length;
    const order = [...names.slice(shift), ...names.slice(0, shift)];
    const rate = {};
    const cpu = {};
    for (const name of order) ({ rate: rate[name], cpu: cpu[name] } = await load(servers[name], SECONDS));
    for (const name of names) rates[name].push(rate[name]);
    ratios.serveBare.push(rate.serve / rate.bare);
    ratios.serveFastify.push(rate.serve / rate.fastify);
    ratios.honoBare.push(rate.hono / rate.bare);
    ratios.metricsServe.push(rate.metrics / rate.serve);
    // Requests per CPU-second with --metrics over without: the inverse ratio of CPU per request.
    ratios.metricsServeCpu.push(cpu.serve / cpu.metrics);
    console.log(
      `round ${round + 1}: ${names.map((name) => `${name} ${rate[name].toFixed(0)}`).join(', ')} req/s; ` +
        `serve/bare ${(rate.serve / rate.bare).toFixed(2)}, serve/fastify ${(rate.serve / rate.fastify).toFixed(2)}, ` +
        `hono/bare ${(rate.hono / rate.bare).toFixed(2)}, metrics/serve ${(rate.metrics / rate.serve).toFixed(3)}; ` +
        `CPU per request: serve ${(cpu.serve * 1e6).toFixed(1)} µs, metrics ${(cpu.metrics * 1e6).toFixed(1)} µs`,
    );
  }
  const rss = Object.fromEntries(names.map((name) => [name, rssMib(servers[name].child.pid)]));
  console.log(machineLine());
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine skews the figures)`,
  );
  console.log(`${ROUNDS} rounds of ${SECONDS} s each, ${CONNECTIONS} connections, small essay, loopback`);
  console.table(
    names.map((name) => ({
      server: name,
      'median req/s': Math.round(median(rates[name])),
      'RSS after the run (MiB)': rss[name].toFixed(0),
    })),
  );
  console.log(`serve --metrics vs serve, requests per second (not judged): ${median(ratios.metricsServe).toFixed(3)}`);
  const verdict = judge([
    {
      name: 'serve vs bare node:http, requests per second',
      ratio: median(ratios.serveBare),
      target: TARGETS.serveVsBareAtLeast,
      kind: 'at-least',
    },
    {
      name: 'serve (access log on) vs fastify 5 (logger off), requests per second',
      ratio: median(ratios.serveFastify),
      target: TARGETS.serveVsFastifyAtLeast,
      kind: 'at-least',
    },
    {
      name: 'Fetch handler in Hono on @hono/node-server vs bare node:http, requests per second',
      ratio: median(ratios.honoBare),
      target: TARGETS.fetchHandlerVsBareAtLeast,
      kind: 'at-least',
    },
    {
      name: 'serve --metrics vs serve, requests per CPU-second',
      ratio: median(ratios.metricsServeCpu),
      target: TARGETS.metricsVsServeAtLeast,
      kind: 'at-least',
    },
    {
      name: 'RSS of the Hono-mounted handler after the run vs serve',
      ratio: rss.hono / rss.serve,
      target: TARGETS.fetchHandlerRssVsServeAtMost,
    },
  ]);
  console.table(
    verdict.rows.map(({ name, ratio, target, kind }) => ({
      ratio: name,
      'median of the rounds': ratio.toFixed(2),
      target: `${kind === 'at-least' ? '≥' : '≤'} ${target}`,
    })),
  );
  report(verdict);
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
