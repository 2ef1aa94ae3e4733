// The app every server host runs: POST /__score scores a list of cases with the library,
// any other request goes to the package's own Fetch handler.
import * as lib from 'handwriting-scoring';
import { createHandler } from 'handwriting-scoring/http';
import { scoreAll } from './score.mjs';

const handler = createHandler({ now: () => 0 });

export async function fetchApp(request) {
  if (new URL(request.url).pathname === '/__score') {
    return new Response(scoreAll(lib, await request.json()), { headers: { 'content-type': 'text/plain' } });
  }
  return handler(request);
}
