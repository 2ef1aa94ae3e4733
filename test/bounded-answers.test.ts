// Every answer is bounded by its request: a rejected request lists its first MAX_LISTED_ISSUES
// issues and counts the rest, the same in the library, every host and the CLI.
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_ISSUES } from '../src/core/errors.js';
import { MAX_ARRAY_LENGTH } from '../src/core/validation.js';
import { explainStrokeOrder, explainWritingQuality } from '../src/explain/index.js';
import { createHandler } from '../src/http/index.js';
import { evaluateStrokeOrder, evaluateWritingQuality, ValidationError } from '../src/index.js';
import { cli } from './cli-run.js';
import { thrown } from './helpers.js';

const MIB = 1024 * 1024;

/** `{"strokes":[[{},{},…]]}` of about `bytes` bytes: every point breaks three rules. */
function emptyPoints(bytes: number): string {
  const count = Math.floor((bytes - 16) / 3);
  return `{"strokes":[[${Array.from({ length: count }, () => '{}').join(',')}]]}`;
}

describe('a request with more issues than MAX_LISTED_ISSUES', () => {
  const body = emptyPoints(MIB);
  const request = JSON.parse(body) as unknown;

  it('throws a ValidationError listing the first ones and counting the rest', () => {
    const error = thrown(() => evaluateWritingQuality(request));
    expect(error).toBeInstanceOf(ValidationError);
    const { issues, omitted } = error as ValidationError;
    expect(issues).toHaveLength(MAX_LISTED_ISSUES);
    expect(issues[0]?.path).toEqual(['strokes', 0, 0, 'x']);
    const points = (request as { strokes: unknown[][] }).strokes[0]!.length;
    expect(MAX_LISTED_ISSUES + omitted).toBe(points * 3);
  });

  it('throws the same issues and count from the explanation', () => {
    const fast = thrown(() => evaluateWritingQuality(request)) as ValidationError;
    const plain = thrown(() => explainWritingQuality(request)) as ValidationError;
    expect(plain.issues).toEqual(fast.issues);
    expect(plain.omitted).toBe(fast.omitted);
  });

  it('keeps the cap on a ValidationError made by hand', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ code: 'required' as const, path: [i], message: 'x' }));
    const error = new ValidationError('writing-quality', many);
    expect(error.issues).toHaveLength(MAX_LISTED_ISSUES);
    expect(error.omitted).toBe(150);
  });

  // A server process and two 1 MiB requests.
  it('answers a 1 MiB body over HTTP with fewer bytes than it sent, explained or not', {
    timeout: 30_000,
  }, async () => {
    const handler = createHandler({ now: () => 0 });
    for (const path of ['/api/v1/writing/quality', '/api/v1/writing/quality?explain=true']) {
      const response = await handler(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      );
      expect(response.status).toBe(422);
      const text = await response.text();
      expect(text.length).toBeLessThan(body.length);
      const { detail } = JSON.parse(text) as { detail: { type: string; loc: unknown[]; msg: string }[] };
      expect(detail).toHaveLength(MAX_LISTED_ISSUES + 1);
      expect(detail[MAX_LISTED_ISSUES]).toEqual({
        type: 'too_many_issues',
        loc: ['body'],
        msg: expect.stringMatching(/^\d+ more issues? not listed/),
      });
    }
  });

  it('answers the same capped record from the CLI', async () => {
    const run = await cli(['writing-quality', '-'], body);
    expect(run.stdout.length).toBeLessThan(body.length);
    const { detail } = JSON.parse(run.stdout) as { detail: unknown[] };
    expect(detail).toHaveLength(MAX_LISTED_ISSUES + 1);
  });
});

describe('the Fetch handler given no usable Request', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an object without headers', { url: 'http://localhost/api/v1/essay/review', method: 'POST' }],
  ])('answers 500 for %s rather than rejecting', async (_name, request) => {
    const handler = createHandler();
    const response = await handler(request as unknown as Request);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('arrays that claim more items than MAX_ARRAY_LENGTH', () => {
  const sparse = (length: number): unknown[] => {
    const array: unknown[] = [];
    array.length = length;
    return array;
  };
  const claiming = (length: number): unknown[] =>
    new Proxy([], { get: (target, key) => (key === 'length' ? length : Reflect.get(target, key)) });
  const point = { x: 0, y: 0, timestamp: 0 };

  it.each([
    ['a strokes array of length 2^32 - 1', () => ({ strokes: sparse(2 ** 32 - 1) }), ['strokes']],
    ['a Proxy claiming 1e9 strokes', () => ({ strokes: claiming(1e9) }), ['strokes']],
    ['a stroke of length 2^32 - 1', () => ({ strokes: [[point], sparse(2 ** 32 - 1)] }), ['strokes', 1]],
    ['strokes of 6e6 points each', () => ({ strokes: [sparse(6e6), sparse(6e6)] }), ['strokes']],
  ])('%s is a ValidationError naming the field, before anything is allocated', (_name, make, path) => {
    for (const run of [
      () => evaluateWritingQuality(make() as unknown),
      () => explainWritingQuality(make() as unknown),
      () => evaluateStrokeOrder({ character: '十', ...(make() as object) } as unknown),
      () => explainStrokeOrder({ character: '十', ...(make() as object) } as unknown),
    ]) {
      const error = thrown(run);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        { code: 'too_big', path, message: expect.stringContaining(String(MAX_ARRAY_LENGTH)) },
      ]);
    }
  });

  it('eval_dimensions of length 2^32 - 1 is a ValidationError too', () => {
    const error = thrown(() =>
      evaluateWritingQuality({ strokes: [], eval_dimensions: sparse(2 ** 32 - 1) } as unknown),
    );
    expect((error as ValidationError).issues[0]).toMatchObject({ code: 'too_big', path: ['eval_dimensions'] });
  });
});
