// Packs the package, installs the tarball into a throw-away consumer project, and there uses
// it as a user would: ESM import, CommonJS require, TypeScript (node16 and bundler
// resolution), and a browser bundle that must pull in no Node built-in. Exits non-zero on
// the first failure. Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'handwriting-scoring-smoke-'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const run = (command, args, cwd = work) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

// One call of each operation, and the figures every host must print.
const USAGE = `
const H = [{ x: 0, y: 50, timestamp: 0 }, { x: 100, y: 50, timestamp: 80 }];
const V = [{ x: 50, y: 0, timestamp: 200 }, { x: 50, y: 100, timestamp: 280 }];
const essay = reviewEssay({ text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 }, { now: () => 0 });
const stroke = evaluateStrokeOrder({ character: '十', strokes: [H, V] }, { now: () => 0 });
const quality = evaluateWritingQuality({ strokes: [H, V] });
console.log(JSON.stringify([essay.total_score, stroke.total_score, quality.total_score, round(21.25, 1)]));
`;
const EXPECTED = '[82.7,100,100,21.2]';

function expectOutput(label, output) {
  if (output.trim() !== EXPECTED) throw new Error(`${label}: printed ${output.trim()}, expected ${EXPECTED}`);
  console.log(`ok - ${label}`);
}

try {
  run('npm', ['pack', '--pack-destination', work, '--silent'], root);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');

  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(work, tarball)], app);

  const names = 'reviewEssay, evaluateStrokeOrder, evaluateWritingQuality, round';
  writeFileSync(join(app, 'esm.mjs'), `import { ${names} } from 'handwriting-scoring';\n${USAGE}`);
  expectOutput('ESM import', run('node', ['esm.mjs'], app));

  writeFileSync(join(app, 'cjs.cjs'), `const { ${names} } = require('handwriting-scoring');\n${USAGE}`);
  expectOutput('CommonJS require', run('node', ['cjs.cjs'], app));

  // The HTTP subpath, both ways, and the command on the PATH of the consumer.
  const HTTP_USAGE = `
const handler = createHandler({ now: () => 0 });
const response = await handler(new Request('http://x/api/v1/writing/quality', { method: 'POST', body: '{"strokes":[]}' }));
console.log(response.status, await response.text());
`;
  const HTTP_EXPECTED = '200 {"code":200,"msg":"success","data":{"total_score":0,"dimensions":{}}}';
  writeFileSync(join(app, 'http.mjs'), `import { createHandler } from 'handwriting-scoring/http';\n${HTTP_USAGE}`);
  writeFileSync(
    join(app, 'http.cjs'),
    `const { createHandler } = require('handwriting-scoring/http');\n(async () => {${HTTP_USAGE}})();`,
  );
  for (const file of ['http.mjs', 'http.cjs']) {
    const printed = run('node', [file], app).trim();
    if (printed !== HTTP_EXPECTED) throw new Error(`${file}: printed ${printed}`);
    console.log(`ok - handwriting-scoring/http from ${file.endsWith('.mjs') ? 'ESM' : 'CommonJS'}`);
  }
  // The pen recorder subpath, both ways: browser-safe, so it loads in Node too.
  writeFileSync(
    join(app, 'pen.mjs'),
    "import { createPenRecorder } from 'handwriting-scoring/pen';\nconsole.log(typeof createPenRecorder);",
  );
  writeFileSync(
    join(app, 'pen.cjs'),
    "const { createPenRecorder } = require('handwriting-scoring/pen');\nconsole.log(typeof createPenRecorder);",
  );
  for (const file of ['pen.mjs', 'pen.cjs']) {
    const printed = run('node', [file], app).trim();
    if (printed !== 'function') throw new Error(`${file}: printed ${printed}`);
    console.log(`ok - handwriting-scoring/pen from ${file.endsWith('.mjs') ? 'ESM' : 'CommonJS'}`);
  }
  const cliOutput = run(join(app, 'node_modules', '.bin', 'handwriting-scoring'), ['--help'], app);
  if (!cliOutput.includes('Commands:')) throw new Error('the handwriting-scoring command did not print its help');
  console.log('ok - the handwriting-scoring command is installed');

  // TypeScript: the types must resolve and check under both resolutions users pick.
  const typed = `import { ${names}, type EssayReviewData, type StrokeDirection } from 'handwriting-scoring';
import { createHandler, type HandlerOptions } from 'handwriting-scoring/http';
const options: HandlerOptions = { basePath: '/v1' };
void createHandler(options);
${USAGE}
const total: EssayReviewData['total_score'] = essay.total_score;
const first: StrokeDirection | undefined = stroke.stroke_order[0];
void total; void first;
`;
  writeFileSync(join(app, 'typed.mts'), typed);
  writeFileSync(join(app, 'typed-cjs.cts'), typed);
  const compilerOptions = { strict: true, target: 'es2022', lib: ['es2022', 'dom'], types: [], skipLibCheck: false };
  writeFileSync(
    join(app, 'tsconfig.node16.json'),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, module: 'node16', moduleResolution: 'node16', outDir: 'out' },
      files: ['typed.mts', 'typed-cjs.cts'],
    }),
  );
  writeFileSync(
    join(app, 'tsconfig.bundler.json'),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, module: 'esnext', moduleResolution: 'bundler', noEmit: true },
      files: ['typed.mts'],
    }),
  );
  run('node', [tsc, '-p', 'tsconfig.node16.json'], app);
  expectOutput('TypeScript, node16 resolution, ESM', run('node', ['out/typed.mjs'], app));
  expectOutput('TypeScript, node16 resolution, CommonJS', run('node', ['out/typed-cjs.cjs'], app));
  run('node', [tsc, '-p', 'tsconfig.bundler.json'], app);
  console.log('ok - TypeScript, bundler resolution');

  // A browser bundle: any Node built-in reaching it fails the build.
  const nodeBuiltins = new Set(builtinModules);
  const noNodeBuiltins = {
    name: 'no-node-builtins',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        const bare = args.path.replace(/^node:/, '');
        if (args.path.startsWith('node:') || nodeBuiltins.has(bare.split('/')[0])) {
          return { errors: [{ text: `Node built-in "${args.path}" imported by ${args.importer}` }] };
        }
        return undefined;
      });
    },
  };
  writeFileSync(join(app, 'browser.mjs'), `import { ${names} } from 'handwriting-scoring';\n${USAGE}`);
  await build({
    entryPoints: [join(app, 'browser.mjs')],
    outfile: join(app, 'browser.bundle.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
    plugins: [noNodeBuiltins],
  });
  expectOutput('browser bundle (es2020, no Node built-in), run', run('node', ['browser.bundle.mjs'], app));

  // Tree-shaking: one operation alone must not carry the others' rules or texts.
  const alone = {
    evaluateWritingQuality: ['作文批改失败', '笔顺评估失败', '因为'],
    evaluateStrokeOrder: ['作文批改失败', '书写质量评估失败', '因为'],
    reviewEssay: ['笔顺评估失败', '书写质量评估失败', '实际写成了', 'openapi'],
  };
  for (const [name, forbidden] of Object.entries(alone)) {
    writeFileSync(join(app, `${name}.mjs`), `export { ${name} } from 'handwriting-scoring';\n`);
    const result = await build({
      entryPoints: [join(app, `${name}.mjs`)],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      charset: 'utf8',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].text;
    const leaked = forbidden.filter((text) => code.includes(text));
    if (leaked.length > 0) throw new Error(`${name} alone pulls in ${leaked.join(', ')}`);
    console.log(`ok - ${name} alone tree-shakes the other operations (${code.length} bytes minified)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
