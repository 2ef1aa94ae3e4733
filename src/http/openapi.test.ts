// The OpenAPI document and the validation must agree: every constraint the document states
// is enforced, at its boundaries, and nothing the document allows is rejected.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../core/errors.js';
import { reviewEssay } from '../essay-review/fast/index.js';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { evaluateWritingQuality } from '../writing-quality/fast/index.js';
import { createOpenApiDocument } from './openapi.js';

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
