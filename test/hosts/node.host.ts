// Node 20+: the reference itself (ESM, from the tarball) checked against the worked examples,
// then CommonJS, which must give the very same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadExamples } from '../examples.js';
import { readmeBlocks } from '../readme-blocks.js';
import { type HttpCase, type LibraryCase, ROUTES } from './cases.js';
import {
  consumerDir,
  describeResponse,
  expectNodeBytes,
  FILES,
  JSON_BODY,
  onlyBlock,
  ROOT,
  type RunningServer,
  readJson,
  readText,
  requestAll,
  startServer,
  typeCheck,
} from './harness.js';
import { describeHost, HOST_TIMEOUT_MS } from './suite.js';

const work = inject('hostsWork');
const cases = readJson<LibraryCase[]>(work, FILES.libraryCases);
const requests = readJson<HttpCase[]>(work, FILES.httpCases);
const app = consumerDir(work);

/** Node's answers to the cases that `keep` selects, in order. */
function referenceAnswers(keep: (request: HttpCase) => boolean): string {
  const lines = readText(work, FILES.httpReference).split('\n');
  return lines.filter((_line, index) => keep(requests[index]!)).join('\n');
}

describe(`Node ${process.version} ESM, the reference`, () => {
  const lines = readText(work, FILES.libraryReference).split('\n');

  it('scores one line per case, worked examples first', () => {
    expect(lines).toHaveLength(cases.length);
  });

  it.each(loadExamples().map((example, index) => ({ ...example, index })))(
    'gives the worked example of line $line its expected outcome',
    ({ expect: expected, index }) => {
      const outcome = JSON.parse(lines[index]!) as {
        result?: Record<string, unknown>;
        error?: { class: string; issues?: { path: unknown[] }[] };
      };
      if (expected.kind === 'ok') {
        // The golden tests check every derived figure; here the fields the result carries as is.
        const shared = Object.keys(expected.data).filter(
          (key) => key in (outcome.result ?? {}) && !key.endsWith('errors'),
        );
        expect(shared.length).toBeGreaterThan(0);
        for (const key of shared) expect(outcome.result?.[key], key).toEqual(expected.data[key]);
      }
      if (expected.kind === 'invalid') {
        expect(outcome.error?.class).toBe('ValidationError');
        expect(outcome.error?.issues?.map((issue) => issue.path)).toEqual(expected.paths);
      }
      if (expected.kind === 'error') expect(outcome.error?.class).toBe('ScoringError');
    },
  );

  it('covers results, validation errors and scoring errors among the generated cases', () => {
    const kinds = new Set(lines.map((line) => JSON.parse(line).error?.class ?? 'result'));
    expect([...kinds].sort()).toEqual(['ScoringError', 'ValidationError', 'result']);
  });

  it("matches the counts the README's Hosts section states", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const examples = loadExamples().length;
    expect(readme).toContain(`the ${examples} worked examples, ${cases.length - examples} seeded generated requests`);
    expect(readme).toContain(`and ${requests.length} HTTP requests to the handler`);
  });

  it('answers every HTTP case, with json_invalid for the bodies that are not JSON', () => {
    const responses = readText(work, FILES.httpReference).split('\n');
    expect(responses).toHaveLength(requests.length);
    const statuses = new Set(responses.map((line) => JSON.parse(line).status));
    expect([...statuses].sort()).toEqual([200, 404, 405, 422, 500]);
    expect(responses.filter((line) => line.includes('json_invalid')).length).toBeGreaterThanOrEqual(40);
  });
});

describeHost({
  name: `Node ${process.version} CommonJS`,
  server: 'node:http (through @hono/node-server)',
  start: () => startServer(process.execPath, ['node-cjs.cjs'], { cwd: app }),
});

describe('Hono, the handler mounted under /api/v1 with the request unchanged', { timeout: HOST_TIMEOUT_MS }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(process.execPath, ['hono.mjs'], { cwd: app });
  }, HOST_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('serves every HTTP case under the mount with the bytes of Node', async () => {
    const mounted = requests.filter(({ path }) => path.startsWith('/api/v1/'));
    expect(mounted).toHaveLength(requests.length);
    expectNodeBytes(
      await requestAll(server.origin, mounted),
      referenceAnswers(() => true),
      'Hono mount',
    );
  });

  it("answers an unknown path under the mount with the handler's JSON 404", async () => {
    const response = await fetch(`${server.origin}/api/v1/unknown`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('{"detail":"Not Found"}');
  });

  it("runs the README's hono snippet as written, which answers every HTTP case as Node does", async () => {
    const { code } = await transform(onlyBlock(readmeBlocks('hono'), 'hono'), { loader: 'ts', format: 'esm' });
    writeFileSync(join(app, 'readme-hono.mjs'), code);
    const snippet = await startServer(process.execPath, ['readme-hono.mjs'], {
      cwd: app,
      env: { PORT: '0' },
      portPattern: /:(\d+)\//,
    });
    try {
      expectNodeBytes(
        await requestAll(snippet.origin, requests),
        referenceAnswers(() => true),
        'README hono',
      );
    } finally {
      await snippet.stop();
    }
  });

  it("answers a path outside the mount with Hono's own plain-text 404", async () => {
    const response = await fetch(`${server.origin}/api/v2/essay/review`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await response.text()).toBe('404 Not Found');
  });
});

// tsc type-checks the route first.
describe("the README's Next.js route handler", { timeout: HOST_TIMEOUT_MS }, () => {
  const isOperation = ({ method, path }: HttpCase) =>
    method === 'POST' && (Object.values(ROUTES) as string[]).includes(path);

  it('type-checks against the Fetch types alone and answers every operation request as Node does', async () => {
    const source = onlyBlock(readmeBlocks('nextjs'), 'nextjs');
    writeFileSync(join(app, 'readme-nextjs-route.ts'), source);
    typeCheck(app, ['readme-nextjs-route.ts']);
    const { code } = await transform(source, { loader: 'ts', format: 'esm' });
    const file = join(app, 'readme-nextjs-route.mjs');
    writeFileSync(file, code);
    const route = (await import(pathToFileURL(file).href)) as { POST: (request: Request) => Promise<Response> };
    const answers: string[] = [];
    for (const { path, body } of requests.filter(isOperation)) {
      answers.push(
        await describeResponse(
          await route.POST(
            new Request(`http://localhost${path}`, { method: 'POST', body: body ?? null, headers: JSON_BODY }),
          ),
        ),
      );
    }
    expect(answers.length).toBeGreaterThan(100);
    expectNodeBytes(answers.join('\n'), referenceAnswers(isOperation), 'README Next.js route');
  });
});
