// rule: geometry.data — one character in hanzi-writer-data's format and the settings of
// geometric(), checked field by field and copied once (a getter read twice could say two
// things); every issue collected, the first few listed, before one OptionError names them.

import { OptionError } from '../core/errors.js';
import { pathOfProblem, readOptionsObject } from '../core/options.js';
import { directionOfStrokeName } from '../strokes/names.js';
import { GEOMETRY_LIMITS } from './constants.js';

/** One character in hanzi-writer-data's format: outlines and centre lines, 1024 units, y up. */
export interface CharacterGeometry {
  /** Each stroke's outline as an SVG path; only counted here (one per median). */
  readonly strokes: readonly string[];
  /**
   * Each stroke's centre line, in writing order: points `[x, y]`, x 0..1024, y -124..900 upward.
   * Typed as arrays of numbers, as hanzi-writer's own `CharacterJson` types them; each point's
   * two numbers are checked at run time.
   */
  readonly medians: readonly (readonly (readonly number[])[])[];
}

/** Settings of {@link geometric}. */
export interface GeometryOptions {
  /**
   * The character the data describes (hanzi-writer-data's files do not say it): a request for
   * another character is a ValidationError on `character` instead of a wrong score.
   */
  readonly character: string;
  /** A name per stroke (横折钩 …) for the messages; default: the stroke table's standard names when it knows the character with as many strokes, else read from each median's shape. */
  readonly names?: readonly string[];
}

/** The setting names {@link geometric} knows. */
const SETTING_KEYS: readonly string[] = ['character', 'names'];

/** The character data and settings once checked: plain copies, each field read once. */
export interface CheckedGeometry {
  readonly data: CharacterGeometry;
  readonly character: string;
  readonly names: readonly string[] | undefined;
}

/**
 * Problems as `field: problem` lines, the first GEOMETRY_LIMITS.listedProblems kept and the
 * rest counted, so a hostile input of a million bad points makes a short message.
 */
export class ProblemList {
  readonly lines: string[] = [];
  count = 0;

  add(line: string): void {
    if (this.count++ < GEOMETRY_LIMITS.listedProblems) this.lines.push(line);
  }

  /** Throws one OptionError of `caller` when there is any problem, the unlisted ones counted. */
  throwIfAny(caller: string): void {
    if (this.count === 0) return;
    const more = this.count - this.lines.length;
    const lines = more > 0 ? [...this.lines, `… and ${more} more`] : this.lines;
    throw new OptionError(caller, lines, pathOfProblem(this.lines[0]));
  }
}

/** An own property of `value` (an inherited one is not the data's). */
function own(value: object, key: string): unknown {
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** Whether `value` is an array no longer than `most` (its length read before any item). */
function boundedArray(value: unknown, most: number, field: string, what: string, problems: ProblemList): boolean {
  if (!Array.isArray(value)) return false;
  if (value.length <= most) return true;
  problems.add(`${field}: holds ${value.length} ${what}, more than ${most} (rule geometry.data)`);
  return false;
}

/** Checks `value` as hanzi-writer-data's character and copies it; undefined when it is not one. */
export function readCharacterData(value: unknown, problems: ProblemList): CharacterGeometry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.add('charData: must be an object { strokes, medians } (one hanzi-writer-data character)');
    return undefined;
  }
  const { referenceStrokes, medianPoints } = GEOMETRY_LIMITS;
  const strokes = own(value, 'strokes');
  const medians = own(value, 'medians');
  const before = problems.count;
  const paths: string[] = [];
  if (!Array.isArray(strokes)) problems.add('charData.strokes: must be an array of SVG path strings');
  else if (boundedArray(strokes, referenceStrokes, 'charData.strokes', 'strokes', problems)) {
    for (let i = 0; i < strokes.length; i++) {
      const path: unknown = strokes[i];
      if (typeof path !== 'string') problems.add(`charData.strokes[${i}]: must be a string`);
      else paths.push(path);
    }
  }
  const lines: [number, number][][] = [];
  if (!Array.isArray(medians)) problems.add('charData.medians: must be an array of centre lines');
  else if (medians.length === 0) problems.add('charData.medians: must hold at least one stroke');
  else if (boundedArray(medians, referenceStrokes, 'charData.medians', 'strokes', problems)) {
    for (let i = 0; i < medians.length; i++) {
      const median: unknown = medians[i];
      const at = `charData.medians[${i}]`;
      if (!Array.isArray(median) || median.length === 0) {
        problems.add(`${at}: must be a non-empty array of [x, y] points`);
        continue;
      }
      if (!boundedArray(median, medianPoints, at, 'points', problems)) continue;
      const line: [number, number][] = [];
      for (let j = 0; j < median.length; j++) {
        const point: unknown = median[j];
        const [x, y] = Array.isArray(point) && point.length === 2 ? (point as unknown[]) : [];
        if (typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y)) {
          line.push([x, y]);
        } else problems.add(`${at}[${j}]: must be [x, y], two finite numbers`);
      }
      lines.push(line);
    }
  }
  if (Array.isArray(strokes) && Array.isArray(medians) && strokes.length !== medians.length) {
    problems.add(`charData.strokes: has ${strokes.length} strokes but charData.medians has ${medians.length}`);
  }
  return problems.count === before ? { strokes: paths, medians: lines } : undefined;
}

/** Checks the settings against a character of `strokeCount` strokes (undefined: unknown) and copies them, each read once. */
function readSettings(
  settings: unknown,
  strokeCount: number | undefined,
  problems: ProblemList,
): { character: string; names: readonly string[] | undefined } | undefined {
  const optionProblems: string[] = [];
  const object = readOptionsObject(settings, SETTING_KEYS, optionProblems);
  for (const problem of optionProblems) problems.add(`settings: ${problem}`);
  const before = problems.count;
  const { character, names } = object;
  if (character === undefined) {
    problems.add(
      "settings.character: is required: the character the data describes (hanzi-writer-data's files do not say it), e.g. geometric(charData, { character: '王' })",
    );
  } else if (typeof character !== 'string' || [...character].length !== 1) {
    problems.add('settings.character: must be one character');
  }
  let copied: string[] | undefined;
  if (names !== undefined) {
    if (!Array.isArray(names)) problems.add('settings.names: must be an array of non-empty strings');
    // With malformed data the names are not counted against it (it is reported already).
    else if (strokeCount === undefined) copied = undefined;
    else if (names.length !== strokeCount) {
      problems.add(`settings.names: has ${names.length} names but the character has ${strokeCount} strokes`);
    } else {
      copied = [];
      for (let i = 0; i < names.length; i++) {
        const name: unknown = names[i];
        if (typeof name !== 'string' || name === '') {
          problems.add(`settings.names[${i}]: must be a non-empty string`);
          continue;
        }
        try {
          directionOfStrokeName(name);
          copied.push(name);
        } catch {
          problems.add(`settings.names[${i}]: "${name}" is no stroke name (rule strokes.names)`);
        }
      }
    }
  }
  if (problems.count !== before || optionProblems.length > 0) return undefined;
  return { character: character as string, names: copied };
}

/** The character data and settings of {@link geometric}, checked and copied; one OptionError names every problem. */
export function readGeometry(charData: unknown, settings: unknown): CheckedGeometry {
  const problems = new ProblemList();
  const data = readCharacterData(charData, problems);
  const read = readSettings(settings, data?.medians.length, problems);
  problems.throwIfAny('geometric');
  return { data: data!, character: read!.character, names: read!.names };
}
