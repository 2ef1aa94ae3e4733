// handwriting-scoring/geometry: stroke order read against the character's own strokes.
// The package ships no character data: callers load hanzi-writer-data (Arphic Public License)
// themselves and pass one character to geometric().

import { checkingOptions } from '../core/options.js';
import type { Stroke } from '../core/points.js';
import type { StrokeMatcher } from '../stroke-order/matcher.js';
import { emptyStrokeMessage, otherCharacterMessage } from '../stroke-order/messages.js';
import type { StrokeOrderResult } from '../stroke-order/options.js';
import { strokeNames } from '../strokes/table.js';
import { GEOMETRY_THRESHOLDS } from './constants.js';
import { type CharacterGeometry, type GeometryOptions, readGeometry } from './data.js';
import { matchStrokes, sampleStrokes } from './match.js';
import { nameOfShape } from './names.js';
import { type GeometryQuality, qualityMatcher } from './quality/index.js';
import { qualityReader } from './quality/read.js';
import { prepareCharacter } from './reference.js';
import { type GeometryFields, type GeometryStrokeError, scorePairings } from './score.js';

export { GEOMETRY_BOX, GEOMETRY_DEDUCTIONS, GEOMETRY_LIMITS, GEOMETRY_THRESHOLDS } from './constants.js';
export type { CharacterGeometry, GeometryOptions } from './data.js';
export { fromHanziWriterQuiz, type HanziWriterQuizSettings, type HanziWriterStrokeData } from './hanzi-writer.js';
export {
  CharacterDataError,
  type CharacterResponse,
  type LoadCharacterOptions,
  loadCharacter,
} from './load.js';
export * from './quality/index.js';
export type { GeometryErrorKind, GeometryFields, GeometryStrokeError, StrokeMatch } from './score.js';
export { GEOMETRY_ERROR_KINDS } from './score.js';

/**
 * What {@link geometric} returns: stroke-order options whose matcher adds `matches` and `missing`
 * and gives each error its `kind`, so evaluateStrokeOrder's result has them in its type.
 */
export interface GeometricOptions {
  readonly matcher: StrokeMatcher<GeometryFields, GeometryStrokeError> & {
    /** The name each reference stroke goes by in the messages (rule geometry.names). */
    readonly names: readonly string[];
  } & GeometryQuality;
}

/** The `data` of evaluateStrokeOrder (and explainStrokeOrder) with {@link geometric}'s options. */
export type GeometryStrokeOrderData = StrokeOrderResult<GeometryFields, GeometryStrokeError>;
/**
 * Options for evaluateStrokeOrder and explainStrokeOrder that score a drawing against one
 * character's own strokes (rules geometry.*): the drawing is placed onto the character, each
 * drawn stroke paired with the stroke it is, and wrong order, reversed, missing, extra and
 * misplaced strokes each cost order points. A request for another character than
 * `settings.character` is a ValidationError on `character`.
 *
 * @param charData one character of hanzi-writer-data (`{ strokes, medians }`), loaded by the caller.
 * @param settings `character`, the character `charData` describes (required: the data does not say it), and `names`.
 * @throws {OptionError} naming every field of `charData` or `settings` that is not as documented.
 * @example
 * const data = evaluateStrokeOrder(request, geometric(charData, { character: '王' }));
 * data.matches; // [{ reference: 0, reversed: false, distance: 12.3 }, …]
 */
export function geometric(charData: CharacterGeometry, settings: GeometryOptions): GeometricOptions {
  const checked = checkingOptions('geometric', () => readGeometry(charData, settings));
  // rule: geometry.names — the standard names when the table knows the character with as many strokes.
  const standard = strokeNames(checked.character);
  const names = checked.names ?? (standard?.length === checked.data.medians.length ? standard : undefined);
  const character = prepareCharacter(checked.data, names);
  const expectedCharacter = checked.character;
  return Object.freeze({
    matcher: Object.freeze({
      // rules geometry.quality.*: the same character read for evaluateWritingQuality (its name: 'geometry').
      ...qualityMatcher('geometry', qualityReader(character, expectedCharacter)),
      names: Object.freeze([...character.names]),
      // rule: geometry.bounds
      maxStrokes: GEOMETRY_THRESHOLDS.maxStrokes,
      // rule: geometry.data (a request for another character is refused before it is read)
      character: expectedCharacter,
      match(strokes: readonly Stroke[], written: string) {
        if (written !== expectedCharacter) throw new Error(otherCharacterMessage(expectedCharacter, written));
        // rule: stroke.score.empty-stroke (the call fails with the contract's message)
        strokes.forEach((points, i) => {
          if (points.length === 0) throw new Error(emptyStrokeMessage(i + 1));
        });
        const { pairings, placed } = matchStrokes(sampleStrokes(strokes), character);
        return scorePairings(
          pairings,
          placed.map((samples) => nameOfShape(samples).direction),
          character,
        );
      },
    }),
  });
}
