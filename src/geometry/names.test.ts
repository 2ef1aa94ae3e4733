import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namesAgreement } from '../../scripts/eval-names.js';
import { loadGeometryCharacters } from '../../scripts/geometry-writing.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { STROKE_CODE_NAMES } from '../strokes/data.generated.js';
import { directionOfStrokeName } from '../strokes/names.js';
import { strokeNames } from '../strokes/table.js';
import type { CharacterGeometry } from './data.js';
import { TURNS, WANG, writeAll } from './fixture.test-helpers.js';
import { geometric } from './index.js';
import { nameOfShape } from './names.js';
import { prepareCharacter } from './reference.js';
import { resample } from './resample.js';

const require = createRequire(import.meta.url);

const shape = (line: readonly (readonly [number, number])[]) =>
  nameOfShape(
    resample(
      line.flatMap(([x, y]) => [x, 900 - y]),
      16,
    ),
  );

describe('stroke names read from the shape (rule geometry.names)', () => {
  it('names straight strokes by their direction, a short one a 点', () => {
    expect(shape(WANG.medians[0]!)).toEqual({ name: '横', direction: 'horizontal' });
    expect(shape(WANG.medians[2]!)).toEqual({ name: '竖', direction: 'vertical' });
    expect(
      shape([
        [600, 700],
        [200, 300],
      ]),
    ).toEqual({ name: '撇', direction: 'left_falling' });
    expect(
      shape([
        [200, 700],
        [600, 300],
      ]),
    ).toEqual({ name: '捺', direction: 'right_falling' });
    expect(
      shape([
        [200, 300],
        [500, 500],
      ]),
    ).toEqual({ name: '提', direction: 'rising' });
    expect(shape(TURNS.medians[1]!)).toEqual({ name: '点', direction: 'dot' });
  });

  it('names a folded stroke by the table’s name for its arms: 横折钩, 横折, 竖钩', () => {
    expect(shape(TURNS.medians[0]!)).toEqual({ name: '横折钩', direction: 'turning' });
    expect(
      shape([
        [200, 700],
        [700, 700],
        [700, 200],
      ]),
    ).toEqual({ name: '横折', direction: 'turning' });
    expect(
      shape([
        [500, 800],
        [500, 200],
        [430, 260],
      ]),
    ).toEqual({ name: '竖钩', direction: 'vertical' });
  });

  it('gives correct_order, and takes names from the settings instead', () => {
    const request = { character: '王', strokes: writeAll(WANG) };
    expect(evaluateStrokeOrder(request, geometric(WANG, { character: '王' })).correct_order).toEqual([
      'horizontal',
      'horizontal',
      'vertical',
      'horizontal',
    ]);
    const named = geometric(WANG, { character: '王', names: ['横', '横', '竖', '提'] });
    const data = evaluateStrokeOrder({ character: '王', strokes: writeAll(WANG).slice(0, 3) }, named);
    expect(data.correct_order[3]).toBe('rising');
    expect(data.errors[0]?.message).toBe('漏写了第4笔：提');
  });
});

describe('the standard names by default (rule geometry.names)', () => {
  it('names the strokes of a character the table knows by its standard names, not by their shapes', () => {
    const { matcher } = geometric(WANG, { character: '王' });
    expect(matcher.names).toEqual(strokeNames('王'));
    const data = evaluateStrokeOrder(
      { character: '王', strokes: writeAll(WANG).slice(0, 3) },
      { matcher, now: () => 0 },
    );
    expect(data.errors.map((error) => error.message)).toEqual([`漏写了第4笔：${strokeNames('王')![3]}`]);
  });

  it('reads the names from the shapes when the counts disagree or the table does not know the character', () => {
    expect(geometric(WANG, { character: '十' }).matcher.names).toEqual(['横', '横', '竖', '横']);
    expect(geometric(WANG, { character: '〇' }).matcher.names).toEqual(['横', '横', '竖', '横']);
  });
});

describe('the shape reading on real characters (rule geometry.names)', () => {
  const read = (character: string) =>
    prepareCharacter(require(`hanzi-writer-data/${character}.json`) as CharacterGeometry, undefined).names;

  it('names every stroke of common characters as cnchar does, the basic strokes and the common 折 and 钩 forms', () => {
    const characters = [
      ...'十八永口日月田人大小山水火木手女子己也了儿力又马弓之走凹长衣四司句勺包书民比丝地打冷江红纪',
    ];
    for (const character of characters) expect(read(character), character).toEqual(strokeNames(character));
    const named = new Set(characters.flatMap((character) => strokeNames(character)!));
    for (const name of ['横', '竖', '撇', '点', '捺', '提', '横折', '横撇/横钩', '横折钩', '竖钩', '竖提', '竖弯']) {
      expect(named.has(name), name).toBe(true);
    }
    for (const name of ['竖弯钩', '撇折', '撇点', '斜钩/卧钩', '竖折折钩', '横折折/横折弯']) {
      expect(named.has(name), name).toBe(true);
    }
  });

  it('agrees with cnchar on 90% of each basic stroke and 75% of each common compound, on every 4th character', () => {
    const characters = loadGeometryCharacters(resolve(import.meta.dirname, '../..')).filter((_, i) => i % 4 === 0);
    const { byName } = namesAgreement(characters);
    const share = (name: string) => {
      const entry = byName.find((row) => row.name === name)!;
      return entry.agree / entry.strokes;
    };
    for (const name of ['横', '竖', '撇', '点', '捺', '提']) expect(share(name), name).toBeGreaterThanOrEqual(0.9);
    const compounds = ['横折', '横撇/横钩', '横折钩', '撇折', '竖钩', '竖弯钩', '竖提', '竖弯', '斜钩/卧钩', '撇点'];
    for (const name of [...compounds, '竖折折钩', '横折提']) expect(share(name), name).toBeGreaterThanOrEqual(0.75);
  }, 120_000);
});

describe('the arms of a stroke (rule geometry.names)', () => {
  const arc = (from: number, to: number, cx: number, cy: number, r: number) =>
    Array.from({ length: 12 }, (_, k) => {
      const a = ((from + ((to - from) * k) / 11) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
    });
  const screen = (line: readonly (readonly [number, number])[]) => nameOfShape(resample(line.flat(), 16)).name;

  it('drops the head serif: a 撇 or a 竖 entered with a short stroke down-right keeps its name', () => {
    expect(
      screen([
        [600, 100],
        [640, 150],
        [560, 400],
        [300, 700],
      ]),
    ).toBe('撇');
    expect(
      screen([
        [480, 200],
        [520, 240],
        [520, 800],
      ]),
    ).toBe('竖');
  });

  it('keeps a curve one arm: a 撇 that starts straight down and sweeps left, a 捺 that flattens', () => {
    // Screen coordinates: an arc from straight down (angle 0 at the right of the centre) sweeping left.
    expect(screen(arc(0, 60, 200, 100, 500))).toBe('撇');
    expect(
      screen([
        [200, 200],
        [420, 420],
        [600, 560],
        [820, 640],
      ]),
    ).toBe('捺');
  });

  it('reads a short last arm rising steeply as a hook, a longer one rising gently as a 提', () => {
    expect(
      screen([
        [500, 100],
        [500, 800],
        [420, 730],
      ]),
    ).toBe('竖钩');
    expect(
      screen([
        [300, 100],
        [300, 700],
        [560, 560],
      ]),
    ).toBe('竖提');
    expect(
      screen([
        [300, 100],
        [300, 700],
        [800, 700],
        [800, 600],
      ]),
    ).toBe('竖弯钩');
    expect(
      screen([
        [300, 100],
        [300, 700],
        [800, 700],
      ]),
    ).toBe('竖弯');
  });

  it('reads only names of the stroke table, each giving the direction rule strokes.names gives (seeded)', () => {
    const vocabulary = new Set(Object.values(STROKE_CODE_NAMES).map((joined) => joined.split('|').join('/')));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1024 }), fc.integer({ min: 0, max: 1024 })), {
          minLength: 2,
          maxLength: 8,
        }),
        (line) => {
          const { name, direction } = nameOfShape(resample(line.flat(), 16));
          expect(vocabulary.has(name), name).toBe(true);
          expect(direction).toBe(directionOfStrokeName(name));
        },
      ),
      { seed: 32, numRuns: 500 },
    );
  });
});
