// The OpenAPI 3.1 document of the three operations, derived from the field tables the
// validation reads, so that the two cannot drift apart.

import { CJK_FIRST, CJK_LAST } from '../core/cjk.js';
import { DEFAULT_PRESSURE } from '../core/points.js';
import type { FieldSpec } from '../core/validation.js';
import { ESSAY_DIMENSIONS, ESSAY_ERROR_TYPES } from '../essay-review/constants.js';
import { ESSAY_REQUEST_FIELDS } from '../essay-review/request.js';
import { CHARACTER_QUALITY_KINDS, STROKE_QUALITY_KINDS } from '../geometry/quality/read.js';
import { GEOMETRY_ERROR_KINDS } from '../geometry/score.js';
import { STROKE_DIRECTIONS } from '../stroke-order/constants.js';
import type { EvaluateStrokeOrderOptions } from '../stroke-order/options.js';
import { STROKE_ORDER_REQUEST_FIELDS } from '../stroke-order/request.js';
import { ALIGNED_COMPARISON, ALIGNED_ERROR_KINDS } from '../strokes/aligned.js';
import { QUALITY_DIMENSIONS } from '../writing-quality/constants.js';
import { WRITING_QUALITY_REQUEST_FIELDS } from '../writing-quality/request.js';
import { OPERATION_ROUTES } from './dispatch.js';
import { EXPLAIN_OPENAPI_PARAMETER, EXPLANATION_OPENAPI_SCHEMA, WARNINGS_OPENAPI_SCHEMA } from './explain.js';

/** The package's version, inlined by the build and by vitest (`define` in their configs). */
declare const __PACKAGE_VERSION__: string;

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
const numberMap = (keys: readonly string[], required: boolean): Schema => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [key, { type: 'number' }])),
  ...(required && { required: [...keys] }),
});
/** An object schema whose every property is always present. */
const allRequired = (properties: Record<string, Schema>, extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...extra,
});

/** Options of {@link createOpenApiDocument}: the stroke-order and writing-quality options the service runs with. */
export interface OpenApiOptions {
  /**
   * The handler's `strokes` option: with the aligned comparison (`PRECISE`) or a geometric
   * matcher (`handwriting-scoring/geometry`), the stroke-order response lists the fields they add.
   */
  readonly strokes?: Pick<EvaluateStrokeOrderOptions, 'comparison'> & { readonly matcher?: { readonly name: string } };
  /**
   * The handler's `quality` option: with a geometric matcher, the writing-quality response lists
   * `stroke_quality` and `character_quality`.
   */
  readonly quality?: { readonly matcher?: { readonly name: string } };
}

/** The fields an aligned or geometric stroke error adds to the contract's four. */
const placedErrorFields = (kinds: readonly string[]): Record<string, Schema> => ({
  kind: { type: 'string', enum: [...kinds] },
  reference_index: {
    type: ['integer', 'null'],
    minimum: 1,
    description: '1-based position in the reference; null for an extra stroke',
  },
  user_index: {
    type: ['integer', 'null'],
    minimum: 1,
    description: '1-based position in the writing; null for a missing stroke',
  },
  expected_name: {
    type: ['string', 'null'],
    description: "The reference stroke's name (横折钩 …); null for an extra stroke",
  },
});

const notesSchema: Schema = {
  type: 'array',
  items: { type: 'string' },
  description: 'Notes in Chinese, as a teacher writes them',
};

/** The fields writing quality's geometry mode adds (rules geometry.quality.*). */
const QUALITY_GEOMETRY_FIELDS: Record<string, Schema> = {
  stroke_quality: {
    type: 'array',
    description: 'One per drawn stroke, in writing order, rated against the reference stroke it was paired with',
    items: allRequired({
      reference: {
        type: ['integer', 'null'],
        minimum: 0,
        description: 'The reference stroke it was paired with (0-based); null when none',
      },
      score: { type: 'integer', minimum: 0, maximum: 100 },
      kinds: { type: 'array', items: { type: 'string', enum: [...STROKE_QUALITY_KINDS] } },
      notes: notesSchema,
    }),
  },
  character_quality: allRequired({
    kinds: { type: 'array', items: { type: 'string', enum: [...CHARACTER_QUALITY_KINDS] } },
    notes: notesSchema,
    parts: {
      type: 'array',
      description:
        "The character's parts when it has more than one: their reference strokes and how well their size keeps the reference's proportion",
      items: allRequired({
        strokes: { type: 'array', items: { type: 'integer', minimum: 0 } },
        score: { type: 'integer', minimum: 0, maximum: 100 },
      }),
    },
  }),
};

/** The stroke-order mode the options turn on: the contract's, the aligned comparison's, or geometry's. */
function strokeMode(options: OpenApiOptions): 'contract' | 'aligned' | 'geometry' {
  if (options.strokes?.matcher?.name === 'geometry') return 'geometry';
  return options.strokes?.comparison === ALIGNED_COMPARISON ? 'aligned' : 'contract';
}

/** The answers of the service besides 200 and 422, each with the body it carries. */
const DETAIL_RESPONSES: Readonly<Record<number, string>> = {
  400: 'The body is not UTF-8',
  405: 'Another method than POST (the Allow header names it); OPTIONS too unless CORS is on',
  413: 'The body is larger than the largest accepted (1 MiB unless configured)',
  415: 'The Content-Type is neither absent nor JSON in UTF-8',
  500: 'The operation failed (a contract failure, or an unexpected error)',
};

/** The field `handwriting-scoring serve` adds to every error body: the request's id, as sent
 * in its `X-Request-Id` header and access-log line (the Fetch handler adds none). */
const REQUEST_ID_SCHEMA: Schema = {
  type: 'string',
  description: "The request's id (X-Request-Id), present when served by `handwriting-scoring serve`",
};

const STROKES_SCHEMA: Schema = { type: 'array', items: { type: 'array', items: ref('StrokePoint') } };

/**
 * Builds the OpenAPI 3.1 document of the service under `basePath`: every success field
 * required, each operation named by its id (`essay-review`, `stroke-order`, `writing-quality`),
 * every status the service answers, and the stroke-order fields of the mode `options` turn on.
 */
export function createOpenApiDocument(basePath = '/api/v1', options: OpenApiOptions = {}): Schema {
  const mode = strokeMode(options);
  const errorFields =
    mode === 'contract' ? {} : placedErrorFields(mode === 'geometry' ? GEOMETRY_ERROR_KINDS : ALIGNED_ERROR_KINDS);
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
    EssayReviewData: allRequired({
      total_score: { type: 'number' },
      max_score: { type: 'integer' },
      dimensions: numberMap(ESSAY_DIMENSIONS, true),
      character_count: allRequired({
        total: { type: 'integer' },
        chinese: { type: 'integer' },
        punctuation: { type: 'integer' },
      }),
      overall_comment: { type: 'string' },
      structure_analysis: { type: 'array', items: { type: 'string' } },
      content_analysis: { type: 'array', items: { type: 'string' } },
      rhetoric_analysis: { type: 'array', items: { type: 'string' } },
      grammar_errors: { type: 'array', items: ref('SentenceError') },
      inference_time_ms: { type: 'number' },
    }),
    StrokeDirection: { type: 'string', enum: [...STROKE_DIRECTIONS] },
    StrokeOrderError: allRequired({
      stroke_index: { type: 'integer', minimum: 1 },
      expected: ref('StrokeDirection'),
      actual: ref('StrokeDirection'),
      message: { type: 'string' },
      ...errorFields,
    }),
    StrokeOrderData: allRequired({
      character: { type: 'string' },
      total_score: { type: 'number' },
      order_score: { type: 'number' },
      count_score: { type: 'number' },
      user_stroke_count: { type: 'integer' },
      standard_stroke_count: { type: ['integer', 'null'] },
      stroke_order: { type: 'array', items: ref('StrokeDirection') },
      correct_order: { type: 'array', items: ref('StrokeDirection') },
      errors: { type: 'array', items: ref('StrokeOrderError') },
      ...(mode === 'geometry' && {
        matches: {
          type: 'array',
          description:
            'One per drawn stroke, in writing order: the reference stroke it is (0-based; null when extra), whether it was drawn backwards, its mean distance (1024 a box)',
          items: allRequired({
            reference: { type: ['integer', 'null'], minimum: 0 },
            reversed: { type: 'boolean' },
            distance: { type: 'number' },
          }),
        },
        missing: {
          type: 'array',
          description: 'The reference strokes never drawn (0-based), ascending',
          items: { type: 'integer', minimum: 0 },
        },
      }),
      inference_time_ms: { type: 'number' },
    }),
    WritingQualityData: allRequired({
      total_score: { type: 'number' },
      // Only the dimensions the request's eval_dimensions asked for (none for no stroke).
      dimensions: numberMap(QUALITY_DIMENSIONS, false),
      ...(options.quality?.matcher?.name === 'geometry' && QUALITY_GEOMETRY_FIELDS),
    }),
    HTTPValidationError: {
      type: 'object',
      required: ['detail'],
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
  const detailResponse = (description: string): Schema => ({
    description,
    content: { 'application/json': { schema: ref('OperationError') } },
  });
  const operation = (operationId: string, summary: string, request: string, data: string): Schema => ({
    post: {
      operationId,
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
        400: detailResponse(DETAIL_RESPONSES[400]!),
        405: detailResponse(DETAIL_RESPONSES[405]!),
        413: detailResponse(DETAIL_RESPONSES[413]!),
        415: detailResponse(DETAIL_RESPONSES[415]!),
        422: {
          description: 'The body is not JSON, or the request broke a field constraint',
          content: { 'application/json': { schema: ref('HTTPValidationError') } },
        },
        500: detailResponse(DETAIL_RESPONSES[500]!),
      },
    },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Handwriting Analysis Service',
      version: __PACKAGE_VERSION__,
      description: 'Any path that is no route is answered 404 with an OperationError body.',
    },
    // Relative: the origin that serves this document (its paths carry the base path).
    servers: [{ url: '/' }],
    paths: {
      [basePath + OPERATION_ROUTES['essay-review']]: operation(
        'essay-review',
        'Review an essay',
        'EssayReviewRequest',
        'EssayReviewData',
      ),
      [basePath + OPERATION_ROUTES['stroke-order']]: operation(
        'stroke-order',
        'Evaluate the stroke order of one character',
        'StrokeOrderRequest',
        'StrokeOrderData',
      ),
      [basePath + OPERATION_ROUTES['writing-quality']]: operation(
        'writing-quality',
        'Evaluate writing quality',
        'WritingQualityRequest',
        'WritingQualityData',
      ),
    },
    components: {
      schemas,
      responses: {
        NotFound: detailResponse('Any path that is no route of the service'),
      },
    },
  };
}
