// CPU time per request of the Hono-mounted Fetch handler (bench/hono-server.mjs), build against
// build, for a machine too busy for requests per second to mean anything: the server's own CPU
// time (user + system, from /proc) over the requests it answered, under the load of
// `npm run bench:http` (autocannon, 10 connections, the small essay, loopback). Each build's
// server runs in its own process; rounds alternate which goes first; it prints each build's
// median and every round's figure. Not judged: bench:http judges the targets.
//
//   node bench/hono-cpu.mjs [--rounds 15] [--requests 20000] [--bare] [other checkouts...]
//
// This checkout is measured first; each other checkout (a `git worktree` of the base, built)
// runs its own bench/hono-server.mjs on its own dist/. --bare adds bench/bare-server.mjs, the
// floor of bench:http, so its ratio can be read from CPU time too.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './judge.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '15' },
    requests: { type: 'string', default: '20000' },
    bare: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const REQUESTS = Number(values.requests);
const ESSAY = { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 };
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const here = fileURLToPath(new URL('..', import.meta.url));

/** CPU seconds (user + system) a process has spent so far, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Starts `script` in `root` and resolves once it prints its port. */
async function start(name, root, script) {
  const child = spawn(process.execPath, [script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolvePort, reject) => {
    child.stdout.once('data', (data) => resolvePort(String(data).trim()));
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it listened`)));
  });
  return { name, child, url: `http://127.0.0.1:${port}/api/v1/essay/review`, perRequest: [] };
}

/** Sends `count` requests; the server's CPU seconds per request they took. */
async function load(server, count) {
  const before = cpuSeconds(server.child.pid);
  const result = await autocannon({
    url: server.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ESSAY),
    connections: 10,
    amount: count,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(`${server.name}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  return (cpuSeconds(server.child.pid) - before) / result.requests.total;
}

const servers = [];
try {
  if (values.bare) servers.push(await start('bare', here, 'bench/bare-server.mjs'));
  servers.push(await start('this checkout', here, 'bench/hono-server.mjs'));
  for (const root of positionals) servers.push(await start(resolve(root), resolve(root), 'bench/hono-server.mjs'));
  for (const server of servers) await load(server, REQUESTS); // warm up the JIT of each
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) server.perRequest.push(await load(server, REQUESTS));
  }
  const loads = loadavg().map((value) => value.toFixed(2));
  console.log(`load average ${loads.join(' ')}; ${ROUNDS} alternating rounds of ${REQUESTS} requests each`);
  for (const { name, perRequest } of servers) {
    const rounds = perRequest.map((seconds) => (seconds * 1e6).toFixed(1)).join(' ');
    console.log(`${name}: ${(median(perRequest) * 1e6).toFixed(1)} µs of CPU per request (rounds: ${rounds})`);
  }
  if (values.bare)
    for (const { name, perRequest } of servers.slice(1))
      console.log(`bare/${name}, CPU per request: ${(median(servers[0].perRequest) / median(perRequest)).toFixed(3)}`);
} finally {
  for (const { child } of servers) child.kill('SIGKILL');
}
