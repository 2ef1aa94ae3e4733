// The public signatures, checked by the compiler: `npm run typecheck` (tsc over test/) fails
// when one regresses. Each operation and explanation has one signature, whose request type is
// the typed request unless the value is typed `unknown` or `any` (UnknownOr), so parsed JSON
// needs no cast while an object literal with a misspelt field or a wrong type does not compile
// (test/types-project.test.ts counts one error per mistake). Every `@ts-expect-error` below is a proof: tsc fails if the line compiles. The
// runtime half of each test only shows that the call it types is the call that runs; the
// completions are asked of TypeScript's language service, as an editor asks them.
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { explainEssay, explainStrokeOrder, explainWritingQuality } from '../src/explain/index.js';
import {
  type EssayReviewData,
  evaluateStrokeOrder,
  evaluateWritingQuality,
  reviewEssay,
  type StrokeOrderData,
  ValidationError,
  type WritingQualityData,
} from '../src/index.js';
import { thrown } from './helpers.js';

const body = '{"text":"今天天气很好，我很开心。我们一起去公园玩。","strokes":[]}';
const TEXT = '今天天气很好，我很开心。我们一起去公园玩。';

describe('the operation signatures', () => {
  it('accept a request parsed from JSON and typed unknown or any, with one call and no cast', () => {
    const parsed: unknown = JSON.parse(body);
    // biome-ignore lint/suspicious/noExplicitAny: what an untyped JSON body (e.g. Express's req.body) is
    const loose: any = JSON.parse(body);
    expectTypeOf(reviewEssay(parsed)).toEqualTypeOf<EssayReviewData>();
    expectTypeOf(reviewEssay(loose)).toEqualTypeOf<EssayReviewData>();
    expectTypeOf(evaluateWritingQuality(parsed)).toEqualTypeOf<WritingQualityData>();
    expectTypeOf(evaluateStrokeOrder).toBeCallableWith(parsed);
    expectTypeOf(evaluateStrokeOrder).returns.toEqualTypeOf<StrokeOrderData>();
    expect(reviewEssay(parsed, { now: () => 0 }).total_score).toBe(82.7);
    expect(explainEssay(parsed, { now: () => 0 }).data.total_score).toBe(82.7);
    expect(thrown(() => evaluateStrokeOrder(parsed))).toBeInstanceOf(ValidationError);
    expect(thrown(() => explainStrokeOrder(parsed))).toBeInstanceOf(ValidationError);
    expect(explainWritingQuality(parsed).data.total_score).toBe(0);
  });

  it('refuse at compile time a misspelt field or a wrong type in an object literal', () => {
    const rejectedAtRunTimeToo = [
      // @ts-expect-error txt is no field of EssayReviewRequest
      () => reviewEssay({ txt: TEXT }),
      // @ts-expect-error grade is a number
      () => reviewEssay({ text: TEXT, grade: '3' }),
      // @ts-expect-error txt is no field of EssayReviewRequest
      () => explainEssay({ txt: TEXT }),
      // @ts-expect-error x and y are numbers
      () => evaluateStrokeOrder({ character: '十', strokes: [[{ x: '1', y: '2', timestamp: 0 }]] }),
      // @ts-expect-error the field is timestamp, not t
      () => evaluateStrokeOrder({ character: '十', strokes: [[{ x: 1, y: 2, t: 0 }]] }),
      // @ts-expect-error the field is timestamp, not t
      () => evaluateWritingQuality({ strokes: [[{ x: 1, y: 2, t: 0 }]] }),
      // @ts-expect-error a request typed as something else is no request
      () => reviewEssay({ text: '短' } as object),
    ];
    for (const call of rejectedAtRunTimeToo) expect(thrown(call)).toBeInstanceOf(ValidationError);
    // Unknown fields are ignored at run time (rule general.validation): only the compiler sees these.
    const ignoredAtRunTime = [
      // @ts-expect-error the field is difficulty_level
      () => evaluateStrokeOrder({ character: '十', strokes: [], difficultyLevel: 2 }),
      // @ts-expect-error the field is difficulty_level
      () => explainStrokeOrder({ character: '十', strokes: [], difficultyLevel: 2 }),
      // @ts-expect-error the field is eval_dimensions
      () => explainWritingQuality({ strokes: [], eval_dimension: ['structure'] }),
    ];
    for (const call of ignoredAtRunTime) expect(call).not.toThrow();
  });
});

/**
 * The completions an editor offers at the `|` of a source text, as a file in test/ of this
 * repository; one language service answers every question, the file's version bumped each time.
 */
function completer(): (source: string) => string[] {
  const file = join(import.meta.dirname, '__completion__.ts');
  let text = '';
  let version = 0;
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: (name) => (name === file ? String(version) : '1'),
    getScriptSnapshot: (name) => {
      const content = name === file ? text : ts.sys.readFile(name);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => import.meta.dirname,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? text : ts.sys.readFile(name)),
  };
  const service = ts.createLanguageService(host);
  return (source) => {
    text = source.replace('|', '');
    version++;
    const completions = service.getCompletionsAtPosition(file, source.indexOf('|'), {});
    return (completions?.entries ?? []).map((entry) => entry.name).sort();
  };
}

const completionsAt = completer();

const IMPORTS = `import { evaluateStrokeOrder, evaluateWritingQuality, reviewEssay } from '../src/index.js';
import { explainEssay, explainStrokeOrder, explainWritingQuality } from '../src/explain/index.js';
`;

const ESSAY_FIELDS = [
  'assignment_id',
  'enable_suggestions',
  'genre',
  'grade',
  'max_score',
  'student_id',
  'text',
  'title',
];
const STROKE_FIELDS = ['character', 'difficulty_level', 'pen_id', 'strokes', 'student_id'];
const QUALITY_FIELDS = ['eval_dimensions', 'reference_char', 'strokes'];

// The TypeScript language service starts on the first completion and answers each in turn.
describe('completion inside the request object literal', { timeout: 30_000 }, () => {
  const cases: readonly [string, readonly string[]][] = [
    ['reviewEssay({ | });', ESSAY_FIELDS],
    ['explainEssay({ | });', ESSAY_FIELDS],
    ['evaluateStrokeOrder({ | });', STROKE_FIELDS],
    ['explainStrokeOrder({ | });', STROKE_FIELDS],
    ['evaluateWritingQuality({ | });', QUALITY_FIELDS],
    ['explainWritingQuality({ | });', QUALITY_FIELDS],
  ];
  for (const [call, fields] of cases) {
    it(`offers exactly the request's fields in ${call.replace('|', '')}`, () => {
      expect(completionsAt(IMPORTS + call)).toEqual(fields);
    });
  }

  it('offers the fields not yet written, and a point its fields', () => {
    expect(completionsAt(`${IMPORTS}reviewEssay({ text: '…', | });`)).not.toContain('text');
    expect(completionsAt(`${IMPORTS}reviewEssay({ text: '…', | });`)).toContain('grade');
    expect(
      completionsAt(`${IMPORTS}evaluateStrokeOrder({ character: '十', strokes: [[{ x: 1, y: 2, | }]] });`),
    ).toEqual(['pressure', 'timestamp']);
  });
});
