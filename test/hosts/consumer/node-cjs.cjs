// Node, CommonJS: the app loaded by require, on node:http through @hono/node-server.
const { serve } = require('@hono/node-server');
const { fetchApp } = require('./app.cjs');

serve({ fetch: fetchApp, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
