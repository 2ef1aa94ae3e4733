// npm run eval:strokes [-- --sample N]: the stroke-classifier evaluation of issue 12 (rule
// strokes.shape-classifier). Bundles scripts/eval-strokes.ts with the library's sources and
// prints, for the contract's classifier and the shape classifier (strict, and with the benefit
// of the doubt), the share of strokes that
// agree with the table, of characters written canonically that score 100, and of swaps of two
// strokes that lower the score: overall, per size and per stroke name.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { withBundled } from './bundled.mjs';

const { values } = parseArgs({ options: { sample: { type: 'string' } } });
const root = resolve(import.meta.dirname, '..');
await withBundled(join(root, 'scripts', 'eval-strokes.ts'), (evaluation) => {
  const started = performance.now();
  const loaded = evaluation.loadCharacters(root);
  const characters = values.sample
    ? evaluation.sampleCharacters(loaded.characters, Number(values.sample))
    : loaded.characters;
  const results = {
    contract: evaluation.evaluateClassifier(evaluation.CONTRACT_READER, characters),
    'strict shape': evaluation.evaluateClassifier(evaluation.STRICT_READER, characters),
    shape: evaluation.evaluateClassifier(evaluation.SHAPE_READER, characters),
  };
  console.log(evaluation.formatReport(results, characters.length));
  console.log(
    `\n(${loaded.skipped} characters left out: stroke counts differ; ${Math.round(performance.now() - started)} ms)`,
  );
});
