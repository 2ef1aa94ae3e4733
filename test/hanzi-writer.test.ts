// The hanzi-writer helper (rule geometry.hanzi-writer) on a real page: Debian's Chromium, driven
// by playwright-core, runs hanzi-writer 3.7's quiz (a devDependency, MIT) on a character of
// hanzi-writer-data (a devDependency, read here for tests only); the mouse writes each stroke
// along the character's centre lines; the quiz callbacks' data go through fromHanziWriterQuiz,
// bundled into the page as an app would, and the request is scored here.
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQuizPixels } from '../scripts/hanzi-writer-quiz.mjs';
import { type GeometryFields, geometric } from '../src/geometry/index.js';
import type { StrokeOrderRequest } from '../src/stroke-order/contract.js';
import { evaluateStrokeOrder } from '../src/stroke-order/fast/index.js';
import { PRECISE } from '../src/strokes/precise.js';
import { CHROMIUM_ARGS, chromiumPath } from './browser.js';

const require = createRequire(import.meta.url);
const HANZI_WRITER = require.resolve('hanzi-writer/dist/hanzi-writer.js');
/** The quiz's square and padding, in CSS pixels. */
const SIZE = 400;
const PADDING = 20;

type CharData = { strokes: string[]; medians: [number, number][][] };
const charData = (character: string): CharData => require(`hanzi-writer-data/${character}.json`) as CharData;

let browser: Browser;
let helper: string;

beforeAll(async () => {
  // The helper as a page would ship it: bundled for the browser, exposed as a global.
  const bundle = await build({
    entryPoints: [new URL('../src/geometry/hanzi-writer.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    globalName: 'HandwritingScoringGeometry',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  helper = bundle.outputFiles[0]!.text;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** What the page reports once the quiz completes: the callbacks' data, the helper's request, the quiz's mistakes. */
interface Quizzed {
  readonly calls: { kind: 'correct' | 'mistake'; strokeNum: number }[];
  readonly request: StrokeOrderRequest;
  readonly mistakes: number;
}

/** Opens a page quizzing `character` with hanzi-writer, its data given inline (no network). */
async function quizPage(character: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 600, height: 600 } });
  await page.setContent('<!doctype html><div id="target" style="position:absolute;left:50px;top:40px"></div>');
  await page.addScriptTag({ path: HANZI_WRITER });
  await page.addScriptTag({ content: helper });
  await page.evaluate(
    async ({ character, data, size, padding }) => {
      const page = window as unknown as Record<string, unknown>;
      const drawn: unknown[] = [];
      page.calls = [];
      const record = (kind: string) => (callback: { strokeNum: number }) => {
        drawn.push(callback);
        (page.calls as unknown[]).push({ kind, strokeNum: callback.strokeNum });
      };
      // biome-ignore lint/suspicious/noExplicitAny: hanzi-writer's UMD global, untyped in the page.
      const HanziWriter = (window as any).HanziWriter;
      const writer = HanziWriter.create('target', character, {
        width: size,
        height: size,
        padding,
        showCharacter: false,
        charDataLoader: (_: string, onLoad: (data: unknown) => void) => onLoad(data),
      });
      await writer.quiz({
        onCorrectStroke: record('correct'),
        onMistake: record('mistake'),
        onComplete: (summary: { totalMistakes: number }) => {
          // biome-ignore lint/suspicious/noExplicitAny: the bundled helper's global.
          page.request = (window as any).HandwritingScoringGeometry.fromHanziWriterQuiz(drawn);
          page.mistakes = summary.totalMistakes;
        },
      });
    },
    { character, data: charData(character), size: SIZE, padding: PADDING },
  );
  return page;
}

/** Draws one stroke with the mouse through points of hanzi-writer-data's frame (y up). */
async function drawStroke(page: Page, median: readonly (readonly [number, number])[]): Promise<void> {
  const box = (await page.locator('#target svg').boundingBox())!;
  const at = ([x, y]: readonly [number, number]) => {
    const pixel = toQuizPixels({ x, y }, SIZE, PADDING);
    return [box.x + pixel.x, box.y + pixel.y] as const;
  };
  const [first, ...rest] = median;
  await page.mouse.move(...at(first!));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 4 });
  await page.mouse.up();
}

async function quizzed(page: Page): Promise<Quizzed> {
  await page.waitForFunction(() => 'request' in window);
  return page.evaluate(() => {
    const page = window as unknown as Record<string, unknown>;
    return { calls: page.calls, request: page.request, mistakes: page.mistakes } as Quizzed;
  });
}

// In Chromium: a browser to start, pages to load and draw.
describe('rule geometry.hanzi-writer: fromHanziWriterQuiz on hanzi-writer 3.7’s quiz in Chromium', {
  timeout: 60_000,
}, () => {
  it('turns 永 quizzed along its centre lines into a request of its strokes, which scores 100', async () => {
    const page = await quizPage('永');
    const { medians } = charData('永');
    for (const median of medians) await drawStroke(page, median);
    const { calls, request, mistakes } = await quizzed(page);
    await page.close();
    expect(mistakes).toBe(0);
    expect(calls.map((call) => call.kind)).toEqual(medians.map(() => 'correct'));
    expect(request.character).toBe('永');
    expect(request.strokes).toHaveLength(medians.length);
    // Each stroke starts and ends where its centre line does, in the y-down frame (x, 900 − y),
    // to within the mouse's whole pixels (a pixel is 1024 / 360 ≈ 2.8 units).
    request.strokes.forEach((stroke, i) => {
      const median = medians[i]!;
      for (const [point, [x, y]] of [
        [stroke[0]!, median[0]!],
        [stroke[stroke.length - 1]!, median[median.length - 1]!],
      ] as const) {
        expect(Math.abs(point.x - x)).toBeLessThan(4);
        expect(Math.abs(point.y - (900 - y))).toBeLessThan(4);
      }
    });
    expect(
      evaluateStrokeOrder(request, { ...geometric(charData('永'), { character: '永' }), now: () => 0 }).total_score,
    ).toBe(100);
    expect(evaluateStrokeOrder(request, { ...PRECISE, now: () => 0 }).total_score).toBe(100);
  });

  it('keeps a stroke the quiz rejected: 十 begun with its 竖 gives three strokes and a lower score', async () => {
    const page = await quizPage('十');
    const [heng, shu] = charData('十').medians;
    for (const median of [shu!, heng!, shu!]) await drawStroke(page, median);
    const { calls, request, mistakes } = await quizzed(page);
    await page.close();
    expect(mistakes).toBe(1);
    expect(calls.map((call) => call.kind)).toEqual(['mistake', 'correct', 'correct']);
    expect(request.strokes).toHaveLength(3);
    const data = evaluateStrokeOrder(request, {
      ...geometric(charData('十'), { character: '十' }),
      now: () => 0,
    }) as ReturnType<typeof evaluateStrokeOrder> & GeometryFields;
    expect(data.total_score).toBeLessThan(90);
    // The 竖 is written twice: one of the two is one too many, and the reading with the fewer
    // mistakes (rule geometry.extra) takes the rejected first attempt as the extra stroke, the
    // 横 and the 竖 after it as 十's strokes in order.
    expect(data.matches.map((match) => match.reference)).toEqual([null, 0, 1]);
    expect(evaluateStrokeOrder(request, { ...PRECISE, now: () => 0 }).total_score).toBeLessThan(100);
  });
});
