// Writing quality against the character's own strokes (rules geometry.quality.*): the drawing is
// placed onto the reference and paired stroke by stroke as stroke order's geometry mode does
// (rules geometry.registration, geometry.assignment); then each drawn stroke is measured against
// its reference stroke, the parts and parallel runs against the reference's, and the character
// against the writing box when the caller gave one.

import type { ExplanationStep } from '../../core/explanation.js';
import type { Stroke } from '../../core/points.js';
import type { QualityDimension } from '../../writing-quality/constants.js';
import type { QualityCall, QualityMatcherDimension, QualityMatcherResult } from '../../writing-quality/matcher.js';
import { centreOf, matchStrokes, sampleStrokes } from '../match.js';
import type { PreparedCharacter } from '../reference.js';
import { type Box, boxOf, unionBox } from '../register.js';
import { lengthOf, norm, type Samples } from '../resample.js';
import { type ParallelRun, parallelRuns, partsOf } from './parts.js';
import { backward, median, type PairedStroke, placeEach, wholePlacement } from './place.js';
import { QUALITY_GEOMETRY, QUALITY_STRICTNESS_SCALE, QUALITY_TOLERANCES, QUALITY_WEIGHTS } from './thresholds.js';

/** What can be wrong with one drawn stroke. */
export const STROKE_QUALITY_KINDS = ['short', 'long', 'slanted', 'misplaced', 'curved', 'extra', 'empty'] as const;
/** One of {@link STROKE_QUALITY_KINDS}. */
export type StrokeQualityKind = (typeof STROKE_QUALITY_KINDS)[number];

/** What can be wrong with the whole character. */
export const CHARACTER_QUALITY_KINDS = [
  'large',
  'small',
  'off_centre',
  'uneven',
  'part_large',
  'part_small',
  'proportion',
  'wide',
  'narrow',
  'missing',
] as const;
/** One of {@link CHARACTER_QUALITY_KINDS}. */
export type CharacterQualityKind = (typeof CHARACTER_QUALITY_KINDS)[number];

/** One drawn stroke's quality. */
export interface StrokeQuality {
  /** 0-based index of the reference stroke it was paired with; `null` when none. */
  readonly reference: number | null;
  /** 0-100, whole. */
  readonly score: number;
  readonly kinds: readonly StrokeQualityKind[];
  /** Chinese notes, e.g. `第3笔横偏短`. */
  readonly notes: readonly string[];
}

/** One part of the character: reference strokes whose boxes touch. */
export interface PartQuality {
  /** Its reference strokes, 0-based. */
  readonly strokes: readonly number[];
  /** 0-100, whole: 100 when its size keeps the reference's proportion to the other parts. */
  readonly score: number;
}

/** The whole character's quality. */
export interface CharacterQuality {
  readonly kinds: readonly CharacterQualityKind[];
  readonly notes: readonly string[];
  /** The parts, when the character has more than one. */
  readonly parts: readonly PartQuality[];
}

/** The fields the geometry mode adds to writing-quality data. */
export interface GeometryQualityFields {
  /** One entry per drawn stroke, in drawing order. */
  readonly stroke_quality: readonly StrokeQuality[];
  readonly character_quality: CharacterQuality;
}

/** One drawn stroke's measures (explanations). */
export interface StrokeMeasures {
  /** drawn length / reference length, over the hand's median ratio. */
  readonly length_ratio: number;
  /** The reference stroke's length, units. */
  readonly reference_length: number;
  /** How far the length moved the stroke's end, reference units. */
  readonly length_gap: number;
  /** Degrees the chord turned from the reference's (0 for dots). */
  readonly angle: number;
  /** How far the turn moved the stroke's ends about its centre, reference units. */
  readonly sweep: number;
  /** Local offset in reference units, and as a share of the reference stroke's length. */
  readonly offset: number;
  readonly offset_share: number;
  /** Straightness lost against the reference (0 when straighter). */
  readonly curve: number;
}

const { full } = QUALITY_GEOMETRY;
const RADIANS = 180 / Math.PI;
const wholeScore = (points: number) => Math.round(Math.max(0, full - points));

/** Which way an offset points, in the words of a note. */
function way(dx: number, dy: number): string {
  const horizontal = dx < 0 ? '左' : '右';
  const vertical = dy < 0 ? '上' : '下';
  if (Math.abs(dx) > 2 * Math.abs(dy)) return horizontal;
  if (Math.abs(dy) > 2 * Math.abs(dx)) return vertical;
  return horizontal + vertical;
}

/**
 * rule: geometry.quality.stroke.direction — the median of the signed turns, degrees, from each
 * stretch of `a` to the same stretch of `b` (samples QUALITY_GEOMETRY.stretch apart): a hook
 * left off or a tail flicked turns a few stretches, a stroke written slanted turns them all.
 */
function turn(a: Samples, b: Samples): number {
  const step = 2 * QUALITY_GEOMETRY.stretch;
  const turns: number[] = [];
  for (let k = 0; k + step < a.length; k += 2) {
    const ta = Math.atan2(a[k + step + 1]! - a[k + 1]!, a[k + step]! - a[k]!);
    const tb = Math.atan2(b[k + step + 1]! - b[k + 1]!, b[k + step]! - b[k]!);
    let d = (tb - ta) * RADIANS;
    while (d > 180) d -= 360;
    while (d <= -180) d += 360;
    turns.push(d);
  }
  turns.sort((x, y) => x - y);
  return turns.length === 0 ? 0 : turns[turns.length >> 1]!;
}

/** chord / length: 1 for a straight stroke. */
function straightness(s: Samples): number {
  const length = lengthOf(s);
  const last = s.length - 2;
  return length > 0 ? norm(s[last]! - s[0]!, s[last + 1]! - s[1]!) / length : 1;
}

function dimension(rule: string, steps: ExplanationStep[]): QualityMatcherDimension {
  let value = full;
  for (const step of steps) value += step.delta;
  return { rule, start: full, steps, value: Math.max(0, value) };
}

const step = (rule: string, points: number, note: string): ExplanationStep => ({ rule, delta: -points, note });
const fixed = (value: number) => Number(value.toFixed(2));

/** The `quality` hook of geometric()'s matcher for one prepared character. */
export function qualityReader(
  character: PreparedCharacter,
  expected: string | undefined,
): (strokes: readonly Stroke[], settings: QualityCall) => QualityMatcherResult<GeometryQualityFields> {
  const parts = partsOf(character.boxes);
  const runs = parallelRuns(character.samples, character.boxes);
  const lengths = character.samples.map(lengthOf);
  const referenceBox = unionBox(character.boxes, -1);
  return (strokes, settings) => {
    // A request naming another character than the geometry's fails, as stroke order's does.
    if (expected !== undefined && settings.character !== undefined && settings.character !== expected)
      throw new Error(`the geometry given is of “${expected}”, not “${settings.character}”`);
    return read(strokes, settings, character, parts, runs, lengths, referenceBox);
  };
}

function read(
  strokes: readonly Stroke[],
  settings: QualityCall,
  character: PreparedCharacter,
  parts: readonly number[][],
  runs: readonly ParallelRun[],
  lengths: readonly number[],
  referenceBox: Box,
): QualityMatcherResult<GeometryQualityFields> {
  const scale = QUALITY_STRICTNESS_SCALE[settings.strictness];
  const tolerance = (name: keyof typeof QUALITY_TOLERANCES) => QUALITY_TOLERANCES[name] * scale;
  const W = QUALITY_WEIGHTS;
  const drawnIndex = strokes.flatMap((points, i) => (points.length > 0 ? [i] : []));
  const stroke_quality: StrokeQuality[] = strokes.map((_, i) => ({
    reference: null,
    score: 0,
    kinds: ['empty'],
    notes: [`第${i + 1}笔没有点`],
  }));
  const measures: (StrokeMeasures | null)[] = strokes.map(() => null);
  const steps: Record<QualityDimension, ExplanationStep[]> = {
    structure: [],
    spacing: [],
    normative: [],
    aesthetics: [],
  };
  const kinds: CharacterQualityKind[] = [];
  const notes: string[] = [];
  const partQuality: PartQuality[] = [];
  const note = (kind: CharacterQualityKind, text: string) => {
    if (!kinds.includes(kind)) kinds.push(kind);
    notes.push(text);
  };
  if (drawnIndex.length === 0) {
    return {
      dimensions: {
        structure: dimension('geometry.quality.structure', []),
        spacing: dimension('geometry.quality.spacing', []),
        normative: dimension('geometry.quality.normative', []),
        aesthetics: dimension('geometry.quality.aesthetics', []),
      },
      fields: { stroke_quality, character_quality: { kinds, notes, parts: partQuality } },
      measures: { strokes: measures },
    };
  }
  const drawnSamples = sampleStrokes(drawnIndex.map((i) => strokes[i]!));
  const { pairings, map: registration } = matchStrokes(drawnSamples, character);
  // rule: geometry.quality.place — each paired stroke placed by the fit of the others.
  const paired = pairings.flatMap((pairing, k) =>
    pairing.reference === null
      ? []
      : [
          {
            k,
            stroke: {
              drawn: drawnSamples[k]!,
              reference: character.samples[pairing.reference]!,
              reversed: pairing.reversed,
            },
          },
        ],
  );
  const prior = wholePlacement(paired.map((p) => p.stroke));
  const each = placeEach(
    paired.map((p) => p.stroke),
    prior,
    { map: registration, offsets: paired.map((p) => pairings[p.k]!.offset) },
  );
  const placedAt = new Map(paired.map((p, n) => [p.k, n]));
  const placedOf: (Samples | undefined)[] = character.samples.map(() => undefined);
  // rule: geometry.quality.stroke.length — lengths against the hand's own: the median ratio of
  // the other paired strokes, so a hand that writes every stroke a little shorter is not faulted
  // for each, and a stroke cut short does not lower the measure it is judged by.
  const ratios = paired.map((p, n) => {
    const j = pairings[p.k]!.reference!;
    return lengths[j]! > 0 ? lengthOf(each.placed[n]!) / lengths[j]! : Number.NaN;
  });
  const handScaleWithout = (n: number) => {
    const others = ratios.filter((r, m) => m !== n && Number.isFinite(r));
    return others.length < QUALITY_GEOMETRY.fitOthers ? 1 : median(others);
  };
  let shapeSum = 0;
  let shapeCount = 0;
  pairings.forEach((pairing, k) => {
    const i = drawnIndex[k]!;
    const number = i + 1;
    const j = pairing.reference;
    if (j === null) {
      stroke_quality[i] = { reference: null, score: 0, kinds: ['extra'], notes: [`第${number}笔是多余的`] };
      steps.structure.push(
        step('geometry.quality.structure', W.unpaired, `第${number}笔不在字中，扣 ${W.unpaired} 分`),
      );
      return;
    }
    const n = placedAt.get(k)!;
    const own = each.placed[n]!;
    const drawn = pairing.reversed ? backward(own) : own;
    placedOf[j] = drawn;
    const reference = character.samples[j]!;
    const name = character.names[j] ?? '';
    const refLength = lengths[j]!;
    // rule: geometry.quality.stroke.length
    const handScale = handScaleWithout(n);
    const ratio = refLength > 0 && handScale > 0 ? lengthOf(drawn) / refLength / handScale : 1;
    // How far the length moves the stroke's end, reference units: a long stroke a fifth short is
    // plain to see, a dot a fifth short is not.
    const lengthGap = Math.abs(ratio - 1) * refLength;
    // rule: geometry.quality.stroke.direction — dots have no direction to keep.
    const angle = refLength >= QUALITY_TOLERANCES.angleMinLength ? turn(reference, drawn) : 0;
    // How far the turn moves the stroke's ends about its centre, reference units.
    const sweep = refLength * Math.sin(Math.abs(angle) / (2 * RADIANS));
    // rule: geometry.quality.stroke.position — the offset left once the neighbours' drift is taken away.
    const offset = each.offsets[n]!;
    // rule: geometry.quality.stroke.curvature
    const curve = Math.max(0, straightness(reference) - straightness(drawn));
    const strokeKinds: StrokeQualityKind[] = [];
    const strokeNotes: string[] = [];
    if (
      lengthGap > tolerance('lengthGap') &&
      Math.abs(Math.log(Math.max(ratio, Number.MIN_VALUE))) > tolerance('length')
    ) {
      const short = ratio < 1;
      strokeKinds.push(short ? 'short' : 'long');
      strokeNotes.push(`第${number}笔${name}${short ? '偏短' : '偏长'}`);
    }
    if (sweep > tolerance('sweep') && Math.abs(angle) > tolerance('angle')) {
      strokeKinds.push('slanted');
      strokeNotes.push(`第${number}笔${name}写斜了`);
    }
    if (offset > tolerance('offset')) {
      const [dx, dy] = centreOf(drawn);
      const [rx, ry] = centreOf(reference);
      strokeKinds.push('misplaced');
      strokeNotes.push(`第${number}笔${name}位置偏${way(dx - rx, dy - ry)}`);
    }
    if (curve > tolerance('curve')) {
      strokeKinds.push('curved');
      strokeNotes.push(`第${number}笔${name}写弯了`);
    }
    // rule: geometry.quality.stroke.score
    const beyond = (measure: number, name: 'lengthGap' | 'sweep' | 'offset') =>
      Math.max(0, measure - QUALITY_GEOMETRY.free * tolerance(name));
    const shapePoints = W.length * beyond(lengthGap, 'lengthGap') + W.sweep * beyond(sweep, 'sweep') + W.curve * curve;
    const placePoints = W.offset * beyond(offset, 'offset');
    stroke_quality[i] = {
      reference: j,
      score: wholeScore(shapePoints + placePoints),
      kinds: strokeKinds,
      notes: strokeNotes,
    };
    measures[i] = {
      length_ratio: fixed(ratio),
      reference_length: fixed(refLength),
      length_gap: fixed(lengthGap),
      angle: fixed(angle),
      sweep: fixed(sweep),
      offset: fixed(offset),
      offset_share: fixed(refLength > 0 ? offset / refLength : 0),
      curve: fixed(curve),
    };
    shapeSum += Math.min(full, shapePoints);
    shapeCount++;
    // rule: geometry.quality.structure — each stroke's place, averaged over the strokes.
    if (placePoints > 0)
      steps.structure.push(
        step(
          'geometry.quality.structure',
          placePoints / pairings.length,
          `第${number}笔偏离 ${fixed(offset)}，扣 ${fixed(placePoints / pairings.length)} 分`,
        ),
      );
  });
  // rule: geometry.quality.normative — the mean of the strokes' shape points.
  if (shapeCount > 0 && shapeSum > 0)
    steps.normative.push(
      step(
        'geometry.quality.normative',
        shapeSum / shapeCount,
        `${shapeCount} 笔的笔形平均扣 ${fixed(shapeSum / shapeCount)} 分`,
      ),
    );
  character.samples.forEach((_, j) => {
    if (placedOf[j] !== undefined) return;
    note('missing', `缺第${j + 1}笔${character.names[j] ?? ''}`);
    steps.structure.push(step('geometry.quality.structure', W.unpaired, `缺第${j + 1}笔，扣 ${W.unpaired} 分`));
  });
  const pairedOf: (PairedStroke | undefined)[] = character.samples.map(() => undefined);
  for (const p of paired) pairedOf[pairings[p.k]!.reference!] = p.stroke;
  readParts(parts, pairedOf, character, tolerance, partQuality, note, steps.structure);
  readRuns(runs, placedOf, character, tolerance('uneven'), note, steps.spacing);
  // rule: geometry.quality.aesthetics — the drawing's aspect ratio against the reference's.
  const raw = rawBox(strokes);
  const aspect = (box: Box) => Math.max(box.maxX - box.minX, 1) / Math.max(box.maxY - box.minY, 1);
  const aspectMeasure = Math.log(aspect(raw) / aspect(referenceBox));
  if (Math.abs(aspectMeasure) > tolerance('aspect'))
    note(aspectMeasure > 0 ? 'wide' : 'narrow', aspectMeasure > 0 ? '字形偏宽' : '字形偏窄');
  if (aspectMeasure !== 0)
    steps.aesthetics.push(
      step(
        'geometry.quality.aesthetics',
        W.aspect * Math.abs(aspectMeasure),
        `宽高比与范字相差 ${fixed(Math.abs(aspectMeasure))}`,
      ),
    );
  if (settings.box !== undefined) readBox(raw, settings.box, tolerance, note, steps);
  return {
    dimensions: {
      structure: dimension('geometry.quality.structure', steps.structure),
      spacing: dimension('geometry.quality.spacing', steps.spacing),
      normative: dimension('geometry.quality.normative', steps.normative),
      aesthetics: dimension('geometry.quality.aesthetics', steps.aesthetics),
    },
    fields: { stroke_quality, character_quality: { kinds, notes, parts: partQuality } },
    measures: { strokes: measures },
  };
}

/** The box of every point as drawn. */
function rawBox(strokes: readonly Stroke[]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes)
    for (const p of stroke) {
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
  return { minX, minY, maxX, maxY };
}

/** The mean of a box's sides. */
const sizeOf = (box: Box) => (box.maxX - box.minX + (box.maxY - box.minY)) / 2;

/**
 * rule: geometry.quality.parts — each part's size against the other parts': its drawn size over
 * the reference's, beside the same ratio of the others (their mean weighted by their reference
 * size, so a dot apart weighs little); the drawing's own scale cancels out.
 */
function readParts(
  parts: readonly number[][],
  pairedOf: readonly (PairedStroke | undefined)[],
  character: PreparedCharacter,
  tolerance: (name: keyof typeof QUALITY_TOLERANCES) => number,
  out: PartQuality[],
  note: (kind: CharacterQualityKind, text: string) => void,
  structure: ExplanationStep[],
): void {
  if (parts.length < 2) return;
  const centre = unionBox(character.boxes, -1);
  const reference = parts.map((members) =>
    unionBox(
      members.map((j) => character.boxes[j]!),
      -1,
    ),
  );
  const ratios = parts.map((members, p) => {
    const drawn = members.flatMap((j) => (pairedOf[j] ? [boxOf(pairedOf[j].drawn)] : []));
    if (drawn.length === 0) return undefined;
    return Math.log(Math.max(sizeOf(unionBox(drawn, -1)), Number.MIN_VALUE) / Math.max(sizeOf(reference[p]!), 1));
  });
  parts.forEach((members, p) => {
    const own = ratios[p];
    let weights = 0;
    let others = 0;
    ratios.forEach((r, q) => {
      if (q === p || r === undefined) return;
      const weight = sizeOf(reference[q]!);
      weights += weight;
      others += weight * r;
    });
    if (own === undefined || !(weights > 0)) {
      out.push({ strokes: members, score: full });
      return;
    }
    const relative = own - others / weights;
    const referenceSize = Math.max(sizeOf(reference[p]!), 1);
    // The size's change in reference units, read on a log scale so that twice as large and half
    // as large weigh alike: a dot apart is no part to weigh.
    const gap = Math.abs(relative) * referenceSize;
    const points = QUALITY_WEIGHTS.part * Math.max(0, gap - QUALITY_GEOMETRY.free * tolerance('partGap'));
    out.push({ strokes: members, score: wholeScore(points) });
    const box = reference[p]!;
    const where = way(
      (box.minX + box.maxX - centre.minX - centre.maxX) / 2,
      (box.minY + box.maxY - centre.minY - centre.maxY) / 2,
    );
    if (points > 0)
      structure.push(
        step('geometry.quality.parts', points / parts.length, `${where}边部分大小与范字相差 ${fixed(relative)}`),
      );
    if (Math.abs(relative) <= tolerance('part') || gap <= tolerance('partGap')) return;
    const large = relative > 0;
    note(large ? 'part_large' : 'part_small', `${where}边部分偏${large ? '大' : '小'}`);
    if (parts.length === 2)
      note('proportion', where.includes('左') || where.includes('右') ? '左右比例失调' : '上下比例失调');
  });
}

/** rule: geometry.quality.spacing — the gaps of each run of parallel strokes against the reference's. */
function readRuns(
  runs: readonly ParallelRun[],
  placedOf: readonly (Samples | undefined)[],
  character: PreparedCharacter,
  tolerance: number,
  note: (kind: CharacterQualityKind, text: string) => void,
  spacing: ExplanationStep[],
): void {
  for (const run of runs) {
    if (run.strokes.some((j) => placedOf[j] === undefined)) continue;
    const axis = run.axis === 'y' ? 1 : 0;
    const gaps = (of: (j: number) => Samples) =>
      run.strokes.slice(1).map((j, k) => centreOf(of(j))[axis]! - centreOf(of(run.strokes[k]!))[axis]!);
    const drawn = gaps((j) => placedOf[j]!);
    const reference = gaps((j) => character.samples[j]!);
    const drawnSum = drawn.reduce((a, b) => a + b, 0);
    const referenceSum = reference.reduce((a, b) => a + b, 0);
    if (!(drawnSum > 0 && referenceSum > 0)) continue;
    let worst = 0;
    drawn.forEach((gap, k) => {
      const share = Math.max(gap, 1) / drawnSum / (reference[k]! / referenceSum);
      worst = Math.max(worst, Math.abs(Math.log(share)));
    });
    const name = run.axis === 'y' ? '横' : '竖';
    if (worst > tolerance) note('uneven', `${name}画间距不匀`);
    if (worst > 0)
      spacing.push(
        step('geometry.quality.spacing', QUALITY_WEIGHTS.uneven * worst, `${name}画间距与范字相差 ${fixed(worst)}`),
      );
  }
}

/** rule: geometry.quality.box — the character's size and place in the writing box. */
function readBox(
  raw: Box,
  box: { readonly width: number; readonly height: number },
  tolerance: (name: keyof typeof QUALITY_TOLERANCES) => number,
  note: (kind: CharacterQualityKind, text: string) => void,
  steps: Record<QualityDimension, ExplanationStep[]>,
): void {
  const size = Math.max((raw.maxX - raw.minX) / box.width, (raw.maxY - raw.minY) / box.height);
  const small = 1 - (1 - QUALITY_TOLERANCES.small) * (tolerance('small') / QUALITY_TOLERANCES.small);
  if (size < small) note('small', '字写得偏小');
  else if (size > QUALITY_TOLERANCES.large) note('large', '字写得偏大，出了格');
  const sizePoints =
    QUALITY_WEIGHTS.size * Math.abs(Math.log(Math.max(size, Number.MIN_VALUE) / QUALITY_GEOMETRY.idealSize));
  steps.aesthetics.push(step('geometry.quality.box', sizePoints, `字占格子的 ${fixed(size)}`));
  const dx = (raw.minX + raw.maxX) / 2 / box.width - 1 / 2;
  const dy = (raw.minY + raw.maxY) / 2 / box.height - 1 / 2;
  const off = norm(dx, dy);
  if (off > tolerance('offCentre')) note('off_centre', `字偏${way(dx, dy)}`);
  steps.structure.push(step('geometry.quality.box', QUALITY_WEIGHTS.place * off, `字的中心离格子中心 ${fixed(off)}`));
}
