// Deno: the app on Deno.serve.
import { fetchApp } from './app.mjs';

Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: ({ port }) => console.log(`listening ${port}`) }, fetchApp);
