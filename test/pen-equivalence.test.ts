// The plain readings of stroke order and writing quality (src/*/rules/, explained by
// src/*/explain.ts) are the oracle of the fast paths: for the same request, options and clock
// they give deep-equal data, and throw the same error class with the same issues. The cases run
// through the harness of readings.case.ts, against every reading named below.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StrokePoint } from '../src/core/points.js';
import { explainStrokeOrder, explainWritingQuality } from '../src/explain/index.js';
import { WANG, writeAll } from '../src/geometry/fixture.test-helpers.js';
import { geometric } from '../src/geometry/index.js';
import {
  type EvaluateStrokeOrderOptions,
  evaluateStrokeOrder,
  evaluateWritingQuality,
  type ReferenceTable,
  ScoringError,
  STROKE_DIRECTIONS,
  type StrokeDirection,
} from '../src/index.js';
import type { StrokeClassifier } from '../src/stroke-order/contract.js';
import { CONTRACT_CLASSIFIER } from '../src/stroke-order/fast/classifier.js';
import { FAST_STROKE_ORDER } from '../src/stroke-order/fast/reading.js';
import type { StrokeMatcher } from '../src/stroke-order/matcher.js';
import { runStrokeOrder } from '../src/stroke-order/pipeline.js';
import { characterBox, measureStroke, readContractDirection } from '../src/stroke-order/rules/index.js';
import { PLAIN_STROKE_ORDER } from '../src/stroke-order/rules/reading.js';
import { ALIGNED_COMPARISON, EXTENDED_STROKES, PRECISE } from '../src/strokes/index.js';
import { strokeOrderRequest, strokePoint, writingQualityRequest } from './arbitraries.js';
import { loadExamples } from './examples.js';
import { expectSameReadings, type Reading } from './readings.case.js';

const clock = { now: () => 7 };
const runs = { numRuns: 300, seed: 20261123 };

/** Every reading of stroke order: the public pair, and each reading run through the pipeline. */
const STROKE_ORDER_READINGS: Record<string, Reading<EvaluateStrokeOrderOptions>> = {
  evaluateStrokeOrder: (request, options) => evaluateStrokeOrder(request, options),
  'explainStrokeOrder().data': (request, options) => explainStrokeOrder(request, options).data,
  'the fast reading': (request, options) =>
    runStrokeOrder('evaluateStrokeOrder', FAST_STROKE_ORDER, (data) => data, request, options),
  'the plain reading': (request, options) =>
    runStrokeOrder('evaluateStrokeOrder', PLAIN_STROKE_ORDER, (data) => data, request, options),
};

/** Both readings of writing quality. */
const WRITING_QUALITY_READINGS: Record<string, Reading<undefined>> = {
  evaluateWritingQuality: (request) => evaluateWritingQuality(request),
  'explainWritingQuality().data': (request) => explainWritingQuality(request).data,
};

function sameStrokeOrder(request: unknown, options: EvaluateStrokeOrderOptions = {}): void {
  expectSameReadings(STROKE_ORDER_READINGS, request, { ...options, ...clock });
}

function sameWritingQuality(request: unknown): void {
  expectSameReadings(WRITING_QUALITY_READINGS, request);
}

/** A classifier of its own (not the contract's): the quadrant of the stroke's end in the character's box. */
const QUADRANT_CLASSIFIER: StrokeClassifier = {
  name: 'quadrant',
  classify(points, context) {
    return this.read(points, context).direction;
  },
  read(points, { index, box }) {
    const last = points[points.length - 1]!;
    const right = last.x > (box.minX + box.maxX) / 2 ? 1 : 0;
    const low = last.y > (box.minY + box.maxY) / 2 ? 1 : 0;
    const direction = STROKE_DIRECTIONS[(right + 2 * low + index) % STROKE_DIRECTIONS.length]!;
    return { direction, rule: 'test.quadrant', measures: { right, low, index } };
  },
};

/** A plug-in matcher that reads every drawn stroke, even one without points, as a dot it expected. */
const ECHO_MATCHER: StrokeMatcher = {
  name: 'echo',
  match: (strokes) => ({
    strokes: strokes.map(() => ({ direction: 'dot', expected: 'dot', matched: true, rule: 'test.echo', measures: {} })),
    expected: strokes.map(() => 'dot' as const),
    steps: [],
    errors: [],
    fields: {},
  }),
};

/** A classifier that breaks the contract by returning no direction at all. */
const BROKEN_CLASSIFIER: StrokeClassifier = {
  name: 'broken',
  classify: () => 'sideways' as StrokeDirection,
  read: () => ({ direction: 'sideways' as StrokeDirection, rule: 'test.broken', measures: {} }),
};

const direction = fc.constantFrom(...STROKE_DIRECTIONS);
const entry = fc
  .tuple(
    fc.array(direction, { maxLength: 6 }),
    fc.integer({ min: 0, max: 8 }),
    fc.option(direction, { nil: undefined }),
  )
  .map(([sequence, count, alternative]) =>
    alternative === undefined || sequence.length === 0
      ? { sequence, count }
      : { sequence, count, alternatives: { [sequence.length - 1]: [alternative] } },
  );
/** A caller's reference table: the contract's characters or any, empty sequences and alternatives included. */
const table: fc.Arbitrary<ReferenceTable> = fc.dictionary(
  fc.constantFrom('一', '十', '大', '口', '水', '好', '永'),
  entry,
  { maxKeys: 4 },
);

const options: fc.Arbitrary<EvaluateStrokeOrderOptions> = fc.record(
  {
    referenceTable: fc.oneof(table, fc.constant(EXTENDED_STROKES)),
    classifier: fc.constantFrom(CONTRACT_CLASSIFIER, QUADRANT_CLASSIFIER),
    comparison: fc.constant(ALIGNED_COMPARISON),
  },
  { requiredKeys: [] },
);

/** A point with one field broken, or not a point at all. */
const brokenPoint = fc.oneof(
  strokePoint.map((point) => ({ ...point, x: Number.NaN })),
  strokePoint.map((point) => ({ ...point, pressure: 1.5 })),
  strokePoint.map((point) => ({ ...point, pressure: -0.1 })),
  strokePoint.map((point) => ({ ...point, timestamp: 1.5 })),
  strokePoint.map(({ x: _x, ...rest }) => rest),
  fc.constantFrom(null, 'point', 3, [1, 2]),
);
/** Strokes where some points or strokes are broken, or empty. */
const brokenStrokes = fc.array(
  fc.oneof(
    fc.array(fc.oneof(strokePoint, strokePoint, brokenPoint), { maxLength: 5 }),
    fc.constant([] as StrokePoint[]),
    fc.constantFrom(null, 'stroke', { x: 1 }),
  ),
  { maxLength: 6 },
);

describe('stroke order: the plain reading equals the fast path (rules stroke.*)', () => {
  it('on every worked stroke example, results and errors alike', () => {
    for (const example of loadExamples().filter((candidate) => candidate.op === 'stroke-order')) {
      sameStrokeOrder(example.request);
    }
  });

  it('on valid requests with the default classifier, table and comparison', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => sameStrokeOrder(request)),
      runs,
    );
  });

  it('under any classifier, reference table and comparison the options choose', () => {
    fc.assert(
      fc.property(strokeOrderRequest, options, (request, chosen) => sameStrokeOrder(request, chosen)),
      runs,
    );
  });

  it('under the PRECISE options of handwriting-scoring/strokes', () => {
    fc.assert(
      fc.property(strokeOrderRequest, (request) => sameStrokeOrder(request, PRECISE)),
      runs,
    );
  });

  it('on broken strokes, empty strokes and broken fields: the same error class and issues', () => {
    // Every field here has values on both sides of the table's constraints.
    const request = fc.record({
      character: fc.constantFrom('十', '好', 'a', '十十', '𠀀', '\ud800', ''),
      strokes: brokenStrokes,
      difficulty_level: fc.constantFrom(1, 3, 4, '2', 2.5, -0, null, undefined),
      pen_id: fc.constantFrom(undefined, null, 'pen-1', 7),
      student_id: fc.constantFrom(undefined, null, 's-1', false),
    });
    fc.assert(
      fc.property(request, fc.option(options, { nil: undefined }), (broken, chosen) => sameStrokeOrder(broken, chosen)),
      runs,
    );
  });

  it('under a whole-character matcher, the geometric one and plug-ins alike', () => {
    const { matcher } = geometric(WANG, { character: '王' });
    const written = writeAll(WANG);
    for (const strokes of [
      written,
      [...written].reverse(),
      written.slice(1),
      [...written, written[0]!],
      [written[0]!, []],
    ]) {
      sameStrokeOrder({ character: '王', strokes }, { matcher });
      sameStrokeOrder({ character: '王', strokes, difficulty_level: 3 }, { matcher });
    }
    sameStrokeOrder({ character: '十', strokes: written }, { matcher });
    fc.assert(
      fc.property(strokeOrderRequest, (request) => sameStrokeOrder({ ...request, character: '王' }, { matcher })),
      runs,
    );
    fc.assert(
      fc.property(strokeOrderRequest, brokenStrokes, (request, broken) => {
        sameStrokeOrder(request, { matcher: ECHO_MATCHER });
        sameStrokeOrder({ ...request, strokes: broken }, { matcher: ECHO_MATCHER });
      }),
      runs,
    );
  });

  it('when a matcher reads a stroke without points, or more strokes than were drawn: the same ScoringError', () => {
    const point = { x: 0, y: 0, timestamp: 0 };
    sameStrokeOrder({ character: '十', strokes: [[point], []] }, { matcher: ECHO_MATCHER });
    const tooMany = { ...ECHO_MATCHER, match: () => ECHO_MATCHER.match([[point], [point]], '十') };
    sameStrokeOrder({ character: '十', strokes: [[point]] }, { matcher: tooMany });
    expect(() => explainStrokeOrder({ character: '十', strokes: [[point]] }, { matcher: tooMany })).toThrow(
      ScoringError,
    );
  });

  it('when a matcher leaves a drawn stroke out: the same data', () => {
    const point = { x: 0, y: 0, timestamp: 0 };
    const fewer = { ...ECHO_MATCHER, match: () => ECHO_MATCHER.match([[point]], '十') };
    sameStrokeOrder({ character: '十', strokes: [[point], [point]] }, { matcher: fewer });
    expect(
      explainStrokeOrder({ character: '十', strokes: [[point], [point]] }, { matcher: fewer }).data.user_stroke_count,
    ).toBe(1);
  });

  it('the contract classifier reads every stroke as the plain reading does: the same direction and rule', () => {
    fc.assert(
      fc.property(strokeOrderRequest, ({ strokes }) => {
        for (const points of strokes.filter((stroke) => stroke.length > 0)) {
          const { direction, rule } = readContractDirection(measureStroke(points));
          const read = CONTRACT_CLASSIFIER.read(points, { index: 0, box: characterBox([points]) });
          expect({ direction: read.direction, rule: read.rule }).toEqual({ direction, rule });
        }
      }),
      runs,
    );
  });

  it('when a classifier returns no direction: the same ScoringError', () => {
    const request = { character: '十', strokes: [[{ x: 0, y: 0, timestamp: 0 }]] };
    sameStrokeOrder(request, { classifier: BROKEN_CLASSIFIER });
    expect(() => explainStrokeOrder(request, { classifier: BROKEN_CLASSIFIER })).toThrow(ScoringError);
  });
});

describe('writing quality: the plain reading equals the fast path (rules quality.*)', () => {
  it('on every worked quality example, results and errors alike', () => {
    for (const example of loadExamples().filter((candidate) => candidate.op === 'writing-quality')) {
      sameWritingQuality(example.request);
    }
  });

  it('on valid requests', () => {
    fc.assert(
      fc.property(writingQualityRequest, (request) => sameWritingQuality(request)),
      runs,
    );
  });

  it('on broken strokes and broken fields: the same error class and issues', () => {
    const request = fc.record({
      strokes: fc.oneof(brokenStrokes, fc.constantFrom(undefined, 'strokes', null)),
      eval_dimensions: fc.oneof(fc.constant(['structure', 'normative']), fc.constant([1, 'spacing']), fc.constant('x')),
    });
    fc.assert(
      fc.property(request, (broken) => sameWritingQuality(broken)),
      runs,
    );
  });

  it('on an input that is not an object', () => {
    for (const input of [null, 3, 'strokes', [], undefined]) {
      sameWritingQuality(input);
      sameStrokeOrder(input);
    }
  });
});
