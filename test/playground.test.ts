// The playground page in a real browser: Debian's Chromium driven by playwright-core loads the
// built page from the README's `vite preview` command, draws with pointer events and reads the scores.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewEssay } from '../src/index.js';
import { CHROMIUM_ARGS, chromiumPath } from './browser.js';
import { startServe } from './cli-process.js';
import { readmeBlocks } from './readme-blocks.js';

const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

let preview: ChildProcess | undefined;
let browser: Browser;
let base: string;

/** The README's playground block: the commands that build and serve the page. */
const COMMANDS = readmeBlocks('playground').flatMap((block) => block.code.split('\n').filter(Boolean));

/** Starts an `npm run <script>` command of the README with extra arguments; resolves the URL it prints. */
function serveWith(command: string, extra: readonly string[]): Promise<string> {
  const script = /^npm run (\S+)$/.exec(command)?.[1];
  if (!script) throw new Error(`not an npm script: ${command}`);
  preview = spawn('npm', ['run', '--silent', script, '--', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise<string>((resolve, reject) => {
    let log = '';
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(stripVTControlCharacters(log));
      if (match?.[1]) resolve(match[1]);
    };
    preview?.stdout?.on('data', read);
    preview?.stderr?.on('data', read);
    preview?.on('exit', () => reject(new Error(`${command} exited: ${log}`)));
  });
}

beforeAll(async () => {
  // Build and serve the page with the README's own commands, so the README cannot drift from the page.
  expect(COMMANDS).toEqual(['npm run playground:build', 'npm run playground:preview']);
  execFileSync('npm', ['run', '--silent', 'playground:build'], { stdio: 'ignore' });
  base = await serveWith(COMMANDS[1]!, ['--port', '0', '--strictPort', '--host', '127.0.0.1']);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  // npm runs vite in a child process: end the whole process group this test started.
  if (preview?.pid !== undefined) process.kill(-preview.pid, 'SIGTERM');
});

/** Opens the page at a viewport size; records every request the page makes. */
async function open(width = 1280, height = 900): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(base);
  await page.getByTestId('pad').waitFor();
  return { page, requests };
}

/** Draws a stroke on the pad through (x, y) points given in 0..1 of the pad's size. */
async function stroke(page: Page, points: readonly (readonly [number, number])[]): Promise<void> {
  await page.getByTestId('pad').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('pad').boundingBox();
  if (!box) throw new Error('the pad has no box');
  const at = ([x, y]: readonly [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [first, ...rest] = points;
  if (!first) return;
  await page.mouse.move(...at(first));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

const H: [number, number][] = [
  [0.2, 0.5],
  [0.8, 0.5],
];
const V: [number, number][] = [
  [0.5, 0.2],
  [0.5, 0.8],
];

/** Writes 口 in its canonical order: 竖, 横折 (an L: right, then down), 横. */
async function drawKou(page: Page): Promise<void> {
  await stroke(page, [
    [0.25, 0.25],
    [0.25, 0.75],
  ]);
  await stroke(page, [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.75, 0.75],
  ]);
  await stroke(page, [
    [0.25, 0.75],
    [0.75, 0.75],
  ]);
}

async function scoreOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const number = /-?\d+(?:\.\d+)?/.exec(text);
  if (!number) throw new Error(`${testId} shows no number: ${text}`);
  return Number(number[0]);
}

// In Chromium: a browser to start, pages to load and draw.
describe('the playground page', { timeout: 60_000 }, () => {
  it('scores 十 drawn horizontal then vertical at 100', async () => {
    const { page, requests } = await open();
    await page.getByTestId('char').fill('十');
    await stroke(page, H);
    await stroke(page, V);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(100);
    expect(await page.getByTestId('stroke-errors').locator('li').count()).toBe(0);
    expect(await scoreOf(page, 'quality-score')).toBeGreaterThan(0);
    await page.screenshot({ path: `${ARTIFACTS}playground-desktop-writing.png`, fullPage: true });
    // Offline: nothing but the page's own files was requested.
    expect(requests.every((url) => url.startsWith(base))).toBe(true);
    await page.close();
  });

  it('scores 十 drawn in the wrong order lower and lists the order errors', async () => {
    const { page } = await open();
    await page.getByTestId('char').fill('十');
    await stroke(page, V);
    await stroke(page, H);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBeLessThan(100);
    const errors = await page.getByTestId('stroke-errors').locator('li').allTextContents();
    expect(errors).toEqual(['第1笔应为横，实际写成了竖', '第2笔应为竖，实际写成了横']);
    // Each error said once: the rows say how each stroke was read, the list what is wrong.
    const rows = () => page.getByTestId('stroke-list').locator('li').allTextContents();
    expect(await rows()).toEqual(['✗ 第1笔 写成 竖', '✗ 第2笔 写成 横']);
    // In English, the learner's messages too, from each error's fields.
    await page.getByTestId('language').click();
    expect(await page.getByTestId('stroke-errors').locator('li').allTextContents()).toEqual([
      'Stroke 1 should be horizontal, but was written vertical',
      'Stroke 2 should be vertical, but was written horizontal',
    ]);
    expect(await rows()).toEqual(['✗ Stroke 1 read as vertical', '✗ Stroke 2 read as horizontal']);
    await page.screenshot({ path: `${ARTIFACTS}playground-errors-english.png`, fullPage: true });
    await page.close();
  });

  it('scores 口 written canonically at 80 with the contract classifier, which reads the 横折 as a 捺', async () => {
    const { page } = await open();
    await page.getByTestId('char').fill('口');
    await drawKou(page);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(80);
    await page.close();
  });

  it('scores 口 written canonically at 100 in precise mode and names its strokes', async () => {
    const { page } = await open();
    await page.getByTestId('char').fill('口');
    await page.getByTestId('precise').check();
    expect(await page.getByTestId('expected').textContent()).toContain('竖、横折、横');
    await drawKou(page);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(100);
    await page.close();
  });

  it('clears the pad and the scores', async () => {
    const { page } = await open();
    await stroke(page, H);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => page.getByTestId('stroke-score').textContent()).not.toBe('–');
    await page.getByTestId('clear').click();
    expect(await page.getByTestId('stroke-score').textContent()).toBe('–');
    await page.close();
  });

  it('shows exactly the total that reviewEssay gives, and highlights each error mark', async () => {
    const { page } = await open();
    const text = '今天我很很高兴，，，我们走了了很远的路。\n我的的书包是蓝色的，我很喜欢它。';
    await page.getByTestId('essay-text').fill(text);
    await page.getByTestId('essay-grade').selectOption('4');
    await page.getByTestId('review').click();
    const expected = reviewEssay({ text, grade: 4 });
    await expect.poll(() => scoreOf(page, 'essay-score')).toBe(expected.total_score);
    const marks = await page.getByTestId('essay-marked').locator('mark').allTextContents();
    expect(marks).toEqual(
      [...expected.grammar_errors].sort((a, b) => a.position - b.position).map((error) => error.sentence),
    );
    // Each dimension unfolds into the steps of its rules.
    const steps = page.getByTestId('essay-steps');
    expect(await steps.count()).toBe(4);
    await steps.nth(1).locator('summary').click();
    const grammarSteps = await steps.nth(1).locator('li').allTextContents();
    expect(grammarSteps.some((step) => step.startsWith('-5 ') && step.endsWith('essay.grammar.doubled-de'))).toBe(true);
    const first = page.getByTestId('essay-marked').locator('mark').first();
    await first.focus();
    await expect.poll(() => page.locator('.tip').textContent()).toContain('重复');
    // The README's picture: both panels in use.
    await stroke(page, H);
    await stroke(page, V);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(100);
    await first.focus();
    await page.screenshot({ path: `${ARTIFACTS}playground-desktop-essay.png`, fullPage: true });
    await page.close();
  });

  it('scores on a running `serve --cors` when told to, with the same numbers as in the page', async () => {
    const origin = base.replace(/\/$/, '');
    const { server, base: url } = await startServe(['--cors', origin]);
    try {
      const { page, requests } = await open();
      await page.getByTestId('source').selectOption('server');
      await page.getByTestId('server-url').fill(url);
      const text = '今天天气很好，我很开心。我们一起去公园玩。';
      await page.getByTestId('essay-text').fill(text);
      await page.getByTestId('essay-grade').selectOption('3');
      await page.getByTestId('review').click();
      await expect.poll(() => scoreOf(page, 'essay-score')).toBe(reviewEssay({ text, grade: 3 }).total_score);
      expect(await page.getByTestId('essay-steps').count()).toBe(4);
      await stroke(page, H);
      await stroke(page, V);
      await page.getByTestId('evaluate').click();
      await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(100);
      expect(requests.some((request) => request.startsWith(url))).toBe(true);
      await page.close();
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('lists 我 written as one 横 in precise mode as its 横, as the errors and the score do', async () => {
    const { page } = await open();
    await page.getByTestId('char').fill('我');
    await page.getByTestId('precise').check();
    await stroke(page, H);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => page.getByTestId('stroke-list').locator('li').count()).toBe(1);
    const rows = await page.getByTestId('stroke-list').locator('li').allTextContents();
    expect(rows).toEqual(['✓ 第1笔 写成 横，对应标准第2笔 横']);
    const errors = await page.getByTestId('stroke-errors').locator('li').allTextContents();
    expect(errors[0]).toBe('漏写了第1笔：撇');
    expect(errors.some((error) => error.includes('横'))).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}playground-precise-wo.png`, fullPage: true });
    await page.close();
  });

  it('says in Chinese, next to the control concerned, why a request cannot be scored; no hint promises marks', async () => {
    const { page } = await open();
    await page.getByTestId('char').fill('A');
    const hint = (await page.getByTestId('expected').textContent()) ?? '';
    expect(hint).toContain('不是汉字');
    expect(hint).not.toContain('满分');
    await stroke(page, H);
    await page.getByTestId('evaluate').click();
    const charError = page.getByTestId('char-error');
    await expect.poll(() => charError.textContent()).toBe('请输入一个汉字（U+4E00 至 U+9FFF 之间的一个字）');
    await page.getByTestId('essay-text').fill('短');
    await page.getByTestId('review').click();
    const essayError = page.getByTestId('essay-error');
    await expect.poll(() => essayError.textContent()).toBe('作文太短：至少要 10 个字符');
    // Each right under its control, not at the foot of the page.
    for (const [error, control] of [
      [charError, page.getByTestId('char')],
      [essayError, page.getByTestId('essay-text')],
    ] as const) {
      const [below, above] = [await error.boundingBox(), await control.boundingBox()];
      expect(below && above && below.y >= above.y + above.height && below.y - (above.y + above.height) < 60).toBe(true);
    }
    expect(await page.locator('body').textContent()).not.toMatch(/must be|characters long/);
    await page.screenshot({ path: `${ARTIFACTS}playground-errors.png`, fullPage: true });
    // The same errors in English once the interface is.
    await page.getByTestId('language').click();
    expect(await essayError.textContent()).toBe('The essay is too short: at least 10 characters');
    await page.close();
  });

  it('colours each bar by its score, not every bar alike', async () => {
    const { page } = await open();
    await stroke(page, H);
    await stroke(page, V);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(100);
    await page.getByTestId('review').click();
    await expect.poll(() => page.getByTestId('essay-steps').count()).toBe(4);
    const bars = await page.locator('[role=meter]').evaluateAll((tracks) =>
      tracks.map((track) => {
        const fill = track.firstElementChild as HTMLElement;
        const share = Number(track.getAttribute('aria-valuenow')) / Number(track.getAttribute('aria-valuemax'));
        return { share, band: fill.dataset.band, colour: getComputedStyle(fill).backgroundColor };
      }),
    );
    expect(bars.length).toBe(8);
    const bandOf = (share: number) =>
      share >= 0.9 ? 'excellent' : share >= 0.75 ? 'good' : share >= 0.6 ? 'fair' : 'low';
    for (const bar of bars) expect(bar.band).toBe(bandOf(bar.share));
    // The essay.total.comment bands: green at the top, red only at the bottom.
    for (const bar of bars.filter((candidate) => candidate.share >= 0.9)) expect(bar.colour).toBe('rgb(27, 127, 59)');
    for (const bar of bars.filter((candidate) => candidate.share < 0.6)) expect(bar.colour).toBe('rgb(192, 57, 43)');
    expect(new Set(bars.map((bar) => bar.colour)).size).toBeGreaterThan(1);
    await page.close();
  });

  it('tells a server without --cors for this page how to start it, instead of only "Failed to fetch"', async () => {
    const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
    const server: ChildProcess = spawn(process.execPath, [cli, 'serve', '--port', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let log = '';
        server.stderr?.on('data', (chunk: Buffer) => {
          log += chunk.toString();
          const match = /listening on (http:\/\/[^\s"]+)/.exec(log);
          if (match?.[1]) resolve(match[1]);
        });
        server.on('exit', () => reject(new Error(`serve exited: ${log}`)));
      });
      const { page } = await open();
      await page.getByTestId('source').selectOption('server');
      await page.getByTestId('server-url').fill(url);
      await page.getByTestId('review').click();
      const origin = base.replace(/\/$/, '');
      await expect
        .poll(() => page.getByTestId('server-error').textContent())
        .toBe(
          `连不上服务器 ${url}。请确认服务器正在运行；若已运行，多半是浏览器因跨域（CORS）拦下了请求：请用 handwriting-scoring serve --cors ${origin} 启动服务器。`,
        );
      expect(await page.getByTestId('essay-error').textContent()).toBe('');
      await page.close();
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('stacks both panels on a phone and keeps them readable', async () => {
    const { page } = await open(390, 844);
    const [writing, essay] = await page.locator('section.panel').all();
    const a = await writing?.boundingBox();
    const b = await essay?.boundingBox();
    expect(a && b && b.y >= a.y + a.height).toBe(true);
    expect(a && a.width <= 390).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}playground-phone.png`, fullPage: true });
    await page.close();
  });

  it('switches the interface to English and back', async () => {
    const { page } = await open();
    await page.getByTestId('language').click();
    expect(await page.getByTestId('evaluate').textContent()).toBe('Evaluate');
    await page.getByTestId('language').click();
    expect(await page.getByTestId('evaluate').textContent()).toBe('评分');
    await page.close();
  });

  it('labels every control, so it can be used by keyboard and screen reader', async () => {
    const { page } = await open();
    const unlabelled = await page.evaluate(() =>
      Array.from(document.querySelectorAll('input, select, textarea, button'))
        .filter((node) => {
          const control = node as HTMLInputElement;
          const label =
            control.labels?.[0]?.textContent?.trim() ||
            control.getAttribute('aria-label') ||
            control.textContent?.trim();
          return !label;
        })
        .map((node) => node.id),
    );
    expect(unlabelled).toEqual([]);
    await page.close();
  });
});

// In Chromium: a browser to start, pages to load and draw.
describe('the playground page in geometry mode (rule geometry.score)', { timeout: 60_000 }, () => {
  type Median = readonly (readonly [number, number])[];
  const medians = (character: string): Median[] =>
    (
      JSON.parse(readFileSync(fileURLToPath(import.meta.resolve(`hanzi-writer-data/${character}.json`)), 'utf8')) as {
        medians: Median[];
      }
    ).medians;

  /** Writes a character's strokes along its centre lines, placed as the page places its guide (90% of the pad's shorter side, centred). */
  async function writeAlongGuide(page: Page, strokes: readonly Median[]): Promise<void> {
    const box = (await page.getByTestId('pad').boundingBox())!;
    const side = Math.min(box.width, box.height) * 0.9;
    const scale = side / 1024;
    for (const median of strokes) {
      await stroke(
        page,
        median.map(([x, y]) => [
          ((box.width - side) / 2 + x * scale) / box.width,
          ((box.height - side) / 2 + (900 - y) * scale) / box.height,
        ]),
      );
    }
  }

  async function geometryMode(page: Page, character: string): Promise<void> {
    await page.getByTestId('geometry').check();
    await page.getByTestId('char').fill(character);
    await expect.poll(() => page.getByTestId('pad').getAttribute('data-guide')).toBe(character);
    expect(await page.getByTestId('expected').textContent()).toMatch(/^按字形逐笔比对：共 \d+ 笔/);
  }

  it('draws 永’s outline as a guide and scores it written along its centre lines 100, every stroke its own', async () => {
    const { page, requests } = await open();
    await geometryMode(page, '永');
    await writeAlongGuide(page, medians('永'));
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBe(100);
    const items = await page.getByTestId('stroke-list').locator('li').allTextContents();
    expect(items).toEqual(medians('永').map((_, i) => `✓ 第${i + 1}笔 是标准第${i + 1}笔`));
    await page.screenshot({ path: `${ARTIFACTS}playground-geometry.png` });
    // The data came from the page's own server, the preview serving node_modules/hanzi-writer-data.
    expect(requests.some((url) => url === `${base}hanzi-writer-data/${encodeURIComponent('永')}.json`)).toBe(true);
    expect(requests.every((url) => url.startsWith(base))).toBe(true);
    await page.close();
  });

  it('names which stroke of 十 each drawn stroke is when they come in the wrong order, and scores below 90', async () => {
    const { page } = await open();
    await geometryMode(page, '十');
    const [heng, shu] = medians('十');
    await writeAlongGuide(page, [shu!, heng!]);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => scoreOf(page, 'stroke-score')).toBeLessThan(90);
    expect(await page.getByTestId('stroke-list').locator('li').allTextContents()).toEqual([
      '✗ 第1笔 是标准第2笔',
      '✗ 第2笔 是标准第1笔',
    ]);
    // The order error said once, under the rows; in English from its kind.
    const errors = () => page.getByTestId('stroke-errors').locator('li').allTextContents();
    expect((await errors()).filter((error) => error.includes('笔顺不对'))).toHaveLength(1);
    await page.getByTestId('language').click();
    expect(await errors()).toEqual(['Stroke 1 is stroke 2 of the character: written out of order']);
    await page.close();
  });

  it('says when the page has no stroke data for the character, and scores nothing', async () => {
    const { page } = await open();
    await page.getByTestId('geometry').check();
    await page.getByTestId('char').fill('乀');
    await expect.poll(() => page.getByTestId('expected').textContent()).toContain('没有这个字的字形数据');
    await stroke(page, H);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => page.getByTestId('writing-error').textContent()).toContain('没有这个字的字形数据');
    expect(await page.getByTestId('stroke-score').textContent()).toBe('–');
    await page.close();
  });

  /** The colour drawn on the pad at (x, y), 0..1 of its size, as `#rrggbb`. */
  const colourAt = (page: Page, [x, y]: readonly [number, number]) =>
    page.getByTestId('pad').evaluate(
      (canvas: HTMLCanvasElement, [x, y]) => {
        const [r, g, b] = canvas
          .getContext('2d')!
          .getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1).data;
        return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
      },
      [x, y] as const,
    );

  /** Where a point (x, y) of hanzi-writer-data lands on the pad, 0..1 of its size (the guide: 90% of the side, centred). */
  const onPad = ([x, y]: readonly [number, number]): [number, number] => [
    0.05 + (x / 1024) * 0.9,
    0.05 + ((900 - y) / 1024) * 0.9,
  ];

  /** The middle of a centre line, on the pad. */
  const middleOf = (median: Median): [number, number] => {
    const [a, b] = [median[Math.floor((median.length - 1) / 2)]!, median[Math.ceil((median.length - 1) / 2)]!];
    return onPad([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  };

  /** The colour of each band on the pad and in the legend, as the page draws them. */
  const BAND_COLOURS: Readonly<Record<string, string>> = {
    excellent: '#1b7f3b',
    good: '#4f9a3a',
    fair: '#d08a16',
    low: '#c0392b',
  };

  it('colours each stroke of 永 by its writing-quality score over the faint reference, with the legend and notes beside the pad', async () => {
    const { page } = await open();
    await geometryMode(page, '永');
    expect(await page.getByTestId('quality-notes').isHidden()).toBe(true);
    // The reference is drawn faintly where the writing will go, under it.
    for (const median of medians('永')) expect(await colourAt(page, middleOf(median))).toBe('#e3e7ee');
    await writeAlongGuide(page, medians('永'));
    await page.getByTestId('evaluate').click();
    await expect.poll(() => page.getByTestId('quality-notes').isVisible()).toBe(true);
    expect(await page.getByTestId('quality-legend').locator('li').allTextContents()).toEqual([
      '90–100',
      '75–89',
      '60–74',
      '0–59',
    ]);
    await page.screenshot({ path: `${ARTIFACTS}playground-geometry-quality.png` });
    const rows = page.getByTestId('quality-strokes').locator('li');
    expect(await rows.count()).toBe(medians('永').length);
    for (const [i, median] of medians('永').entries()) {
      const [band, text] = [await rows.nth(i).getAttribute('data-band'), await rows.nth(i).textContent()];
      const score = Number(/（(\d+)分）$/.exec(text ?? '')?.[1]);
      expect(band, text ?? '').toBe(score >= 90 ? 'excellent' : score >= 75 ? 'good' : score >= 60 ? 'fair' : 'low');
      // The stroke on the pad wears its band's colour, as its row and the legend do.
      expect(await colourAt(page, middleOf(median)), text ?? '').toBe(BAND_COLOURS[band!]);
    }
    // Written along the guide, every stroke is in the top band and nothing is noted.
    expect(await rows.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.band))).toEqual(
      medians('永').map(() => 'excellent'),
    );
    await page.close();
  });

  it('marks 十’s vertical drawn at half its length as short, its colour lower than the horizontal’s, in Chinese and English', async () => {
    const { page } = await open();
    await geometryMode(page, '十');
    const [heng, shu] = medians('十');
    const half = shu!
      .slice(0, 1)
      .concat([[(shu![0]![0] + shu![shu!.length - 1]![0]) / 2, (shu![0]![1] + shu![shu!.length - 1]![1]) / 2]]);
    await writeAlongGuide(page, [heng!, half]);
    await page.getByTestId('evaluate').click();
    await expect.poll(() => page.getByTestId('quality-notes').isVisible()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}playground-geometry-quality-zh.png` });
    await page
      .locator('section.panel')
      .first()
      .screenshot({ path: `${ARTIFACTS}playground-geometry-quality-panel.png` });
    const lines = () => page.getByTestId('quality-strokes').locator('li').allTextContents();
    const [first, second] = await lines();
    expect(second).toMatch(/^第2笔竖偏短.*（\d+分）$/);
    const scores = [first, second].map((line) => Number(/（(\d+)分）$/.exec(line ?? '')?.[1]));
    expect(scores[1]).toBeLessThan(scores[0]!);
    const bands = await page
      .getByTestId('quality-strokes')
      .locator('li')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.band));
    const order = ['excellent', 'good', 'fair', 'low'];
    expect(order.indexOf(bands[1]!)).toBeGreaterThan(order.indexOf(bands[0]!));
    expect(await colourAt(page, middleOf(half))).toBe(BAND_COLOURS[bands[1]!]);
    expect(await page.getByTestId('quality-character').textContent()).toMatch(/^整字：/);
    await page.getByTestId('language').click();
    expect(await page.getByTestId('quality-notes').locator('h3').textContent()).toBe('Stroke scores (colours)');
    expect((await lines())[1]).toMatch(new RegExp(`^Stroke 2 \\(${scores[1]}\\): too short`));
    expect(await page.getByTestId('quality-character').textContent()).toMatch(/^Whole character: /);
    await page.screenshot({ path: `${ARTIFACTS}playground-geometry-quality-en.png` });
    await page.close();
  });

  it('leaves hanzi-writer-data out of the built page (Arphic Public License: served, never bundled)', () => {
    const built = readdirSync(fileURLToPath(new URL('../playground/dist/', import.meta.url)), {
      recursive: true,
      withFileTypes: true,
    }).filter((entry) => entry.isFile());
    expect(built.some((entry) => entry.parentPath.includes('hanzi-writer-data'))).toBe(false);
    for (const entry of built) {
      expect(readFileSync(join(entry.parentPath, entry.name), 'utf8')).not.toContain('"medians"');
    }
  });
});
