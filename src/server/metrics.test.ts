import type { Worker } from 'node:cluster';
import { EventEmitter, once } from 'node:events';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import * as client from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import type { AccessEntry } from './listener.js';
import {
  aggregateWorkerMetrics,
  answerClientError,
  CLUSTER_MESSAGES,
  createServerMetrics,
  loadPromClient,
  REJECT_REASONS,
  rejectReasonOf,
  WORKER_METRICS_WAIT_MS,
  type WorkerCluster,
} from './metrics.js';

const { Counter, Registry } = client;
type Registry = client.Registry;

const ENTRY: AccessEntry = {
  method: 'POST',
  path: '/api/v1/essay/review',
  route: '/api/v1/essay/review',
  status: 200,
  bytes: 100,
  durationMs: 1.5,
  requestId: 'r',
};

/** The value of one sample in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scraped(record: (metrics: ReturnType<typeof createServerMetrics>) => void): Promise<string> {
  const metrics = createServerMetrics(client);
  record(metrics);
  const { contentType, body } = await metrics.scrape();
  expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  return body;
}

describe('the metrics of serve', () => {
  it('count requests by method, route template and status, with their durations', async () => {
    const text = await scraped((metrics) => {
      for (const status of [200, 200, 422]) {
        metrics.started();
        metrics.done({ ...ENTRY, status });
      }
    });
    expect(sample(text, 'http_requests_total{method="POST",route="/api/v1/essay/review",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/v1/essay/review",status="422"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/v1/essay/review"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="0.002",method="POST",route="/api/v1/essay/review"}'),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="0.001",method="POST",route="/api/v1/essay/review"}'),
    ).toBe(0);
    expect(sample(text, 'http_requests_in_flight')).toBe(0);
  });

  it('hold the requests arrived and not yet done in flight', async () => {
    const text = await scraped((metrics) => {
      metrics.started();
      metrics.started();
      metrics.done(ENTRY);
    });
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
  });

  it('count rejected requests by reason, every reason present from the start', async () => {
    const text = await scraped((metrics) => {
      for (const status of [413, 415, 422, 422, undefined, 404, 500]) {
        metrics.started();
        metrics.done({ ...ENTRY, status });
      }
      metrics.rejected('408');
    });
    const rejected = REJECT_REASONS.map((reason) => sample(text, `http_requests_rejected_total{reason="${reason}"}`));
    expect(rejected).toEqual([0, 1, 1, 1, 2, 0, 1]);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/v1/essay/review",status="aborted"}')).toBe(1);
    expect(await scraped(() => {})).toContain('http_requests_rejected_total{reason="408"} 0');
  });

  it('give a method outside the common ones the label value other', async () => {
    const text = await scraped((metrics) =>
      metrics.done({ ...ENTRY, method: 'PROPFIND', route: 'unmatched', status: 404 }),
    );
    expect(sample(text, 'http_requests_total{method="other",route="unmatched",status="404"}')).toBe(1);
  });

  it("carry prom-client's default process metrics", async () => {
    const text = await scraped(() => {});
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('name a reason only for the statuses and the abort that turn a request away', () => {
    expect([undefined, 200, 400, 404, 408, 413, 415, 422, 431, 500].map(rejectReasonOf)).toEqual([
      'aborted',
      undefined,
      '400',
      undefined,
      undefined,
      '413',
      '415',
      '422',
      '431',
      undefined,
    ]);
  });
});

describe('prom-client, an optional peer dependency', () => {
  it('loads when installed', async () => {
    const loaded = await loadPromClient((message) => new Error(message));
    expect(typeof loaded.Registry).toBe('function');
  });
});

describe('client errors answered for Node', () => {
  it('write the bytes Node writes for a request timeout, and count it when no request reached the listener', async () => {
    const counted: string[] = [];
    const server = createServer(
      { headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 },
      () => {},
    );
    server.on('clientError', (error, socket) =>
      answerClientError(error, socket, { newId: () => 'id', onEarlyTimeout: () => counted.push('408') }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    await once(socket, 'close');
    server.close();
    expect(received).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    expect(counted).toEqual(['408']);
  });
});

describe('the primary of --workers, summing its workers’ metrics', () => {
  /** A stand-in for node:cluster: workers that answer with their registry's metrics, or never (busy). */
  function fakeCluster() {
    const events = new EventEmitter();
    const workers: Record<string, { id: number; busy: boolean; send: (message: unknown) => void }> = {};
    const answers: unknown[] = [];
    const registries = new Map<number, Registry>();
    const cluster = {
      workers: workers as unknown as NodeJS.Dict<Worker>,
      on: (event: string, listener: (worker: Worker, message: unknown) => void) => events.on(event, listener),
    } as WorkerCluster;
    const add = (id: number, requests: number) => {
      const registry = new Registry();
      const counter = new Counter({ name: 'http_requests_total', help: 'h', registers: [registry] });
      counter.inc(requests);
      registries.set(id, registry);
      const worker = {
        id,
        busy: false,
        send(message: unknown) {
          const { type, id: asked } = message as { type: string; id: number };
          if (type === CLUSTER_MESSAGES.scrapeAnswer) answers.push(message);
          if (type !== CLUSTER_MESSAGES.workerMetrics || worker.busy) return;
          registry
            .getMetricsAsJSON()
            .then((metrics) =>
              events.emit('message', worker, { type: CLUSTER_MESSAGES.workerMetricsAnswer, id: asked, metrics }),
            );
        },
      };
      workers[id] = worker;
      return worker;
    };
    const scrape = async (by: { id: number }): Promise<number> => {
      const before = answers.length;
      events.emit('message', by, { type: CLUSTER_MESSAGES.scrape, id: 7 });
      await vi.waitFor(() => expect(answers.length).toBe(before + 1), { timeout: 3000 });
      const { text } = answers[before] as { text: string };
      return Number(/^http_requests_total (\d+)$/m.exec(text)?.[1]);
    };
    const exit = (id: number) => {
      const worker = workers[id];
      delete workers[id];
      events.emit('exit', worker);
    };
    return { cluster, add, scrape, exit };
  }

  it('keeps a killed worker’s last counts, so that the summed counter never falls', async () => {
    const { cluster, add, scrape, exit } = fakeCluster();
    aggregateWorkerMetrics(client, cluster);
    const first = add(1, 100);
    add(2, 100);
    expect(await scrape(first)).toBe(200);
    exit(2);
    add(3, 0);
    expect(await scrape(first)).toBe(200);
  });

  it(`answers with a busy worker’s last known values after ${WORKER_METRICS_WAIT_MS} ms, not with a failure`, async () => {
    const { cluster, add, scrape } = fakeCluster();
    aggregateWorkerMetrics(client, cluster);
    const first = add(1, 5);
    const second = add(2, 7);
    expect(await scrape(first)).toBe(12);
    second.busy = true;
    const started = performance.now();
    expect(await scrape(first)).toBe(12);
    expect(performance.now() - started).toBeLessThan(WORKER_METRICS_WAIT_MS + 1000);
  });
});
