// The same app as app.mjs, loaded through the package's CommonJS build.
const lib = require('handwriting-scoring');
const { createHandler } = require('handwriting-scoring/http');
const { scoreAll } = require('./score.cjs');

const handler = createHandler({ now: () => 0 });

async function fetchApp(request) {
  if (new URL(request.url).pathname === '/__score') {
    return new Response(scoreAll(lib, await request.json()), { headers: { 'content-type': 'text/plain' } });
  }
  return handler(request);
}

module.exports = { fetchApp };
