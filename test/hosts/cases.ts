// The set every host scores: all worked examples, then a seeded sample of generated requests of
// the three operations, valid and invalid. Drawn with fixed seeds, so every run and every
// machine builds the same set; the HTTP cases add bodies that are not JSON and other routes.
import fc from 'fast-check';
import { essayRequest, strokeOrderRequest, writingQualityRequest } from '../arbitraries.js';
import { loadExamples } from '../examples.js';

/** The three operations, as the worked examples name them. */
export type CaseOperation = 'essay-review' | 'stroke-order' | 'writing-quality';

/** One library call: an operation and its request. */
export interface LibraryCase {
  readonly op: CaseOperation;
  readonly request: unknown;
}

/** One HTTP request sent to a host's server. */
export interface HttpCase {
  readonly method: string;
  readonly path: string;
  readonly body?: string;
}

/** The route of each operation under the default base path. */
export const ROUTES: Readonly<Record<CaseOperation, string>> = {
  'essay-review': '/api/v1/essay/review',
  'stroke-order': '/api/v1/stroke-order/evaluate',
  'writing-quality': '/api/v1/writing/quality',
};

const SEED = 20_261_123;
const VALID_PER_OPERATION = 80;
const INVALID_PER_OPERATION = 40;
const NOT_JSON_BODIES = 40;

const ARBITRARIES: Readonly<Record<CaseOperation, fc.Arbitrary<unknown>>> = {
  'essay-review': essayRequest,
  'stroke-order': strokeOrderRequest,
  'writing-quality': writingQualityRequest,
};

const FIELDS: Readonly<Record<CaseOperation, readonly string[]>> = {
  'essay-review': ['text', 'grade', 'genre', 'max_score', 'title', 'enable_suggestions', 'student_id'],
  'stroke-order': ['character', 'strokes', 'difficulty_level', 'pen_id'],
  'writing-quality': ['strokes', 'eval_dimensions'],
};

/** A valid request broken one way: a field dropped or replaced by any JSON value, or a bad point. */
function invalidRequest(op: CaseOperation): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...FIELDS[op]);
  const replaced = fc
    .tuple(ARBITRARIES[op], field, fc.jsonValue({ maxDepth: 2 }))
    .map(([request, key, value]) => ({ ...(request as object), [key]: value }));
  const dropped = fc.tuple(ARBITRARIES[op], field).map(([request, key]) => {
    const { [key]: _dropped, ...rest } = request as Record<string, unknown>;
    return rest;
  });
  const badPoint = fc
    .tuple(ARBITRARIES[op], fc.constantFrom('x', 'y', 'timestamp', 'pressure'), fc.jsonValue({ maxDepth: 1 }))
    .map(([request, key, value]) => ({
      ...(request as object),
      strokes: [[{ x: 0, y: 0, timestamp: 0, [key]: value }]],
    }));
  const notAnObject = fc.jsonValue({ maxDepth: 1 }).filter((value) => typeof value !== 'object' || value === null);
  return fc.oneof(replaced, dropped, op === 'essay-review' ? replaced : badPoint, notAnObject);
}

/** Every worked example, then the seeded valid and invalid requests of each operation. */
export function libraryCases(): LibraryCase[] {
  const examples = loadExamples().map(({ op, request }) => ({ op, request }));
  const generated: LibraryCase[] = [];
  (['essay-review', 'stroke-order', 'writing-quality'] as const).forEach((op, index) => {
    for (const request of fc.sample(ARBITRARIES[op], { seed: SEED + index, numRuns: VALID_PER_OPERATION }))
      generated.push({ op, request });
    for (const request of fc.sample(invalidRequest(op), { seed: SEED + 10 + index, numRuns: INVALID_PER_OPERATION }))
      generated.push({ op, request });
  });
  // The contract's 500s: a zero max_score, and an empty stroke in a stroke-order request.
  generated.push({ op: 'essay-review', request: { text: '今天天气很好，我很开心。', max_score: 0 } });
  generated.push({ op: 'stroke-order', request: { character: '大', strokes: [[]] } });
  return [...examples, ...generated];
}

/**
 * The library cases as POST requests to their routes, then bodies that are not JSON (a valid
 * request cut short or with a character put in), and requests to other routes and methods.
 */
export function httpCases(cases: readonly LibraryCase[]): HttpCase[] {
  const posts = cases.map(({ op, request }) => ({ method: 'POST', path: ROUTES[op], body: JSON.stringify(request) }));
  const broken = fc
    .tuple(fc.constantFrom(...posts), fc.nat(), fc.constantFrom('', '}', ']', ',', ':', '"', '\\', 'x', '\u0001', '𠀀'))
    .map(([post, at, inserted]) => {
      const body = post.body;
      const cut = at % (body.length + 1);
      return { ...post, body: body.slice(0, cut) + inserted + (inserted === '' ? '' : body.slice(cut)) };
    })
    .filter(({ body }) => {
      try {
        JSON.parse(body);
        return false;
      } catch {
        return true;
      }
    });
  const notJson = fc.sample(broken, { seed: SEED + 20, numRuns: NOT_JSON_BODIES });
  const others: HttpCase[] = [
    { method: 'POST', path: ROUTES['essay-review'], body: '' },
    { method: 'POST', path: ROUTES['essay-review'], body: '   ' },
    { method: 'GET', path: ROUTES['essay-review'] },
    { method: 'GET', path: '/api/v1/openapi.json' },
    { method: 'POST', path: '/api/v1/unknown', body: '{}' },
  ];
  return [...posts, ...notJson, ...others];
}
