import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/helpers.js';
import { OptionError } from '../core/errors.js';
import { WANG, writeAll } from '../geometry/fixture.test-helpers.js';
import { geometric } from '../geometry/index.js';
import { answer, dispatch, dispatchText } from './dispatch.js';
import { createHandler } from './handler.js';
import type { HandlerOptions } from './options.js';

const ESSAY = { text: '今天天气很好，我很开心。' };
const bad = (options: unknown) => thrown(() => createHandler(options as HandlerOptions));

describe('createHandler checks its options up front', () => {
  it('throws an OptionError naming maxBodyBytes when it is NaN, negative, fractional or a string', () => {
    for (const value of [Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY, '1024']) {
      const error = bad({ maxBodyBytes: value });
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).message).toMatch(/option 'maxBodyBytes' must be a whole number of bytes/);
    }
  });

  it('adds the missing leading slash of basePath instead of 404ing every route', async () => {
    const handler = createHandler({ basePath: 'api' });
    const response = await handler(
      new Request('http://localhost/api/essay/review', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ESSAY),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('throws naming basePath when it is not a path', () => {
    for (const value of [42, '/api?x', '/a b'])
      expect((bad({ basePath: value }) as Error).message).toMatch(/'basePath'/);
  });

  it('throws naming referenceTable when an entry is malformed, instead of a 500 per request', () => {
    const error = bad({ referenceTable: { 十: { sequence: ['sideways'], count: 2 } } });
    expect(error).toBeInstanceOf(OptionError);
    expect((error as Error).message).toMatch(/'referenceTable' entry '十': sequence must be/);
    expect((bad({ referenceTable: { 十: { sequence: ['horizontal'], count: -1 } } }) as Error).message).toMatch(
      /count must be a whole number/,
    );
    expect((bad({ referenceTable: 'table' }) as Error).message).toMatch(/'referenceTable'/);
  });

  it('throws naming now, cors and an unknown option, all in one error', () => {
    const error = bad({ now: 5, cors: { origin: 'app.example.com' }, basepath: '/x' }) as Error;
    expect(error).toBeInstanceOf(OptionError);
    expect(error.message).toMatch(/option 'now' must be a function/);
    expect(error.message).toMatch(/option 'cors' must be/);
    expect(error.message).toMatch(/unknown option 'basepath'/);
  });

  it('accepts the documented forms of cors', () => {
    expect(() => createHandler({ cors: { origin: '*' } })).not.toThrow();
    expect(() => createHandler({ cors: { origin: ['https://a.example', 'http://localhost:5173'] } })).not.toThrow();
    expect((bad({ cors: { origin: [] } }) as Error).message).toMatch(/'cors'/);
    expect((bad({ cors: { origin: 'https://a.example/path' } }) as Error).message).toMatch(/'cors'/);
  });
});

describe('dispatch checks its arguments', () => {
  it('throws an OptionError for an unknown operation instead of returning undefined', () => {
    const error = thrown(() => dispatch('essay' as never, ESSAY));
    expect(error).toBeInstanceOf(OptionError);
    expect((error as Error).message).toMatch(
      /unknown operation 'essay' \(known: essay-review, stroke-order, writing-quality\)/,
    );
    expect(thrown(() => dispatchText('nope' as never, '{}'))).toBeInstanceOf(OptionError);
  });

  it('throws an OptionError naming a malformed option', () => {
    expect((thrown(() => dispatch('essay-review', ESSAY, { now: 'soon' } as never)) as Error).message).toMatch(
      /dispatch: option 'now' must be a function/,
    );
  });

  it('still answers a known operation', () => {
    expect(dispatch('essay-review', ESSAY, { now: () => 0 }).status).toBe(200);
  });
});

describe('the quality option: writing quality in the geometry mode (rules geometry.quality.*)', () => {
  const { matcher } = geometric(WANG, { character: '王' });
  const request = { strokes: writeAll(WANG), reference_char: '王' };

  it('rates against the character, with the box and strictness given, where without it the contract rates', () => {
    const plain = dispatch('writing-quality', request);
    const strict = dispatch('writing-quality', request, {
      quality: { matcher, strictness: 'strict', box: { width: 400, height: 400 } },
    });
    expect(plain.status).toBe(200);
    expect(Object.keys((plain.body as { data: object }).data)).toEqual(['total_score', 'dimensions']);
    expect(strict.status).toBe(200);
    expect((strict.body as { data: object }).data).toMatchObject({ stroke_quality: expect.any(Array) });
  });

  it('is served by createHandler over HTTP', async () => {
    const handler = createHandler({ quality: { matcher } });
    const response = await handler(
      new Request('http://localhost/api/v1/writing/quality', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.character_quality).toBeDefined();
  });

  it('answers explain with the geometry explanation, and a request for 129 strokes with a 422 too_big (rule geometry.bounds)', () => {
    const explained = answer('writing-quality', { body: request }, { quality: { matcher } }, true);
    expect(explained.status).toBe(200);
    expect((explained.body as { explanation: { matcher: string } }).explanation.matcher).toBe('geometry');
    const many = dispatch(
      'writing-quality',
      { strokes: Array.from({ length: 129 }, () => request.strokes[0]) },
      { quality: { matcher } },
    );
    expect(many.status).toBe(422);
    expect(JSON.stringify(many.body)).toContain('at most 128 strokes');
  });

  it('answers a reference_char other than the geometry’s character with a 422 on it, quoting no more than its start (rule geometry.data)', () => {
    for (const named of ['三', '三'.repeat(100_000)]) {
      const { status, body } = dispatch(
        'writing-quality',
        { ...request, reference_char: named },
        { quality: { matcher } },
      );
      expect(status).toBe(422);
      const [issue] = (body as { detail: { loc: unknown[]; msg: string }[] }).detail;
      expect(issue?.loc).toEqual(['body', 'reference_char']);
      expect(issue?.msg).toMatch(/^reference_char is '三(三三三…)?', but the matcher's data is of '王' only/);
      expect(JSON.stringify(body).length).toBeLessThan(500);
    }
  });

  it('is checked up front: each problem named under quality, an option meant for it at the top level pointed there', () => {
    const error = bad({ quality: { matcher: 'geometry', strictness: 'harsh', box: { width: 0 } } }) as Error;
    expect(error).toBeInstanceOf(OptionError);
    expect(error.message).toMatch(/option 'quality.matcher' must be a QualityMatcher/);
    expect(error.message).toMatch(/option 'quality.strictness' must be one of 'lenient', 'standard', 'strict'/);
    expect(error.message).toMatch(/option 'quality.box' must be \{ width, height \}/);
    expect((bad({ quality: { matcher, colour: 1 } }) as Error).message).toMatch(/unknown option 'quality.colour'/);
    expect((bad({ quality: { matcher: { ...matcher, maxStrokes: 0 } } }) as Error).message).toMatch(
      /option 'quality.matcher' must be a QualityMatcher .* \(its maxStrokes, if any, a positive whole number\)/,
    );
    expect((bad({ strictness: 'strict' }) as Error).message).toMatch(/writing-quality options go under 'quality'/);
  });
});
