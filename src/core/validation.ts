import { CJK_FIRST, CJK_LAST } from './cjk.js';
import { type IssueCode, MAX_LISTED_ISSUES, type PathSegment, type ValidationIssue } from './errors.js';
import { codePointLength } from './text.js';

/**
 * How many items the library reads of one array: strokes, the points of one stroke, and the
 * points of all strokes together. A JSON body cannot come near it; a caller's sparse array or
 * Proxy claiming 2^32 - 1 items gets a ValidationError instead of an out-of-memory abort.
 */
export const MAX_ARRAY_LENGTH: number = 10_000_000;

/** Declares one top-level request field; the validator and the docs both read these. */
export type FieldSpec =
  | {
      readonly type: 'string';
      readonly required?: true;
      /** `null` stands for "absent" (rule general.validation: only fields whose default is absent). */
      readonly nullMeansAbsent?: true;
      readonly minLength?: number;
      readonly maxLength?: number;
      readonly enum?: readonly string[];
      readonly default?: string;
      /** Exactly one code point within U+4E00..U+9FFF. */
      readonly chineseCharacter?: true;
    }
  | {
      readonly type: 'integer';
      readonly required?: true;
      readonly minimum?: number;
      readonly maximum?: number;
      readonly default?: number;
    }
  | { readonly type: 'boolean'; readonly default?: boolean }
  | { readonly type: 'string-list'; readonly default?: readonly string[] };

type FieldValue<F> = F extends { readonly type: 'string' }
  ? F extends { readonly enum: readonly (infer E)[] }
    ? E
    : string
  : F extends { readonly type: 'integer' }
    ? number
    : F extends { readonly type: 'boolean' }
      ? boolean
      : F extends { readonly type: 'string-list' }
        ? readonly string[]
        : never;

/** The value {@link readTableField} reads of a field declared `F`. */
export type FieldValueOf<F> = F extends { readonly required: true } | { readonly default: unknown }
  ? FieldValue<F>
  : FieldValue<F> | undefined;

/** The values a field table reads to: defaults applied, absent optionals `undefined`. */
export type FieldValues<S> = { readonly [K in keyof S]: FieldValueOf<S[K]> };

/**
 * Collects issues so that every violation is reported, then thrown once: the first
 * {@link MAX_LISTED_ISSUES} are listed, every one is counted.
 */
export class Issues {
  readonly list: ValidationIssue[] = [];
  /** Every issue added, listed or not. */
  count = 0;

  add(code: IssueCode, path: readonly PathSegment[], message: string): void {
    if (this.count++ < MAX_LISTED_ISSUES) this.list.push({ code, path, message });
  }

  /** Whether the list is full, so a caller may skip building an issue it would only count. */
  get full(): boolean {
    return this.count >= MAX_LISTED_ISSUES;
  }
}

/** Reads the request as a plain object (not null, not an array), or records why it is not one. */
export function readObject(value: unknown, issues: Issues): Record<string, unknown> | undefined {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  issues.add('invalid_type', [], 'The request must be a JSON object.');
  return undefined;
}

/** Reads every field of `spec` from `input`, checking each; defaults fill absent fields. */
export function readFields<S extends Readonly<Record<string, FieldSpec>>>(
  spec: S,
  input: Record<string, unknown>,
  issues: Issues,
): FieldValues<S> {
  const out: Record<string, unknown> = {};
  // for…in over the frozen-shape table allocates nothing, unlike Object.keys.
  for (const key in spec) out[key] = readTableField(key, spec[key] as FieldSpec, input[key], issues);
  return out as FieldValues<S>;
}

/**
 * Reads one field of a table, declared `field`, from its `value`, checked as {@link readFields}
 * checks it. A caller that reads its fields one by one makes no object of them, and reads each
 * by its name: building the object by key (`out[key] = …`) and reading `input[key]` took most of
 * readFields' time on a short request.
 */
export function readTableField<F extends FieldSpec>(
  key: string,
  field: F,
  value: unknown,
  issues: Issues,
): FieldValueOf<F>;
// The readers below build an issue's path (`[key]`) only when they report one: a path made per
// field read is a measurable share of a short evaluateStrokeOrder call, all of it wasted on
// requests without issues.
export function readTableField(key: string, field: FieldSpec, value: unknown, issues: Issues): unknown {
  if (value === undefined || (value === null && field.type === 'string' && field.nullMeansAbsent)) {
    if ('required' in field && field.required) {
      issues.add('required', [key], `${key} is required.`);
      return undefined;
    }
    return field.default;
  }
  switch (field.type) {
    case 'string':
      return readString(key, field, value, issues);
    case 'integer':
      return readInteger(key, field, value, issues);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      issues.add('invalid_type', [key], `${key} must be a boolean.`);
      return undefined;
    case 'string-list':
      return readStringList(key, value, issues);
  }
}

function readString(
  key: string,
  field: Extract<FieldSpec, { type: 'string' }>,
  value: unknown,
  issues: Issues,
): string | undefined {
  if (typeof value !== 'string') {
    issues.add('invalid_type', [key], `${key} must be a string.`);
    return undefined;
  }
  if (field.chineseCharacter) {
    const code = value.codePointAt(0) ?? -1;
    if (codePointLength(value) !== 1 || code < CJK_FIRST || code > CJK_LAST) {
      issues.add(
        'invalid_character',
        [key],
        `${key} must be exactly one character in U+4E00..U+9FFF: only Chinese characters are supported.`,
      );
      return undefined;
    }
  }
  if (field.minLength !== undefined || field.maxLength !== undefined) {
    const min = field.minLength ?? 0;
    const max = field.maxLength ?? Number.POSITIVE_INFINITY;
    // A code point is one or two UTF-16 units, so the unit count alone often settles it;
    // otherwise a `u` regex counts code points, natively and faster than a loop here.
    const settled = (value.length >= 2 * min && value.length <= max) || lengthPattern(min, max).test(value);
    if (!settled) {
      const length = codePointLength(value);
      issues.add(
        length < min ? 'too_short' : 'too_long',
        [key],
        `${key} must be ${min} to ${max} characters long, but has ${length}.`,
      );
      return undefined;
    }
  }
  if (field.enum && !field.enum.includes(value)) {
    issues.add('invalid_enum', [key], `${key} must be one of ${field.enum.join(', ')}.`);
    return undefined;
  }
  return value;
}

/**
 * A regex that accepts a string of `min` to `max` code points, a lone surrogate counting as one.
 * Built per call, not cached in module state: V8 caches the compiled pattern by its source, so a
 * fresh RegExp here measured no slower than a kept one.
 */
function lengthPattern(min: number, max: number): RegExp {
  return new RegExp(`^[\\s\\S]{${min},${Number.isFinite(max) ? max : ''}}$`, 'u');
}

function readInteger(
  key: string,
  field: Extract<FieldSpec, { type: 'integer' }>,
  value: unknown,
  issues: Issues,
): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    issues.add('invalid_type', [key], `${key} must be an integer.`);
    return undefined;
  }
  const { minimum, maximum } = field;
  if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
    issues.add(
      minimum !== undefined && value < minimum ? 'too_small' : 'too_big',
      [key],
      `${key} must be from ${minimum ?? '-∞'} to ${maximum ?? '∞'}, but is ${value}.`,
    );
    return undefined;
  }
  // -0 passes Number.isInteger; a JSON result must not echo it back.
  return value === 0 ? 0 : value;
}

function readStringList(key: string, value: unknown, issues: Issues): readonly string[] | undefined {
  if (!Array.isArray(value)) {
    issues.add('invalid_type', [key], `${key} must be an array of strings.`);
    return undefined;
  }
  if (value.length > MAX_ARRAY_LENGTH) {
    issues.add('too_big', [key], `${key} must hold at most ${MAX_ARRAY_LENGTH} names, but holds ${value.length}.`);
    return undefined;
  }
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item === 'string') out.push(item);
    else issues.add('invalid_type', [key, i], `${key}[${i}] must be a string.`);
  }
  return out;
}
