// handwriting-scoring/http: the contract's service as a Fetch-standard handler.

export type { DispatchOptions, DispatchResult } from './dispatch.js';
export { dispatch, dispatchText, OPERATION_ROUTES } from './dispatch.js';
export type { CorsOptions, FetchHandler, HandlerOptions } from './handler.js';
export { createHandler, DEFAULT_MAX_BODY_BYTES } from './handler.js';
export type { OpenApiOptions, Schema } from './openapi.js';
export { createOpenApiDocument } from './openapi.js';
export type { DetailBody, FastApiIssue, ValidationErrorBody } from './problems.js';
export { FASTAPI_ISSUE_TYPES } from './problems.js';
