// Runs the built command with bytes on stdin, or through sh (cli-process.ts has the plain runner).
import { spawn } from 'node:child_process';
import { CLI, type Run } from './cli-process.js';

export { CLI };

/** Runs `node dist/cli.js ...args` with `input` on stdin (or `command` through sh, with CLI set). */
export function cli(args: readonly string[], input: string | Uint8Array = '', shell?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = shell
      ? spawn('sh', ['-c', shell], {
          stdio: ['pipe', 'pipe', 'pipe'],
          env: { ...process.env, NODE: process.execPath, CLI },
        })
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

/** Runs a shell command line, with $NODE and $CLI set to run the built command. */
export const sh = (command: string, input = ''): Promise<Run> => cli([], input, command);
