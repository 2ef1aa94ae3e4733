// The OpenAPI 3.1 document of the three operations, derived from the field tables the
// validation reads, so that the two cannot drift apart.
import { CJK_FIRST, CJK_LAST } from '../core/cjk.js';
import { DEFAULT_PRESSURE } from '../core/points.js';
import type { FieldSpec } from '../core/validation.js';
import { ESSAY_DIMENSIONS, ESSAY_ERROR_TYPES } from '../essay-review/constants.js';
import { ESSAY_REQUEST_FIELDS } from '../essay-review/request.js';
import { STROKE_DIRECTIONS } from '../stroke-order/constants.js';
import { STROKE_ORDER_REQUEST_FIELDS } from '../stroke-order/request.js';
import { QUALITY_DIMENSIONS } from '../writing-quality/constants.js';
import { WRITING_QUALITY_REQUEST_FIELDS } from '../writing-quality/request.js';
import { OPERATION_ROUTES } from './dispatch.js';
import { EXPLAIN_OPENAPI_PARAMETER, EXPLANATION_OPENAPI_SCHEMA, WARNINGS_OPENAPI_SCHEMA } from './explain.js';

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type Schema = Record<string, unknown>;

/** The JSON Schema of one field of a request table. */
export function fieldSchema(field: FieldSpec): Schema {
  switch (field.type) {
    case 'string': {
      const schema: Schema = { type: field.nullMeansAbsent ? ['string', 'null'] : 'string' };
      if (field.minLength !== undefined) schema.minLength = field.minLength;
      if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
      if (field.enum) schema.enum = [...field.enum];
      // One Chinese character (rule stroke.character): one code point of U+4E00..U+9FFF.
      const pattern = `^[\\u${CJK_FIRST.toString(16)}-\\u${CJK_LAST.toString(16)}]$`;
      if (field.chineseCharacter) Object.assign(schema, { minLength: 1, maxLength: 1, pattern });
      if (field.default !== undefined) schema.default = field.default;
      return schema;
    }
    case 'integer': {
      const schema: Schema = { type: 'integer' };
      if (field.minimum !== undefined) schema.minimum = field.minimum;
      if (field.maximum !== undefined) schema.maximum = field.maximum;
      if (field.default !== undefined) schema.default = field.default;
      return schema;
    }
    case 'boolean':
      return field.default === undefined ? { type: 'boolean' } : { type: 'boolean', default: field.default };
    case 'string-list':
      return { type: 'array', items: { type: 'string' }, ...(field.default ? { default: [...field.default] } : {}) };
  }
}

/** The JSON Schema of a request object from its field table, plus extra properties. */
export function requestSchema(fields: Readonly<Record<string, FieldSpec>>, extra: Record<string, Schema> = {}): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = fieldSchema(field);
    if ('required' in field && field.required) required.push(name);
  }
  for (const [name, schema] of Object.entries(extra)) {
    properties[name] = schema;
    required.push(name);
  }
  return { type: 'object', properties, required };
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const numberMap = (keys: readonly string[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [key, { type: 'number' }])),
});

/** The field `handwriting-scoring serve` adds to every error body: the request's id, as sent
 * in its `X-Request-Id` header and access-log line (the Fetch handler adds none). */
const REQUEST_ID_SCHEMA: Schema = {
  type: 'string',
  description: "The request's id (X-Request-Id), present when served by `handwriting-scoring serve`",
};

const STROKES_SCHEMA: Schema = { type: 'array', items: { type: 'array', items: ref('StrokePoint') } };

/** Builds the OpenAPI 3.1 document of the service under `basePath`. */
export function createOpenApiDocument(basePath = '/api/v1'): Schema {
  const schemas: Record<string, Schema> = {
    StrokePoint: {
      type: 'object',
      properties: {
        x: { type: 'number' },
        y: { type: 'number' },
        pressure: { type: 'number', minimum: 0, maximum: 1, default: DEFAULT_PRESSURE },
        timestamp: { type: 'integer' },
      },
      required: ['x', 'y', 'timestamp'],
    },
    EssayReviewRequest: requestSchema(ESSAY_REQUEST_FIELDS),
    StrokeOrderRequest: requestSchema(STROKE_ORDER_REQUEST_FIELDS, { strokes: STROKES_SCHEMA }),
    WritingQualityRequest: requestSchema(WRITING_QUALITY_REQUEST_FIELDS, { strokes: STROKES_SCHEMA }),
    SentenceError: {
      type: 'object',
      properties: {
        sentence: { type: 'string' },
        error_type: { type: 'string', enum: [...ESSAY_ERROR_TYPES] },
        suggestion: { type: 'string' },
        position: { type: 'integer' },
      },
      required: ['sentence', 'error_type', 'suggestion', 'position'],
    },
    EssayReviewData: {
      type: 'object',
      properties: {
        total_score: { type: 'number' },
        max_score: { type: 'integer' },
        dimensions: numberMap(ESSAY_DIMENSIONS),
        character_count: {
          type: 'object',
          properties: { total: { type: 'integer' }, chinese: { type: 'integer' }, punctuation: { type: 'integer' } },
        },
        overall_comment: { type: 'string' },
        structure_analysis: { type: 'array', items: { type: 'string' } },
        content_analysis: { type: 'array', items: { type: 'string' } },
        rhetoric_analysis: { type: 'array', items: { type: 'string' } },
        grammar_errors: { type: 'array', items: ref('SentenceError') },
        inference_time_ms: { type: 'number' },
      },
    },
    StrokeDirection: { type: 'string', enum: [...STROKE_DIRECTIONS] },
    StrokeOrderData: {
      type: 'object',
      properties: {
        character: { type: 'string' },
        total_score: { type: 'number' },
        order_score: { type: 'number' },
        count_score: { type: 'number' },
        user_stroke_count: { type: 'integer' },
        standard_stroke_count: { type: ['integer', 'null'] },
        stroke_order: { type: 'array', items: ref('StrokeDirection') },
        correct_order: { type: 'array', items: ref('StrokeDirection') },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              stroke_index: { type: 'integer', minimum: 1 },
              expected: ref('StrokeDirection'),
              actual: ref('StrokeDirection'),
              message: { type: 'string' },
            },
          },
        },
        inference_time_ms: { type: 'number' },
      },
    },
    WritingQualityData: {
      type: 'object',
      properties: { total_score: { type: 'number' }, dimensions: numberMap(QUALITY_DIMENSIONS) },
    },
    HTTPValidationError: {
      type: 'object',
      properties: {
        detail: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              type: { type: 'string' },
              loc: { type: 'array', items: { type: ['string', 'integer'] } },
              msg: { type: 'string' },
            },
            required: ['type', 'loc', 'msg'],
          },
        },
        request_id: REQUEST_ID_SCHEMA,
      },
    },
    OperationError: {
      type: 'object',
      properties: { detail: { type: 'string' }, request_id: REQUEST_ID_SCHEMA },
      required: ['detail'],
    },
  };
  const operation = (summary: string, request: string, data: string): Schema => ({
    post: {
      summary,
      parameters: [EXPLAIN_OPENAPI_PARAMETER],
      requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } },
      responses: {
        200: {
          description: 'Success envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { const: 200 },
                  msg: { const: 'success' },
                  data: ref(data),
                  explanation: EXPLANATION_OPENAPI_SCHEMA,
                  warnings: WARNINGS_OPENAPI_SCHEMA,
                },
                required: ['code', 'msg', 'data'],
              },
            },
          },
        },
        422: {
          description: 'The request broke a field constraint',
          content: { 'application/json': { schema: ref('HTTPValidationError') } },
        },
        500: {
          description: 'The operation failed',
          content: { 'application/json': { schema: ref('OperationError') } },
        },
      },
    },
  });
  return {
    openapi: '3.1.0',
    info: { title: 'Handwriting Analysis Service', version: '1.0.0' },
    paths: {
      [basePath + OPERATION_ROUTES['essay-review']]: operation(
        'Review an essay',
        'EssayReviewRequest',
        'EssayReviewData',
      ),
      [basePath + OPERATION_ROUTES['stroke-order']]: operation(
        'Evaluate the stroke order of one character',
        'StrokeOrderRequest',
        'StrokeOrderData',
      ),
      [basePath + OPERATION_ROUTES['writing-quality']]: operation(
        'Evaluate writing quality',
        'WritingQualityRequest',
        'WritingQualityData',
      ),
    },
    components: { schemas },
  };
}
