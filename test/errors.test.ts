// Every error an entry point throws on purpose is one of the classes src/core/errors.ts
// documents: a ValidationError or a ScoringError (both HandwritingScoringError) for a request,
// an OptionError for a malformed option or argument. The test walks the failures each entry
// point states and checks the class, so that a plain TypeError or RangeError cannot come back
// unnoticed. (handwriting-scoring/geometry's geometric() and fromHanziWriterQuiz are not walked
// here yet.)
import { describe, expect, it } from 'vitest';
import { explainEssay, explainStrokeOrder, explainWritingQuality } from '../src/explain/index.js';
import { createHandler, dispatch } from '../src/http/index.js';
import {
  evaluateStrokeOrder,
  evaluateWritingQuality,
  HandwritingScoringError,
  OptionError,
  reviewEssay,
  round,
  ScoringError,
  ValidationError,
} from '../src/index.js';
import { directionOfStrokeName } from '../src/strokes/index.js';

type Documented = typeof ValidationError | typeof ScoringError | typeof OptionError;

/** What `call` throws; fails when it returns. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('the call returned instead of throwing');
}

const ESSAY = { text: '今天天气很好，我很开心。我们一起去公园玩。' };
const TEN = { character: '十', strokes: [] };
const NO_POINT = { character: '十', strokes: [[]] };

/** Each entry point's stated failures: what is called, and the documented class it throws. */
const FAILURES: readonly (readonly [failure: string, call: () => unknown, expected: Documented])[] = [
  ['reviewEssay: a request that breaks a constraint', () => reviewEssay({ text: '短' }), ValidationError],
  ['reviewEssay: max_score 0', () => reviewEssay({ ...ESSAY, max_score: 0 }), ScoringError],
  ['reviewEssay: an unknown option', () => reviewEssay(ESSAY, { nuw: () => 0 } as never), OptionError],
  [
    'evaluateStrokeOrder: a request that breaks a constraint',
    () => evaluateStrokeOrder({ character: 'a', strokes: [] }),
    ValidationError,
  ],
  ['evaluateStrokeOrder: a stroke with no point', () => evaluateStrokeOrder(NO_POINT), ScoringError],
  [
    'evaluateStrokeOrder: an unknown character under unknownCharacter error',
    () => evaluateStrokeOrder({ character: '我', strokes: [] }, { unknownCharacter: 'error' }),
    ValidationError,
  ],
  ['evaluateStrokeOrder: a malformed option', () => evaluateStrokeOrder(TEN, { now: 1 } as never), OptionError],
  [
    'evaluateWritingQuality: a request that breaks a constraint',
    () => evaluateWritingQuality(JSON.parse('{"strokes":"none"}') as unknown),
    ValidationError,
  ],
  [
    'evaluateWritingQuality: an option it does not take',
    () => evaluateWritingQuality({ strokes: [] }, { now: () => 0 } as never),
    OptionError,
  ],
  ['explainEssay: a request that breaks a constraint', () => explainEssay({ text: '短' }), ValidationError],
  ['explainEssay: max_score 0', () => explainEssay({ ...ESSAY, max_score: 0 }), ScoringError],
  ['explainStrokeOrder: a stroke with no point', () => explainStrokeOrder(NO_POINT), ScoringError],
  ['explainStrokeOrder: a malformed option', () => explainStrokeOrder(TEN, { comparison: 1 } as never), OptionError],
  [
    'explainWritingQuality: a request that breaks a constraint',
    () => explainWritingQuality(JSON.parse('{}') as unknown),
    ValidationError,
  ],
  ['round: digits outside 0..20', () => round(1, 21), OptionError],
  ['createHandler: a malformed option', () => createHandler({ maxBodyBytes: -1 }), OptionError],
  ['dispatch: an unknown operation', () => dispatch('grade' as never, {}), OptionError],
  ['dispatch: a malformed option', () => dispatch('essay-review', ESSAY, { now: 'x' } as never), OptionError],
  ['directionOfStrokeName: a name the rule cannot read', () => directionOfStrokeName('折'), OptionError],
];

describe('the errors every entry point throws on purpose', () => {
  it.each(FAILURES)('%s: the documented class', (_failure, call, expected) => {
    const error = thrownBy(call);
    expect(error).toBeInstanceOf(expected);
    expect((error as Error).name).toBe(expected.name);
  });

  it('are each a HandwritingScoringError with a status, or an OptionError naming its entry point', () => {
    for (const [failure, call] of FAILURES) {
      const error = thrownBy(call);
      if (error instanceof HandwritingScoringError) expect([422, 500], failure).toContain(error.status);
      else {
        expect(error, failure).toBeInstanceOf(OptionError);
        expect((error as OptionError).message.startsWith(`${(error as OptionError).caller}: `), failure).toBe(true);
      }
    }
  });

  it('give a ValidationError its issues with code and path', () => {
    const error = thrownBy(() => reviewEssay(JSON.parse('{"text":"短","grade":10}'))) as ValidationError;
    expect(error.issues.map(({ code, path }) => [code, path])).toEqual([
      ['too_short', ['text']],
      ['too_big', ['grade']],
    ]);
  });
});
