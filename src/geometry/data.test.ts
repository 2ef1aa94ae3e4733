import { describe, expect, it } from 'vitest';
import { WANG } from './fixture.test-helpers.js';
import { geometric } from './index.js';

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
    expect(typeof geometric(WANG).matcher.match).toBe('function');
  });

  it('names every bad field in one TypeError', () => {
    const bad = { strokes: ['M 0 0 Z', 3], medians: [[[1, 2]], [[1, Number.NaN], 'x']] };
    const error = thrown(() => geometric(bad as never));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(
      'geometric: charData.strokes[1]: must be a string; charData.medians[1][0]: must be [x, y], two finite numbers; ' +
        'charData.medians[1][1]: must be [x, y], two finite numbers',
    );
  });

  it('names a missing field and a count that differs', () => {
    expect(() => geometric({ medians: [[[0, 0]]] } as never)).toThrow(
      'charData.strokes: must be an array of SVG path strings',
    );
    expect(() => geometric({ strokes: ['M'], medians: [] } as never)).toThrow(
      'charData.medians: must hold at least one stroke; charData.strokes: has 1 strokes but charData.medians has 0',
    );
    expect(() => geometric(null as never)).toThrow(TypeError);
  });

  it('names bad settings: names of another count, a name that is none, a character that is not one', () => {
    expect(() => geometric(WANG, { names: ['横'] })).toThrow(
      'settings.names: has 1 names but the character has 4 strokes',
    );
    expect(() => geometric(WANG, { names: ['横', '横', '竖', '好'] })).toThrow(
      'settings.names[3]: "好" is no stroke name',
    );
    expect(() => geometric(WANG, { character: '王王' })).toThrow('settings.character: must be one character');
  });
});
