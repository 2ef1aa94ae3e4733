#!/usr/bin/env node
// The handwriting-scoring command: serve the contract over HTTP, or score requests from
// files, stdin or JSON Lines. Arguments are parsed by Node's own util.parseArgs, its mistakes
// worded by usage.ts; the scoring commands live in score.ts, exit codes and usage errors in usage.ts.
import { OPERATIONS } from '../core/errors.js';
import { COMMAND_ALIASES, operationOf } from './commands.js';
import { batchCommand, scoreCommand } from './score.js';
import { serve } from './serve.js';
import { usageHint } from './suggest.js';
import { EXIT, EXIT_CODES_HELP, packageVersion, parseCommandLine, UsageError } from './usage.js';

const MAIN_HELP = `Usage: handwriting-scoring <command> [options]

Commands:
  serve                          run the HTTP service of the contract
  essay-review [FILE|-]          review one essay request (JSON) from FILE or stdin;
                                 --text for an essay in plain text
  stroke-order [FILE|-]          evaluate one stroke-order request
  writing-quality [FILE|-]       evaluate one writing-quality request
  batch [FILE|-]                 score JSON Lines mixing the three operations

The commands are the operation ids of errors, the OpenAPI document and batch ops; the older
names 'essay' and 'quality' still run essay-review and writing-quality.

Options:
  -h, --help                     show this help
  --version                      print the version

Run 'handwriting-scoring <command> --help' for a command's options.

${EXIT_CODES_HELP}`;

/** Every name a command answers to: serve, batch, the operations and their older aliases. */
const COMMAND_NAMES: readonly string[] = ['serve', 'batch', ...OPERATIONS, ...Object.keys(COMMAND_ALIASES)];

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    return await run(command, rest, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // Point to the help that lists what was wrong: the command's own, when the command is known.
    const known = command !== undefined && COMMAND_NAMES.includes(command);
    const help = known ? `handwriting-scoring ${operationOf(command) ?? command} --help` : 'handwriting-scoring --help';
    process.stderr.write(`handwriting-scoring: ${error.message}\nRun '${help}' for usage.\n`);
    return EXIT.USAGE;
  }
}

async function run(command: string | undefined, rest: readonly string[], argv: readonly string[]): Promise<number> {
  if (command === undefined) {
    process.stderr.write(MAIN_HELP);
    return EXIT.USAGE;
  }
  // `-- serve` runs serve, as `--` ends the options of most commands.
  if (command === '--') return run(rest[0], rest.slice(1), rest);
  // `help serve` is `serve --help`.
  if (command === 'help' && rest[0] !== undefined) return run(rest[0], ['--help'], [rest[0], '--help']);
  if (command === 'help' || command.startsWith('-')) {
    const { values, positionals } = parseCommandLine('', {
      args: [...argv],
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } },
    });
    if (command !== 'help' && positionals[0] !== undefined)
      throw new UsageError(`${command} takes no argument, got '${positionals[0]}'`);
    process.stdout.write(values.version ? `${packageVersion()}\n` : MAIN_HELP);
    return EXIT.OK;
  }
  if (command === 'serve') return serve(rest);
  if (command === 'batch') return batchCommand(rest);
  const operation = operationOf(command);
  if (operation === undefined) {
    const meant = (name: string): string => `'${operationOf(name) ?? name}'`;
    throw new UsageError(`unknown command '${command}'${usageHint(command, [...COMMAND_NAMES, 'help'], meant)}`);
  }
  return scoreCommand(operation, rest);
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
    process.stderr.write(`handwriting-scoring: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT.FAILURE;
  },
);
