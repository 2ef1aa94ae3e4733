// The baseline of `npm run bench:http`: the least a node:http server must do to serve the essay
// review — read the body, JSON.parse it, call reviewEssay, write the envelope as JSON — with
// no routing, checks, headers or log. Prints its port on stdout.
import { createServer } from 'node:http';
import { reviewEssay } from '../dist/index.js';

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const data = reviewEssay(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    const body = JSON.stringify({ code: 200, msg: 'success', data });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
