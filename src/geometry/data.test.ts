import { describe, expect, it } from 'vitest';
import { OptionError } from '../core/errors.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { WANG, writeAll } from './fixture.test-helpers.js';
import { GEOMETRY_LIMITS, geometric } from './index.js';

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('geometric checks the character data (rule geometry.data)', () => {
  it('takes one character in hanzi-writer-data’s format', () => {
    expect(typeof geometric(WANG, { character: '王' }).matcher.match).toBe('function');
  });

  it('names every bad field in one OptionError', () => {
    const bad = { strokes: ['M 0 0 Z', 3], medians: [[[1, 2]], [[1, Number.NaN], 'x']] };
    const error = thrown(() => geometric(bad as never, { character: '王' }));
    expect(error).toBeInstanceOf(OptionError);
    expect((error as Error).message).toBe(
      'geometric: charData.strokes[1]: must be a string; charData.medians[1][0]: must be [x, y], two finite numbers; ' +
        'charData.medians[1][1]: must be [x, y], two finite numbers',
    );
  });

  it('names a missing field and a count that differs', () => {
    expect(() => geometric({ medians: [[[0, 0]]] } as never, { character: '王' })).toThrow(
      'charData.strokes: must be an array of SVG path strings',
    );
    expect(() => geometric({ strokes: ['M'], medians: [] } as never, { character: '王' })).toThrow(
      'charData.medians: must hold at least one stroke; charData.strokes: has 1 strokes but charData.medians has 0',
    );
    expect(() => geometric(null as never, { character: '王' })).toThrow(OptionError);
  });

  it('names bad settings: names of another count, a name that is none, a character that is not one', () => {
    expect(() => geometric(WANG, { character: '王', names: ['横'] })).toThrow(
      'settings.names: has 1 names but the character has 4 strokes',
    );
    expect(() => geometric(WANG, { character: '王', names: ['横', '横', '竖', '好'] })).toThrow(
      'settings.names[3]: "好" is no stroke name',
    );
    expect(() => geometric(WANG, { character: '王王' })).toThrow('settings.character: must be one character');
  });
});

describe('geometric reads its settings as the library reads options (rule geometry.data)', () => {
  const problemsOf = (run: () => unknown): readonly string[] => {
    const error = thrown(run);
    expect(error).toBeInstanceOf(OptionError);
    return (error as OptionError).problems;
  };

  it('requires the character the data describes, naming settings.character', () => {
    for (const settings of [undefined, {}, { names: ['横', '横', '竖', '横'] }]) {
      expect(problemsOf(() => geometric(WANG, settings as never))).toEqual([
        expect.stringMatching(/^settings\.character: is required: the character the data describes/),
      ]);
    }
  });

  it('refuses an unknown setting with the one it likely misspells: charcter is character', () => {
    expect(problemsOf(() => geometric(WANG, { charcter: '十' } as never))).toEqual([
      "settings: unknown option 'charcter' (did you mean 'character'?) (known: character, names)",
      expect.stringMatching(/^settings\.character: is required/),
    ]);
  });

  it('reads each setting once: a names getter that changes between reads changes nothing', () => {
    let reads = 0;
    const settings = {
      character: '王',
      get names() {
        reads++;
        return reads === 1 ? ['横', '横', '竖', '横'] : ['好'];
      },
    };
    const options = geometric(WANG, settings);
    expect(reads).toBe(1);
    const data = evaluateStrokeOrder({ character: '王', strokes: writeAll(WANG) }, options);
    expect(data.total_score).toBe(100);
    expect(reads).toBe(1);
  });

  it('turns a throwing getter or Proxy trap of the settings or the data into an OptionError', () => {
    const throwing = {
      character: '王',
      get names(): string[] {
        throw new Error('boom');
      },
    };
    expect(problemsOf(() => geometric(WANG, throwing))).toEqual([
      "settings: option 'names' could not be read (boom): pass a plain object",
    ]);
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    expect(problemsOf(() => geometric(WANG, trap as never))[0]).toContain('could not be read (no keys)');
    const data = new Proxy(WANG, {
      get() {
        throw new Error('no data');
      },
    });
    expect(problemsOf(() => geometric(data, { character: '王' }))).toEqual([
      'options could not be read (no data): pass plain objects',
    ]);
  });

  it('reads only own settings: an inherited Object.prototype.character or names is not picked up', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.character = '王';
    prototype.names = ['好'];
    try {
      expect(problemsOf(() => geometric(WANG, {} as never))).toEqual([
        expect.stringMatching(/^settings\.character: is required/),
      ]);
      expect(() => geometric(WANG, { character: '王' })).not.toThrow();
    } finally {
      delete prototype.character;
      delete prototype.names;
    }
  });
});

describe('geometric bounds the data it reads (rule geometry.data)', () => {
  const { referenceStrokes, medianPoints, listedProblems } = GEOMETRY_LIMITS;
  const messageOf = (run: () => unknown): string => {
    const error = thrown(run);
    expect(error).toBeInstanceOf(OptionError);
    return (error as OptionError).message;
  };

  it(`refuses more than ${referenceStrokes} strokes without reading one, even when the length is a sparse array's claim`, () => {
    const medians: unknown[] = [];
    medians.length = 1e9;
    const strokes: unknown[] = [];
    strokes.length = 1e9;
    expect(messageOf(() => geometric({ strokes, medians } as never, { character: '王' }))).toBe(
      'geometric: charData.strokes: holds 1000000000 strokes, more than 64 (rule geometry.data); ' +
        'charData.medians: holds 1000000000 strokes, more than 64 (rule geometry.data)',
    );
    const many = Array.from({ length: referenceStrokes + 1 }, () => WANG.medians[0]!);
    expect(messageOf(() => geometric({ strokes: many.map(() => 'M'), medians: many }, { character: '王' }))).toContain(
      'charData.medians: holds 65 strokes, more than 64',
    );
  });

  it(`refuses a centre line of more than ${medianPoints} points, and 200,000 points make no stack overflow`, () => {
    const long = Array.from({ length: 200_000 }, (_, i): [number, number] => [i, i]);
    expect(messageOf(() => geometric({ strokes: ['M'], medians: [long] }, { character: '一' }))).toBe(
      'geometric: charData.medians[0]: holds 200000 points, more than 256 (rule geometry.data)',
    );
  });

  it(`lists the first ${listedProblems} problems and counts the rest`, () => {
    const bad = Array.from({ length: medianPoints }, () => [Number.NaN, 0] as [number, number]);
    const medians = Array.from({ length: referenceStrokes }, () => bad);
    const error = thrown(() => geometric({ strokes: medians.map(() => 'M'), medians }, { character: '王' }));
    const { problems, message } = error as OptionError;
    expect(problems).toHaveLength(listedProblems + 1);
    expect(problems[listedProblems]).toBe(`… and ${referenceStrokes * medianPoints - listedProblems} more`);
    expect(message.length).toBeLessThan(2000);
  });
});
