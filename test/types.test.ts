// The public signatures, checked by the compiler: `npm run typecheck` (tsc over test/) fails
// when one regresses. Each operation has two overloads: the typed request first (so editors
// complete its fields), then `unknown` (so parsed JSON needs no cast). The runtime half of each
// test only shows that the call it types is the call that runs.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type EssayReviewData,
  type EssayReviewRequest,
  evaluateStrokeOrder,
  evaluateWritingQuality,
  reviewEssay,
  type StrokeOrderData,
  type StrokeOrderRequest,
  ValidationError,
  type WritingQualityData,
  type WritingQualityRequest,
} from '../src/index.js';
import { thrown } from './helpers.js';

/** The request parameter of a function's first and second overloads. */
type FirstRequest<F> = F extends {
  (request: infer First, ...rest: infer _Rest): unknown;
  (request: infer _Second, ...rest: infer _Rest2): unknown;
}
  ? First
  : never;
type SecondRequest<F> = F extends {
  (request: infer _First, ...rest: infer _Rest): unknown;
  (request: infer Second, ...rest: infer _Rest2): unknown;
}
  ? Second
  : never;

const body = '{"text":"今天天气很好，我很开心。我们一起去公园玩。","strokes":[]}';

describe('the operation signatures', () => {
  it('accept a request parsed from JSON and typed unknown, without a cast', () => {
    const parsed: unknown = JSON.parse(body);
    expectTypeOf(reviewEssay(parsed)).toEqualTypeOf<EssayReviewData>();
    expectTypeOf(evaluateWritingQuality(parsed)).toEqualTypeOf<WritingQualityData>();
    expectTypeOf(evaluateStrokeOrder).toBeCallableWith(parsed);
    expectTypeOf(evaluateStrokeOrder).returns.toEqualTypeOf<StrokeOrderData>();
    expect(reviewEssay(parsed, { now: () => 0 }).total_score).toBe(82.7);
    expect(thrown(() => evaluateStrokeOrder(parsed))).toBeInstanceOf(ValidationError);
  });

  it('offer the typed request first, so that editors complete its fields', () => {
    expectTypeOf<FirstRequest<typeof reviewEssay>>().toEqualTypeOf<EssayReviewRequest>();
    expectTypeOf<FirstRequest<typeof evaluateStrokeOrder>>().toEqualTypeOf<StrokeOrderRequest>();
    expectTypeOf<FirstRequest<typeof evaluateWritingQuality>>().toEqualTypeOf<WritingQualityRequest>();
    expectTypeOf<SecondRequest<typeof reviewEssay>>().toEqualTypeOf<unknown>();
    expectTypeOf<SecondRequest<typeof evaluateStrokeOrder>>().toEqualTypeOf<unknown>();
    expectTypeOf<SecondRequest<typeof evaluateWritingQuality>>().toEqualTypeOf<unknown>();
    const request: EssayReviewRequest = { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 };
    expect(reviewEssay(request, { now: () => 0 }).total_score).toBe(82.7);
  });
});
