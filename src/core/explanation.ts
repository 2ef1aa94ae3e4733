// The shape every explanation step shares, whichever operation explains itself.

import { round } from './round.js';

/** One rule's effect on a score: which rule, by how much, and why, for a teacher to read. */
export interface ExplanationStep {
  /**
   * The rule's stable id, a heading anchor of docs/rules.md (e.g. `essay.grammar.comma-run`),
   * which the package ships; {@link ruleUrl} gives its address on the web.
   */
  readonly rule: string;
  /** The signed amount the rule added to the score; 0 when it only found or commented. */
  readonly delta: number;
  /** A short Chinese sentence with the evidence: the counts, the matched text and its position. */
  readonly note: string;
}

/** The package's version, inlined by the build (tsup.config.ts); undefined where the sources run unbuilt. */
declare const __PACKAGE_VERSION__: string | undefined;

/**
 * docs/rules.md in the package's repository (package.json's `repository`), where each rule id is
 * an anchor, at the installed version's tag (`v0.1.0`): the rules an explanation cites are that
 * version's, whatever the repository's main branch says later. Sources run without the build
 * (no version inlined) point at `main`.
 */
export const RULES_URL: string = `https://github.com/handwriting-scoring/handwriting-scoring/blob/${
  typeof __PACKAGE_VERSION__ === 'string' ? `v${__PACKAGE_VERSION__}` : 'main'
}/docs/rules.md`;

/** The web address of a rule's text: {@link RULES_URL}, then `#` and the id of an explanation step's `rule`. */
export function ruleUrl(rule: string): string {
  return `${RULES_URL}#${rule}`;
}

/**
 * A number that left the finite doubles (rule general.extremes), by its name: JSON has no NaN
 * or Infinity (it writes them as `null`), so an explanation names them instead.
 */
export type NonFiniteNumber = 'Infinity' | '-Infinity' | 'NaN';

/** An explanation's intermediate: a finite number, or the name of the one that is not (rule general.extremes). */
export type ExplainedNumber = number | NonFiniteNumber;

/** A value as an explanation shows it: finite numbers as they are, the rest by name (rule general.extremes). */
export function explainedNumber(value: number): ExplainedNumber {
  return Number.isFinite(value) ? value : (String(value) as NonFiniteNumber);
}

/** Every number of a flat record as {@link explainedNumber} shows it. */
export function explainedNumbers<T extends object>(values: T): Explained<T> {
  // The common case, every number finite, is shown as it is: no copy per stroke or dimension.
  let finite = true;
  for (const key in values) {
    const value: unknown = values[key];
    if (typeof value === 'number' && !Number.isFinite(value)) finite = false;
  }
  if (finite) return values as Explained<T>;
  const shown: Record<string, unknown> = {};
  // for…in, not Object.entries: an explanation of 32,000 strokes makes 32,000 of these.
  for (const key in values) {
    const value: unknown = values[key];
    shown[key] = typeof value === 'number' ? explainedNumber(value) : value;
  }
  return shown as Explained<T>;
}

/** `T` with every number field as an explanation shows it ({@link ExplainedNumber}). */
export type Explained<T> = { readonly [K in keyof T]: T[K] extends number ? ExplainedNumber : T[K] };

/** An explanation step whose amount may have left the finite doubles (rule general.extremes). */
export interface ExplainedStep extends Omit<ExplanationStep, 'delta'> {
  /** The signed amount, or the name of a non-finite one. */
  readonly delta: ExplainedNumber;
}

/** Names of the non-finite numbers in a note, for a teacher to read (rule general.extremes). */
const NOTE_NAMES: Readonly<Record<NonFiniteNumber, string>> = {
  Infinity: '无穷大',
  '-Infinity': '负无穷大',
  NaN: '无定义（NaN）',
};

/** A number for a note: at most 2 decimals; a non-finite one by its Chinese name. */
export function noteNumber(value: number): string {
  const shown = explainedNumber(value);
  return typeof shown === 'number' ? String(round(shown, 2)) : NOTE_NAMES[shown];
}

/**
 * A number for a note that compares it with `thresholds`: 2 decimals like {@link noteNumber},
 * more where 2 would show it equal to a threshold it is not (0.6004 beside 0.6 reads 0.6004).
 * The exact value stays in the explanation's structured fields.
 */
export function noteNumberBeside(value: number, thresholds: readonly number[]): string {
  if (!Number.isFinite(value)) return noteNumber(value);
  for (let digits = 2; digits < 17; digits++) {
    const shown = round(value, digits);
    if (shown === value || !thresholds.includes(shown)) return String(shown);
  }
  return String(value);
}
