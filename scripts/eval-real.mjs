// npm run eval:real [-- --sample N --seed S --quiz --pictures DIR]: the real-hand evaluation
// (rules geometry.*): tomoe_data's samples that correspond stroke for stroke to
// hanzi-writer-data, written as pen data at 100, 400 and 1000 px, correct and with one mistake
// each, scored in geometry mode and with PRECISE (and by hanzi-writer's quiz with --quiz); prints
// the share of each measure with its floor, writes the failures as SVG pictures into DIR with
// --pictures, and exits non-zero when a floor is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { QUIZ_IN_PLACE, withBundled } from './bundled.mjs';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '0' },
    seed: { type: 'string', default: '2026' },
    quiz: { type: 'boolean', default: false },
    pictures: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
await withBundled(
  join(root, 'scripts', 'eval-real.ts'),
  async (evaluation) => {
    const all = evaluation.correspondingSamples(
      evaluation.loadHandSamples(root),
      evaluation.loadGeometryCharacters(root),
    );
    const count = Number(values.sample);
    const hands = count > 0 && count < all.length ? all.filter((_, i) => i % Math.ceil(all.length / count) === 0) : all;
    const { tally, failures, milliseconds, evaluations } = await evaluation.evaluateReal(hands, {
      seed: Number(values.seed),
      quiz: values.quiz,
      everySize: true,
    });
    console.log(`## Real hand: tomoe_data, ${hands.length} samples written as the reference\n`);
    console.log(evaluation.formatRealReport(tally));
    console.log(`\n${evaluations} geometry evaluations, ${(milliseconds / evaluations).toFixed(3)} ms each`);
    if (values.pictures) {
      mkdirSync(values.pictures, { recursive: true });
      failures.forEach((failure, i) => {
        const name = `${String(i).padStart(4, '0')}-${failure.kind.replace(' ', '-')}-${failure.hand.reference.character}-${failure.size}.svg`;
        writeFileSync(join(values.pictures, name), evaluation.failureSvg(failure));
      });
      console.log(`${failures.length} failures drawn in ${values.pictures}`);
    }
    const missed = evaluation.missedRealFloors(tally);
    if (missed.length > 0) {
      console.log(`\nFloors missed:\n${missed.join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nEvery floor holds.');
  },
  QUIZ_IN_PLACE,
);
