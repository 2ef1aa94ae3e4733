// What every host test shares: where the packed package was installed, how a host's server is
// started and asked for its outputs, and how those are compared with Node's byte for byte.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import type { ReadmeBlock } from '../readme-blocks.js';
import type { HttpCase, LibraryCase } from './cases.js';

/** The repository root. */
export const ROOT: string = resolve(import.meta.dirname, '..', '..');

/** Files the global setup leaves in the work folder, beside the consumer project. */
export const FILES = {
  libraryCases: 'cases.json',
  httpCases: 'http-cases.json',
  libraryReference: 'reference-library.jsonl',
  httpReference: 'reference-http.jsonl',
} as const;

/** How long a host may take to start listening. */
const START_TIMEOUT_MS = 30_000;

/** The work folder's consumer project, where the tarball is installed. */
export function consumerDir(work: string): string {
  return join(work, 'consumer');
}

/** Reads a JSON file of the work folder. */
export function readJson<T>(work: string, file: string): T {
  return JSON.parse(readFileSync(join(work, file), 'utf8')) as T;
}

/** Reads a text file of the work folder. */
export function readText(work: string, file: string): string {
  return readFileSync(join(work, file), 'utf8');
}

/**
 * The path of a host's binary shipped in an npm package, or a clear error. When CI=true a
 * missing host fails the run; elsewhere the test says it skips it.
 */
export function hostBinary(label: string, candidates: readonly string[]): string | undefined {
  const found = candidates.map((candidate) => resolve(ROOT, candidate)).find((path) => existsSync(path));
  if (found !== undefined) return found;
  const message = `${label} is missing: none of ${candidates.join(', ')} exists (run npm ci)`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`SKIPPED: ${message}`);
  return undefined;
}

/** A host's server running as a child process. */
export interface RunningServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `command` and waits until it prints a port (`listening 1234`, or a URL with a port).
 * Fails with the process's output if it exits or stays silent too long.
 */
export function startServer(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; portPattern?: RegExp },
): Promise<RunningServer> {
  const pattern = options.portPattern ?? /listening (\d+)/;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')}: ${why}\n${output}`));
    };
    const timer = setTimeout(() => fail(`printed no port within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = pattern.exec(output)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolvePromise({ origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code) => fail(`exited with ${code} before listening`));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
}

/** Asks a host's app (POST /__score) to score the library cases; one JSON line per case. */
export async function scoreOn(origin: string, cases: readonly LibraryCase[]): Promise<string> {
  const response = await fetch(`${origin}/__score`, { method: 'POST', body: JSON.stringify(cases) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`/__score answered ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

/** What is compared of a response: its status, content type and body (decoded as strict UTF-8). */
export interface Answer {
  readonly status: number;
  readonly type: string | null;
  readonly body: string;
}

/** One answer as one JSON line, with `inference_time_ms` normalised. */
export function describeAnswer({ status, type, body }: Answer): string {
  return JSON.stringify({ status, type, body: normaliseTimes(body) });
}

/** A response as compared between hosts. */
export async function describeResponse(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return describeAnswer({ status: response.status, type: response.headers.get('content-type'), body });
}

/** Requests in flight at once: enough to hide the loopback's latency, few enough for 2 cores. */
const CONCURRENCY = 4;

/** Sends every HTTP case to `origin`, a few at a time; one JSON line per response, in case order. */
export async function requestAll(origin: string, cases: readonly HttpCase[]): Promise<string> {
  const lines: string[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const { method, path, body } = cases[index]!;
      const init: RequestInit = body === undefined ? { method } : { method, body };
      lines[index] = await describeResponse(await fetch(origin + path, init));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return lines.join('\n');
}

/** Sets every `inference_time_ms` to 0: a host running on a real clock measures its own. */
export function normaliseTimes(text: string): string {
  return text.replace(/"inference_time_ms":-?[\d.eE+-]+/g, '"inference_time_ms":0');
}

/** Expects `actual` to equal Node's output byte for byte, naming the first case that differs. */
export function expectNodeBytes(actual: string, reference: string, label: string): void {
  const got = actual.split('\n');
  const want = reference.split('\n');
  const index = want.findIndex((line, i) => got[i] !== line);
  const first = index === -1 ? undefined : { case: index, got: got[index], node: want[index] };
  expect(first, `${label}: the first case that differs from Node`).toBeUndefined();
  expect(got.length, `${label}: number of cases`).toBe(want.length);
  expect(Buffer.from(actual).equals(Buffer.from(reference)), `${label}: same bytes as Node`).toBe(true);
}

/**
 * Type-checks TypeScript files of the consumer project against the installed package's types
 * and only the standard Fetch types (lib `dom`): no Node, Next.js or Workers types.
 */
export function typeCheck(app: string, files: readonly string[]): void {
  const compilerOptions = {
    strict: true,
    noEmit: true,
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
    module: 'esnext',
    moduleResolution: 'bundler',
    skipLibCheck: true,
  };
  writeFileSync(join(app, 'tsconfig.readme.json'), JSON.stringify({ compilerOptions, files }));
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.readme.json'], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    throw new Error(`tsc rejected ${files.join(', ')}:\n${(error as { stdout?: string }).stdout ?? error}`);
  }
}

/** The code of the one README block in `blocks` (from readmeBlocks('<tag>')); fails on none or several. */
export function onlyBlock(blocks: readonly ReadmeBlock[], tag: string): string {
  if (blocks.length !== 1) throw new Error(`README.md has ${blocks.length} blocks tagged ${tag}, expected one`);
  return blocks[0]!.code;
}
