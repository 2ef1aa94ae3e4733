// The scoring commands: one request (essay-review, stroke-order, writing-quality), JSON Lines of one
// operation (--jsonl), and mixed JSON Lines (batch).
import { createReadStream, openSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, constants as osConstants } from 'node:os';
import { isatty } from 'node:tty';
import type { Operation } from '../core/errors.js';
import { Issues, readFields } from '../core/validation.js';
import { GENRES } from '../essay-review/constants.js';
import { ESSAY_REQUEST_FIELDS } from '../essay-review/request.js';
import { answer, type DispatchOptions } from '../http/dispatch.js';
import { checkDispatchOptions } from '../http/options.js';
import { QUALITY_STRICTNESS } from '../writing-quality/constants.js';
import { CLOCK_HELP, clockOf, clockOptions } from './clock.js';
import { COMMAND_ALIASES } from './commands.js';
import { modeOptions } from './geometry.js';
import { heapLineBytes, type LineMode } from './jsonl.js';
import { runLines } from './pool.js';
import { progressLine } from './progress.js';
import {
  concurrencyOf,
  DEFAULT_MAX_LINE_BYTES,
  EXIT,
  EXIT_CODES_HELP,
  type ExitCode,
  MAX_CONCURRENCY,
  maxLineBytesOf,
  parseCommandLine,
  UsageError,
} from './usage.js';
import { decodeUtf8, NOT_UTF8_BODY } from './utf8.js';

const STATUS_EXIT: Readonly<Record<number, ExitCode>> = { 200: EXIT.OK, 422: EXIT.REJECTED, 500: EXIT.FAILURE };

const CONCURRENCY_HELP = `  --concurrency N  worker threads scoring lines (default: the number of cores, here
                   ${availableParallelism()}), plain digits from 1 to ${MAX_CONCURRENCY}; 1 scores on the main
                   thread. Output stays in input order.`;

const MAX_LINE_HELP = `  --max-line-bytes N  longest line scored, in bytes (default ${DEFAULT_MAX_LINE_BYTES}, as serve's
                   --max-body-bytes); a longer one gets a 422 record, its bytes never held in memory`;

const RECORDS_HELP = `Writes one record a non-blank line, in input order:
  {"line": N, "id": … (when the input has one), "status": 200|422|500, …envelope or error body}
Blank lines give no record but keep their numbers; a line that is not JSON gives a 422 record
with its line number.
Prints the counts to stderr at the end (and a progress line while stderr is a terminal).
Exit code: 1 if any failed, else 2 if any was rejected, else 0.`;

const aliasOf = (operation: Operation): string => {
  const alias = Object.keys(COMMAND_ALIASES).find((name) => COMMAND_ALIASES[name] === operation);
  return alias === undefined ? '' : `\n(The older name '${alias}' runs this command too.)\n`;
};

/** The flags only one operation takes, as its help lists them. */
const OPERATION_FLAGS_HELP: Readonly<Record<Operation, string>> = {
  'essay-review': `  --text           the input (FILE or stdin) is the essay as plain text, not a JSON request
  --grade N        (with --text) the student's grade, 1 to 9 (default 3)
  --genre G        (with --text) ${GENRES.join(', ')} (default narrative)
  --title T        (with --text) the essay's title
`,
  'stroke-order': `  --precise        score with PRECISE of handwriting-scoring/strokes: every character, the
                   shape classifier, the aligned comparison
  --geometry DIR   score against each character's own strokes, read from DIR/<character>.json
                   (hanzi-writer-data files; handwriting-scoring/geometry)
`,
  'writing-quality': `  --geometry DIR   rate against the character reference_char names, read from
                   DIR/<reference_char>.json (hanzi-writer-data files;
                   handwriting-scoring/geometry): adds stroke_quality and character_quality
  --box WxH        (with --geometry) the writing box, in the pen data's units, such as 300x300:
                   the character's size and place in it are rated too
  --strictness S   (with --geometry) ${QUALITY_STRICTNESS.join(', ')} (default standard)
`,
};

const operationHelp = (operation: Operation): string => `Usage: handwriting-scoring ${operation} [FILE|-] [--pretty]
       handwriting-scoring ${operation} [FILE|-] --jsonl [--concurrency N]${
         operation === 'essay-review'
           ? '\n       handwriting-scoring essay-review --text [FILE|-] [--grade N] [--genre G] [--title T]'
           : ''
       }
${aliasOf(operation)}
Reads one JSON request from FILE, or from stdin when FILE is '-' or absent, and prints the
success envelope or the error body as JSON.

With --jsonl, reads one request a line.
${RECORDS_HELP}

Options:
  --pretty         indent the JSON output (one request only)
${OPERATION_FLAGS_HELP[operation]}  --explain        add 'explanation' beside 'data': how every number was made (like ?explain=true)
${CLOCK_HELP}
  --jsonl          one request per line in, one record per line out (streaming)
${CONCURRENCY_HELP}
${MAX_LINE_HELP}
  -h, --help       show this help

${EXIT_CODES_HELP}`;

const BATCH_HELP = `Usage: handwriting-scoring batch [FILE|-] [--concurrency N]

Reads JSON Lines mixing the operations, one a line:
  {"op": "essay-review" | "stroke-order" | "writing-quality", "id": … (optional), "request": {…}}
from FILE, or from stdin when FILE is '-' or absent. The ops are the command names; the older
names "essay" and "quality" are accepted too.
${RECORDS_HELP}
Records of batch lines also echo "op". A line without a known op or without a request gives
a 422 record naming the field.

Options:
${CONCURRENCY_HELP}
${MAX_LINE_HELP}
  --precise        score stroke-order lines with PRECISE of handwriting-scoring/strokes
  --geometry DIR   score stroke-order lines against DIR/<character>.json and writing-quality
                   lines against DIR/<reference_char>.json (hanzi-writer-data)
  --box WxH        (with --geometry) writing quality's box, such as 300x300
  --strictness S   (with --geometry) writing quality's strictness: ${QUALITY_STRICTNESS.join(', ')}
  --explain        add 'explanation' beside 'data' in each record
${CLOCK_HELP}
  -h, --help       show this help

${EXIT_CODES_HELP}`;

/** `essay-review|stroke-order|writing-quality [FILE|-] [--pretty] [--jsonl [--concurrency N]]`. */
export async function scoreCommand(operation: Operation, args: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(operation, {
    args: [...args],
    allowPositionals: true,
    options: {
      pretty: { type: 'boolean', default: false },
      jsonl: { type: 'boolean', default: false },
      precise: { type: 'boolean', default: false },
      geometry: { type: 'string' },
      box: { type: 'string' },
      strictness: { type: 'string' },
      explain: { type: 'boolean', default: false },
      clock: { type: 'string' },
      concurrency: { type: 'string' },
      'max-line-bytes': { type: 'string' },
      text: { type: 'boolean', default: false },
      grade: { type: 'string' },
      genre: { type: 'string' },
      title: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(operationHelp(operation));
    return EXIT.OK;
  }
  const file = onlyFile(operation, positionals);
  checkModeFlags(operation, values);
  const essayFields = essayFlags(operation, values);
  const clock = clockOf(values.clock);
  const options: DispatchOptions = { ...modeOptions(values), ...clockOptions(clock) };
  if (values.jsonl) {
    if (values.pretty) throw new UsageError('--pretty applies to one request, not to --jsonl (one record a line)');
    if (values.text) throw new UsageError('--text reads one essay: it does not go with --jsonl');
    return scoreJsonLines(operation, file, { ...values, clock });
  }
  if (values.concurrency !== undefined) throw new UsageError('--concurrency needs --jsonl');
  if (values['max-line-bytes'] !== undefined) throw new UsageError('--max-line-bytes needs --jsonl');
  if (file === '-') hintAtTerminal(values.text ? 'the essay as plain text' : `one JSON request for ${operation}`);
  const input = decodeUtf8(new TextDecoder('utf-8', { fatal: true }), readBytes(file));
  // A plain-text essay goes through the same JSON path as a request, so both answer alike.
  const text = input !== undefined && values.text ? JSON.stringify({ text: input, ...essayFields }) : input;
  const { status, body } =
    text === undefined
      ? { status: 422, body: NOT_UTF8_BODY }
      : answer(operation, { text }, checkDispatchOptions('dispatchText', options), values.explain === true);
  if (operation === 'essay-review' && !values.text && isJsonDecodeError(body))
    process.stderr.write(
      "handwriting-scoring: the input is not a JSON request; for an essay in plain text run 'handwriting-scoring essay-review --text FILE'\n",
    );
  process.stdout.write(`${JSON.stringify(body, null, values.pretty ? 2 : undefined)}\n`);
  return STATUS_EXIT[status] ?? EXIT.FAILURE;
}

/** The operations each mode flag applies to. */
const MODE_FLAG_OPERATIONS: Readonly<Record<'precise' | 'geometry' | 'box' | 'strictness', readonly Operation[]>> = {
  precise: ['stroke-order'],
  geometry: ['stroke-order', 'writing-quality'],
  box: ['writing-quality'],
  strictness: ['writing-quality'],
};

/** Refuses a mode flag given to an operation it does not apply to, as a usage error. */
function checkModeFlags(operation: Operation, values: Readonly<Record<string, unknown>>): void {
  for (const [flag, operations] of Object.entries(MODE_FLAG_OPERATIONS)) {
    const given = values[flag] !== undefined && values[flag] !== false;
    if (given && !operations.includes(operation))
      throw new UsageError(`--${flag} applies to ${operations.join(' and ')} only`);
  }
}

/** Whether an answer is the 422 of a body that is not JSON. */
function isJsonDecodeError(body: unknown): boolean {
  const detail = (body as { detail?: unknown }).detail;
  return Array.isArray(detail) && (detail[0] as { type?: unknown } | undefined)?.type === 'json_invalid';
}

/** The flags of a plain-text essay and the request fields they set. */
const ESSAY_FLAGS = { grade: 'grade', genre: 'genre', title: 'title' } as const;

/**
 * The request fields of `--grade`, `--genre` and `--title` (with `--text` only), checked by the
 * request's own field table so they hold to the same rules, each mistake told as a usage error
 * naming its flag.
 */
function essayFlags(
  operation: Operation,
  values: { readonly text: boolean; readonly grade?: string; readonly genre?: string; readonly title?: string },
): Record<string, unknown> {
  const given = Object.keys(ESSAY_FLAGS).filter((flag) => values[flag as keyof typeof ESSAY_FLAGS] !== undefined);
  if (values.text && operation !== 'essay-review') throw new UsageError('--text applies to essay-review only');
  if (given.length > 0 && !values.text)
    throw new UsageError(
      operation === 'essay-review'
        ? `--${given[0]} goes with --text (a JSON request carries its own ${given[0]})`
        : `--${given[0]} applies to essay-review --text only`,
    );
  const fields: Record<string, unknown> = {};
  const problems: string[] = [];
  if (values.grade !== undefined) {
    if (/^\d{1,9}$/.test(values.grade)) fields.grade = Number(values.grade);
    else problems.push(`--grade must be a whole number, got '${values.grade}'`);
  }
  if (values.genre !== undefined) fields.genre = values.genre;
  if (values.title !== undefined) fields.title = values.title;
  const issues = new Issues();
  readFields(ESSAY_REQUEST_FIELDS, fields, issues);
  for (const issue of issues.list) {
    const [field] = issue.path;
    if (field === 'grade' || field === 'genre' || field === 'title') problems.push(`--${field}: ${issue.message}`);
  }
  if (problems.length > 0) throw new UsageError(problems.join('; '));
  return fields;
}

/** `batch [FILE|-] [--concurrency N]`. */
export async function batchCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandLine('batch', {
    args: [...args],
    allowPositionals: true,
    options: {
      concurrency: { type: 'string' },
      'max-line-bytes': { type: 'string' },
      precise: { type: 'boolean', default: false },
      geometry: { type: 'string' },
      box: { type: 'string' },
      strictness: { type: 'string' },
      explain: { type: 'boolean', default: false },
      clock: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(BATCH_HELP);
    return EXIT.OK;
  }
  return scoreJsonLines('batch', onlyFile('batch', positionals), values);
}

function onlyFile(command: string, positionals: readonly string[]): string {
  if (positionals.length > 1) throw new UsageError(`${command} takes at most one FILE, got ${positionals.length}`);
  return positionals[0] ?? '-';
}

/** Why a FILE argument cannot be read, as a usage error. */
function unreadable(file: string, error: unknown): UsageError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
  return new UsageError(`cannot read '${file}': ${reason}`);
}

/**
 * Says what the command waits for when stdin is a terminal, where a user who typed the command
 * without a FILE would otherwise see nothing happen.
 */
function hintAtTerminal(what: string): void {
  // isatty(0), not process.stdin.isTTY: touching process.stdin turns a piped stdin non-blocking,
  // and readFileSync(0) then fails with EAGAIN on input larger than the pipe's buffer.
  if (!isatty(0)) return;
  process.stderr.write(
    `handwriting-scoring: reading ${what} from the terminal; type or paste it, then press Ctrl-D ` +
      '(or give a FILE, or pipe the input in; --help shows how)\n',
  );
}

function readBytes(file: string): Uint8Array {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (error) {
    throw unreadable(file, error);
  }
}

/** Opens FILE (or stdin) for streaming, failing up front on a missing file or a folder. */
function openInput(mode: LineMode, file: string): AsyncIterable<Uint8Array> {
  if (file === '-') {
    hintAtTerminal(mode === 'batch' ? 'JSON Lines of batch ops' : `JSON Lines of ${mode} requests`);
    return process.stdin;
  }
  let fd: number;
  try {
    if (statSync(file).isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    fd = openSync(file, 'r');
  } catch (error) {
    throw unreadable(file, error);
  }
  return createReadStream('', { fd, highWaterMark: 256 * 1024 });
}

/** The exit code of a run stopped by `signal`: 128 + its number (130 for SIGINT, 143 for SIGTERM). */
function signalExit(signal: NodeJS.Signals): number {
  return 128 + (osConstants.signals[signal] ?? 0);
}

/** The flags of a JSON Lines run. */
interface LineFlags {
  readonly concurrency?: string | undefined;
  readonly 'max-line-bytes'?: string | undefined;
  readonly precise: boolean;
  readonly geometry?: string | undefined;
  readonly box?: string | undefined;
  readonly strictness?: string | undefined;
  readonly explain: boolean;
  readonly clock?: string | undefined;
}

async function scoreJsonLines(mode: LineMode, file: string, flags: LineFlags): Promise<number> {
  const { concurrency, precise, geometry, box, strictness, explain } = flags;
  const clock = clockOf(flags.clock);
  const modes = { precise, geometry, box, strictness };
  modeOptions(modes); // checks the flags up front, as a usage error
  const threads = concurrency === undefined ? availableParallelism() : concurrencyOf(concurrency);
  const maxLineBytesFlag = maxLineBytesOf(flags['max-line-bytes'] ?? String(DEFAULT_MAX_LINE_BYTES));
  // A line is held to a share of the heap too, so that one line never exhausts it (the run's
  // main thread and its workers have the same heap limit).
  const maxLineBytes = Math.min(maxLineBytesFlag, heapLineBytes());
  const input = openInput(mode, file);
  const progress = progressLine(process.stderr);
  // SIGINT or SIGTERM stops the reading: the records of the lines read are written whole, then
  // the counts, and the command exits 128 + the signal's number; a second signal exits at once.
  const stop = new AbortController();
  let interrupted: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (interrupted !== undefined) process.exit(signalExit(signal));
    interrupted = signal;
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const counts = await runLines({
    stop: stop.signal,
    mode,
    input,
    output: process.stdout,
    concurrency: threads,
    progress,
    modes,
    explain,
    clock,
    maxLineBytes,
    lineLimitByHeap: maxLineBytes < maxLineBytesFlag,
  });
  progress.end();
  const blank = counts.blank > 0 ? `, ${counts.blank} blank skipped` : '';
  process.stderr.write(`${counts.ok} succeeded, ${counts.rejected} rejected, ${counts.failed} failed${blank}\n`);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  if (interrupted !== undefined) {
    process.stderr.write(`handwriting-scoring: stopped by ${interrupted}; the input was not read to its end\n`);
    // Exits now: stdin may still wait for input. Standard output to a pipe or a file is written
    // synchronously, so every record is out.
    process.exit(signalExit(interrupted));
  }
  if (counts.failed > 0) return EXIT.FAILURE;
  return counts.rejected > 0 ? EXIT.REJECTED : EXIT.OK;
}
