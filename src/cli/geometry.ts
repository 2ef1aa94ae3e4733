// --geometry DIR: stroke order and writing quality against each character's own strokes
// (handwriting-scoring/geometry), read from a folder of hanzi-writer-data files, one a character
// (王.json), as the user keeps them. The package ships none: hanzi-writer-data is under the
// Arphic Public License.
//
// The folder is the operator's, the character the client's: a character without a usable file
// is the client's matter (a 422 on `character`, or on writing quality's `reference_char`, naming
// the character only, never a path or a byte of a file), and no file can hold a core or the
// memory: only regular files inside DIR are read (opened without blocking, so a FIFO or a device
// is refused at once), at most GEOMETRY_FILE_BYTES each, and what was read, or why it could not
// be, is kept for the GEOMETRY_CACHE_CHARACTERS characters asked for last, shared by both
// operations.
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ValidationError } from '../core/errors.js';
import { Issues, readTableField } from '../core/validation.js';
import {
  GEOMETRY_THRESHOLDS,
  type GeometricOptions,
  type GeometryQualityFields,
  geometric,
  QUALITY_STRICTNESS,
  type QualityBox,
  qualityMatcher,
} from '../geometry/index.js';
import type { DispatchOptions } from '../http/options.js';
import type { StrokeMatcher } from '../stroke-order/matcher.js';
import { PRECISE } from '../strokes/precise.js';
import type { QualityStrictness } from '../writing-quality/constants.js';
import type { QualityMatcher } from '../writing-quality/matcher.js';
import { UsageError } from './usage.js';

/** The largest file of DIR read (hanzi-writer-data's largest is about 20 kB). */
export const GEOMETRY_FILE_BYTES = 1024 * 1024;

/** How many characters' files (or failures) are kept prepared, the least recently asked for let go first. */
export const GEOMETRY_CACHE_CHARACTERS = 1000;

/** Why a file that is no regular file within DIR (a FIFO, a device, a folder, a link out of DIR) is not read. */
const NOT_A_FILE = 'has a geometry entry that is not a regular file within the --geometry folder';

/** A character's prepared matcher (both operations'), or why it has none (the message of its 422). */
type Prepared = { readonly matcher: GeometricOptions['matcher'] } | { readonly refused: string };

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

/** Writing quality's `reference_char` with --geometry: one Chinese character, as stroke order's `character`. */
const REFERENCE_CHAR = { type: 'string', chineseCharacter: true } as const;

/** What `--geometry DIR` serves: stroke order's options and writing quality's matcher, over one folder. */
export interface GeometryFolder {
  /** The `strokes` option of dispatch: a matcher that reads the request's `character`. */
  readonly strokes: { readonly matcher: StrokeMatcher };
  /** The matcher of dispatch's `quality` option: it reads the request's `reference_char`. */
  readonly quality: QualityMatcher<GeometryQualityFields>;
}

/**
 * The options of `--geometry DIR`: matchers that read `DIR/<character>.json` the first time a
 * character is asked for and keep it prepared (the last {@link GEOMETRY_CACHE_CHARACTERS}); a
 * character without a usable file is a ValidationError (a 422) that names it, on stroke order's
 * `character` or on writing quality's `reference_char` (which the geometry mode then requires).
 * Both read at most GEOMETRY_THRESHOLDS.maxStrokes strokes (rule geometry.bounds), as geometric's.
 */
export function geometryFolder(dir: string): GeometryFolder {
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
    strokes: {
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
    },
    quality: {
      ...qualityMatcher<GeometryQualityFields>('geometry', (strokes, call) => {
        const issues = new Issues();
        const character = call.character;
        if (character === undefined)
          issues.add(
            'required',
            ['reference_char'],
            'reference_char is required with --geometry: it names the character whose file in the --geometry folder the strokes are read against.',
          );
        // Checked before the folder is touched, so that a long or odd string costs nothing.
        else if (readTableField('reference_char', REFERENCE_CHAR, character, issues) !== undefined) {
          const found = preparedFor(character);
          if (!('refused' in found)) return found.matcher.quality(strokes, call);
          issues.add('invalid_character', ['reference_char'], `reference_char '${character}' ${found.refused}.`);
        }
        throw new ValidationError('writing-quality', issues.list);
      }),
      maxStrokes: GEOMETRY_THRESHOLDS.maxStrokes,
    },
  };
}

/** The flags that choose how stroke order and writing quality score, as the commands and serve take them. */
export interface ModeFlags {
  /** `--precise`: stroke order with PRECISE. */
  readonly precise: boolean;
  /** `--geometry DIR`. */
  readonly geometry?: string | undefined;
  /** `--box WIDTHxHEIGHT`: writing quality's box in the geometry mode. */
  readonly box?: string | undefined;
  /** `--strictness S`: writing quality's strictness in the geometry mode. */
  readonly strictness?: string | undefined;
}

/** A box side: a plain decimal number. */
const BOX = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/;

/** `--box WIDTHxHEIGHT`, each side a plain decimal above 0. */
function boxOf(value: string): QualityBox {
  const [, width, height] = BOX.exec(value) ?? [];
  const box = { width: Number(width), height: Number(height) };
  if (!(box.width > 0 && box.height > 0 && Number.isFinite(box.width) && Number.isFinite(box.height)))
    throw new UsageError(
      `--box must be WIDTHxHEIGHT, the writing box in the pen data's units, each above 0, such as 300x300, got '${value}'`,
    );
  return box;
}

/**
 * The dispatch options of the mode flags: `--geometry DIR` (stroke order and writing quality,
 * with `--box` and `--strictness` for writing quality) or `--precise` (stroke order; not both),
 * else the contract's. A bad flag is a usage error.
 */
export function modeOptions(flags: ModeFlags): Pick<DispatchOptions, 'strokes' | 'quality'> {
  const { precise, geometry, box, strictness } = flags;
  if (geometry !== undefined && precise) throw new UsageError('--geometry and --precise are two modes: choose one');
  if (geometry === undefined) {
    const alone = box !== undefined ? '--box' : strictness !== undefined ? '--strictness' : undefined;
    if (alone !== undefined)
      throw new UsageError(`${alone} sets writing quality's geometry mode: it needs --geometry DIR`);
    return precise ? { strokes: PRECISE } : {};
  }
  if (strictness !== undefined && !(QUALITY_STRICTNESS as readonly string[]).includes(strictness))
    throw new UsageError(`--strictness must be one of ${QUALITY_STRICTNESS.join(', ')}, got '${strictness}'`);
  const folder = geometryFolder(geometry);
  return {
    strokes: folder.strokes,
    quality: {
      matcher: folder.quality,
      ...(box !== undefined && { box: boxOf(box) }),
      ...(strictness !== undefined && { strictness: strictness as QualityStrictness }),
    },
  };
}
