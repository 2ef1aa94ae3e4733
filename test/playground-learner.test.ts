// The playground's learner messages: Chinese as the library writes them, and in English made
// from each error's kind, for the contract's comparison, the aligned one and geometry mode.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { learnerMessage } from '../playground/src/learner.js';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';
import { WANG, writeAll } from '../src/geometry/fixture.test-helpers.js';
import { geometric } from '../src/geometry/index.js';
import { evaluateStrokeOrder, type StrokeOrderError, type StrokePoint } from '../src/index.js';
import { PRECISE } from '../src/strokes/index.js';

const line = (x1: number, y1: number, x2: number, y2: number, t: number): StrokePoint[] => [
  { x: x1, y: y1, timestamp: t },
  { x: x2, y: y2, timestamp: t + 80 },
];
const SHAPES = [
  (t: number) => line(20, 100, 180, 100, t),
  (t: number) => line(100, 20, 100, 180, t),
  (t: number) => line(160, 30, 40, 170, t),
  (t: number) => line(40, 30, 160, 170, t),
];
const hasCjk = (text: string) =>
  [...text].some((character) => character.codePointAt(0)! >= CJK_FIRST && character.codePointAt(0)! <= CJK_LAST);

/** Every error of `errors` in English: none left Chinese, each naming a stroke by number. */
function expectEnglish(errors: readonly StrokeOrderError[]): void {
  for (const error of errors) {
    const english = learnerMessage(error, 'en');
    expect(hasCjk(english), english).toBe(false);
    expect(english).toMatch(/^Stroke \d+/);
    expect(learnerMessage(error, 'zh')).toBe(error.message);
  }
}

describe('the playground learner messages in English', () => {
  it('translate the contract and aligned comparisons’ errors by their fields and kinds (seeded)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('十', '口', '我', '大', '王'),
        fc.array(fc.constantFrom(...SHAPES), { maxLength: 7 }),
        fc.boolean(),
        (character, shapes, precise) => {
          const strokes = shapes.map((make, k) => make(k * 200));
          expectEnglish(evaluateStrokeOrder({ character, strokes }, precise ? PRECISE : {}).errors);
        },
      ),
      { seed: 36, numRuns: 200 },
    );
  });

  it('translate every geometry kind: order, reversed, misplaced, extra and missing', () => {
    const options = geometric(WANG, { character: '王' });
    const [a, b, c, d] = writeAll(WANG);
    const reversed = [...b!].reverse().map((point, i) => ({ ...point, timestamp: i * 10 }));
    const moved = c!.map((point) => ({ ...point, x: point.x + 100 }));
    const cases = [
      [b!, a!, c!, d!],
      [a!, reversed, c!, d!],
      [a!, b!, moved, d!],
      [a!, b!, c!],
      [a!, b!, c!, d!, line(0, 0, 5, 300, 0)],
    ];
    const kinds = new Set<string>();
    for (const strokes of cases) {
      const { errors } = evaluateStrokeOrder({ character: '王', strokes }, options);
      for (const error of errors) kinds.add(error.kind);
      expectEnglish(errors);
    }
    expect([...kinds].sort()).toEqual(['extra', 'misplaced', 'missing', 'order', 'reversed']);
  });
});
