// The stroke-order request as both readings read it: the field table, every field's name, and
// the fields besides `strokes`, checked in the order the issues are listed (rule
// general.validation); each reading then checks `strokes` its own way.

import { type FieldSpec, type Issues, readObject, readTableField } from '../core/validation.js';
import type { ReferenceTable } from './constants.js';
import { entryOf } from './entry.js';
import { FULL_SCORE } from './rule-numbers.js';

/** The scalar fields of StrokeOrderRequest with their constraints; `strokes` is read apart. */
export const STROKE_ORDER_REQUEST_FIELDS = {
  character: { type: 'string', required: true, chineseCharacter: true },
  pen_id: { type: 'string', nullMeansAbsent: true },
  student_id: { type: 'string', nullMeansAbsent: true },
  difficulty_level: { type: 'integer', minimum: 1, maximum: 3, default: 1 },
} as const satisfies Readonly<Record<string, FieldSpec>>;

/** Every field of the request, `strokes` included (for the did-you-mean warnings). */
export const STROKE_ORDER_FIELD_NAMES: readonly string[] = [
  'character',
  'strokes',
  'pen_id',
  'student_id',
  'difficulty_level',
];

/** The request's fields that the scoring reads, checked, with `strokes` still unread. */
export interface StrokeOrderFields {
  readonly character: string;
  readonly difficultyLevel: number;
  /** The `strokes` field as given: each reading checks it. */
  readonly strokes: unknown;
}

/**
 * Reads the request object and its scalar fields, listing each problem in `issues`; with
 * `known`, a character outside it is one too (option unknownCharacter: 'error'). Undefined
 * when the request is not an object.
 */
export function readStrokeOrderFields(
  input: unknown,
  issues: Issues,
  known: ReferenceTable | undefined,
): StrokeOrderFields | undefined {
  const object = readObject(input, issues);
  if (!object) return undefined;
  // Field by field in the table's order, the order their issues are listed in (request.test.ts
  // holds this list to the table).
  const FIELDS = STROKE_ORDER_REQUEST_FIELDS;
  const character = readTableField('character', FIELDS.character, object.character, issues);
  readTableField('pen_id', FIELDS.pen_id, object.pen_id, issues);
  readTableField('student_id', FIELDS.student_id, object.student_id, issues);
  const difficultyLevel = readTableField('difficulty_level', FIELDS.difficulty_level, object.difficulty_level, issues);
  checkKnownCharacter(character, known, issues);
  return { character, difficultyLevel, strokes: object.strokes };
}

/**
 * Lists a character outside `known` as an issue on `character` (option unknownCharacter:
 * 'error'); the contract's default scores it 100 instead.
 */
function checkKnownCharacter(character: string | undefined, known: ReferenceTable | undefined, issues: Issues): void {
  if (known === undefined || character === undefined || entryOf(known, character) !== undefined) return;
  issues.add(
    'invalid_character',
    ['character'],
    `character '${character}' is not in the reference table (option unknownCharacter: 'error'; by default it would score ${FULL_SCORE}); PRECISE from 'handwriting-scoring/strokes' knows over 9,000 characters.`,
  );
}
