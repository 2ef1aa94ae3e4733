// Reading a writing-quality request (rule general.validation): the field table and the one
// order in which both readings check a request, the object, then its fields, then its strokes.
// Each reading brings its own reader of the strokes (the fast path's point pass, the plain
// reading's check); everything else about the request is read here, once.

import { type FieldSpec, type FieldValues, type Issues, readFields, readObject } from '../core/validation.js';
import { QUALITY_DIMENSIONS } from './constants.js';

/** The scalar fields of WritingQualityRequest with their constraints; `strokes` is read apart. */
export const WRITING_QUALITY_REQUEST_FIELDS = {
  reference_char: { type: 'string', nullMeansAbsent: true },
  eval_dimensions: { type: 'string-list', default: QUALITY_DIMENSIONS },
} as const satisfies Readonly<Record<string, FieldSpec>>;

/** A read request: its dimension names (absent when broken) and its strokes as the reader made them. */
export type QualityRequestValues<S> = Pick<FieldValues<typeof WRITING_QUALITY_REQUEST_FIELDS>, 'eval_dimensions'> & {
  readonly strokes: S;
};

/**
 * Reads a writing-quality request, listing every broken field in `issues`: `undefined` when it
 * is no object or its strokes could not be read, the values otherwise (check `issues` for the rest).
 */
export function readQualityRequest<S>(
  input: unknown,
  issues: Issues,
  readStrokes: (value: unknown, key: string, issues: Issues) => S | undefined,
): QualityRequestValues<S> | undefined {
  const object = readObject(input, issues);
  if (!object) return undefined;
  const values = readFields(WRITING_QUALITY_REQUEST_FIELDS, object, issues);
  const strokes = readStrokes(object.strokes, 'strokes', issues);
  // Built field by field: spreading into a new object costs more than some of the scoring.
  return strokes && { eval_dimensions: values.eval_dimensions, strokes };
}
