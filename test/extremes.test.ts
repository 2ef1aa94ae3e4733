// Extreme but finite numbers (rule general.extremes): squares and sums that overflow to
// Infinity, and the NaN of Infinity minus Infinity, follow the contract's Python float
// semantics, so no number the library returns is ever NaN, infinite or (in JSON) null.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainEssay, explainStrokeOrder, explainWritingQuality } from '../src/explain/index.js';
import { createHandler } from '../src/http/index.js';
import { evaluateStrokeOrder, evaluateWritingQuality, reviewEssay } from '../src/index.js';
import { PRECISE } from '../src/strokes/index.js';
import { cli } from './cli-run.js';

/** The example: two corners 2e308 apart on each axis. */
const EXAMPLE = {
  strokes: [
    [
      { x: 1e308, y: -1e308, timestamp: 0 },
      { x: -1e308, y: 1e308, timestamp: 1 },
    ],
  ],
};
/** What the contract answers for it: width and height overflow, width / height is NaN. */
const EXAMPLE_DATA = { total_score: 70, dimensions: { structure: 100, spacing: 80, normative: 100, aesthetics: 0 } };

const EXTREMES = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e200,
  -1e200,
  1e154,
  -1e154,
  1.34e154,
  5e-324,
  -5e-324,
  2.2250738585072014e-308,
  0,
  -0,
];
const coordinate = fc.oneof(fc.constantFrom(...EXTREMES), fc.integer({ min: -500, max: 500 }));
const point = fc.record({
  x: coordinate,
  y: coordinate,
  timestamp: fc.integer({ min: 0, max: 1000 }),
  pressure: fc.constantFrom(undefined, 0, 0.5, 1, 5e-324),
});
const strokes = fc.array(
  fc
    .array(point, { minLength: 1, maxLength: 5 })
    .map((stroke) => stroke.map(({ pressure, ...rest }) => (pressure === undefined ? rest : { ...rest, pressure }))),
  { maxLength: 5 },
);

/** Every path in `value` whose number is NaN or infinite, or whose value is null where JSON lost a number. */
function nonFinite(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => nonFinite(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => nonFinite(item, `${path}.${key}`));
  }
  return [];
}

describe('extreme coordinates follow Python float semantics (rule general.extremes)', () => {
  it('give the example total_score 70 and aesthetics 0 through the library', () => {
    expect(evaluateWritingQuality(EXAMPLE)).toEqual(EXAMPLE_DATA);
    expect(explainWritingQuality(EXAMPLE).data).toEqual(EXAMPLE_DATA);
  });

  it('give the example total_score 70 and aesthetics 0 through the HTTP handler, explained or not', async () => {
    const handler = createHandler({ now: () => 0 });
    for (const path of ['/api/v1/writing/quality', '/api/v1/writing/quality?explain=true']) {
      const response = await handler(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(EXAMPLE),
        }),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: unknown; explanation?: unknown };
      expect(body.data).toEqual(EXAMPLE_DATA);
      expect(nonFinite(body)).toEqual([]);
      expect(JSON.stringify(body.data)).not.toContain('null');
    }
  });

  it('give the example total_score 70 and aesthetics 0 through the CLI', async () => {
    const run = await cli(['writing-quality', '-'], JSON.stringify(EXAMPLE));
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).data).toEqual(EXAMPLE_DATA);
  });

  it('explain the example without a NaN or an infinite number anywhere', () => {
    const { explanation } = explainWritingQuality(EXAMPLE);
    expect(nonFinite(explanation)).toEqual([]);
    expect(explanation.aspect_ratio).toBe('NaN');
    expect(explanation.box?.width).toBe('Infinity');
  });

  it('never give a NaN, infinite or null number in any operation or explanation', () => {
    const character = fc.constantFrom('十', '口', '大', '永');
    fc.assert(
      fc.property(strokes, character, fc.boolean(), (pen, char, precise) => {
        const quality = explainWritingQuality({ strokes: pen });
        expect(quality.data).toEqual(evaluateWritingQuality({ strokes: pen }));
        expect(nonFinite(quality)).toEqual([]);
        const request = { character: char, strokes: pen };
        const options = { now: () => 0, ...(precise ? PRECISE : {}) };
        const order = explainStrokeOrder(request, options);
        expect(order.data).toEqual(evaluateStrokeOrder(request, options));
        expect(nonFinite(order)).toEqual([]);
      }),
      { numRuns: 300, seed: 2026112521 },
    );
  });

  it('never give a NaN, infinite or null number for an essay of extreme max_score', () => {
    const text = '今天天气很好，我很开心。我们去公园玩。';
    for (const max_score of [1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 53, 1e200]) {
      const explained = explainEssay({ text, max_score }, { now: () => 0 });
      expect(explained.data).toEqual(reviewEssay({ text, max_score }, { now: () => 0 }));
      expect(nonFinite(explained)).toEqual([]);
    }
  });

  it('let PRECISE read a huge straight stroke by its angle, not as a dot', () => {
    const request = {
      character: '一',
      strokes: [
        [
          { x: -1e308, y: 0, timestamp: 0 },
          { x: 0, y: 0, timestamp: 1 },
          { x: 1e308, y: 0, timestamp: 2 },
        ],
      ],
    };
    const explained = explainStrokeOrder(request, { now: () => 0, ...PRECISE });
    expect(explained.explanation.strokes[0]?.direction).toBe('horizontal');
    expect(evaluateStrokeOrder(request, { now: () => 0, ...PRECISE }).total_score).toBe(100);
  });
});
