import { describe, expect, it } from 'vitest';
import { explainEssay } from '../essay-review/explain.js';
import { explainStrokeOrder } from '../stroke-order/explain.js';
import { explainWritingQuality } from '../writing-quality/explain.js';
import { answer, dispatch } from './dispatch.js';
import { readExplainFlag } from './explain.js';
import { createHandler } from './handler.js';
import { createOpenApiDocument } from './openapi.js';

const handler = createHandler({ now: () => 0 });
const H = [
  { x: 0, y: 50, timestamp: 0 },
  { x: 100, y: 50, timestamp: 80 },
];
const STROKE = { character: '十', strokes: [H] };
const QUALITY = { strokes: [H] };
const ESSAY = { text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 } as const;
const ROUTES = {
  essay: '/api/v1/essay/review',
  stroke: '/api/v1/stroke-order/evaluate',
  quality: '/api/v1/writing/quality',
} as const;

/** The request behind a proxy that counts every read of its top-level fields and keys. */
function counted(request: object): { request: object; reads: () => number } {
  let reads = 0;
  const count =
    <A extends unknown[], R>(trap: (...args: A) => R) =>
    (...args: A): R => {
      reads++;
      return trap(...args);
    };
  const proxy = new Proxy(request, {
    get: count(Reflect.get),
    has: count(Reflect.has),
    ownKeys: count(Reflect.ownKeys),
    getOwnPropertyDescriptor: count(Reflect.getOwnPropertyDescriptor),
  });
  return { request: proxy, reads: () => reads };
}

async function post(route: string, body: unknown, query = ''): Promise<{ status: number; text: string }> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await handler(
    new Request(`http://x${route}${query}`, {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'application/json' },
    }),
  );
  return { status: response.status, text: await response.text() };
}

describe('?explain on the routes', () => {
  it('reads true and 1 as on; absent, false and 0 as off; anything else as invalid', () => {
    const flag = (query: string) => readExplainFlag(new URL(`http://x/${query}`));
    expect([flag('?explain=true'), flag('?explain=1')]).toEqual([true, true]);
    expect([flag(''), flag('?explain=false'), flag('?explain=0')]).toEqual([false, false, false]);
    for (const query of ['?explain=yes', '?explain=TRUE', '?explain=', '?explain', '?explain=1&explain=1']) {
      expect(flag(query)).toBeUndefined();
    }
  });

  it("adds the explaining functions' warnings of likely typos after the explanation, on all three routes", async () => {
    const cases = [
      [ROUTES.essay, { ...ESSAY, txt: 'x' }, "txt is no field and is ignored; did you mean 'text'?"],
      [ROUTES.stroke, { ...STROKE, difficultyLevel: 2 }, "did you mean 'difficulty_level'?"],
      [ROUTES.quality, { ...QUALITY, eval_dimensions: ['structur'] }, "did you mean 'structure'?"],
    ] as const;
    for (const [route, body, warning] of cases) {
      const answer = JSON.parse((await post(route, body, '?explain=true')).text);
      expect(Object.keys(answer)).toEqual(['code', 'msg', 'data', 'explanation', 'warnings']);
      expect(answer.warnings).toHaveLength(1);
      expect(answer.warnings[0]).toContain(warning);
      expect(Object.keys(JSON.parse((await post(route, body)).text))).toEqual(['code', 'msg', 'data']);
    }
    expect(Object.keys(JSON.parse((await post(ROUTES.essay, ESSAY, '?explain=true')).text))).not.toContain('warnings');
  });

  it('adds the explanation beside data on all three routes', async () => {
    for (const query of ['?explain=true', '?explain=1']) {
      const essay = JSON.parse((await post(ROUTES.essay, ESSAY, query)).text);
      const plainEssay = explainEssay(ESSAY, { now: () => 0 });
      expect(essay).toEqual({ code: 200, msg: 'success', data: plainEssay.data, explanation: plainEssay.explanation });
      const stroke = JSON.parse((await post(ROUTES.stroke, STROKE, query)).text);
      const plainStroke = explainStrokeOrder(STROKE, { now: () => 0 });
      expect(stroke).toEqual({
        code: 200,
        msg: 'success',
        data: plainStroke.data,
        explanation: plainStroke.explanation,
      });
      const quality = JSON.parse((await post(ROUTES.quality, QUALITY, query)).text);
      expect(Object.keys(quality)).toEqual(['code', 'msg', 'data', 'explanation']);
      expect(quality.explanation).toEqual(explainWritingQuality(QUALITY).explanation);
    }
  });

  it('leaves the body byte for byte as it is when absent, false or 0', async () => {
    for (const [route, body] of [
      [ROUTES.essay, ESSAY],
      [ROUTES.stroke, STROKE],
      [ROUTES.quality, QUALITY],
    ] as const) {
      const plain = await post(route, body);
      for (const query of ['?explain=false', '?explain=0', '?other=1'])
        expect(await post(route, body, query)).toEqual(plain);
    }
  });

  it('answers a rejected request the same with or without it', async () => {
    const rejected = [
      [ROUTES.essay, { text: '短' }],
      [ROUTES.essay, { text: '今天天气很好，我很开心。', max_score: 0 }],
      [ROUTES.stroke, { character: 'a', strokes: [[{ x: 'no' }]] }],
      [ROUTES.stroke, { character: '十', strokes: [H, []] }],
      [ROUTES.quality, { strokes: 'none' }],
      [ROUTES.quality, '{not json'],
    ] as const;
    for (const [route, body] of rejected) {
      const plain = await post(route, body);
      expect(plain.status).not.toBe(200);
      expect(await post(route, body, '?explain=true')).toEqual(plain);
    }
  });

  it('validates a rejected request once: it reads the body no more than the explaining function alone', () => {
    const essay = (request: unknown) => explainEssay(request);
    const stroke = (request: unknown) => explainStrokeOrder(request);
    const quality = (request: unknown) => explainWritingQuality(request);
    const rejected = [
      ['essay-review', { text: '短' }, essay],
      ['essay-review', { text: '今天天气很好，我很开心。', max_score: 0 }, essay],
      ['stroke-order', { character: 'a', strokes: [[{ x: 'no' }]] }, stroke],
      ['stroke-order', { character: '十', strokes: [H, []] }, stroke],
      ['writing-quality', { strokes: 'none' }, quality],
    ] as const;
    for (const [operation, body, explainAlone] of rejected) {
      const alone = counted(body);
      expect(() => explainAlone(alone.request)).toThrow();
      const routed = counted(body);
      expect(answer(operation, { body: routed.request }, {}, true).status).not.toBe(200);
      expect(routed.reads()).toBe(alone.reads());
    }
  });

  it('passes the options on to the explained route as to the plain one', () => {
    const options = { now: () => 0, strokes: { unknownCharacter: 'error' as const } };
    const unknown = { character: 'a', strokes: [H] };
    const plain = dispatch('stroke-order', unknown, options);
    expect(plain.status).toBe(422);
    expect(answer('stroke-order', { body: unknown }, options, true)).toEqual(plain);
  });

  it('gives any other value a 422 problem naming the query parameter', async () => {
    const { status, text } = await post(ROUTES.stroke, STROKE, '?explain=yes');
    expect(status).toBe(422);
    expect(JSON.parse(text)).toEqual({
      detail: [
        {
          type: 'bool_parsing',
          loc: ['query', 'explain'],
          msg: 'explain must be one of true, 1, false, 0 (once), but is yes.',
        },
      ],
    });
  });

  it('is documented in the OpenAPI document of each route', () => {
    const document = createOpenApiDocument('/api/v1') as {
      paths: Record<string, { post: { parameters: { name: string; in: string }[] } }>;
    };
    for (const path of Object.values(document.paths)) {
      expect(path.post.parameters).toContainEqual(expect.objectContaining({ name: 'explain', in: 'query' }));
    }
  });
});
