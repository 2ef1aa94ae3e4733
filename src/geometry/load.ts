// rule: geometry.data — one character of hanzi-writer-data fetched at run time from an address
// the caller gives (the package ships no character data: Arphic Public License), checked as
// geometric() checks it, so a page needs neither the data's 9,575 files nor a loader of its own.

import { HandwritingScoringError, OptionError, type PathSegment } from '../core/errors.js';
import { pathOfProblem } from '../core/options.js';
import { type CharacterGeometry, ProblemList, readCharacterData } from './data.js';

/** The placeholder of a URL template, replaced by the character (percent-encoded). */
const CHARACTER_PLACEHOLDER = '{character}';

/** The part of a `Response` the loader reads. */
export interface CharacterResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/** Options of {@link loadCharacter}. */
export interface LoadCharacterOptions {
  /**
   * Where one character's JSON is: a template whose `{character}` is replaced by the character,
   * such as hanzi-writer's CDN `https://cdn.jsdelivr.net/npm/hanzi-writer-data@2.0/{character}.json`
   * or your own server's `/hanzi-writer-data/{character}.json`, or a function of the character.
   */
  readonly url: string | ((character: string) => string | URL);
  /** The fetch to use (a test's, or one with credentials); default the global `fetch`. */
  readonly fetch?: (url: string, init?: { readonly signal?: AbortSignal }) => Promise<CharacterResponse>;
  /** Aborts the request. */
  readonly signal?: AbortSignal;
}

/**
 * The character's data could not be loaded, or what was loaded is not hanzi-writer-data's.
 * `path` is the first bad field of the loaded JSON (`['medians', 2]`), `[]` when the load failed.
 */
export class CharacterDataError extends HandwritingScoringError {
  override readonly name = 'CharacterDataError' as const;
  readonly code = 'ERR_CHARACTER_DATA' as const;
  readonly path: readonly PathSegment[];
  /** The character asked for. */
  readonly character: string;
  /** The address fetched. */
  readonly url: string;
  /** The HTTP status when the server answered other than 2xx; undefined otherwise. */
  readonly status: number | undefined;

  constructor(
    character: string,
    url: string,
    detail: string,
    status?: number,
    options?: { cause?: unknown },
    path: readonly PathSegment[] = [],
  ) {
    super(`loadCharacter: “${character}” from ${url}: ${detail}`, options);
    this.character = character;
    this.url = url;
    this.status = status;
    this.path = Object.freeze([...path]);
  }
}

/** The address of `character`'s data, or the problems of the arguments. */
function addressOf(character: unknown, options: unknown, problems: string[]): string | undefined {
  if (typeof character !== 'string' || [...character].length !== 1) {
    problems.push(`character must be one character, got ${JSON.stringify(character) ?? String(character)}`);
  }
  const { url, fetch: fetcher } = (typeof options === 'object' && options !== null ? options : {}) as {
    url?: unknown;
    fetch?: unknown;
  };
  if (fetcher !== undefined && typeof fetcher !== 'function') problems.push(`option 'fetch' must be a function`);
  if (fetcher === undefined && typeof fetch !== 'function') {
    problems.push(`option 'fetch' is needed where the host has no global fetch`);
  }
  if (typeof url === 'string' && !url.includes(CHARACTER_PLACEHOLDER)) {
    problems.push(`option 'url' must hold ${CHARACTER_PLACEHOLDER}, got ${JSON.stringify(url)}`);
  } else if (typeof url !== 'string' && typeof url !== 'function') {
    problems.push(
      `option 'url' must be a template such as 'https://cdn.jsdelivr.net/npm/hanzi-writer-data@2.0/${CHARACTER_PLACEHOLDER}.json' or a function of the character`,
    );
  }
  if (problems.length > 0) return undefined;
  const text = character as string;
  return typeof url === 'string'
    ? url.replaceAll(CHARACTER_PLACEHOLDER, encodeURIComponent(text))
    : String((url as (character: string) => string | URL)(text));
}

/**
 * Fetches one character of hanzi-writer-data and checks it (rule geometry.data), ready for
 * `geometric(data, { character })`. The package ships no character data (Arphic Public
 * License): the address is yours, a CDN's or your own server's.
 *
 * @throws {OptionError} (the promise rejects with it) when the character is not one character, or `url` or `fetch` is malformed.
 * @throws {CharacterDataError} (likewise) when the fetch fails, the server answers other than 2xx, or the body is not hanzi-writer-data's.
 * @example
 * const url = 'https://cdn.jsdelivr.net/npm/hanzi-writer-data@2.0/{character}.json';
 * const data = await loadCharacter('王', { url });
 * evaluateStrokeOrder(request, geometric(data, { character: '王' }));
 */
export async function loadCharacter(character: string, options: LoadCharacterOptions): Promise<CharacterGeometry> {
  const problems: string[] = [];
  const address = addressOf(character, options, problems);
  if (address === undefined) throw new OptionError('loadCharacter', problems, pathOfProblem(problems[0]));
  const fetcher = options.fetch ?? (fetch as unknown as NonNullable<LoadCharacterOptions['fetch']>);
  let response: CharacterResponse;
  try {
    response = await fetcher(address, options.signal ? { signal: options.signal } : undefined);
  } catch (cause) {
    throw new CharacterDataError(character, address, `the request failed (${String(cause)})`, undefined, { cause });
  }
  if (!response.ok) {
    throw new CharacterDataError(character, address, `the server answered ${response.status}`, response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new CharacterDataError(character, address, 'the body is not JSON', undefined, { cause });
  }
  const dataProblems = new ProblemList();
  const data = readCharacterData(body, dataProblems);
  if (dataProblems.count > 0 || data === undefined) {
    const more = dataProblems.count - dataProblems.lines.length;
    const listed = more > 0 ? [...dataProblems.lines, `… and ${more} more`] : dataProblems.lines;
    // The lines name the body `charData`, as geometric()'s argument: the path is the body's own.
    const path = pathOfProblem(dataProblems.lines[0]).slice(1);
    throw new CharacterDataError(
      character,
      address,
      `not hanzi-writer-data: ${listed.join('; ')}`,
      undefined,
      undefined,
      path,
    );
  }
  const { strokes, medians }: CharacterGeometry = data;
  return { strokes, medians };
}
