// What the command promises its caller: exit codes, the usage error, help texts and the
// version. Kept apart from the commands so every command and the entry share one table.
import { constants } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { usageHint } from './suggest.js';

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

/** How a flag is written on the command line: `--name`, or `-n` for a one-letter name. */
const flagOf = (name: string): string => (name.length === 1 ? `-${name}` : `--${name}`);

/**
 * Node's util.parseArgs, with every mistake told in the CLI's own words (the unknown flag and
 * the nearest known one, a missing value, a value given to a switch, a stray argument) instead
 * of Node's text, whose advice about `--` does not apply here.
 */
export function parseCommandLine<const T extends ParseArgsConfig>(
  command: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  const options = config.options ?? {};
  const flags = Object.keys(options).map(flagOf);
  const shorts = new Map(
    Object.entries(options).flatMap(([name, option]) => (option.short ? [[option.short, name]] : [])),
  );
  const where = command === '' ? '' : ` of '${command}'`;
  // Parsed leniently, so that each mistake is found here and worded for this command.
  const { values, positionals, tokens } = parseArgs({ ...config, strict: false, tokens: true });
  for (const token of tokens ?? []) {
    if (token.kind === 'positional' && !config.allowPositionals) {
      throw new UsageError(`'${command}' takes no argument, got '${token.value}'`);
    }
    if (token.kind !== 'option') continue;
    const option = options[token.name] ?? options[shorts.get(token.name) ?? ''];
    if (option === undefined) {
      throw new UsageError(`unknown option '${token.rawName}'${where}${usageHint(flagOf(token.name), flags)}`);
    }
    if (option.type === 'boolean' && token.value !== undefined) {
      throw new UsageError(`${token.rawName} is a switch and takes no value, got '${token.value}'`);
    }
    // A value that is itself a flag (`--concurrency --pretty`) means the value was left out.
    const flagAsValue =
      !token.inlineValue && token.value?.startsWith('-') === true && Number.isNaN(Number(token.value));
    if (option.type === 'string' && (token.value === undefined || flagAsValue)) {
      throw new UsageError(
        `${token.rawName} needs a value${token.value === undefined ? '' : `, got the flag '${token.value}'`}`,
      );
    }
  }
  return { values, positionals } as ReturnType<typeof parseArgs<T>>;
}

/** The most worker threads `--concurrency` starts: far past any machine's cores, far short of a thousand. */
export const MAX_CONCURRENCY = 256;

/** Reads `--concurrency`: plain decimal digits (not `1e3`, `0x2` or ` 2`), from 1 to {@link MAX_CONCURRENCY}. */
export function concurrencyOf(value: string): number {
  const number = Number(value);
  if (!/^\d{1,4}$/.test(value) || number < 1 || number > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}, got '${value}'`);
  }
  return number;
}

/** The longest JSON line scored by default: serve's largest body (1 MiB), so a line and a request
 * are held to the same bound. */
export const DEFAULT_MAX_LINE_BYTES = 1024 * 1024;

/** The longest `--max-line-bytes`: V8's longest string (about 512 Mi UTF-16 units on 64-bit Node), which a
 * line of as many UTF-8 bytes always fits in; a longer line could not be decoded at all. */
export const MAX_MAX_LINE_BYTES: number = constants.MAX_STRING_LENGTH;

/** Reads `--max-line-bytes`: plain decimal digits, at least 1, at most {@link MAX_MAX_LINE_BYTES}. */
export function maxLineBytesOf(value: string): number {
  const number = Number(value);
  if (!/^\d{1,10}$/.test(value) || number < 1 || number > MAX_MAX_LINE_BYTES) {
    throw new UsageError(
      `--max-line-bytes must be a whole number of bytes from 1 to ${MAX_MAX_LINE_BYTES} (the longest string Node holds), got '${value}'`,
    );
  }
  return number;
}

/** The package's version, read from the package.json next to dist/ (this file is bundled there). */
export function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
