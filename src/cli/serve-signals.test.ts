import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readServeConfig } from './serve-flags.js';
import { drain } from './serve-signals.js';

describe("serve's drain", () => {
  it('lets a request in flight finish when --shutdown-timeout is 0 (no limit), instead of cutting it', async () => {
    const config = readServeConfig(['--shutdown-timeout', '0']);
    if (config === undefined) throw new Error('no config');
    let open = 0;
    const server = createServer((_, response) => {
      open++;
      setTimeout(() => {
        response.end('done');
        open--;
      }, 200);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const answer = new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    while (open === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const drained = await drain(server, config, () => open);
    expect(await answer).toBe('done');
    expect(drained).toBe(true);
  });
});
