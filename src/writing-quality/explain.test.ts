import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writingQualityRequest } from '../../test/arbitraries.js';
import { thrown } from '../../test/helpers.js';
import { notPlainJson } from '../../test/plain-json.js';
import { ValidationError } from '../core/errors.js';
import { pyMax } from '../core/python-float.js';
import { round } from '../core/round.js';
import { QUALITY_DIMENSIONS } from './constants.js';
import { explainWritingQuality } from './explain.js';
import { evaluateWritingQuality } from './fast/index.js';

const runs = { numRuns: 300, seed: 20261126 };
const point = (x: number, y: number, pressure?: number) =>
  pressure === undefined ? { x, y, timestamp: 0 } : { x, y, timestamp: 0, pressure };

describe('explainWritingQuality', () => {
  it('returns the data evaluateWritingQuality returns, with the box, centroid and aspect ratio', () => {
    const request = { strokes: [[point(0, 0, 0.4), point(150, 100, 0.6)]] };
    const { data, explanation } = explainWritingQuality(request);
    expect(data).toEqual(evaluateWritingQuality(request));
    expect(explanation.box).toEqual({ minX: 0, maxX: 150, minY: 0, maxY: 100, width: 150, height: 100 });
    expect(explanation.centroid).toEqual({ x: 75, y: 50 });
    expect(explanation.aspect_ratio).toBe(1.5);
    expect(explanation.dimensions.aesthetics).toMatchObject({
      rule: 'quality.aesthetics',
      inputs: { width: 150, height: 100, divisor: 100, aspect_ratio: 1.5 },
      start: 100,
      steps: [{ rule: 'quality.aesthetics', delta: -25, note: '外框宽 150、高 100，宽高比 1.5，扣 25 分' }],
      unclamped: 75,
      value: 75,
    });
  });

  it('lists the start-point distances with their mean and CV (quality.spacing)', () => {
    const strokes = [[point(0, 0)], [], [point(10, 0)], [point(40, 0)]];
    const { data, explanation } = explainWritingQuality({ strokes, eval_dimensions: ['spacing'] });
    expect(explanation.start_points).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 40, y: 0 },
    ]);
    expect(explanation.start_distances).toEqual({ values: [10, 30], mean: 20, std: 10, cv: 0.5 });
    expect(explanation.dimensions.spacing?.steps[0]?.delta).toBe(-40);
    expect(data.dimensions.spacing).toBe(60);
  });

  it('gives the pressure deviation, 0.5 filled in (quality.normative)', () => {
    const { explanation } = explainWritingQuality({ strokes: [[point(0, 0, 0.3), point(1, 1)]] });
    expect(explanation.pressure?.mean).toBeCloseTo(0.4, 12);
    expect(explanation.pressure?.std).toBeCloseTo(0.1, 12);
    expect(explanation.dimensions.normative?.value).toBe(80);
  });

  it('floors a dimension at 0 and says so in clamped (quality.normative)', () => {
    const { explanation } = explainWritingQuality({ strokes: [[point(0, 0, 0), point(1, 1, 1)]] });
    expect(explanation.dimensions.normative).toMatchObject({ unclamped: 0, clamped: 0, value: 0 });
    const tall = explainWritingQuality({ strokes: [[point(0, 0), point(400, 1)]] }).explanation;
    expect(tall.dimensions.aesthetics?.unclamped).toBeLessThan(0);
    expect(tall.dimensions.aesthetics?.clamped).toBe(0);
  });

  it('explains no points as total 0 with nothing measured (quality.points)', () => {
    const { data, explanation } = explainWritingQuality({ strokes: [[], []] });
    expect(data).toEqual({ total_score: 0, dimensions: {} });
    expect(explanation).toMatchObject({
      box: null,
      centroid: null,
      pressure: null,
      aspect_ratio: null,
      dimensions: {},
    });
    expect(explanation.total).toMatchObject({ rule: 'quality.total', value: 0 });
  });

  it('throws what evaluateWritingQuality throws, with the same issues', () => {
    const bad: unknown = { strokes: [[point(0, 0, 2)], 'x'], eval_dimensions: [1] };
    const error = thrown(() => explainWritingQuality(bad));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual(
      (thrown(() => evaluateWritingQuality(bad)) as ValidationError).issues,
    );
  });

  it('keeps start + deltas = unclamped and clamp/round = data, and the mean of the values = total, in plain JSON', () => {
    fc.assert(
      fc.property(writingQualityRequest, (request) => {
        const { data, explanation } = explainWritingQuality(request);
        for (const name of QUALITY_DIMENSIONS) {
          const explained = explanation.dimensions[name];
          if (explained === undefined) {
            expect(data.dimensions[name]).toBeUndefined();
            continue;
          }
          let running = explained.start;
          for (const step of explained.steps) running += Number(step.delta);
          expect(Object.is(running, Number(explained.unclamped))).toBe(true);
          expect(explained.clamped).toBe(pyMax(0, Number(explained.unclamped)));
          expect(round(explained.clamped, 1)).toBe(data.dimensions[name]);
        }
        expect(explanation.total.values).toEqual(Object.values(data.dimensions));
        expect(explanation.total.value).toBe(data.total_score);
        expect(notPlainJson(explanation)).toBeUndefined();
      }),
      runs,
    );
  });
});
