// Hono: the package's handler mounted under /api/v1 of a Hono app, served on Node.
import { serve } from '@hono/node-server';
import { createHandler } from 'handwriting-scoring/http';
import { Hono } from 'hono';

const app = new Hono();
const handler = createHandler({ now: () => 0 });
// The request unchanged keeps its full path, so the handler's default basePath matches.
app.all('/api/v1/*', (context) => handler(context.req.raw));
app.get('/', (context) => context.text('other routes of the app'));

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
