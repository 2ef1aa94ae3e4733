import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OptionError } from '../core/errors.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { WANG, writeAll } from './fixture.test-helpers.js';
import { CharacterDataError, type CharacterResponse, geometric, loadCharacter } from './index.js';

const CDN = 'https://cdn.jsdelivr.net/npm/hanzi-writer-data@2.0/{character}.json';

/** A fetch that answers `body` with `status` and records the addresses asked for. */
function fakeFetch(body: unknown, status = 200) {
  const asked: string[] = [];
  const fetch = async (url: string): Promise<CharacterResponse> => {
    asked.push(url);
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return { fetch, asked };
}

/** What a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('loadCharacter (rule geometry.data)', () => {
  it('fetches the template with the character in place and gives data geometric() scores', async () => {
    const { fetch, asked } = fakeFetch({ ...WANG, radStrokes: [0] });
    const data = await loadCharacter('王', { url: CDN, fetch });
    expect(asked).toEqual([`https://cdn.jsdelivr.net/npm/hanzi-writer-data@2.0/${encodeURIComponent('王')}.json`]);
    expect(data).toEqual({ strokes: WANG.strokes, medians: WANG.medians });
    const scored = evaluateStrokeOrder(
      { character: '王', strokes: writeAll(WANG) },
      geometric(data, { character: '王' }),
    );
    expect(scored.total_score).toBe(100);
  });

  it('takes a function of the character for the address', async () => {
    const { fetch, asked } = fakeFetch(WANG);
    await loadCharacter('王', { url: (character) => new URL(`https://example.test/data/${character}`), fetch });
    expect(asked).toEqual([`https://example.test/data/${encodeURIComponent('王')}`]);
  });

  it('rejects with a CharacterDataError naming the status when the server has no such file', async () => {
    const error = await rejection(loadCharacter('王', { url: CDN, ...fakeFetch('Not Found', 404) }));
    expect(error).toBeInstanceOf(CharacterDataError);
    expect(error).toMatchObject({ character: '王', status: 404 });
    expect((error as Error).message).toContain('the server answered 404');
  });

  it('rejects with a CharacterDataError listing every field that is not hanzi-writer-data', async () => {
    const error = await rejection(
      loadCharacter('王', { url: CDN, ...fakeFetch({ strokes: ['M 0 0'], medians: [[[1]]] }) }),
    );
    expect(error).toBeInstanceOf(CharacterDataError);
    expect((error as Error).message).toContain('charData.medians[0][0]: must be [x, y], two finite numbers');
  });

  it('rejects a failed request with a CharacterDataError whose cause is the failure', async () => {
    const failure = new TypeError('fetch failed');
    const fetch = async (): Promise<CharacterResponse> => {
      throw failure;
    };
    const error = await rejection(loadCharacter('王', { url: CDN, fetch }));
    expect(error).toBeInstanceOf(CharacterDataError);
    expect((error as Error).cause).toBe(failure);
  });

  it('rejects malformed arguments with one OptionError naming each, before any request', async () => {
    const { fetch, asked } = fakeFetch(WANG);
    const error = await rejection(loadCharacter('王王', { url: 'https://cdn.example/王.json', fetch }));
    expect(error).toBeInstanceOf(OptionError);
    expect((error as OptionError).problems).toEqual([
      'character must be one character, got "王王"',
      `option 'url' must hold {character}, got "https://cdn.example/王.json"`,
    ]);
    expect(asked).toEqual([]);
  });

  it('loads a file of hanzi-writer-data over HTTP with the global fetch', async () => {
    const folder = dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));
    const server = createServer((request, response) => {
      const file = decodeURIComponent(request.url!.slice(1));
      readFile(join(folder, file)).then(
        (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const data = await loadCharacter('永', { url: `http://127.0.0.1:${port}/{character}.json` });
      expect(data.medians).toHaveLength(5);
      const missing = await rejection(loadCharacter('乀', { url: `http://127.0.0.1:${port}/{character}.json` }));
      expect(missing).toMatchObject({ name: 'CharacterDataError', status: 404 });
    } finally {
      server.close();
    }
  });
});
