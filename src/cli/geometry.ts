// --geometry DIR: stroke order against each character's own strokes (handwriting-scoring/geometry),
// read from a folder of hanzi-writer-data files, one a character (王.json), as the user keeps them.
// The package ships none: hanzi-writer-data is under the Arphic Public License.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { geometric } from '../geometry/index.js';
import type { StrokeMatcher } from '../stroke-order/matcher.js';
import { PRECISE } from '../strokes/precise.js';
import { UsageError } from './usage.js';

/**
 * The stroke options of `--geometry DIR`: a matcher that reads `DIR/<character>.json` the first
 * time a character is asked for and keeps it prepared; a character without a file fails the
 * request (a 500 naming the file), a file that is not hanzi-writer-data's format too.
 */
export function geometryFolder(dir: string): { readonly matcher: StrokeMatcher } {
  try {
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new UsageError(
      `--geometry needs a folder of hanzi-writer-data files (王.json …): cannot read '${dir}': ${reason}`,
    );
  }
  const prepared = new Map<string, StrokeMatcher>();
  return {
    matcher: {
      name: 'geometry',
      match(strokes, character) {
        let matcher = prepared.get(character);
        if (matcher === undefined) {
          const file = join(dir, `${character}.json`);
          let text: string;
          try {
            text = readFileSync(file, 'utf8');
          } catch {
            throw new Error(`no geometry for “${character}”: ${file} cannot be read`);
          }
          matcher = geometric(JSON.parse(text), { character }).matcher;
          prepared.set(character, matcher);
        }
        return matcher.match(strokes, character);
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
