// Rule general.options: every option of every entry point is checked up front; a bad one
// throws an OptionError naming the option and what it accepts.
import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/helpers.js';
import { explainEssay } from '../essay-review/explain.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { dispatch } from '../http/dispatch.js';
import { createHandler } from '../http/handler.js';
import { DEFAULT_BASE_PATH, resolveHandlerOptions } from '../http/options.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { type EvaluateStrokeOrderOptions, STROKE_OPTION_KEYS } from '../stroke-order/options.js';
import { PRECISE } from '../strokes/precise.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { OptionError, ScoringError, ValidationError } from './errors.js';

const ESSAY = { text: '今天天气很好，我很开心。' };
const LINE = [
  { x: 0, y: 50, timestamp: 0 },
  { x: 100, y: 50, timestamp: 80 },
];
const ONE_STROKE_WO = { character: '我', strokes: [LINE] };
const DOWN = [
  { x: 50, y: 0, timestamp: 200 },
  { x: 50, y: 100, timestamp: 280 },
];
const TEN = { character: '十', strokes: [LINE, DOWN] };
/** Both stroke-order entry points, called alike. */
const STROKE_ORDER_CALLS: readonly ((request: unknown, options?: EvaluateStrokeOrderOptions) => unknown)[] = [
  evaluateStrokeOrder,
  explainStrokeOrder,
];
const QUALITY = { strokes: [LINE] };

/** Every entry point with a valid request, so that only the options can be wrong. */
const ENTRY_POINTS: readonly [string, (options: unknown) => unknown][] = [
  ['reviewEssay', (options) => reviewEssay(ESSAY, options as never)],
  ['explainEssay', (options) => explainEssay(ESSAY, options as never)],
  ['evaluateStrokeOrder', (options) => evaluateStrokeOrder(TEN, options as never)],
  ['explainStrokeOrder', (options) => explainStrokeOrder(TEN, options as never)],
  ['evaluateWritingQuality', (options) => evaluateWritingQuality(QUALITY, options as never)],
  ['explainWritingQuality', (options) => explainWritingQuality(QUALITY, options as never)],
];

/** The message of the OptionError `action` throws; fails unless it throws one. */
function typeErrorOf(action: () => unknown): string {
  const error = thrown(action);
  expect(error).toBeInstanceOf(OptionError);
  return (error as OptionError).message;
}

describe('every entry point checks its options up front', () => {
  for (const [name, call] of ENTRY_POINTS) {
    it(`${name} refuses null, a string and an unknown option with an OptionError naming them`, () => {
      expect(typeErrorOf(() => call(null))).toMatch(new RegExp(`^${name}: options must be an object .* got null`));
      expect(typeErrorOf(() => call('fast'))).toMatch(/options must be an object .* got 'fast'/);
      expect(typeErrorOf(() => call({ clock: () => 0 }))).toMatch(/unknown option 'clock'/);
      expect(() => call(undefined)).not.toThrow();
      expect(() => call({})).not.toThrow();
    });
  }

  it('refuses a now that is not a function, naming now and what it accepts', () => {
    expect(typeErrorOf(() => reviewEssay(ESSAY, { now: 5 } as never))).toMatch(
      /reviewEssay: option 'now' must be a function returning milliseconds.*got 5/,
    );
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, { now: 'soon' } as never))).toMatch(/option 'now'/);
  });

  it('turns a clock that throws into the operation ScoringError, never a bare Error', () => {
    const broken = () => {
      throw new Error('clock unplugged');
    };
    for (const call of [
      () => reviewEssay(ESSAY, { now: broken }),
      () => explainEssay(ESSAY, { now: broken }),
      () => evaluateStrokeOrder(TEN, { now: broken }),
      () => explainStrokeOrder(TEN, { now: broken }),
    ]) {
      const error = thrown(call);
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).detail).toMatch(/option now threw: clock unplugged/);
    }
    expect(thrown(() => reviewEssay(ESSAY, { now: () => Number.NaN }))).toBeInstanceOf(ScoringError);
  });

  it('says a did-you-mean for a misspelt option', () => {
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, { refrenceTable: {} } as never))).toMatch(
      /unknown option 'refrenceTable' \(did you mean 'referenceTable'\?\)/,
    );
  });
});

describe('the stroke-order options are checked before anything is scored', () => {
  it('names a reference entry without a count, instead of a ScoringError "Cannot read properties"', () => {
    for (const call of STROKE_ORDER_CALLS) {
      const message = typeErrorOf(() => call(ONE_STROKE_WO, { referenceTable: { 我: ['left_falling'] } as never }));
      expect(message).toMatch(
        /option 'referenceTable' entry '我' must be an object \{ sequence, count \}, got an array/,
      );
    }
    const nan = { referenceTable: { 十: { sequence: ['horizontal', 'vertical'], count: Number.NaN } } };
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, nan as never))).toMatch(
      /entry '十': count must be a whole number, got NaN/,
    );
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, { referenceTable: 'big' } as never))).toMatch(
      /option 'referenceTable' must be an object of character to \{ sequence, count \}/,
    );
  });

  it('refuses a classifier or comparison of the wrong shape, naming what is missing', () => {
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, { classifier: 'shape' } as never))).toMatch(
      /option 'classifier' must be a StrokeClassifier \{ name: string, classify\(points, context\), read\(points, context\) \}.*got 'shape'/,
    );
    expect(
      typeErrorOf(() => explainStrokeOrder(TEN, { classifier: { name: 'x', classify: () => 'dot' } } as never)),
    ).toMatch(/got an object without read/);
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, { comparison: 'aligned' } as never))).toMatch(
      /option 'comparison' must be a function/,
    );
  });

  it('refuses plain-JS spellings of the precise mode with a hint, instead of scoring 100', () => {
    for (const options of ['precise', { precise: true }, { strokes: PRECISE }, { mode: 'precise' }]) {
      expect(typeErrorOf(() => evaluateStrokeOrder(ONE_STROKE_WO, options as never))).toMatch(
        /pass PRECISE from 'handwriting-scoring\/strokes' as the options/,
      );
    }
    expect(() => evaluateStrokeOrder(ONE_STROKE_WO, { ...PRECISE, now: () => 0 })).not.toThrow();
  });
});

describe('the unknownCharacter option (rule general.options)', () => {
  it('keeps the contract: a character outside the table scores 100 by default', () => {
    expect(evaluateStrokeOrder(ONE_STROKE_WO).total_score).toBe(100);
    expect(evaluateStrokeOrder(ONE_STROKE_WO, { unknownCharacter: 'full-marks' }).total_score).toBe(100);
  });

  it("rejects a character outside the table with a ValidationError on character under 'error'", () => {
    for (const call of STROKE_ORDER_CALLS) {
      const error = thrown(() => call(ONE_STROKE_WO, { unknownCharacter: 'error' }));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        expect.objectContaining({ code: 'invalid_character', path: ['character'] }),
      ]);
      expect((error as ValidationError).issues[0]?.message).toMatch(/'我' is not in the reference table/);
    }
    expect(evaluateStrokeOrder(TEN, { unknownCharacter: 'error' }).total_score).toBe(100);
    expect(evaluateStrokeOrder(ONE_STROKE_WO, { ...PRECISE, unknownCharacter: 'error' }).standard_stroke_count).toBe(7);
  });

  it('lists an unknown character beside every other issue of the request', () => {
    const error = thrown(() =>
      evaluateStrokeOrder({ character: '我', strokes: 'none' } as unknown, { unknownCharacter: 'error' }),
    );
    expect((error as ValidationError).issues.map((issue) => issue.path)).toEqual([['character'], ['strokes']]);
  });

  it('refuses a policy it does not know, naming the accepted ones', () => {
    expect(typeErrorOf(() => evaluateStrokeOrder(TEN, { unknownCharacter: 'throw' } as never))).toMatch(
      /option 'unknownCharacter' must be one of 'full-marks', 'error', got 'throw'/,
    );
  });

  it('is taken by createHandler and dispatch under strokes, and answers 422', () => {
    expect(() => createHandler({ strokes: { unknownCharacter: 'error' } })).not.toThrow();
    expect(dispatch('stroke-order', ONE_STROKE_WO, { strokes: { unknownCharacter: 'error' } }).status).toBe(422);
    expect(dispatch('stroke-order', ONE_STROKE_WO).status).toBe(200);
  });
});

describe('createHandler checks its strokes option up front', () => {
  const bad = (options: unknown) => typeErrorOf(() => createHandler(options as never));

  it("refuses strokes: 'precise' and strokes: true with the PRECISE hint", () => {
    for (const strokes of ['precise', true]) {
      expect(bad({ strokes })).toMatch(
        /option 'strokes' must be an object \{ referenceTable, classifier, comparison, unknownCharacter, matcher \}.*import \{ PRECISE \} from 'handwriting-scoring\/strokes'/,
      );
    }
  });

  it("refuses strokes: { classifier: 'shape' } at start-up instead of answering every request 500", () => {
    expect(bad({ strokes: { classifier: 'shape' } })).toMatch(/option 'strokes.classifier' must be a StrokeClassifier/);
  });

  it('refuses precise: true and a stroke option outside strokes, saying where it goes', () => {
    expect(bad({ precise: true })).toMatch(/unknown option 'precise'; for the precise mode pass strokes: PRECISE/);
    expect(bad({ classifier: PRECISE.classifier })).toMatch(/stroke-order options go under 'strokes'/);
    expect(bad({ strokes: { precise: true } })).toMatch(/unknown option 'strokes.precise'/);
  });

  it('checks every entry of a table given under strokes once, at start-up', () => {
    expect(bad({ strokes: { referenceTable: { 我: ['left_falling'] } } })).toMatch(/entry '我' must be an object/);
    expect(() => createHandler({ strokes: PRECISE })).not.toThrow();
  });

  it('makes dispatch throw the OptionError of a malformed entry rather than answer 500', () => {
    const options = { referenceTable: { 十: { sequence: ['horizontal'] } } } as never;
    expect(thrown(() => dispatch('stroke-order', TEN, options))).toBeInstanceOf(OptionError);
  });
});

describe('a point is an object, never an array, for the operations and the explanations alike', () => {
  const arrayPoint = Object.assign([], { x: 0, y: 0, timestamp: 0 });
  const cases: readonly [string, () => unknown][] = [
    ['evaluateStrokeOrder', () => evaluateStrokeOrder({ character: '十', strokes: [[arrayPoint]] })],
    ['explainStrokeOrder', () => explainStrokeOrder({ character: '十', strokes: [[arrayPoint]] })],
    [
      'evaluateStrokeOrder (classifier)',
      () => evaluateStrokeOrder({ character: '十', strokes: [[arrayPoint]] }, PRECISE),
    ],
    ['evaluateWritingQuality', () => evaluateWritingQuality({ strokes: [[arrayPoint]] })],
    ['explainWritingQuality', () => explainWritingQuality({ strokes: [[arrayPoint]] })],
  ];
  for (const [name, call] of cases) {
    it(`${name} rejects an array with x, y and timestamp as strokes.0.0`, () => {
      const error = thrown(call);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues.map((issue) => [issue.code, issue.path])).toEqual([
        ['invalid_type', ['strokes', 0, 0]],
      ]);
    });
  }
});

describe('the stroke-order option keys', () => {
  it('are every option a call takes but now, which createHandler takes beside strokes', () => {
    const every = Object.fromEntries(['now', ...STROKE_OPTION_KEYS].map((key) => [key, undefined]));
    expect(() => evaluateStrokeOrder(TEN, every as never)).not.toThrow();
    expect(typeErrorOf(() => createHandler({ strokes: { now: () => 0 } as never }))).toMatch(
      /unknown option 'strokes.now'; give 'now' beside 'strokes'/,
    );
  });
});

describe('options are read as own properties, each once, and a bad read is an OptionError (rule general.options)', () => {
  const prototype = Object.prototype as Record<string, unknown>;
  const WO = { character: '我', strokes: [LINE] };

  it('ignores an inherited Object.prototype.unknownCharacter in the stroke-order options', () => {
    prototype.unknownCharacter = 'error';
    try {
      for (const run of [
        () => evaluateStrokeOrder(WO, { now: () => 0 }),
        () => explainStrokeOrder(WO, { now: () => 0 }).data,
      ]) {
        expect((run() as { standard_stroke_count: unknown }).standard_stroke_count).toBeNull();
      }
    } finally {
      delete prototype.unknownCharacter;
    }
  });

  it('ignores an inherited Object.prototype.basePath in the handler options, and strokes.unknownCharacter', () => {
    prototype.basePath = '/elsewhere';
    prototype.unknownCharacter = 'error';
    try {
      expect(resolveHandlerOptions({}).basePath).toBe(DEFAULT_BASE_PATH);
      const resolved = resolveHandlerOptions({ strokes: {} });
      expect(dispatch('stroke-order', WO, resolved.dispatch)).toMatchObject({
        status: 200,
        body: { data: { standard_stroke_count: null } },
      });
    } finally {
      delete prototype.basePath;
      delete prototype.unknownCharacter;
    }
  });

  it('turns a throwing getter or Proxy trap of any options object into an OptionError', () => {
    const getter = {
      get now(): () => number {
        throw new Error('boom');
      },
    };
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys');
        },
      },
    );
    const matcher = {
      get name(): string {
        throw new Error('no name');
      },
      match: () => undefined,
    };
    const runs: (() => unknown)[] = [
      () => evaluateStrokeOrder(TEN, getter as never),
      () => explainStrokeOrder(TEN, trap as never),
      () => evaluateStrokeOrder(TEN, { matcher } as never),
      () => createHandler(getter as never),
      () => createHandler({ strokes: trap } as never),
      () => dispatch('stroke-order', TEN, trap as never),
    ];
    for (const run of runs) {
      const error = thrown(run);
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).message).toMatch(/could not be read \((boom|no keys|no name)\)/);
    }
  });
});
