// npm run eval:names [-- --every K]: how often the shape reading of stroke names (rule
// geometry.names) agrees with cnchar's standard names, over hanzi-writer-data's characters
// (every K-th with --every), per standard name, with the most frequent confusions.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { withBundled } from './bundled.mjs';

const { values } = parseArgs({ options: { every: { type: 'string', default: '1' } } });
const root = resolve(import.meta.dirname, '..');
await withBundled(join(root, 'scripts', 'eval-names.ts'), async (evaluation) => {
  const every = Math.max(1, Number(values.every));
  const characters = evaluation.loadGeometryCharacters(root).filter((_, i) => i % every === 0);
  console.log(evaluation.formatNamesReport(evaluation.namesAgreement(characters), 30));
});
