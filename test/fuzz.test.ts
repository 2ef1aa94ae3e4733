// Arbitrary JSON, and shapes close to valid requests, must only ever give a result that meets
// the invariants, a ValidationError, or the contract's ScoringError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateStrokeOrder,
  evaluateWritingQuality,
  reviewEssay,
  ScoringError,
  ValidationError,
} from '../src/index.js';
import { essayRequest, hasAtMostDecimals, strokeOrderRequest, writingQualityRequest } from './arbitraries.js';

const clock = { now: () => 0 };
const runs = { numRuns: 400, seed: 7 };
const operations = {
  reviewEssay: (request: unknown) => reviewEssay(request as never, clock),
  evaluateStrokeOrder: (request: unknown) => evaluateStrokeOrder(request as never, clock),
  evaluateWritingQuality: (request: unknown) => evaluateWritingQuality(request as never),
};

/** Every number anywhere in a result is finite, never -0. */
function assertCleanNumbers(value: unknown): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value)).toBe(true);
    expect(Object.is(value, -0)).toBe(false);
    expect(hasAtMostDecimals(value, 2)).toBe(true);
  } else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) assertCleanNumbers(inner);
  }
}

function assertOnlyOwnOutcomes(run: (request: unknown) => unknown, request: unknown): void {
  let result: unknown;
  try {
    result = run(request);
  } catch (error) {
    if (error instanceof ValidationError) {
      expect(error.issues.length).toBeGreaterThan(0);
      return;
    }
    if (error instanceof ScoringError) return;
    throw error;
  }
  assertCleanNumbers(result);
}

/** Replaces one field of a valid request with arbitrary JSON. */
function mutated<T extends object>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.string(), fc.jsonValue())
    .chain(([request, , value]) =>
      fc.constantFrom(...Object.keys(request), 'strokes', 'text').map((key) => ({ ...request, [key]: value })),
    );
}

const shaped = {
  reviewEssay: mutated(essayRequest),
  evaluateStrokeOrder: mutated(strokeOrderRequest),
  evaluateWritingQuality: mutated(writingQualityRequest),
};

describe.each(Object.entries(operations))('%s on arbitrary input', (name, run) => {
  it('raises only the library errors on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => assertOnlyOwnOutcomes(run, value)),
      runs,
    );
  });

  it('raises only the library errors on JSON parsed from text with a __proto__ key', () => {
    fc.assert(
      fc.property(shaped[name as keyof typeof shaped], fc.jsonValue(), (request, value) => {
        const body = JSON.stringify(request).slice(1);
        const parsed: unknown = JSON.parse(`{"__proto__":${JSON.stringify(value)}${body === '}' ? '' : ','}${body}`);
        assertOnlyOwnOutcomes(run, parsed);
      }),
      { numRuns: 100, seed: 3 },
    );
  });

  it('raises only the library errors on requests with one field replaced by arbitrary JSON', () => {
    fc.assert(
      fc.property(shaped[name as keyof typeof shaped], (request) => assertOnlyOwnOutcomes(run, request)),
      runs,
    );
  });

  it('turns a throwing getter into a ValidationError', () => {
    const request = Object.defineProperty({}, 'strokes', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(() => run(request)).toThrow(ValidationError);
  });

  it('treats holes of a sparse array as invalid, never as points', () => {
    const stroke: unknown[] = new Array(3);
    stroke[0] = { x: 0, y: 0, timestamp: 0 };
    stroke[2] = { x: 9, y: 9, timestamp: 1 };
    const strokes = [stroke];
    assertOnlyOwnOutcomes(run, { character: '一', text: '一二三四五六七八九十', strokes });
  });
});
