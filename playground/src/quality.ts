// The playground's geometry mode for writing quality: each drawn stroke rated against the
// character's own stroke it was paired with (handwriting-scoring/geometry, rules
// geometry.quality.*), coloured on the pad by its score, with the notes beside the pad: the
// library's own in Chinese, and words made from each note's kind in English.

import { evaluateWritingQuality, type StrokePoint, type WritingQualityData } from 'handwriting-scoring';
import type {
  CharacterQualityKind,
  GeometricOptions,
  GeometryQualityFields,
  QualityBox,
  StrokeQuality,
  StrokeQualityKind,
} from 'handwriting-scoring/geometry';
import { format, type Language, TEXTS } from './i18n.js';

/** Writing quality with the geometry mode's fields. */
export type GeometryQuality = WritingQualityData & GeometryQualityFields;

/** The bands of a score by its share of full marks: those of the essay's overall comment (0.9, 0.75, 0.6). */
export const BANDS = [
  { name: 'excellent', from: 0.9, colour: '#1b7f3b' },
  { name: 'good', from: 0.75, colour: '#4f9a3a' },
  { name: 'fair', from: 0.6, colour: '#d08a16' },
  { name: 'low', from: 0, colour: '#c0392b' },
] as const;

/** One of {@link BANDS}. */
export type Band = (typeof BANDS)[number];

/** The band of a score that is `share` of full marks. */
export function bandOf(share: number): Band {
  return BANDS.find((band) => share >= band.from) ?? BANDS[BANDS.length - 1]!;
}

/** The score range a band covers on a 0-100 stroke score, for the legend: `90–100`, `75–89`, … */
export function bandRange(band: Band): string {
  const index = BANDS.indexOf(band);
  const top = index === 0 ? 100 : Math.round(BANDS[index - 1]!.from * 100) - 1;
  return `${Math.round(band.from * 100)}–${top}`;
}

/**
 * Rates the writing against the character with the options stroke order used (`geometric`'s),
 * in the pad's own box: the guide fills its middle, so size and place are judged in it too.
 */
export function rateGeometry(
  strokes: readonly (readonly StrokePoint[])[],
  character: string,
  options: GeometricOptions,
  box: QualityBox,
): GeometryQuality {
  return evaluateWritingQuality({ strokes, reference_char: character }, { matcher: options.matcher, box });
}

/** English for each kind of fault of a stroke (the library writes its notes in Chinese). */
const STROKE_KINDS_EN: Readonly<Record<StrokeQualityKind, string>> = {
  short: 'too short',
  long: 'too long',
  slanted: 'slanted',
  misplaced: 'out of place',
  curved: 'too curved',
  extra: 'not a stroke of the character',
  empty: 'has no points',
};

/** English for each kind of fault of the whole character. */
const CHARACTER_KINDS_EN: Readonly<Record<CharacterQualityKind, string>> = {
  large: 'written too large',
  small: 'written too small',
  off_centre: 'off centre in the box',
  uneven: 'parallel strokes unevenly spaced',
  part_large: 'a part too large',
  part_small: 'a part too small',
  proportion: 'its parts out of proportion',
  wide: 'too wide',
  narrow: 'too narrow',
  missing: 'strokes missing',
};

/** A stroke's notes in the interface's language: the library's in Chinese, its kinds' words in English. */
export function strokeNotes(stroke: StrokeQuality, language: Language): readonly string[] {
  return language === 'zh' ? stroke.notes : stroke.kinds.map((kind) => STROKE_KINDS_EN[kind]);
}

/** The whole character's notes in the interface's language. */
export function characterNotes(quality: GeometryQuality, language: Language): readonly string[] {
  const { kinds, notes } = quality.character_quality;
  return language === 'zh' ? notes : kinds.map((kind) => CHARACTER_KINDS_EN[kind]);
}

/** One line beside the pad for drawn stroke `index`: its score and its notes (the Chinese ones name the stroke). */
export function strokeLine(stroke: StrokeQuality, index: number, language: Language): string {
  const texts = TEXTS[language];
  const notes = strokeNotes(stroke, language).join(texts.listSeparator);
  const values = { n: index + 1, score: stroke.score, notes };
  return format(notes === '' ? texts.strokeScoreOf : texts.notedStrokeScore, values);
}

/** The line beside the pad for the whole character. */
export function characterLine(quality: GeometryQuality, language: Language): string {
  const texts = TEXTS[language];
  const notes = characterNotes(quality, language);
  return notes.length === 0
    ? texts.wholeFine
    : format(texts.wholeCharacter, { notes: notes.join(texts.listSeparator) });
}
