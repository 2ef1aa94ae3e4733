// npm run bench:strokes: the cost of the extended stroke table (handwriting-scoring/strokes),
// each figure the median of fresh Node processes: importing the subpath (beside importing the
// root, the same-run baseline), its first lookup (which decodes the table) and a later lookup.
import { execFileSync } from 'node:child_process';

const RUNS = 15;

// One fresh process: times the imports and the lookups with performance.now(). The small pen
// subpath is imported first so that the module loader's own start-up is in neither figure.
const PROBE = `
await import('./dist/pen/index.js'); // warms the module loader, so neither import below pays for it
const t0 = performance.now();
await import('./dist/index.js');
const t1 = performance.now();
const { EXTENDED_STROKES } = await import('./dist/strokes/index.js');
const t2 = performance.now();
const first = EXTENDED_STROKES['我'];
const t3 = performance.now();
const later = EXTENDED_STROKES['爱'];
const t4 = performance.now();
if (!first || !later) throw new Error('lookup failed');
console.log(JSON.stringify({ root: t1 - t0, strokes: t2 - t1, first: t3 - t2, later: t4 - t3 }));
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const samples = [];
for (let i = 0; i < RUNS; i++) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE], { encoding: 'utf8' });
  samples.push(JSON.parse(out));
}
const figure = (key) => median(samples.map((sample) => sample[key]));
const root = figure('root');
console.log(`handwriting-scoring/strokes, median of ${RUNS} fresh processes:`);
console.log(`  import root (baseline)      ${root.toFixed(2)} ms`);
console.log(
  `  import strokes subpath      ${figure('strokes').toFixed(2)} ms (${(figure('strokes') / root).toFixed(2)}× the root)`,
);
console.log(`  first lookup (decodes a line)${figure('first').toFixed(2)} ms`);
console.log(`  a later lookup              ${figure('later').toFixed(3)} ms`);
