// The OpenAPI document as a client uses it: openapi-typescript generates types from the document
// a running `serve` serves, a small client (test/fixtures/openapi-client) type-checks against
// them under strict tsc (every score `number`, never `number | undefined`), and its real call
// to that server returns what the types say.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltCli, type Served, startServe } from './cli-process.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FIXTURE = join(ROOT, 'test/fixtures/openapi-client');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

describe('a client generated from the served OpenAPI document', { timeout: 120_000 }, () => {
  let served: Served;
  let project: string;
  beforeAll(async () => {
    requireBuiltCli();
    served = await startServe();
    project = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    cpSync(FIXTURE, project, { recursive: true });
  });
  afterAll(() => {
    served?.server.kill('SIGKILL');
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('type-checks under strict tsc with every score a number, and its call returns what the types say', async () => {
    const document = await (await fetch(`${served.base}/openapi.json`)).text();
    writeFileSync(join(project, 'openapi.json'), document);
    execFileSync(bin('openapi-typescript'), ['openapi.json', '-o', 'schema.d.ts'], { cwd: project, stdio: 'pipe' });
    // Fails, listing each error, when a field the client reads is optional or untyped.
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: project,
      stdio: 'pipe',
    });
    const client = (await import(pathToFileURL(join(project, 'out/client.js')).href)) as {
      review(base: string, body: object): Promise<{ status: number; total: number; envelope: { data: object } }>;
    };
    const answer = await client.review(served.base, { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 });
    expect(answer.status).toBe(200);
    expect(typeof answer.total).toBe('number');
    const required = JSON.parse(document).components.schemas.EssayReviewData.required as string[];
    expect(Object.keys(answer.envelope.data)).toEqual(required);
  });
});
