// fast-check arbitraries shared by the property and fuzz tests.
import fc from 'fast-check';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';
import type {
  DifficultyLevel,
  EssayReviewRequest,
  Grade,
  QualityDimension,
  Stroke,
  StrokeOrderRequest,
  WritingQualityRequest,
} from '../src/index.js';

/** Whitespace of every kind, astral characters, lone surrogates and ASCII: the hard cases. */
export const HARD_UNITS: readonly string[] = [
  '\n',
  '\r\n',
  ' ',
  '\u3000',
  '\t',
  '𠀀',
  '😀',
  '\ud800',
  '\udc00',
  'a',
  '1',
];

// Pieces that trigger the essay rules, plus the hard cases and every sentence mark.
const ESSAY_UNITS = [
  ...'的了很因为然后，,。！？…!?”’」』）》"\')像一样如同仿佛风雨花树笑跑说我你他春天开心紧张但是所以首先最后',
  '因为',
  '然后',
  '但是',
  ...HARD_UNITS,
];

/** Essay text that is always 10 to 800 code points long. */
export const essayText: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(...ESSAY_UNITS),
  minLength: 10,
  maxLength: 400,
});

/** A valid essay request. */
export const essayRequest: fc.Arbitrary<EssayReviewRequest> = fc.record(
  {
    text: essayText,
    grade: fc.integer({ min: 1, max: 9 }).map((grade) => grade as Grade),
    genre: fc.constantFrom('narrative', 'argumentative', 'expository', 'descriptive'),
    max_score: fc.integer({ min: -1000, max: 1000 }).filter((n) => n !== 0),
    enable_suggestions: fc.boolean(),
    title: fc.option(fc.string(), { nil: null }),
  },
  { requiredKeys: ['text'] },
);

const coordinate = fc.oneof(
  fc.integer({ min: -500, max: 500 }),
  fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true }),
);

/** A valid pen point; pressure sometimes omitted. */
export const strokePoint = fc.record(
  {
    x: coordinate,
    y: coordinate,
    timestamp: fc.integer({ min: 0, max: 2 ** 40 }),
    pressure: fc.double({ min: 0, max: 1, noNaN: true }),
  },
  { requiredKeys: ['x', 'y', 'timestamp'] },
);

/** A stroke of at least one point. */
export const stroke: fc.Arbitrary<Stroke> = fc.array(strokePoint, { minLength: 1, maxLength: 12 });

/** A valid stroke-order request (every stroke has a point, so it never fails). */
export const strokeOrderRequest: fc.Arbitrary<StrokeOrderRequest> = fc.record(
  {
    character: fc.oneof(
      fc.constantFrom('一', '二', '三', '十', '大', '人', '口', '日', '月', '水'),
      fc.integer({ min: CJK_FIRST, max: CJK_LAST }).map((code) => String.fromCodePoint(code)),
    ),
    strokes: fc.array(stroke, { maxLength: 8 }),
    difficulty_level: fc.integer({ min: 1, max: 3 }).map((level) => level as DifficultyLevel),
  },
  { requiredKeys: ['character', 'strokes'] },
);

/**
 * A valid writing-quality request; strokes may be empty. Its dimensions include 'beauty', a name
 * the type refuses and the run time ignores, as an untyped request can carry.
 */
export const writingQualityRequest: fc.Arbitrary<WritingQualityRequest> = fc.record(
  {
    strokes: fc.array(fc.array(strokePoint, { maxLength: 12 }), { maxLength: 8 }),
    eval_dimensions: fc.array(
      fc
        .constantFrom('structure', 'spacing', 'normative', 'aesthetics', 'beauty')
        .map((name) => name as QualityDimension),
    ),
  },
  { requiredKeys: ['strokes'] },
);

/** Deeply frozen copy, so any write by the library throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** At most `digits` decimals, and never -0. */
export function hasAtMostDecimals(value: number, digits: number): boolean {
  return Number.isFinite(value) && !Object.is(value, -0) && Number(value.toFixed(digits)) === value;
}
