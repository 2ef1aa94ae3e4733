// Types of scripts/hanzi-writer-quiz.mjs, for the evaluation scripts and the tests.

/** A point of hanzi-writer-data's frame: a 1024-unit box, y up. */
export interface QuizPoint {
  readonly x: number;
  readonly y: number;
}

/** One character of hanzi-writer-data, as its JSON files give it. */
export interface QuizCharData {
  readonly strokes: readonly string[];
  readonly medians: readonly (readonly (readonly [number, number])[])[];
  readonly radStrokes?: readonly number[];
}

/** How the quiz is set up: hanzi-writer's own options of the same names. */
export interface QuizOptions {
  readonly size?: number;
  readonly padding?: number;
  readonly showOutline?: boolean;
  readonly leniency?: number;
  readonly character?: string;
}

/** The quiz's verdict on one drawn stroke. */
export interface QuizStroke {
  readonly correct: boolean;
  readonly isBackwards: boolean;
}

/** The quiz's verdict on a whole character. */
export interface QuizResult {
  readonly accepted: boolean;
  readonly strokes: readonly QuizStroke[];
  readonly ignored: number;
}

export declare const QUIZ_DEFAULTS: Readonly<Required<Omit<QuizOptions, 'character'>>>;
export declare function toQuizPixels(point: QuizPoint, size?: number, padding?: number): QuizPoint;
export declare function quizCharacter(
  charData: QuizCharData,
  strokes: readonly (readonly QuizPoint[])[],
  options?: QuizOptions,
): Promise<QuizResult>;
