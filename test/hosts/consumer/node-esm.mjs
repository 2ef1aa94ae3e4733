// Node, ESM: the app on node:http through @hono/node-server's Fetch adapter.
import { serve } from '@hono/node-server';
import { fetchApp } from './app.mjs';

serve({ fetch: fetchApp, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
