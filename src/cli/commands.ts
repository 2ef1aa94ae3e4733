// The names of the scoring commands: each operation's id (the name errors, the OpenAPI document
// and batch ops use), and the older names still accepted.
import { OPERATIONS, type Operation } from '../core/errors.js';

/** The older names of the one-request commands, still accepted: `essay`, `quality`. */
export const COMMAND_ALIASES: Readonly<Record<string, Operation>> = {
  essay: 'essay-review',
  quality: 'writing-quality',
};

/** The operation a command name runs: its operation id (the command's name) or an older alias. */
export function operationOf(command: string): Operation | undefined {
  if ((OPERATIONS as readonly string[]).includes(command)) return command as Operation;
  return Object.hasOwn(COMMAND_ALIASES, command) ? COMMAND_ALIASES[command] : undefined;
}
