// The extended table's stroke order follows the standard order where cnchar's disagrees (rule
// strokes.order-standard): one correction per component family, each tested here on its own.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { correctedCodes, ORDER_CORRECTIONS } from '../../scripts/generate-strokes.mjs';
import type { StrokePoint } from '../core/points.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { PRECISE } from './precise.js';
import { EXTENDED_STROKES, strokeNames } from './table.js';

const require = createRequire(import.meta.url);
const TRADITIONAL = (require('cnchar-trad') as { dict: { order: Record<string, string> } }).dict.order;

/** A character written exactly along hanzi-writer-data's medians (a devDependency, for tests only), y down. */
function writtenAlongMedians(character: string): StrokePoint[][] {
  const { medians } = require(`hanzi-writer-data/${character}.json`) as { medians: [number, number][][] };
  let time = 0;
  return medians.map((median) => median.map(([x, y]) => ({ x, y: 900 - y, timestamp: time++ })));
}

describe('rule strokes.order-standard: every correction keeps each character’s strokes, only reorders them', () => {
  it.each(ORDER_CORRECTIONS.map((correction) => [correction.family, correction] as const))(
    'the %s family’s replacement holds the same strokes as the run it replaces',
    (_family, correction) => {
      expect([...correction.to].sort()).toEqual([...correction.from].sort());
      expect(correction.to).not.toBe(correction.from);
    },
  );
});

describe('rule strokes.order-standard: the 門 family (traditional) writes 門’s left 竖 first', () => {
  /** Every character of cnchar-trad whose codes hold cnchar's 門 run: each one has 門 in it. */
  const FAMILY =
    '們問嫺悶憫捫擱攔斕欄潤澗濶瀾燜爛癇簡聞藺蘭襇讕躪鍆鐧鑭門閂閃閆閉開閌閎閏閑間閔閘閙閡関閣閥閨閩閫閬閱閶閹閻閼閽閾閿闃闆闈闊闋闌闐闓闔闕闖關闞闡闢闥鷳';

  it('gives 門 as 竖 横折 横 横, then 竖 横折钩 横 横', () => {
    expect(strokeNames('門')).toEqual(['竖', '横折', '横', '横', '竖', '横折钩', '横', '横']);
    expect(EXTENDED_STROKES.門!.sequence.slice(0, 2)).toEqual(['vertical', 'turning']);
  });

  it('finds cnchar’s 門 run in exactly the characters with 門 in them, and corrects every one', () => {
    const holding = Object.keys(TRADITIONAL).filter((character) => TRADITIONAL[character]!.includes('cjjffrjj'));
    expect(holding.sort().join('')).toBe(FAMILY);
    for (const character of FAMILY) {
      expect(correctedCodes(TRADITIONAL[character]!, 'traditional'), character).toContain('fcjjfrjj');
      expect(strokeNames(character)!.join(' '), character).toContain('竖 横折 横 横 竖 横折钩 横 横');
    }
  });

  it('corrects no simplified character (门 stays 点 竖 横折钩)', () => {
    expect(correctedCodes('cjjffrjj', 'simplified')).toBe('cjjffrjj');
    expect(strokeNames('门')).toEqual(['点', '竖', '横折钩']);
  });

  it.each(['門', '們', '問', '間', '開', '聞', '簡'])(
    'scores %s written along its font’s centre lines 100 with PRECISE',
    (character) => {
      const data = evaluateStrokeOrder(
        { character, strokes: writtenAlongMedians(character) },
        { ...PRECISE, now: () => 0 },
      );
      expect(data.errors).toEqual([]);
      expect(data.total_score).toBe(100);
    },
  );
});
