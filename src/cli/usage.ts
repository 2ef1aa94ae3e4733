// What the command promises its caller: exit codes, the usage error, help texts and the
// version. Kept apart from the commands so every command and the entry share one table.
import { readFileSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Exit codes of every command (64 is sysexits' EX_USAGE). */
export const EXIT = {
  /** Every request succeeded. */
  OK: 0,
  /** An operation failed on a valid request (the contract's 500), or the tool itself failed. */
  FAILURE: 1,
  /** A request was rejected (the contract's 422): invalid JSON or a broken constraint. */
  REJECTED: 2,
  /** The command line was wrong: unknown command or flag, bad value, missing file. */
  USAGE: 64,
} as const;

/** One of {@link EXIT}'s values. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The command line cannot be run as given; the entry prints the message and exits 64. */
export class UsageError extends Error {
  override readonly name = 'UsageError' as const;
}

/** The exit-code paragraph every help text ends with. */
export const EXIT_CODES_HELP = `Exit codes:
  0   success
  1   operation failure (the contract's 500), or the tool failed
  2   rejected request (the contract's 422: invalid JSON or a broken constraint)
  64  usage error: unknown command or flag, bad value, missing file
`;

/** Node's util.parseArgs, with its errors (unknown flag, missing value …) as usage errors. */
export function parseCommandLine<const T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Reads `--concurrency`: a whole number of at least 1. */
export function concurrencyOf(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 1024) {
    throw new UsageError(`--concurrency must be a whole number from 1 to 1024, got '${value}'`);
  }
  return number;
}

/** The package's version, read from the package.json next to dist/ (this file is bundled there). */
export function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
