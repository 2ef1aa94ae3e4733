// Every error an entry point throws on purpose is one of the classes src/core/errors.ts
// documents, each a HandwritingScoringError with a literal name, a code and a path: a
// ValidationError or a ScoringError for a request, an OptionError for a malformed option or
// argument, a CharacterDataError for character data that cannot be loaded. The test walks the
// failures of every function every subpath exports, so that a plain TypeError or RangeError
// (or a function nobody walked) cannot come back unnoticed.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/core/errors.js';
import { pathOfProblem } from '../src/core/options.js';
import * as explainEntry from '../src/explain/index.js';
import * as geometryEntry from '../src/geometry/index.js';
import * as httpEntry from '../src/http/index.js';
import * as rootEntry from '../src/index.js';
import * as penEntry from '../src/pen/index.js';
import * as strokesEntry from '../src/strokes/index.js';

const { explainEssay, explainStrokeOrder, explainWritingQuality } = explainEntry;
const { CharacterDataError, fromHanziWriterQuiz, geometric, loadCharacter } = geometryEntry;
const { createHandler, dispatch, dispatchText } = httpEntry;
const {
  evaluateStrokeOrder,
  evaluateWritingQuality,
  formatPath,
  HandwritingScoringError,
  OptionError,
  reviewEssay,
  round,
  ScoringError,
  summarizeIssues,
  ValidationError,
} = rootEntry;
const { classifyStroke, directionOfStrokeName } = strokesEntry;
const { createPenRecorder } = penEntry;

type Documented =
  | typeof ValidationError
  | typeof ScoringError
  | typeof rootEntry.OptionError
  | typeof geometryEntry.CharacterDataError;

/** What `call` throws, or what its promise rejects with; fails when it returns. */
async function thrownBy(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call returned instead of throwing');
}

const ESSAY = { text: '今天天气很好，我很开心。我们一起去公园玩。' };
const TEN = { character: '十', strokes: [] };
const NO_POINT = { character: '十', strokes: [[]] };
const BOX = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
const ONE_DATA = {
  strokes: ['M 0 0'],
  medians: [
    [
      [0, 0],
      [900, 0],
    ],
  ],
};
const URL_TEMPLATE = 'https://example.com/{character}.json';
const answering = (status: number, body: unknown) => async () => ({ ok: status < 300, status, json: async () => body });

/** Each entry point's stated failures: the call, the documented class it throws, and the path. */
const FAILURES: readonly (readonly [
  entry: string,
  failure: string,
  call: () => unknown,
  expected: Documented,
  path: readonly (string | number)[],
])[] = [
  ['reviewEssay', 'a request that breaks a constraint', () => reviewEssay({ text: '短' }), ValidationError, ['text']],
  ['reviewEssay', 'max_score 0', () => reviewEssay({ ...ESSAY, max_score: 0 }), ScoringError, []],
  [
    'reviewEssay',
    'an unknown option',
    () => reviewEssay(ESSAY, { nuw: () => 0 } as never),
    OptionError,
    ['options', 'nuw'],
  ],
  [
    'evaluateStrokeOrder',
    'a request that breaks a constraint',
    () => evaluateStrokeOrder({ character: 'a', strokes: [] }),
    ValidationError,
    ['character'],
  ],
  ['evaluateStrokeOrder', 'a stroke with no point', () => evaluateStrokeOrder(NO_POINT), ScoringError, []],
  [
    'evaluateStrokeOrder',
    'an unknown character under unknownCharacter error',
    () => evaluateStrokeOrder({ character: '我', strokes: [] }, { unknownCharacter: 'error' }),
    ValidationError,
    ['character'],
  ],
  [
    'evaluateStrokeOrder',
    'a malformed option',
    () => evaluateStrokeOrder(TEN, { now: 1 } as never),
    OptionError,
    ['options', 'now'],
  ],
  [
    'evaluateStrokeOrder',
    'a malformed entry of its reference table',
    () => evaluateStrokeOrder(TEN, { referenceTable: { 十: { strokes: 'x' } } as never }),
    OptionError,
    ['options', 'referenceTable', '十'],
  ],
  [
    'evaluateWritingQuality',
    'a request that breaks a constraint',
    () => evaluateWritingQuality(JSON.parse('{"strokes":"none"}') as unknown),
    ValidationError,
    ['strokes'],
  ],
  [
    'evaluateWritingQuality',
    'an option it does not take',
    () => evaluateWritingQuality({ strokes: [] }, { now: () => 0 } as never),
    OptionError,
    ['options', 'now'],
  ],
  ['round', 'digits outside 0..20', () => round(1, 21), OptionError, ['digits']],
  ['formatPath', 'a path that is not an array', () => formatPath('strokes' as never), OptionError, ['path']],
  [
    'summarizeIssues',
    'issues that are not an array',
    () => summarizeIssues(undefined as never),
    OptionError,
    ['issues'],
  ],
  ['explainEssay', 'a request that breaks a constraint', () => explainEssay({ text: '短' }), ValidationError, ['text']],
  ['explainEssay', 'max_score 0', () => explainEssay({ ...ESSAY, max_score: 0 }), ScoringError, []],
  ['explainStrokeOrder', 'a stroke with no point', () => explainStrokeOrder(NO_POINT), ScoringError, []],
  [
    'explainStrokeOrder',
    'a malformed option',
    () => explainStrokeOrder(TEN, { comparison: 1 } as never),
    OptionError,
    ['options', 'comparison'],
  ],
  [
    'explainWritingQuality',
    'a request that breaks a constraint',
    () => explainWritingQuality(JSON.parse('{}') as unknown),
    ValidationError,
    ['strokes'],
  ],
  [
    'explainWritingQuality',
    'an option it does not take',
    () => explainWritingQuality({ strokes: [] }, { strict: true } as never),
    OptionError,
    ['options', 'strict'],
  ],
  [
    'createHandler',
    'a malformed option',
    () => createHandler({ maxBodyBytes: -1 }),
    OptionError,
    ['options', 'maxBodyBytes'],
  ],
  ['dispatch', 'an unknown operation', () => dispatch('grade' as never, {}), OptionError, ['operation']],
  [
    'dispatch',
    'a malformed option',
    () => dispatch('essay-review', ESSAY, { now: 'x' } as never),
    OptionError,
    ['options', 'now'],
  ],
  ['dispatchText', 'an unknown operation', () => dispatchText('grade' as never, '{}'), OptionError, ['operation']],
  ['directionOfStrokeName', 'a name the rule cannot read', () => directionOfStrokeName('折'), OptionError, ['name']],
  [
    'directionOfStrokeName',
    'a name that is not a string',
    () => directionOfStrokeName(3 as never),
    OptionError,
    ['name'],
  ],
  [
    'classifyStroke',
    'points that are not an array',
    () => classifyStroke('x' as never, { index: 0, box: BOX }),
    OptionError,
    ['points'],
  ],
  [
    'classifyStroke',
    'a context without its box',
    () => classifyStroke([], { index: 0 } as never),
    OptionError,
    ['context', 'box'],
  ],
  [
    'geometric',
    'character data without medians',
    () => geometric({ strokes: ['M 0 0'] } as never, { character: '一' }),
    OptionError,
    ['charData', 'medians'],
  ],
  [
    'geometric',
    'a setting it does not take',
    () =>
      geometric(
        {
          strokes: ['M 0 0'],
          medians: [
            [
              [0, 0],
              [9, 9],
            ],
          ],
        },
        { character: '一', nmes: [] } as never,
      ),
    OptionError,
    ['settings'],
  ],
  [
    'evaluateStrokeOrder',
    "geometric()'s options and another character",
    () => evaluateStrokeOrder({ character: '二', strokes: [] }, geometric(ONE_DATA, { character: '一' })),
    ValidationError,
    ['character'],
  ],
  [
    'evaluateWritingQuality',
    "geometric()'s options and another character",
    () =>
      evaluateWritingQuality(
        { strokes: [], reference_char: '二' } as never,
        geometric(ONE_DATA, { character: '一' }) as never,
      ),
    ValidationError,
    ['reference_char'],
  ],
  [
    'evaluateStrokeOrder',
    "geometric()'s options and a stroke with no point",
    () => evaluateStrokeOrder({ character: '一', strokes: [[]] }, geometric(ONE_DATA, { character: '一' })),
    ScoringError,
    [],
  ],
  ['fromHanziWriterQuiz', 'no stroke', () => fromHanziWriterQuiz([]), OptionError, ['strokes']],
  ['loadCharacter', 'two characters', () => loadCharacter('一二', { url: URL_TEMPLATE }), OptionError, ['character']],
  [
    'loadCharacter',
    'a url without its placeholder',
    () => loadCharacter('一', { url: 'https://example.com/a.json' }),
    OptionError,
    ['options', 'url'],
  ],
  [
    'loadCharacter',
    'a server that has no such file',
    () => loadCharacter('一', { url: URL_TEMPLATE, fetch: answering(404, null) }),
    CharacterDataError,
    [],
  ],
  [
    'loadCharacter',
    'a body that is not hanzi-writer-data',
    () => loadCharacter('一', { url: URL_TEMPLATE, fetch: answering(200, { strokes: [], medians: 'none' }) }),
    CharacterDataError,
    ['medians'],
  ],
  ['createPenRecorder', 'no element', () => createPenRecorder(undefined as never), OptionError, ['element']],
  [
    'createPenRecorder',
    'options that are not an object',
    () =>
      createPenRecorder(
        { addEventListener() {}, removeEventListener() {}, getBoundingClientRect: () => BOX } as never,
        5 as never,
      ),
    OptionError,
    ['options'],
  ],
];

/** Functions that take any input without throwing: they read nothing a caller could get wrong. */
const NEVER_THROWS: Readonly<Record<string, string>> = {
  toEnvelope: 'wraps whatever data it is given',
  ruleUrl: 'writes any rule id into the address',
  strokeNames: 'looks the character up; any other value is not in the table',
  createOpenApiDocument: 'describes the routes; options it does not know are ignored, as the handler reads them',
  qualityMatcher: 'wraps the reader it is given; the operation checks what the reader returns',
};

/** Hooks the operations call with a request they have checked; a caller passes them, never calls them. */
const HOOKS: readonly string[] = ['ALIGNED_COMPARISON'];

/** Every function each subpath exports (the error classes aside). */
function exportedFunctions(): string[] {
  const entries = [rootEntry, httpEntry, strokesEntry, explainEntry, geometryEntry, penEntry];
  return entries.flatMap((entry) =>
    Object.entries(entry)
      .filter(([, value]) => typeof value === 'function' && !(value.prototype instanceof Error))
      .map(([name]) => name),
  );
}

describe('the errors every entry point throws on purpose', () => {
  it('are walked for every function of every subpath, or the function is listed as taking any input or as a hook', () => {
    const walked = new Set(FAILURES.map(([entry]) => entry));
    const unwalked = exportedFunctions().filter(
      (name) => !walked.has(name) && !Object.hasOwn(NEVER_THROWS, name) && !HOOKS.includes(name),
    );
    expect(unwalked).toEqual([]);
  });

  it.each(FAILURES)(
    '%s, given %s: the documented class with its code and path',
    async (_entry, _failure, call, expected, path) => {
      const error = await thrownBy(call);
      expect(error).toBeInstanceOf(expected);
      expect(error).toBeInstanceOf(HandwritingScoringError);
      const thrown = error as InstanceType<Documented>;
      expect(thrown.name).toBe(expected.name);
      expect(ERROR_CODES).toContain(thrown.code);
      expect(thrown.path).toEqual(path);
    },
  );

  it('give each class its own code, so a second copy of the package can tell them apart without instanceof', async () => {
    const codes = new Map<string, string>();
    for (const [, , call] of FAILURES) {
      const { name, code } = (await thrownBy(call)) as InstanceType<Documented>;
      expect(codes.get(name) ?? code).toBe(code);
      codes.set(name, code);
    }
    expect([...codes.values()].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('give a ValidationError and a ScoringError their status, and an OptionError its entry point', async () => {
    for (const [entry, failure, call] of FAILURES) {
      const error = await thrownBy(call);
      if (error instanceof ValidationError) expect(error.status, failure).toBe(422);
      else if (error instanceof ScoringError) expect(error.status, failure).toBe(500);
      else if (error instanceof OptionError) {
        expect(error.caller, failure).toBe(entry);
        expect(error.message.startsWith(`${entry}: `), failure).toBe(true);
      }
    }
  });

  it('make an OptionError a HandwritingScoringError, no longer a TypeError', async () => {
    const error = await thrownBy(() => round(1, 21));
    expect(error).toBeInstanceOf(HandwritingScoringError);
    expect(error).not.toBeInstanceOf(TypeError);
  });

  it('give a ValidationError its issues with code and path, its own path the first one', async () => {
    const error = (await thrownBy(() => reviewEssay(JSON.parse('{"text":"短","grade":10}')))) as InstanceType<
      typeof ValidationError
    >;
    expect(error.issues.map(({ code, path }) => [code, path])).toEqual([
      ['too_short', ['text']],
      ['too_big', ['grade']],
    ]);
    expect(error.path).toEqual(['text']);
  });
});

describe("an option problem's path", () => {
  it.each([
    ["option 'now' must be a function", ['options', 'now']],
    ["unknown option 'nuw' (known: now)", ['options', 'nuw']],
    ['charData.medians[3]: must be [x, y]', ['charData', 'medians', 3]],
    ['settings.names[0]: must be a non-empty string', ['settings', 'names', 0]],
    ['digits must be an integer', ['digits']],
    ['character must be one character', ['character']],
    ['… and 3 more', []],
  ] as const)('of %j is %j', (problem, path) => {
    expect(pathOfProblem(problem)).toEqual(path);
  });
});
