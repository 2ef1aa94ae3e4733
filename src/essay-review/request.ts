// The essay request's field table and its check: the bottom of the folder, so that the fast
// path, the explanation, the HTTP routes (their OpenAPI schema) and the package root read one
// table.

import { type FieldSpec, type FieldValues, type Issues, readFields, readObject } from '../core/validation.js';
import { GENRES } from './constants.js';

/** The fields of EssayReviewRequest with their constraints (rule general.validation). */
export const ESSAY_REQUEST_FIELDS = {
  text: { type: 'string', required: true, minLength: 10, maxLength: 5000 },
  title: { type: 'string', nullMeansAbsent: true },
  grade: { type: 'integer', minimum: 1, maximum: 9, default: 3 },
  genre: { type: 'string', enum: GENRES, default: 'narrative' },
  max_score: { type: 'integer', default: 100 },
  student_id: { type: 'string', nullMeansAbsent: true },
  assignment_id: { type: 'string', nullMeansAbsent: true },
  enable_suggestions: { type: 'boolean', default: true },
} as const satisfies Readonly<Record<string, FieldSpec>>;

/** A validated essay request, defaults filled in. */
export type EssayRequestValues = FieldValues<typeof ESSAY_REQUEST_FIELDS>;

/** Reads and checks an essay request (rule general.validation), adding every issue to `issues`. */
export function validateEssayRequest(input: unknown, issues: Issues): EssayRequestValues | undefined {
  const object = readObject(input, issues);
  return object && readFields(ESSAY_REQUEST_FIELDS, object, issues);
}
