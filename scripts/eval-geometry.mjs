// npm run eval:geometry [-- --sample N --seed S --no-quiz]: the geometry evaluation of issue 20
// (rules geometry.*). Bundles scripts/eval-geometry.ts with the library's sources, writes a
// sample of hanzi-writer-data characters of each set (simplified, traditional) with
// handwriting-like deformation and one mistake each, and prints the share of each case scored
// right, at the deformation and with more noise (2% jitter), beside the share that
// hanzi-writer 3.7's quiz (driven point by point in Node, rendering stubbed) accepts of the same
// writing; exits non-zero when a floor is missed at the deformation.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { QUIZ_IN_PLACE, withBundled } from './bundled.mjs';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '500' },
    seed: { type: 'string', default: '2020' },
    'no-quiz': { type: 'boolean', default: false },
  },
});
const root = resolve(import.meta.dirname, '..');
await withBundled(
  join(root, 'scripts', 'eval-geometry.ts'),
  async (evaluation) => {
    const { loadGeometryCharacters, sampleGeometryCharacters, HANDWRITING, NOISY } = evaluation;
    const characters = sampleGeometryCharacters(loadGeometryCharacters(root), Number(values.sample));
    const seed = Number(values.seed);
    // hanzi-writer's quiz on the same writing, unless --no-quiz (it takes most of the time).
    const quiz = values['no-quiz'] ? undefined : evaluation.QUIZ_ACCEPTS;
    const base = await evaluation.evaluateGeometry(characters, HANDWRITING, seed, quiz);
    console.log(evaluation.formatGeometryReport("The issue's deformation (jitter 0.5%, aspect ±12%)", base.tally));
    const noisy = await evaluation.evaluateGeometry(characters, NOISY, seed, quiz);
    console.log(`\n${evaluation.formatGeometryReport('More noise (jitter 2%, aspect ±12%)', noisy.tally)}`);
    console.log(
      `\n${characters.length} characters, ${base.evaluations + noisy.evaluations} evaluations, ` +
        `${((base.milliseconds + noisy.milliseconds) / (base.evaluations + noisy.evaluations)).toFixed(3)} ms each`,
    );
    const missed = evaluation.missedFloors(base.tally);
    if (missed.length > 0) {
      console.log(`\nFloors missed:\n${missed.join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nEvery floor holds.');
  },
  QUIZ_IN_PLACE,
);
