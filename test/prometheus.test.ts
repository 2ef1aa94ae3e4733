// serve --metrics --workers 2 scraped by a real Prometheus (Debian's /usr/bin/prometheus, or
// PROMETHEUS_PATH): a known number of requests per route and status are sent, then Prometheus'
// HTTP API must give back exactly those counts from what it scraped. Everything runs on
// loopback, bounded in time, and every process started is stopped, on failure too.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestOnce, requireBuiltCli, type Served, startServe } from './cli-process.js';
import { readmeBlocks } from './readme-blocks.js';

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
/** The README's scrape configuration, run as written but for its target and a short interval. */
const [README_CONFIG] = readmeBlocks('prometheus');
const README_TARGET = '127.0.0.1:8000';
const JOB = 'handwriting-scoring';
/** How long to wait for Prometheus to start, and then for a scrape after the requests. */
const WAIT_MS = 20_000;
const JSON_TYPE = { 'content-type': 'application/json' };

/** What is sent: per route template and status, how many requests and how. */
const SENT = [
  {
    route: '/api/v1/essay/review',
    status: '200',
    count: 7,
    method: 'POST',
    headers: JSON_TYPE,
    body: '{"text":"今天天气很好，我很开心。"}',
  },
  { route: '/api/v1/writing/quality', status: '422', count: 4, method: 'POST', headers: JSON_TYPE, body: '{}' },
  {
    route: '/api/v1/stroke-order/evaluate',
    status: '415',
    count: 3,
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
  },
  { route: 'unmatched', status: '404', count: 5, method: 'GET', path: '/api/v1/nope' },
] as const;

/** A free loopback port for Prometheus, which cannot tell which port 0 gave it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Stops a process: SIGTERM, then SIGKILL if it has not exited within 5 s. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

describe('serve --metrics --workers 2 scraped by a real Prometheus', () => {
  let served: Served | undefined;
  let prometheus: ChildProcess | undefined;
  let prometheusLog = '';
  let api = '';
  const work = mkdtempSync(join(tmpdir(), 'prometheus-test-'));

  /** Asks Prometheus' HTTP API for an instant query; resolves to its samples. */
  async function query(expression: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
    const response = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(expression)}`);
    const body = await response.json();
    if (body.status !== 'success') throw new Error(`query ${expression} failed: ${JSON.stringify(body)}`);
    return body.data.result;
  }

  /** Polls `check` every 200 ms until it is true, failing with `what` after WAIT_MS. */
  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    for (const begun = performance.now(); performance.now() - begun < WAIT_MS; await delay(200))
      if (await check().catch(() => false)) return;
    throw new Error(`timed out waiting for ${what}; Prometheus said:\n${prometheusLog.slice(-3000)}`);
  }

  beforeAll(async () => {
    requireBuiltCli();
    if (!existsSync(PROMETHEUS))
      throw new Error(
        `Prometheus not found at ${PROMETHEUS}: run 'apt-get install -y prometheus' (or set PROMETHEUS_PATH)`,
      );
    served = await startServe(['--metrics', '--workers', '2']);
    const target = new URL(served.base).host;
    const config = join(work, 'prometheus.yml');
    expect(README_CONFIG?.code).toContain(README_TARGET);
    expect(README_CONFIG?.code).toContain(`job_name: ${JOB}`);
    const global = 'global:\n  scrape_interval: 500ms\n  scrape_timeout: 500ms\n';
    writeFileSync(config, global + README_CONFIG!.code.replace(README_TARGET, target));
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${join(work, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    prometheus.stderr?.on('data', (chunk: Buffer) => (prometheusLog += chunk.toString()));
    await until('Prometheus to be ready', async () => (await fetch(`${api}/-/ready`)).status === 200);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stop(prometheus), stop(served?.server)]);
    rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it('scrapes the whole server: up is 1 and every request counter equals what was sent', async () => {
    const origin = new URL(served!.base).origin;
    for (const row of SENT)
      for (let i = 0; i < row.count; i++) {
        const path = 'path' in row ? row.path : row.route;
        const init =
          'body' in row ? { method: row.method, headers: row.headers, body: row.body } : { method: row.method };
        expect((await requestOnce(origin + path, init)).status).toBe(Number(row.status));
      }
    const sentAt = Date.now() / 1000;
    // A scrape that began after the last answer holds every request.
    await until('a scrape after the requests', async () => {
      const [up] = await query(`timestamp(up{job="${JOB}"})`);
      return up !== undefined && Number(up.value[1]) > sentAt;
    });

    const [up] = await query(`up{job="${JOB}"}`);
    expect(up?.value[1]).toBe('1');
    const counted = await query(`sum by (route, status) (http_requests_total{job="${JOB}", route!="/metrics"})`);
    const byRoute = Object.fromEntries(
      counted.map(({ metric, value }) => [`${metric.route} ${metric.status}`, Number(value[1])]),
    );
    expect(byRoute).toEqual(Object.fromEntries(SENT.map((row) => [`${row.route} ${row.status}`, row.count])));
    const rejected = await query(`http_requests_rejected_total{job="${JOB}"}`);
    const byReason = Object.fromEntries(rejected.map(({ metric, value }) => [metric.reason, Number(value[1])]));
    expect(byReason).toEqual({ '400': 0, '408': 0, '413': 0, '415': 3, '422': 4, '431': 0, aborted: 0 });
    const [timed] = await query(`sum(http_request_duration_seconds_count{job="${JOB}", route="/api/v1/essay/review"})`);
    expect(Number(timed?.value[1])).toBe(7);
  }, 60_000);
});
