// rule: geometry.data — one character in hanzi-writer-data's format, checked field by field,
// every issue collected before one TypeError names them all.

/** One character in hanzi-writer-data's format: outlines and centre lines, 1024 units, y up. */
export interface CharacterGeometry {
  /** Each stroke's outline as an SVG path; only counted here (one per median). */
  readonly strokes: readonly string[];
  /**
   * Each stroke's centre line, in writing order: points `[x, y]`, x 0..1024, y -124..900 upward.
   * Typed as arrays of numbers, as hanzi-writer's own `CharacterJson` types them; each point's
   * two numbers are checked at run time.
   */
  readonly medians: readonly (readonly (readonly number[])[])[];
}

/** Settings of {@link geometric}. */
export interface GeometryOptions {
  /** The character the data describes: a request for another character fails instead of scoring. */
  readonly character?: string;
  /** A name per stroke (横折钩 …) for the messages, e.g. from `strokeNames`; default: read from each median's shape. */
  readonly names?: readonly string[];
}

/** Every issue of `value` as hanzi-writer-data's character, as `field: problem` lines. */
export function characterDataIssues(value: unknown): string[] {
  const issues: string[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['charData: must be an object { strokes, medians } (one hanzi-writer-data character)'];
  }
  const { strokes, medians } = value as { strokes?: unknown; medians?: unknown };
  if (!Array.isArray(strokes)) issues.push('charData.strokes: must be an array of SVG path strings');
  else {
    strokes.forEach((path, i) => {
      if (typeof path !== 'string') issues.push(`charData.strokes[${i}]: must be a string`);
    });
  }
  if (!Array.isArray(medians)) issues.push('charData.medians: must be an array of centre lines');
  else {
    if (medians.length === 0) issues.push('charData.medians: must hold at least one stroke');
    for (const [i, median] of medians.entries()) issues.push(...medianIssues(median, `charData.medians[${i}]`));
    if (Array.isArray(strokes) && strokes.length !== medians.length) {
      issues.push(`charData.strokes: has ${strokes.length} strokes but charData.medians has ${medians.length}`);
    }
  }
  return issues;
}

function medianIssues(median: unknown, path: string): string[] {
  if (!Array.isArray(median) || median.length === 0) return [`${path}: must be a non-empty array of [x, y] points`];
  const issues: string[] = [];
  median.forEach((point: unknown, j) => {
    const pair =
      Array.isArray(point) && point.length === 2 && point.every((n) => typeof n === 'number' && Number.isFinite(n));
    if (!pair) issues.push(`${path}[${j}]: must be [x, y], two finite numbers`);
  });
  return issues;
}

/** Every issue of the settings, as `field: problem` lines; `strokeCount` is the data's. */
export function settingsIssues(settings: unknown, strokeCount: number): string[] {
  if (settings === undefined) return [];
  if (typeof settings !== 'object' || settings === null) return ['settings: must be an object'];
  const { character, names } = settings as { character?: unknown; names?: unknown };
  const issues: string[] = [];
  if (character !== undefined && (typeof character !== 'string' || [...character].length !== 1)) {
    issues.push('settings.character: must be one character');
  }
  if (names !== undefined) {
    if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || name === '')) {
      issues.push('settings.names: must be an array of non-empty strings');
    } else if (names.length !== strokeCount) {
      issues.push(`settings.names: has ${names.length} names but the character has ${strokeCount} strokes`);
    }
  }
  return issues;
}
