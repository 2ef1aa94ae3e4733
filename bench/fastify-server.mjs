// A second baseline of `npm run bench:http`: fastify 5 with its logger off serving the same
// route as bench/bare-server.mjs (its own JSON body parser, reviewEssay, the envelope as JSON).
// Prints its port on stdout.
import Fastify from 'fastify';
import { reviewEssay } from '../dist/index.js';

const app = Fastify({ logger: false });
app.post('/api/v1/essay/review', async (request) => ({ code: 200, msg: 'success', data: reviewEssay(request.body) }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
