// The reference side of matching, prepared once per character: each median resampled in
// screen orientation (y down), its box, and its name (rules geometry.data, geometry.names).

import { zeros } from '../core/arrays.js';
import type { StrokeDirection } from '../stroke-order/constants.js';
import { directionOfStrokeName } from '../strokes/names.js';
import { GEOMETRY_BOX, GEOMETRY_THRESHOLDS } from './constants.js';
import type { CharacterGeometry } from './data.js';
import { nameOfShape } from './names.js';
import { type Box, boxOf } from './register.js';
import { coarse, resample, type Samples } from './resample.js';

/** One character's strokes, ready to match against. */
export interface PreparedCharacter {
  /** Each median resampled, y down: (x, 900 − y). */
  readonly samples: readonly Samples[];
  /** The same, a few samples a stroke, to compare placements quickly. */
  readonly coarse: readonly Samples[];
  readonly boxes: readonly Box[];
  /** Each stroke's name for people and its direction. */
  readonly names: readonly string[];
  readonly directions: readonly StrokeDirection[];
}

/** The character's strokes in screen orientation (y down), resampled, boxed and named. */
export function prepareCharacter(data: CharacterGeometry, names: readonly string[] | undefined): PreparedCharacter {
  const samples = data.medians.map((median) => {
    const xy = zeros(2 * median.length);
    for (let i = 0; i < median.length; i++) {
      // Each point was checked to be two finite numbers (rule geometry.data).
      xy[2 * i] = median[i]![0]!;
      xy[2 * i + 1] = GEOMETRY_BOX.top - median[i]![1]!;
    }
    return resample(xy, GEOMETRY_THRESHOLDS.samples);
  });
  const read = samples.map(nameOfShape);
  return {
    samples,
    coarse: samples.map(coarse),
    boxes: samples.map(boxOf),
    names: names ? [...names] : read.map((shape) => shape.name),
    directions: names ? names.map(directionOfStrokeName) : read.map((shape) => shape.direction),
  };
}
