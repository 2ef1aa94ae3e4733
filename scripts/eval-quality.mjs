// npm run eval:quality [-- --sample N]: the writing-quality evaluation of the geometry mode
// (rules geometry.quality.*): tomoe_data's samples that correspond stroke for stroke to
// hanzi-writer-data, written as pen data in a 400 px box, correct and with known deformations
// of one stroke or one part (shortened, turned, moved, a part scaled, parallel gaps made uneven,
// the whole character at 40% in a corner); prints each measure against the floors and
// exits non-zero when a floor is missed.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { withBundled } from './bundled.mjs';

const { values } = parseArgs({ options: { sample: { type: 'string', default: '0' } } });
const root = resolve(import.meta.dirname, '..');
await withBundled(join(root, 'scripts', 'eval-quality.ts'), async (evaluation) => {
  const all = evaluation.correspondingSamples(
    evaluation.loadHandSamples(root),
    evaluation.loadGeometryCharacters(root),
  );
  const count = Number(values.sample);
  const hands = count > 0 && count < all.length ? all.filter((_, i) => i % Math.ceil(all.length / count) === 0) : all;
  const { tally, totals, milliseconds, evaluations } = evaluation.evaluateQuality(hands);
  console.log(`## Writing quality, geometry mode: tomoe_data, ${hands.length} samples\n`);
  console.log(evaluation.formatQualityReport(tally, totals));
  console.log(`\n${evaluations} evaluations, ${(milliseconds / evaluations).toFixed(3)} ms each`);
  const missed = evaluation.missedQualityFloors(tally, totals);
  if (missed.length > 0) {
    console.log(`\nFloors missed:\n${missed.join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nEvery floor holds.');
});
