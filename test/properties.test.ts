import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength } from '../src/core/text.js';
import { DIMENSION_WEIGHTS, ESSAY_DIMENSIONS } from '../src/essay-review/constants.js';
import { evaluateStrokeOrder, evaluateWritingQuality, reviewEssay, ValidationError } from '../src/index.js';
import {
  deepFreeze,
  essayRequest,
  hasAtMostDecimals,
  strokeOrderRequest,
  writingQualityRequest,
} from './arbitraries.js';

const clock = { now: () => 0 };
const runs = { numRuns: 300, seed: 20261122 };

/** `value` lies between 0 and `limit` (whichever sign it has), give or take the 0.05 of rounding. */
function withinScaled(value: number, limit: number): boolean {
  const [low, high] = limit >= 0 ? [0, limit] : [limit, 0];
  return value >= low - 0.05 && value <= high + 0.05;
}

describe('reviewEssay properties', () => {
  it('keeps every score within its scaled bounds with at most one decimal', () => {
    fc.assert(
      fc.property(essayRequest, (request) => {
        const data = reviewEssay(request, clock);
        const max = request.max_score ?? 100;
        expect(withinScaled(data.total_score, max)).toBe(true);
        expect(hasAtMostDecimals(data.total_score, 1)).toBe(true);
        for (const key of ESSAY_DIMENSIONS) {
          const value = data.dimensions[key];
          expect(hasAtMostDecimals(value, 1)).toBe(true);
          expect(withinScaled(value, max * DIMENSION_WEIGHTS[key])).toBe(true);
        }
        expect(hasAtMostDecimals(data.inference_time_ms, 2)).toBe(true);
      }),
      runs,
    );
  });

  it('counts characters within the text length and gives positions inside the text', () => {
    fc.assert(
      fc.property(essayRequest, (request) => {
        const data = reviewEssay({ ...request, enable_suggestions: true }, clock);
        const length = codePointLength(request.text);
        const { total, chinese, punctuation } = data.character_count;
        expect(total).toBeLessThanOrEqual(length);
        expect(chinese + punctuation).toBeLessThanOrEqual(total);
        for (const error of data.grammar_errors) {
          expect(error.position).toBeGreaterThanOrEqual(0);
          expect(error.position).toBeLessThan(length);
        }
      }),
      runs,
    );
  });

  it('gives the same result for the same request and never mutates it', () => {
    fc.assert(
      fc.property(essayRequest, (request) => {
        const snapshot = structuredClone(request);
        const first = reviewEssay(deepFreeze(request), clock);
        expect(reviewEssay(request, clock)).toEqual(first);
        expect(request).toEqual(snapshot);
      }),
      runs,
    );
  });

  it('rejects any grade outside 1-9 with a ValidationError on grade', () => {
    fc.assert(
      fc.property(essayRequest, fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10 })), (request, grade) => {
        expect(() => reviewEssay({ ...request, grade } as unknown, clock)).toThrow(ValidationError);
      }),
      runs,
    );
  });
});

describe('evaluateStrokeOrder properties', () => {
  it('keeps every score within 0-100 with at most one decimal', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => {
        const data = evaluateStrokeOrder(request, clock);
        for (const score of [data.total_score, data.order_score, data.count_score]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          expect(hasAtMostDecimals(score, 1)).toBe(true);
        }
        expect(data.stroke_order).toHaveLength(request.strokes.length);
        expect(data.user_stroke_count).toBe(request.strokes.length);
      }),
      runs,
    );
  });

  it('gives the same result for the same request and never mutates it', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => {
        const snapshot = structuredClone(request);
        const first = evaluateStrokeOrder(deepFreeze(request), clock);
        expect(evaluateStrokeOrder(request, clock)).toEqual(first);
        expect(request).toEqual(snapshot);
      }),
      runs,
    );
  });

  it('rejects any pressure outside 0-1 with a ValidationError at that point', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: -Number.MIN_VALUE }), fc.double({ min: 1.0000001 }), fc.constant(Number.NaN)),
        (pressure) => {
          const request = { character: '一', strokes: [[{ x: 0, y: 0, timestamp: 0, pressure }]] };
          try {
            evaluateStrokeOrder(request, clock);
            throw new Error('expected a ValidationError');
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
            expect((error as ValidationError).issues[0]?.path).toEqual(['strokes', 0, 0, 'pressure']);
          }
        },
      ),
      runs,
    );
  });
});

describe('evaluateWritingQuality properties', () => {
  it('keeps every dimension and the total within 0-100 with at most one decimal', () => {
    fc.assert(
      fc.property(writingQualityRequest, (request) => {
        const data = evaluateWritingQuality(request);
        const values = Object.values(data.dimensions);
        for (const value of [data.total_score, ...values]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
          expect(hasAtMostDecimals(value, 1)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('gives the same result for the same request and never mutates it', () => {
    fc.assert(
      fc.property(writingQualityRequest, (request) => {
        const snapshot = structuredClone(request);
        const first = evaluateWritingQuality(deepFreeze(request));
        expect(evaluateWritingQuality(request)).toEqual(first);
        expect(request).toEqual(snapshot);
      }),
      runs,
    );
  });
});
