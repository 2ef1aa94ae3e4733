// Bun: the app on Bun.serve.
import { fetchApp } from './app.mjs';

const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: fetchApp });
console.log(`listening ${server.port}`);
