// Packs the package from a clean copy of the repository (what a fresh clone holds: no dist/),
// so `prepack` must build it; checks the tarball's exact file list against what package.json
// declares; installs the tarball into a throw-away consumer project, and there uses it as a
// user would: ESM import, CommonJS require, TypeScript (node16 and bundler resolution), and a
// browser bundle that must pull in no Node built-in. Exits non-zero on the first failure.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { readmeBlocks } from './readme-blocks.mjs';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'handwriting-scoring-smoke-'));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const run = (command, args, cwd = work) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

// Files a tarball holds besides those package.json declares: npm's own README and LICENSE, and
// the NOTICE of the bundled third-party data (cnchar's MIT notice, for the strokes subpath).
const ALWAYS_SHIPPED = ['package.json', 'README.md', 'LICENSE', 'NOTICE'];
const MAY_SHIP = /^(?:dist\/.+|NOTICE(?:\.md|\.txt)?)$/;
// Nothing from the test fixtures or from hanzi-writer-data (Arphic licence, tests only) may ship,
// not even inside dist/: its glyph outlines are SVG paths such as "M 531 651 Q 576 637 …".
const NEVER_SHIPPED = /fixtures|hanzi-writer/i;
/** The scripts npm runs when it installs a package. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];
const HANZI_WRITER_OUTLINE = /M \d+ \d+ Q \d+ \d+ \d+ \d+/;

/** A copy of what a fresh clone holds (tracked files and new unignored ones), with node_modules linked. */
function cleanCopy() {
  const copy = join(work, 'clone');
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root);
  for (const file of listed.split('\0')) {
    // A file deleted in the working tree stays listed until the deletion is committed.
    if (file === '' || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  if (existsSync(join(copy, 'dist'))) throw new Error('the clean copy already holds dist/');
  return copy;
}

/** The files package.json promises: every `exports` and `bin` target, and each subpath's stub folder. */
function declaredFiles(manifest) {
  const targets = new Set(ALWAYS_SHIPPED);
  const collect = (value) => {
    if (typeof value === 'string') targets.add(value.replace(/^\.\//, ''));
    else if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  collect(manifest.exports);
  collect(manifest.bin);
  // Single files listed in `files` (docs/rules.md, which explanation steps link to).
  for (const entry of manifest.files ?? []) if (/\.\w+$/.test(entry)) targets.add(entry);
  // A subpath such as ./http resolves under node10 resolution through http/package.json.
  for (const subpath of Object.keys(manifest.exports)) {
    if (subpath !== '.' && subpath !== './package.json') targets.add(`${subpath.slice(2)}/package.json`);
  }
  return targets;
}

function checkFileList(copy, tarballPath) {
  const shipped = run('tar', ['-tzf', tarballPath])
    .split('\n')
    .filter((entry) => entry !== '' && !entry.endsWith('/'))
    .map((entry) => entry.replace(/^package\//, ''));
  const declared = declaredFiles(JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')));
  const missing = [...declared].filter((file) => !shipped.includes(file));
  if (missing.length > 0) throw new Error(`the tarball lacks ${missing.join(', ')}`);
  const unexpected = shipped.filter((file) => NEVER_SHIPPED.test(file) || !(declared.has(file) || MAY_SHIP.test(file)));
  if (unexpected.length > 0) throw new Error(`the tarball holds files it must not: ${unexpected.join(', ')}`);
  const tainted = shipped.filter(
    (file) => file.startsWith('dist/') && HANZI_WRITER_OUTLINE.test(readFileSync(join(copy, file), 'utf8')),
  );
  if (tainted.length > 0) throw new Error(`dist/ holds hanzi-writer-data outlines: ${tainted.join(', ')}`);
  console.log(`ok - the tarball holds exactly the declared files (${shipped.length}: ${shipped.join(', ')})`);
  // npm runs these on install (prepare for git installs), and npm 11 lists them in a warning on
  // every install of the tarball: a published manifest must carry none.
  const published = JSON.parse(run('tar', ['-xzOf', tarballPath, 'package/package.json']));
  const onInstall = INSTALL_SCRIPTS.filter((name) => published.scripts?.[name] !== undefined);
  if (onInstall.length > 0)
    throw new Error(`the published package.json keeps install scripts: ${onInstall.join(', ')}`);
  console.log('ok - the published package.json runs nothing on install');
}

/**
 * The README's "try it from a clone" block, run in the clean copy as it stands: `git clone`
 * becomes a `cd` into the copy (no network here) and `npm ci` runs what it runs after installing,
 * the `prepare` build (node_modules is linked); the playground's last command is a server that
 * never ends, so its build runs and the preview is left to test/playground.test.ts.
 */
function tryFromAClone(copy) {
  const [block] = readmeBlocks('clone');
  const lines = block?.code.trim().split('\n') ?? [];
  if (lines.length !== 5) throw new Error('README.md has no five-line ```sh clone block');
  const [clone, ci, demo, cli, playground] = lines.map((line) => line.replace(/\s+#.*$/, ''));
  if (!/^git clone \S+ && cd handwriting-scoring$/.test(clone)) throw new Error(`unexpected first line: ${clone}`);
  if (ci !== 'npm ci') throw new Error(`unexpected second line: ${ci}`);
  if (!playground.endsWith(' && npm run playground:preview')) throw new Error(`unexpected last line: ${playground}`);
  rmSync(join(copy, 'dist'), { recursive: true, force: true });
  const script = [
    `cd ${JSON.stringify(copy)}`,
    'node scripts/prepare.mjs',
    demo,
    cli,
    playground.replace(/ && npm run playground:preview$/, ''),
  ].join('\n');
  const printed = execFileSync('sh', ['-e', '-c', script], { cwd: work, encoding: 'utf8', stdio: 'pipe' });
  for (const expected of ['# POST /api/v1/essay/review', '"total_score": 82.7']) {
    if (!printed.includes(expected)) throw new Error(`the clone block did not print ${expected}:\n${printed}`);
  }
  console.log("ok - the README's try-it-from-a-clone block runs: build, demo, CLI, playground build");
}

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
  const copy = cleanCopy();
  run('npm', ['pack', '--pack-destination', work, '--silent'], copy);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  if (!existsSync(join(copy, 'dist', 'index.js'))) throw new Error('npm pack did not build dist/ (prepack)');
  console.log('ok - npm pack on a clean copy builds dist/');
  checkFileList(copy, join(work, tarball));
  tryFromAClone(copy);

  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // The README's install command, as a user types it, with the tarball for the package name.
  const [install] = readmeBlocks('install');
  if (!install?.code.includes(`npm install ${manifest.name}`)) throw new Error('README.md has no ```sh install block');
  const installed = spawnSync(
    'sh',
    ['-e', '-c', install.code.replace(`npm install ${manifest.name}`, `npm install ${join(work, tarball)}`)],
    {
      cwd: app,
      encoding: 'utf8',
      env: { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' },
    },
  );
  if (installed.status !== 0) throw new Error(`the install failed:\n${installed.stdout}${installed.stderr}`);
  console.log(`ok - the README's install command installs the tarball: ${install.code.trim()}`);
  // A fresh install is quiet: npm warns about nothing in the package (install scripts above all).
  const warnings = `${installed.stdout}\n${installed.stderr}`.split('\n').filter((line) => /^npm warn/i.test(line));
  if (warnings.length > 0) throw new Error(`npm warned on a fresh install:\n${warnings.join('\n')}`);
  console.log('ok - a fresh install of the tarball prints no npm warning');

  const names = 'reviewEssay, evaluateStrokeOrder, evaluateWritingQuality, round';
  writeFileSync(join(app, 'esm.mjs'), `import { ${names} } from 'handwriting-scoring';\n${USAGE}`);
  expectOutput('ESM import', run('node', ['esm.mjs'], app));

  writeFileSync(join(app, 'cjs.cjs'), `const { ${names} } = require('handwriting-scoring');\n${USAGE}`);
  expectOutput('CommonJS require', run('node', ['cjs.cjs'], app));

  // The HTTP subpath, both ways, and the command on the PATH of the consumer.
  const HTTP_USAGE = `
const handler = createHandler({ now: () => 0 });
const response = await handler(new Request('http://x/api/v1/writing/quality', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"strokes":[]}' }));
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
  // The strokes subpath, both ways: the extended table, scored with PRECISE.
  const STROKES_USAGE = `
const data = evaluateStrokeOrder({ character: '王', strokes: [[{ x: 0, y: 0, timestamp: 0 }, { x: 9, y: 0, timestamp: 1 }]] }, { ...PRECISE, now: () => 0 });
console.log(data.standard_stroke_count, strokeNames('水').join(' '));
`;
  const STROKES_EXPECTED = '4 竖钩 横撇/横钩 撇 捺';
  writeFileSync(
    join(app, 'strokes.mjs'),
    `import { evaluateStrokeOrder } from 'handwriting-scoring';\nimport { PRECISE, strokeNames } from 'handwriting-scoring/strokes';\n${STROKES_USAGE}`,
  );
  writeFileSync(
    join(app, 'strokes.cjs'),
    `const { evaluateStrokeOrder } = require('handwriting-scoring');\nconst { PRECISE, strokeNames } = require('handwriting-scoring/strokes');\n${STROKES_USAGE}`,
  );
  for (const file of ['strokes.mjs', 'strokes.cjs']) {
    const printed = run('node', [file], app).trim();
    if (printed !== STROKES_EXPECTED) throw new Error(`${file}: printed ${printed}`);
    console.log(`ok - handwriting-scoring/strokes from ${file.endsWith('.mjs') ? 'ESM' : 'CommonJS'}`);
  }
  // The explain subpath, both ways: the data of the operation, and the root's own error classes.
  const EXPLAIN_USAGE = `
const H = [{ x: 0, y: 50, timestamp: 0 }, { x: 100, y: 50, timestamp: 80 }];
const { data, explanation } = explainStrokeOrder({ character: '十', strokes: [H] }, { now: () => 0 });
const quality = explainWritingQuality({ strokes: [H] });
const errors = [() => explainEssay({ text: '短' }), () => explainStrokeOrder({ character: 'a', strokes: [] }), () => explainWritingQuality({ strokes: 1 })].map(
  (bad) => { try { bad(); } catch (error) { return error instanceof ValidationError && error.status === 422; } return 'no error'; },
);
console.log(JSON.stringify([data.total_score, explanation.count.steps[0].rule, quality.data.total_score, ...errors]));
`;
  const EXPLAIN_EXPECTED = '[60,"stroke.score.count",70,true,true,true]';
  writeFileSync(
    join(app, 'explain.mjs'),
    `import { ValidationError } from 'handwriting-scoring';\nimport { explainEssay, explainStrokeOrder, explainWritingQuality } from 'handwriting-scoring/explain';\n${EXPLAIN_USAGE}`,
  );
  writeFileSync(
    join(app, 'explain.cjs'),
    `const { ValidationError } = require('handwriting-scoring');\nconst { explainEssay, explainStrokeOrder, explainWritingQuality } = require('handwriting-scoring/explain');\n${EXPLAIN_USAGE}`,
  );
  for (const file of ['explain.mjs', 'explain.cjs']) {
    const printed = run('node', [file], app).trim();
    if (printed !== EXPLAIN_EXPECTED) throw new Error(`${file}: printed ${printed}, expected ${EXPLAIN_EXPECTED}`);
    console.log(
      `ok - handwriting-scoring/explain from ${file.endsWith('.mjs') ? 'ESM' : 'CommonJS'}, errors instanceof the root's`,
    );
  }

  // Every subpath throws the root's own error classes, in ESM and CommonJS alike.
  const SHARED_ERRORS_USAGE = `
const bad = [
  () => geometric(null, { character: '王' }),
  () => dispatch('grade', {}),
  () => directionOfStrokeName('折'),
  () => createPenRecorder(undefined),
];
console.log(JSON.stringify(bad.map((call) => {
  try { call(); } catch (error) { return error instanceof OptionError && error instanceof HandwritingScoringError; }
  return 'no error';
})));
`;
  const SHARED_NAMES = [
    ['HandwritingScoringError, OptionError', ''],
    ['geometric', '/geometry'],
    ['dispatch', '/http'],
    ['directionOfStrokeName', '/strokes'],
    ['createPenRecorder', '/pen'],
  ];
  writeFileSync(
    join(app, 'shared-errors.mjs'),
    SHARED_NAMES.map(([names, sub]) => `import { ${names} } from 'handwriting-scoring${sub}';`).join('\n') +
      SHARED_ERRORS_USAGE,
  );
  writeFileSync(
    join(app, 'shared-errors.cjs'),
    SHARED_NAMES.map(([names, sub]) => `const { ${names} } = require('handwriting-scoring${sub}');`).join('\n') +
      SHARED_ERRORS_USAGE,
  );
  for (const file of ['shared-errors.mjs', 'shared-errors.cjs']) {
    const printed = run('node', [file], app).trim();
    if (printed !== '[true,true,true,true]') throw new Error(`${file}: printed ${printed}`);
    console.log(
      `ok - every subpath's errors instanceof the root's, from ${file.endsWith('.mjs') ? 'ESM' : 'CommonJS'}`,
    );
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
    evaluateStrokeOrder: ['作文批改失败', '书写质量评估失败', '因为', '横折折撇', 'CHARACTER_GAPS'],
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
