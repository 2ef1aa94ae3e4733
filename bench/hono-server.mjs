// A host of `npm run bench:http`: the Fetch handler of `handwriting-scoring/http` mounted in
// Hono on @hono/node-server as the README shows. Prints its port on stdout.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mount } from 'hono/mount';
import { createHandler } from '../dist/http/index.js';

const app = new Hono();
app.all('/api/v1/*', mount(createHandler(), { replaceRequest: false }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, ({ port }) =>
  process.stdout.write(`${port}\n`),
);
process.on('SIGTERM', () => server.close());
