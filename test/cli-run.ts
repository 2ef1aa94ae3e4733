// The built command for the CLI contract tests: cli-process.ts's runner, and sh command lines.
import { CLI, type Run, runCli } from './cli-process.js';

export { CLI, runCli as cli };

/** Runs a shell command line, with $NODE and $CLI set to run the built command. */
export const sh = (command: string, input = ''): Promise<Run> => runCli([], input, command);
