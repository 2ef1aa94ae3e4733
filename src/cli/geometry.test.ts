import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CJK_FIRST } from '../core/cjk.js';
import { GEOMETRY_THRESHOLDS } from '../geometry/index.js';
import { dispatch } from '../http/dispatch.js';
import type { DispatchOptions } from '../http/options.js';
import { GEOMETRY_CACHE_CHARACTERS, GEOMETRY_FILE_BYTES, geometryFolder, modeOptions } from './geometry.js';
import { UsageError } from './usage.js';

const require = createRequire(import.meta.url);
const DATA = dirname(require.resolve('hanzi-writer-data/package.json'));
const 十 = JSON.parse(readFileSync(`${DATA}/十.json`, 'utf8')) as { medians: [number, number][][] };
const written = 十.medians.map((median, s) =>
  median.map(([x, y], i) => ({ x: (x * 300) / 1024, y: ((900 - y) * 300) / 1024, timestamp: s * 500 + i * 20 })),
);

let root = '';
let dir = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'geometry-folder-'));
  dir = join(root, 'dir');
  mkdirSync(dir);
  copyFileSync(`${DATA}/十.json`, join(dir, '十.json'));
  writeFileSync(join(root, 'secret.json'), JSON.stringify({ strokes: ['SECRET'], medians: [] }));
  symlinkSync(join(root, 'secret.json'), join(dir, '王.json'));
  symlinkSync(join(dir, '十.json'), join(dir, '千.json'));
  writeFileSync(join(dir, '土.json'), '{"strokes": "SECRET BYTES"');
  mkdirSync(join(dir, '木.json'));
  execFileSync('mkfifo', [join(dir, '水.json')]);
  writeFileSync(join(dir, '大.json'), Buffer.alloc(GEOMETRY_FILE_BYTES + 1, 0x20));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const score = (character: string, strokes: unknown = written, folder = geometryFolder(dir)) =>
  dispatch('stroke-order', { character, strokes }, { strokes: folder.strokes } as DispatchOptions);

describe('--geometry DIR, against hostile folders and clients', () => {
  it('keeps the 128-stroke bound of geometric (rule geometry.bounds): 129 strokes are a 422 too_big at once', () => {
    const many = Array.from({ length: GEOMETRY_THRESHOLDS.maxStrokes + 1 }, () => written[0]);
    const started = performance.now();
    const { status, body } = score('十', many);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(`at most ${GEOMETRY_THRESHOLDS.maxStrokes} strokes`);
  });

  it('answers a character without a usable file with a 422 naming the character only, never a path or a byte', () => {
    const answers = {
      龞: 'has no geometry in the --geometry folder',
      王: 'not a regular file within the --geometry folder',
      土: "not hanzi-writer-data's format",
      木: 'not a regular file within the --geometry folder',
      水: 'not a regular file within the --geometry folder',
      大: `over ${GEOMETRY_FILE_BYTES} bytes`,
    };
    for (const [character, reason] of Object.entries(answers)) {
      const { status, body } = score(character);
      const text = JSON.stringify(body);
      expect(status, character).toBe(422);
      expect(text, character).toContain(`character '${character}'`);
      expect(text, character).toContain(reason);
      expect(text, character).not.toContain(root);
      expect(text, character).not.toContain('SECRET');
    }
  });

  it('follows a symbolic link that stays within DIR', () => {
    expect(score('千').status).not.toBe(422);
  });

  it('reads a refused file once, not on every request', () => {
    const folder = geometryFolder(dir);
    expect(score('土', written, folder).status).toBe(422);
    writeFileSync(join(dir, '土.json'), readFileSync(`${DATA}/十.json`));
    expect(score('土', written, folder).status).toBe(422);
    writeFileSync(join(dir, '土.json'), '{"strokes": "SECRET BYTES"');
  });

  it(`keeps at most ${GEOMETRY_CACHE_CHARACTERS} characters, the least recently asked for let go first`, () => {
    const folder = geometryFolder(dir);
    expect(score('土', written, folder).status).toBe(422);
    for (let code = CJK_FIRST; code < CJK_FIRST + GEOMETRY_CACHE_CHARACTERS; code++)
      score(String.fromCodePoint(code), written, folder);
    writeFileSync(join(dir, '土.json'), readFileSync(`${DATA}/土.json`));
    try {
      expect(score('土', written, folder).status).toBe(200);
    } finally {
      writeFileSync(join(dir, '土.json'), '{"strokes": "SECRET BYTES"');
    }
  });
});

const rate = (request: object, folder = geometryFolder(dir)) =>
  dispatch('writing-quality', { strokes: written, ...request }, { quality: { matcher: folder.quality } });
/** The one issue of a 422 body. */
const issueOf = (body: unknown) => (body as { detail: { loc: unknown[]; msg: string }[] }).detail;

describe('--geometry DIR for writing quality: the file its reference_char names (rules geometry.quality.*)', () => {
  it('rates against the character named, adding stroke_quality and character_quality', () => {
    const { status, body } = rate({ reference_char: '十' });
    expect(status).toBe(200);
    const data = (body as { data: { stroke_quality: { reference: number }[] } }).data;
    expect(data.stroke_quality.map((stroke) => stroke.reference)).toEqual([0, 1]);
  });

  it('shares one folder’s characters with stroke order: a file read for one is not read again for the other', () => {
    const folder = geometryFolder(dir);
    writeFileSync(join(dir, '土.json'), readFileSync(`${DATA}/十.json`));
    try {
      expect(score('土', written, folder).status).toBe(200);
      writeFileSync(join(dir, '土.json'), '{"strokes": "SECRET BYTES"');
      expect(rate({ reference_char: '土' }, folder).status).toBe(200);
    } finally {
      writeFileSync(join(dir, '土.json'), '{"strokes": "SECRET BYTES"');
    }
  });

  it('requires reference_char, one Chinese character, refusing a long or odd one before the folder is read', () => {
    const missing = rate({});
    expect(missing.status).toBe(422);
    expect(issueOf(missing.body)).toEqual([
      expect.objectContaining({
        loc: ['body', 'reference_char'],
        msg: expect.stringMatching(/^reference_char is required with --geometry/),
      }),
    ]);
    for (const odd of ['../十', '十十', 'x'.repeat(100_000), '', '\u0000', null]) {
      const { status, body } = rate({ reference_char: odd });
      expect(status, String(odd).slice(0, 8)).toBe(422);
      expect(JSON.stringify(body).length).toBeLessThan(1000);
      expect(JSON.stringify(body)).not.toContain(root);
    }
  });

  it('answers a character without a usable file with a 422 on reference_char naming the character only', () => {
    const answers = {
      龞: "reference_char '龞' has no geometry in the --geometry folder.",
      王: "reference_char '王' has a geometry entry that is not a regular file within the --geometry folder.",
      土: "reference_char '土' has a geometry file that is not hanzi-writer-data's format in the --geometry folder.",
      水: "reference_char '水' has a geometry entry that is not a regular file within the --geometry folder.",
    };
    for (const [character, message] of Object.entries(answers)) {
      const { status, body } = rate({ reference_char: character });
      expect(status, character).toBe(422);
      expect(issueOf(body)).toEqual([{ type: 'value_error', loc: ['body', 'reference_char'], msg: message }]);
      expect(JSON.stringify(body), character).not.toContain('SECRET');
    }
  });

  it('keeps the 128-stroke bound (rule geometry.bounds): 129 strokes are a 422 too_big at once', () => {
    const many = Array.from({ length: GEOMETRY_THRESHOLDS.maxStrokes + 1 }, () => written[0]);
    const started = performance.now();
    const { status, body } = rate({ reference_char: '十', strokes: many });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(`at most ${GEOMETRY_THRESHOLDS.maxStrokes} strokes`);
  });
});

describe('the mode flags --precise, --geometry, --box and --strictness', () => {
  const usage = (flags: Parameters<typeof modeOptions>[0]) => {
    try {
      modeOptions(flags);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    return undefined;
  };

  it('reads --box WIDTHxHEIGHT and --strictness into writing quality’s options', () => {
    const { quality } = modeOptions({ precise: false, geometry: dir, box: '300x240.5', strictness: 'lenient' });
    expect(quality).toMatchObject({ box: { width: 300, height: 240.5 }, strictness: 'lenient' });
    expect(modeOptions({ precise: false, geometry: dir }).quality).not.toHaveProperty('box');
  });

  it('refuses a box or strictness it cannot read, or without --geometry, as usage errors naming the flag', () => {
    for (const box of ['300', '0x300', '300x', '-1x2', '1e3x2', '300 x 300', 'x'])
      expect(usage({ precise: false, geometry: dir, box })).toMatch(/^--box must be WIDTHxHEIGHT/);
    expect(usage({ precise: false, geometry: dir, strictness: 'harsh' })).toBe(
      "--strictness must be one of lenient, standard, strict, got 'harsh'",
    );
    expect(usage({ precise: false, box: '300x300' })).toMatch(
      /^--box sets writing quality's geometry mode: it needs --geometry DIR/,
    );
    expect(usage({ precise: true, strictness: 'strict' })).toMatch(/^--strictness sets/);
  });
});
