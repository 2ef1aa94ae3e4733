// handwriting-scoring/geometry: stroke order read against the character's own strokes (issue 20).
// The package ships no character data: callers load hanzi-writer-data (Arphic Public License)
// themselves and pass one character to geometric().

import type { Stroke } from '../core/points.js';
import type { StrokeMatcher } from '../stroke-order/matcher.js';
import { emptyStrokeMessage } from '../stroke-order/messages.js';
import type { EvaluateStrokeOrderOptions } from '../stroke-order/options.js';
import { directionOfStrokeName } from '../strokes/names.js';
import { strokeNames } from '../strokes/table.js';
import { GEOMETRY_THRESHOLDS } from './constants.js';
import { type CharacterGeometry, characterDataIssues, type GeometryOptions, settingsIssues } from './data.js';
import { matchStrokes, sampleStrokes } from './match.js';
import { nameOfShape } from './names.js';
import { type GeometryQuality, qualityMatcher, qualityReader } from './quality/index.js';
import { prepareCharacter } from './reference.js';
import { type GeometryFields, scorePairings } from './score.js';

export { GEOMETRY_BOX, GEOMETRY_DEDUCTIONS, GEOMETRY_THRESHOLDS } from './constants.js';
export type { CharacterGeometry, GeometryOptions } from './data.js';
export { fromHanziWriterQuiz, type HanziWriterQuizSettings, type HanziWriterStrokeData } from './hanzi-writer.js';
export * from './quality/index.js';
export type { GeometryErrorKind, GeometryFields, GeometryStrokeError, StrokeMatch } from './score.js';

/** What {@link geometric} returns: stroke-order options whose matcher adds `matches` and `missing`. */
export type GeometricOptions = Readonly<Required<Pick<EvaluateStrokeOrderOptions, 'matcher'>>> & {
  readonly matcher: StrokeMatcher<GeometryFields> & {
    /** The name each reference stroke goes by in the messages (rule geometry.names). */
    readonly names: readonly string[];
  } & GeometryQuality;
};

/**
 * Options for evaluateStrokeOrder and explainStrokeOrder that score a drawing against one
 * character's own strokes (rules geometry.*): the drawing is placed onto the character, each
 * drawn stroke paired with the stroke it is, and wrong order, reversed, missing, extra and
 * misplaced strokes each cost order points.
 *
 * @param charData one character of hanzi-writer-data (`{ strokes, medians }`), loaded by the caller.
 * @throws {TypeError} naming every field of `charData` or `settings` that is not as documented.
 * @example
 * const data = evaluateStrokeOrder(request, geometric(charData));
 * data.matches; // [{ reference: 0, reversed: false, distance: 12.3 }, …]
 */
export function geometric(charData: CharacterGeometry, settings?: GeometryOptions): GeometricOptions {
  const issues = characterDataIssues(charData);
  if (issues.length === 0) issues.push(...settingsIssues(settings, charData.medians.length));
  if (issues.length === 0 && settings?.names) {
    settings.names.forEach((name, i) => {
      try {
        directionOfStrokeName(name);
      } catch {
        issues.push(`settings.names[${i}]: "${name}" is no stroke name (rule strokes.names)`);
      }
    });
  }
  if (issues.length > 0) throw new TypeError(`geometric: ${issues.join('; ')}`);
  // rule: geometry.names — the standard names when the table knows the character with as many strokes.
  const standard = settings?.character === undefined ? undefined : strokeNames(settings.character);
  const names = settings?.names ?? (standard?.length === charData.medians.length ? standard : undefined);
  const character = prepareCharacter(charData, names);
  const expectedCharacter = settings?.character;
  return Object.freeze({
    matcher: Object.freeze({
      // rules geometry.quality.*: the same character read for evaluateWritingQuality (its name: 'geometry').
      ...qualityMatcher('geometry', qualityReader(character, expectedCharacter)),
      names: Object.freeze([...character.names]),
      // rule: geometry.bounds
      maxStrokes: GEOMETRY_THRESHOLDS.maxStrokes,
      match(strokes: readonly Stroke[], written: string) {
        if (expectedCharacter !== undefined && written !== expectedCharacter) {
          throw new Error(`the geometry given is of “${expectedCharacter}”, not “${written}”`);
        }
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
