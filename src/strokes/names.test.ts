import { describe, expect, it } from 'vitest';
import { OptionError } from '../core/errors.js';
import { directionOfStrokeName, displayStrokeName, STROKE_NAME_RULE } from './names.js';

describe('directionOfStrokeName (rule strokes.names)', () => {
  it.each([
    ['横', 'horizontal'],
    ['竖', 'vertical'],
    ['撇', 'left_falling'],
    ['捺', 'right_falling'],
    ['点', 'dot'],
    ['提', 'rising'],
  ] as const)('reads the one-segment name %s as %s', (name, direction) => {
    expect(directionOfStrokeName(name)).toBe(direction);
  });

  it.each([
    ['竖钩', 'vertical'],
    ['竖提', 'vertical'],
    ['弯钩', 'vertical'],
    ['斜钩', 'right_falling'],
    ['卧钩', 'right_falling'],
    ['横钩', 'horizontal'],
  ] as const)('drops the final 钩 or 提 of %s and reads %s', (name, direction) => {
    expect(directionOfStrokeName(name)).toBe(direction);
  });

  it.each(['横折', '横折钩', '横撇', '撇点', '竖弯', '横斜钩', '竖弯钩', '横折提', '横折折折钩', '撇折'])(
    'reads %s, of more than one segment, as turning',
    (name) => {
      expect(directionOfStrokeName(name)).toBe(STROKE_NAME_RULE.joined);
    },
  );

  it('ignores the digits cnchar numbers variants with (点2 is a dot)', () => {
    expect(directionOfStrokeName('点2')).toBe('dot');
    expect(displayStrokeName('点2')).toBe('点');
  });

  it('throws an OptionError naming the rule for a name it cannot read', () => {
    expect(() => directionOfStrokeName('折')).toThrow(/no direction for the stroke name "折" \(rule strokes\.names\)/);
    expect(() => directionOfStrokeName('')).toThrow(OptionError);
  });
});
