// The OpenAPI document and the validation must agree: every constraint the document states
// is enforced, at its boundaries, and nothing the document allows is rejected.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, ValidationError } from '../core/errors.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { WANG, writeAll } from '../geometry/fixture.test-helpers.js';
import { geometric } from '../geometry/index.js';
import { GEOMETRY_ERROR_KINDS } from '../geometry/score.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { ALIGNED_ERROR_KINDS } from '../strokes/aligned.js';
import { PRECISE } from '../strokes/precise.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { createOpenApiDocument } from './openapi.js';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  enum?: string[];
  default?: unknown;
};
const schemas = (createOpenApiDocument() as { components: { schemas: Record<string, Schema> } }).components.schemas;
const clock = { now: () => 0 };

const POINT = { x: 0, y: 0, timestamp: 0 };
const cases = [
  {
    name: 'EssayReviewRequest',
    run: (request: unknown) => reviewEssay(request as never, clock),
    valid: { text: '今天天气很好，我很开心。' } as Record<string, unknown>,
  },
  {
    name: 'StrokeOrderRequest',
    run: (request: unknown) => evaluateStrokeOrder(request as never, clock),
    valid: { character: '十', strokes: [[POINT]] } as Record<string, unknown>,
  },
  {
    name: 'WritingQualityRequest',
    run: (request: unknown) => evaluateWritingQuality(request as never),
    valid: { strokes: [[POINT]] } as Record<string, unknown>,
  },
];

function rejectedPaths(run: (request: unknown) => unknown, request: unknown): unknown[] {
  try {
    run(request);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((issue) => issue.path);
    return [];
  }
}

describe.each(cases)('the OpenAPI schema of $name', ({ name, run, valid }) => {
  const schema = schemas[name] as Schema;

  it('marks as required exactly the fields validation requires', () => {
    for (const field of Object.keys(schema.properties ?? {})) {
      const { [field]: _dropped, ...without } = valid;
      const required = rejectedPaths(run, without).some((path) => JSON.stringify(path) === JSON.stringify([field]));
      expect(required, field).toBe(schema.required?.includes(field) ?? false);
    }
  });

  it('states integer bounds that validation enforces at the boundary', () => {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (property.minimum !== undefined) {
        expect(rejectedPaths(run, { ...valid, [field]: property.minimum }), field).toEqual([]);
        expect(rejectedPaths(run, { ...valid, [field]: property.minimum - 1 }), field).toEqual([[field]]);
      }
      if (property.maximum !== undefined) {
        expect(rejectedPaths(run, { ...valid, [field]: property.maximum }), field).toEqual([]);
        expect(rejectedPaths(run, { ...valid, [field]: property.maximum + 1 }), field).toEqual([[field]]);
      }
    }
  });

  it('states string lengths and enums that validation enforces', () => {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (property.enum) {
        for (const value of property.enum) expect(rejectedPaths(run, { ...valid, [field]: value })).toEqual([]);
        expect(rejectedPaths(run, { ...valid, [field]: 'not-listed' })).toEqual([[field]]);
      }
      if (property.minLength !== undefined && property.type === 'string' && field === 'text') {
        expect(rejectedPaths(run, { ...valid, [field]: '一'.repeat(property.minLength) })).toEqual([]);
        expect(rejectedPaths(run, { ...valid, [field]: '一'.repeat(property.minLength - 1) })).toEqual([[field]]);
      }
      if (property.maxLength !== undefined && field === 'text') {
        expect(rejectedPaths(run, { ...valid, [field]: '一'.repeat(property.maxLength) })).toEqual([]);
        expect(rejectedPaths(run, { ...valid, [field]: '一'.repeat(property.maxLength + 1) })).toEqual([[field]]);
      }
    }
  });

  it('allows null exactly where validation takes null as absent', () => {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      const nullable = Array.isArray(property.type) && property.type.includes('null');
      expect(rejectedPaths(run, { ...valid, [field]: null }).length === 0, field).toBe(nullable);
    }
  });

  it('gives defaults that produce the same result as leaving the field out', () => {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (property.default === undefined) continue;
      expect(run({ ...valid, [field]: property.default }), field).toEqual(run(valid));
    }
  });
});

describe('the OpenAPI StrokePoint schema', () => {
  it('bounds pressure to what validation accepts', () => {
    const pressure = schemas.StrokePoint?.properties?.pressure as Schema;
    const at = (value: number) =>
      rejectedPaths((r) => evaluateWritingQuality(r as never), {
        strokes: [[{ ...POINT, pressure: value }]],
      });
    expect(at(pressure.minimum as number)).toEqual([]);
    expect(at(pressure.maximum as number)).toEqual([]);
    expect(at((pressure.maximum as number) + 0.01)).toHaveLength(1);
    expect(at((pressure.minimum as number) - 0.01)).toHaveLength(1);
    expect(schemas.StrokePoint?.required).toEqual(['x', 'y', 'timestamp']);
  });
});

type Document = {
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, { post: { operationId: string; responses: Record<string, unknown> } }>;
  components: { schemas: Record<string, Schema & { items?: Schema }> };
};
const documentOf = (...args: Parameters<typeof createOpenApiDocument>) => createOpenApiDocument(...args) as Document;

/** Every key of `value` (objects and array items, deeply) that the schema's `required` leaves out. */
function unrequired(
  value: unknown,
  schema: Schema & { items?: Schema; $ref?: string },
  all: Record<string, Schema>,
  at = 'data',
): string[] {
  const resolved = (schema.$ref ? all[schema.$ref.split('/').pop() as string] : schema) as Schema & { items?: Schema };
  if (Array.isArray(value))
    return value.flatMap((item, i) => unrequired(item, resolved.items ?? {}, all, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(resolved.required?.includes(key) ? [] : [`${at}.${key}`]),
    ...unrequired(inner, resolved.properties?.[key] ?? {}, all, `${at}.${key}`),
  ]);
}

describe('the OpenAPI document a client is generated from', () => {
  const document = documentOf();
  const all = document.components.schemas;

  it('names each operation by its id: essay-review, stroke-order, writing-quality', () => {
    expect(Object.values(document.paths).map((path) => path.post.operationId)).toEqual([...OPERATIONS]);
  });

  it("states the package's version and a server relative to where it is served", () => {
    expect(document.info.version).toBe(manifest.version);
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('documents every status an operation answers: 200, 400, 405, 413, 415, 422 and 500', () => {
    for (const path of Object.values(document.paths))
      expect(Object.keys(path.post.responses)).toEqual(['200', '400', '405', '413', '415', '422', '500']);
  });

  it('requires every field of the success data, so a generated client types no score as optional', () => {
    const essay = reviewEssay({ text: '今天我很很高兴，我们走了了很远的路。', grade: 5 }, clock);
    const stroke = evaluateStrokeOrder({ character: '十', strokes: [[POINT, { ...POINT, y: 9 }]] }, clock);
    const quality = evaluateWritingQuality({ strokes: [[POINT, { ...POINT, x: 5, timestamp: 5 }]] });
    expect(unrequired(essay, all.EssayReviewData as Schema, all)).toEqual([]);
    expect(stroke.errors.length).toBeGreaterThan(0);
    expect(unrequired(stroke, all.StrokeOrderData as Schema, all)).toEqual([]);
    // The dimensions are those the request asked for: only total_score and the object are required.
    expect(unrequired(quality, all.WritingQualityData as Schema, all)).toEqual(
      Object.keys(quality.dimensions).map((key) => `data.dimensions.${key}`),
    );
  });

  it('lists the aligned errors’ kind, reference_index, user_index and expected_name with PRECISE', () => {
    const precise = documentOf('/api/v1', { strokes: PRECISE }).components.schemas;
    const stroke = evaluateStrokeOrder(
      { character: '王', strokes: [[POINT, { ...POINT, y: 9 }]] },
      { ...PRECISE, ...clock },
    );
    expect(stroke.errors.length).toBeGreaterThan(0);
    expect(unrequired(stroke, precise.StrokeOrderData as Schema, precise)).toEqual([]);
    expect(precise.StrokeOrderError?.properties?.kind?.enum).toEqual([...ALIGNED_ERROR_KINDS]);
    expect(all.StrokeOrderError?.properties?.kind).toBeUndefined();
  });

  it('lists matches, missing and the geometric errors’ fields with a geometric matcher', () => {
    const options = geometric(WANG, { character: '王' });
    const schemas = documentOf('/api/v1', { strokes: options }).components.schemas;
    const stroke = evaluateStrokeOrder({ character: '王', strokes: writeAll(WANG).slice(1) }, { ...options, ...clock });
    expect(stroke.errors.length).toBeGreaterThan(0);
    expect(Object.keys(stroke)).toEqual(expect.arrayContaining(['matches', 'missing']));
    expect(unrequired(stroke, schemas.StrokeOrderData as Schema, schemas)).toEqual([]);
    expect(schemas.StrokeOrderError?.properties?.kind?.enum).toEqual([...GEOMETRY_ERROR_KINDS]);
    expect(all.StrokeOrderData?.properties?.matches).toBeUndefined();
  });

  it('lists stroke_quality and character_quality, every field required, with a geometric quality matcher', () => {
    const { matcher } = geometric(WANG, { character: '王' });
    const schemas = documentOf('/api/v1', { quality: { matcher } }).components.schemas;
    // The third stroke drawn twice: one stroke paired, one extra, the last missing, notes on both.
    const drawn = writeAll(WANG);
    const quality = evaluateWritingQuality({ strokes: [drawn[0]!, drawn[1]!, drawn[2]!, drawn[2]!] }, { matcher });
    expect(quality.character_quality.notes.length).toBeGreaterThan(0);
    expect(unrequired(quality, schemas.WritingQualityData as Schema, schemas)).toEqual(
      Object.keys(quality.dimensions).map((key) => `data.dimensions.${key}`),
    );
    expect(schemas.WritingQualityData?.properties?.stroke_quality).toBeDefined();
    expect(all.WritingQualityData?.properties?.stroke_quality).toBeUndefined();
  });
});
