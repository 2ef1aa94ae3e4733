// A host of `npm run bench:http`: the Fetch handler of `handwriting-scoring/http` on Hono on
// @hono/node-server, mounted as the README's Hono snippet (Hosts) shows. Prints its port on stdout.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createHandler } from '../dist/http/index.js';

const handler = createHandler();
const app = new Hono();
app.all('/api/v1/*', (c) => handler(c.req.raw));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, ({ port }) =>
  process.stdout.write(`${port}\n`),
);
process.on('SIGTERM', () => server.close());
