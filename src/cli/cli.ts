#!/usr/bin/env node
// The handwriting-scoring command: serve the contract over HTTP, or score requests from
// files, stdin or JSON Lines. Arguments are parsed by Node's own util.parseArgs; the scoring
// commands live in score.ts, exit codes and usage errors in usage.ts.
import { batchCommand, SCORE_COMMANDS, scoreCommand } from './score.js';
import { serve } from './serve.js';
import { EXIT, EXIT_CODES_HELP, packageVersion, parseCommandLine, UsageError } from './usage.js';

const MAIN_HELP = `Usage: handwriting-scoring <command> [options]

Commands:
  serve                          run the HTTP service of the contract
  essay [FILE|-]                 review one essay request (JSON) from FILE or stdin
  stroke-order [FILE|-]          evaluate one stroke-order request
  quality [FILE|-]               evaluate one writing-quality request
  batch [FILE|-]                 score JSON Lines mixing the three operations

Options:
  -h, --help                     show this help
  --version                      print the version

Run 'handwriting-scoring <command> --help' for a command's options.

${EXIT_CODES_HELP}`;

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    process.stderr.write(MAIN_HELP);
    return EXIT.USAGE;
  }
  if (command === 'help' || command.startsWith('-')) {
    const { values } = parseCommandLine({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } },
    });
    process.stdout.write(values.version ? `${packageVersion()}\n` : MAIN_HELP);
    return EXIT.OK;
  }
  if (command === 'serve') return serve(rest);
  if (command === 'batch') return batchCommand(rest);
  const operation = SCORE_COMMANDS[command];
  if (operation === undefined) throw new UsageError(`unknown command '${command}'`);
  return scoreCommand(command, operation, rest);
}

// A reader that stops reading (\`| head -1\`) is no failure: end quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.OK);
  process.stderr.write(`handwriting-scoring: cannot write the output: ${error.message}\n`);
  process.exit(EXIT.FAILURE);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const usage =
      error instanceof UsageError || (error as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS');
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`handwriting-scoring: ${message}\n`);
    if (usage) process.stderr.write("Run 'handwriting-scoring --help' for usage.\n");
    process.exitCode = usage ? EXIT.USAGE : EXIT.FAILURE;
  },
);
