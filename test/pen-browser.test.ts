// The pen recorder in a real browser (Debian's Chromium, playwright-core): an app's own test
// drives it with synthetic PointerEvents, which Chromium refuses to capture, and gets strokes
// that score. The recorder is bundled from the sources with esbuild: no build, no server.
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateStrokeOrder, type StrokePoint } from '../src/index.js';
import { CHROMIUM_ARGS, chromiumPath } from './browser.js';

/** The recorder as one script that sets `window.createPenRecorder`. */
const RECORDER = buildSync({
  entryPoints: [fileURLToPath(new URL('../src/pen/index.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'pen',
  footer: { js: 'window.createPenRecorder = pen.createPenRecorder;' },
}).outputFiles[0]!.text;

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the pen recorder in Chromium', { timeout: 60_000 }, () => {
  it('records strokes from synthetic PointerEvents, as an app test dispatches them', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent('<div id="pad" style="position:absolute;left:10px;top:20px;width:200px;height:200px"></div>');
    await page.addScriptTag({ content: RECORDER });
    const strokes = await page.evaluate(() => {
      const pad = document.getElementById('pad')!;
      const recorder = (
        window as unknown as { createPenRecorder: (element: Element) => { strokes(): unknown } }
      ).createPenRecorder(pad);
      const send = (type: string, x: number, y: number) =>
        pad.dispatchEvent(
          new PointerEvent(type, {
            pointerId: 7,
            pointerType: 'pen',
            isPrimary: true,
            button: type === 'pointermove' ? -1 : 0,
            clientX: x,
            clientY: y,
            pressure: 0.5,
            bubbles: true,
            cancelable: true,
          }),
        );
      for (const [from, to] of [
        [
          [20, 120],
          [200, 120],
        ],
        [
          [110, 30],
          [110, 210],
        ],
      ] as const) {
        send('pointerdown', from[0], from[1]);
        send('pointermove', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
        send('pointermove', to[0], to[1]);
        send('pointerup', to[0], to[1]);
      }
      return recorder.strokes();
    });
    expect(errors).toEqual([]);
    const recorded = strokes as StrokePoint[][];
    expect(recorded.map((stroke) => stroke.length)).toEqual([3, 3]);
    expect(recorded[0]![0]).toMatchObject({ x: 10, y: 100, pressure: 0.5 });
    const data = evaluateStrokeOrder({ character: '十', strokes: recorded });
    expect(data.stroke_order).toEqual(['horizontal', 'vertical']);
    expect(data.total_score).toBe(100);
    await page.close();
  });
});
