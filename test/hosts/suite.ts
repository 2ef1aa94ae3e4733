// The checks every server host gets: the library cases and the HTTP cases through the host's
// own server, then, where the README shows a snippet for the host, that snippet as written.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpCase, LibraryCase } from './cases.js';
import { expectNodeBytes, FILES, type RunningServer, readJson, readText, requestAll, scoreOn } from './harness.js';

/** A host as the suite drives it. */
export interface Host {
  /** Name and version, as the report shows them. */
  readonly name: string;
  /** What serves the app: `Bun.serve`, `Deno.serve`, … */
  readonly server: string;
  /** Starts the app (consumer/app.mjs or app.cjs) on the host's server. */
  start(): Promise<RunningServer>;
  /** The README snippet of this host, if any: its tag (```ts bun) and how to start it. */
  readonly readme?: {
    readonly tag: string;
    /** Reads the snippet from README.md (a literal readmeBlocks('<tag>') call claims the tag). */
    source(): string;
    /** Checks and starts the snippet's source on the host. */
    start(source: string): Promise<RunningServer>;
  };
}

/** How long a host may take to start, or to answer every case: a runtime of its own, on a busy machine. */
export const HOST_TIMEOUT_MS = 120_000;

/** Describes the host's tests; `undefined` (a missing binary outside CI) skips them. */
export function describeHost(host: Host | undefined, label = host?.name ?? 'a missing host'): void {
  describe.skipIf(host === undefined)(label, { timeout: HOST_TIMEOUT_MS }, () => {
    const work = inject('hostsWork');
    const cases = readJson<LibraryCase[]>(work, FILES.libraryCases);
    const requests = readJson<HttpCase[]>(work, FILES.httpCases);
    let server: RunningServer;
    beforeAll(async () => {
      server = await host!.start();
    }, HOST_TIMEOUT_MS);
    afterAll(() => server?.stop());

    it('scores every case with the bytes of Node', async () => {
      expectNodeBytes(await scoreOn(server.origin, cases), readText(work, FILES.libraryReference), host!.name);
    });

    it(`serves every HTTP case on ${host?.server} with the bytes of Node`, async () => {
      const answers = await requestAll(server.origin, requests);
      expectNodeBytes(answers, readText(work, FILES.httpReference), `${host!.name} ${host!.server}`);
    });

    const readme = host?.readme;
    // Only the hosts the README shows get this test: none is listed as skipped.
    if (readme !== undefined)
      it(`runs the README's ${readme.tag} snippet, which answers every HTTP case as Node does`, async () => {
        const snippet = await readme.start(readme.source());
        try {
          const answers = await requestAll(snippet.origin, requests);
          expect(answers.length).toBeGreaterThan(0);
          expectNodeBytes(answers, readText(work, FILES.httpReference), `README ${readme.tag}`);
        } finally {
          await snippet.stop();
        }
      });
  });
}
