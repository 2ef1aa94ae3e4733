import { once } from 'node:events';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import * as client from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { AccessEntry } from './listener.js';
import { answerClientError, createServerMetrics, loadPromClient, REJECT_REASONS, rejectReasonOf } from './metrics.js';

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
