// --geometry DIR: stroke order against each character's own strokes (handwriting-scoring/geometry),
// read from a folder of hanzi-writer-data files, one a character (王.json), as the user keeps them.
// The package ships none: hanzi-writer-data is under the Arphic Public License.
//
// The folder is the operator's, the character the client's: a character without a usable file
// is the client's matter (a 422 on `character` naming the character only, never a path or a
// byte of a file), and no file can hold a core or the memory: only regular files inside DIR
// are read (opened without blocking, so a FIFO or a device is refused at once), at most
// GEOMETRY_FILE_BYTES each, and what was read, or why it could not be, is kept for the
// GEOMETRY_CACHE_CHARACTERS characters asked for last.
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ValidationError } from '../core/errors.js';
import { GEOMETRY_THRESHOLDS, geometric } from '../geometry/index.js';
import type { StrokeMatcher } from '../stroke-order/matcher.js';
import { PRECISE } from '../strokes/precise.js';
import { UsageError } from './usage.js';

/** The largest file of DIR read (hanzi-writer-data's largest is about 20 kB). */
export const GEOMETRY_FILE_BYTES = 1024 * 1024;

/** How many characters' files (or failures) are kept prepared, the least recently asked for let go first. */
export const GEOMETRY_CACHE_CHARACTERS = 1000;

/** Why a file that is no regular file within DIR (a FIFO, a device, a folder, a link out of DIR) is not read. */
const NOT_A_FILE = 'has a geometry entry that is not a regular file within the --geometry folder';

/** A character's prepared matcher, or why it has none (the message of its 422). */
type Prepared = { readonly matcher: StrokeMatcher } | { readonly refused: string };

/** Reads `DIR/<character>.json`: a matcher, or why not, in words that name only the character. */
function prepare(root: string, character: string): Prepared {
  let fd: number | undefined;
  try {
    let real: string;
    try {
      real = realpathSync(join(root, `${character}.json`));
    } catch {
      return { refused: 'has no geometry in the --geometry folder' };
    }
    // A symbolic link may point within DIR, never out of it.
    if (!real.startsWith(root + sep)) return { refused: NOT_A_FILE };
    // Non-blocking, so that opening a FIFO does not wait for a writer; fstat then refuses it.
    fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { refused: NOT_A_FILE };
    if (stat.size > GEOMETRY_FILE_BYTES)
      return { refused: `has a geometry file over ${GEOMETRY_FILE_BYTES} bytes in the --geometry folder` };
    const text = readFileSync(fd, 'utf8');
    return { matcher: geometric(JSON.parse(text), { character }).matcher };
  } catch {
    return { refused: "has a geometry file that is not hanzi-writer-data's format in the --geometry folder" };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The stroke options of `--geometry DIR`: a matcher that reads `DIR/<character>.json` the first
 * time a character is asked for and keeps it prepared (the last {@link GEOMETRY_CACHE_CHARACTERS});
 * a character without a usable file is a ValidationError on `character` (a 422) that names it.
 * It reads at most GEOMETRY_THRESHOLDS.maxStrokes strokes (rule geometry.bounds), as geometric's.
 */
export function geometryFolder(dir: string): { readonly matcher: StrokeMatcher } {
  let root: string;
  try {
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    root = realpathSync(dir);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new UsageError(
      `--geometry needs a folder of hanzi-writer-data files (王.json …): cannot read '${dir}': ${reason}`,
    );
  }
  // A Map keeps insertion order: a character asked for again is moved to the end, the first let go.
  const prepared = new Map<string, Prepared>();
  const preparedFor = (character: string): Prepared => {
    let found = prepared.get(character);
    if (found === undefined) {
      found = prepare(root, character);
      if (prepared.size >= GEOMETRY_CACHE_CHARACTERS) prepared.delete(prepared.keys().next().value as string);
    } else prepared.delete(character);
    prepared.set(character, found);
    return found;
  };
  return {
    matcher: {
      name: 'geometry',
      maxStrokes: GEOMETRY_THRESHOLDS.maxStrokes,
      match(strokes, character) {
        const found = preparedFor(character);
        if ('refused' in found) {
          const message = `character '${character}' ${found.refused}.`;
          throw new ValidationError('stroke-order', [{ code: 'invalid_character', path: ['character'], message }]);
        }
        return found.matcher.match(strokes, character);
      },
    },
  };
}

/** The stroke options of the flags: `--geometry DIR` or `--precise` (not both), else the contract's. */
export function strokeOptions(precise: boolean, geometry: string | undefined): { readonly strokes?: object } {
  if (geometry !== undefined && precise) throw new UsageError('--geometry and --precise are two modes: choose one');
  if (geometry !== undefined) return { strokes: geometryFolder(geometry) };
  return precise ? { strokes: PRECISE } : {};
}
