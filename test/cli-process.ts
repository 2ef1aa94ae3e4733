// Runs the real command from the build (npm test builds before it runs the tests).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The built command. */
export const CLI: string = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** Fails early, with the fix, when the build is missing. */
export function requireBuiltCli(): void {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
}

/** How one run of the command ended. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command with `args`, `input` (text or bytes) on its stdin, to its exit; or, with
 * `shell`, that sh command line instead, where $NODE and $CLI run the built command.
 */
export function runCli(args: readonly string[], input: string | Uint8Array = '', shell?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = shell
      ? spawn('sh', ['-c', shell], { stdio: 'pipe', env: { ...process.env, NODE: process.execPath, CLI } })
      : spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A running `serve`: its process, its base URL and what it has logged so far. */
export interface Served {
  readonly server: ChildProcess;
  readonly base: string;
  readonly log: () => string;
}

/** Starts `serve` on a free port of 127.0.0.1 with the extra `args`; resolves once it listens. */
export async function startServe(args: string[] = []): Promise<Served> {
  const server = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const base = await new Promise<string>((resolve, reject) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(log);
      if (match?.[1]) resolve(match[1]);
    });
    server.on('exit', () => reject(new Error(`server exited: ${log}`)));
  });
  return { server, base, log: () => log };
}

/** One request on a connection of its own (so that `--workers` hand them to every worker). */
export function requestOnce(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
