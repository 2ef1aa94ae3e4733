// Keeps `prepare` out of the published package.json. `prepare` builds dist/ in a clone (npm ci,
// a git URL install), but it runs scripts/prepare.mjs, which the tarball does not hold, and npm 11
// warns about it on every install of the tarball. `prepack` runs `strip` before npm reads the
// manifest to pack, `postpack` runs `restore` after: the file is put back byte for byte.
//   node scripts/pack-manifest.mjs strip|restore
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MANIFEST = resolve(ROOT, 'package.json');
/** The manifest as it was before `strip`, kept until `restore` (ignored by git, never packed). */
const KEPT = resolve(ROOT, '.package.json.packing');
/** Scripts that only a clone can run: they need files the tarball leaves out. */
const CLONE_ONLY_SCRIPTS = ['prepare'];

/** Puts the kept manifest back, if a pack left one. */
function restore() {
  if (existsSync(KEPT)) renameSync(KEPT, MANIFEST);
}

function strip() {
  restore(); // a pack that failed half-way left its copy: start from the real manifest
  const text = readFileSync(MANIFEST, 'utf8');
  const manifest = JSON.parse(text);
  for (const name of CLONE_ONLY_SCRIPTS) delete manifest.scripts?.[name];
  writeFileSync(KEPT, text);
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

const command = process.argv[2];
if (command === 'strip') strip();
else if (command === 'restore') restore();
else throw new Error(`usage: node scripts/pack-manifest.mjs strip|restore (got ${command})`);
