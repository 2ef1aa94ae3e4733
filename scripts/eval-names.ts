// The shape reading of stroke names (rule geometry.names) against cnchar's standard names, on
// every stroke of hanzi-writer-data's characters whose stroke count the table agrees with.
import { prepareCharacter } from '../src/geometry/reference.js';
import { strokeNames } from '../src/strokes/table.js';
import { type GeometryCharacter, loadGeometryCharacters } from './geometry-writing.js';

/** Agreement overall and per standard name, and the names read instead, most frequent first. */
export interface NamesAgreement {
  readonly agree: number;
  readonly strokes: number;
  readonly byName: readonly { readonly name: string; readonly agree: number; readonly strokes: number }[];
  readonly confusions: readonly { readonly name: string; readonly read: string; readonly strokes: number }[];
}

/** How often the shape reading gives the table's name, stroke by stroke. */
export function namesAgreement(characters: readonly GeometryCharacter[]): NamesAgreement {
  const byName = new Map<string, { agree: number; strokes: number }>();
  const confusions = new Map<string, number>();
  let agree = 0;
  let strokes = 0;
  for (const { character, data } of characters) {
    const standard = strokeNames(character);
    if (!standard || standard.length !== data.medians.length) continue;
    const read = prepareCharacter(data, undefined).names;
    standard.forEach((name, i) => {
      const entry = byName.get(name) ?? { agree: 0, strokes: 0 };
      entry.strokes++;
      strokes++;
      if (read[i] === name) {
        entry.agree++;
        agree++;
      } else {
        const key = `${name}→${read[i]}`;
        confusions.set(key, (confusions.get(key) ?? 0) + 1);
      }
      byName.set(name, entry);
    });
  }
  return {
    agree,
    strokes,
    byName: [...byName].map(([name, entry]) => ({ name, ...entry })).sort((a, b) => b.strokes - a.strokes),
    confusions: [...confusions]
      .map(([key, count]) => {
        const [name, read] = key.split('→') as [string, string];
        return { name, read, strokes: count };
      })
      .sort((a, b) => b.strokes - a.strokes),
  };
}

/** The agreement as a Markdown report. */
export function formatNamesReport(result: NamesAgreement, confusions: number): string {
  const share = (a: number, n: number) => `${((100 * a) / n).toFixed(1)}%`;
  return [
    `${share(result.agree, result.strokes)} of ${result.strokes} strokes named as cnchar names them\n`,
    '| standard name | agree | strokes |',
    '|---|---|---|',
    ...result.byName.map((entry) => `| ${entry.name} | ${share(entry.agree, entry.strokes)} | ${entry.strokes} |`),
    `\nMost frequent confusions (standard → read):\n`,
    ...result.confusions.slice(0, confusions).map((entry) => `- ${entry.name} → ${entry.read}: ${entry.strokes}`),
  ].join('\n');
}

export { loadGeometryCharacters };
