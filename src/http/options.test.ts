import { describe, expect, it } from 'vitest';
import { thrown } from '../../test/helpers.js';
import { OptionError } from '../core/errors.js';
import { dispatch, dispatchText } from './dispatch.js';
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
