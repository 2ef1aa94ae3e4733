import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Issues } from '../../core/validation.js';
import * as BANDS from '../rule-numbers.js';
import { bandOfDelta, directionOfAngle } from './direction.js';
import { readStrokePaths } from './paths.js';

function direction(...points: [number, number][]) {
  const issues = new Issues();
  const stroke = points.map(([x, y], timestamp) => ({ x, y, timestamp }));
  const pen = readStrokePaths([stroke], 'strokes', issues);
  if (!pen) throw new Error('invalid test stroke');
  return pen.directions[0];
}

describe('directionOfAngle (stroke.direction.angle)', () => {
  it('puts the closed boundaries where the contract does', () => {
    expect(directionOfAngle(-20)).toBe('horizontal');
    expect(directionOfAngle(20)).toBe('horizontal');
    expect(directionOfAngle(70)).toBe('vertical');
    expect(directionOfAngle(110)).toBe('vertical');
    expect(directionOfAngle(120)).toBe('left_falling');
    expect(directionOfAngle(170)).toBe('left_falling');
  });

  it('keeps the open boundaries open', () => {
    expect(directionOfAngle(20.000001)).toBe('right_falling');
    expect(directionOfAngle(69.999999)).toBe('right_falling');
    expect(directionOfAngle(-70)).toBe('rising');
    expect(directionOfAngle(-20.000001)).toBe('rising');
    expect(directionOfAngle(-70.000001)).toBe('left_falling');
  });

  it('calls every other angle left_falling', () => {
    for (const angle of [115, 175, 180, -180, -90, -120]) expect(directionOfAngle(angle)).toBe('left_falling');
  });
});

describe('the direction the point pass reads', () => {
  it('calls a one-point stroke a dot (stroke.direction.few-points)', () => {
    expect(direction([3, 3])).toBe('dot');
  });

  it('calls a stroke a dot when start and end are under 5 apart, not at exactly 5 (stroke.direction.short)', () => {
    expect(direction([0, 0], [3, 3.99])).toBe('dot');
    expect(direction([0, 0], [3, 4])).toBe('right_falling');
  });

  it('measures straight distance from the first to the last point only (stroke.direction.short)', () => {
    expect(direction([0, 0], [100, 100], [1, 1])).toBe('dot');
  });

  it('classifies straight strokes by angle, y growing downward (stroke.direction.angle)', () => {
    expect(direction([0, 0], [100, 0])).toBe('horizontal');
    expect(direction([0, 0], [0, 100])).toBe('vertical');
    expect(direction([0, 0], [100, 100])).toBe('right_falling');
    expect(direction([100, 0], [0, 100])).toBe('left_falling');
    expect(direction([0, 100], [100, 50])).toBe('rising');
    expect(direction([100, 0], [0, 0])).toBe('left_falling');
  });

  it('keeps curvature of exactly 1.8 straight (stroke.direction.curvature, stroke.direction.turning)', () => {
    // Path 4 + 10 + 4 = 18 over a straight distance of 10.
    expect(direction([0, 0], [0, 4], [10, 4], [10, 0])).toBe('horizontal');
  });

  it('calls curvature above 1.8 a hook when the end is not lower than the start (stroke.direction.turning)', () => {
    expect(direction([0, 0], [0, 4.5], [10, 4.5], [10, 0])).toBe('hook');
  });

  it('calls curvature above 1.8 a turning when the end is lower than the start (stroke.direction.turning)', () => {
    expect(direction([0, 0], [0, 20], [6, 8])).toBe('turning');
  });

  it('divides path by at least 1.0 of straight distance (stroke.direction.curvature)', () => {
    // Straight 5: no clamp applies, curvature = 25 / 5 = 5: a turning.
    expect(direction([0, 0], [0, 20], [3, 4])).toBe('turning');
  });
});

describe('the straight distance of a stroke (general.arithmetic)', () => {
  // Both strokes run from (0, 0) to within an ulp of 5 units. sqrt(dx*dx + dy*dy) and
  // Math.hypot(dx, dy) round to different sides of 5 here, so only the formula as written
  // (the contract's) gives the contract's direction.
  it('is sqrt(dx*dx + dy*dy): exactly 5 for a stroke Math.hypot puts just under 5', () => {
    const [dx, dy] = [3.270303, 3.782210767288227];
    expect(Math.sqrt(dx * dx + dy * dy)).toBe(5);
    expect(direction([0, 0], [dx, dy])).toBe('right_falling');
  });

  it('is sqrt(dx*dx + dy*dy): just under 5 for a stroke Math.hypot puts at exactly 5', () => {
    const [dx, dy] = [0.436711, 4.980891838062637];
    expect(Math.sqrt(dx * dx + dy * dy)).toBeLessThan(5);
    expect(direction([0, 0], [dx, dy])).toBe('dot');
  });
});

/** The contract's band of a straight stroke from (0, 0) to (dx, dy): atan2's angle in degrees. */
const byAtan2 = (dx: number, dy: number) => directionOfAngle((Math.atan2(dy, dx) * 180) / Math.PI);
const runs = { numRuns: 2000, seed: 20261125 };
const EDGES = [-180, -170, -120, -110, -90, -70, -20, 0, 20, 70, 90, 110, 120, 170, 180];
/** A stroke at an edge's angle give or take a tiny turn, at any length from 0.001 to 10^12. */
const nearEdge = fc
  .tuple(
    fc.constantFrom(...EDGES),
    fc.double({ min: -17, max: -1, noNaN: true }),
    fc.constantFrom(-1, 0, 1),
    fc.double({ min: -3, max: 12, noNaN: true }),
  )
  .map(([edge, exponent, side, magnitude]) => {
    const turn = ((edge + side * edge * 10 ** exponent + side * 10 ** exponent) * Math.PI) / 180;
    const length = 10 ** magnitude;
    return [length * Math.cos(turn), length * Math.sin(turn)] as const;
  });

describe('bandOfDelta: the angle band without atan2 (stroke.direction.angle)', () => {
  it('rests on the bands as the rules lay them out: edges at ±20°, ±70° and 110°', () => {
    // bandOfDelta compares slopes with tan 20° and tan 70° only; a change of any band must fail here.
    expect([BANDS.HORIZONTAL_FROM, BANDS.HORIZONTAL_TO]).toEqual([-20, 20]);
    expect([BANDS.RIGHT_FALLING_FROM, BANDS.RIGHT_FALLING_TO]).toEqual([20, 70]);
    expect([BANDS.VERTICAL_FROM, BANDS.VERTICAL_TO]).toEqual([70, 110]);
    expect([BANDS.RISING_FROM, BANDS.RISING_TO]).toEqual([-70, -20]);
    // 120° and 170° part left_falling from left_falling: no edge there.
    expect([BANDS.LEFT_FALLING_FROM, BANDS.LEFT_FALLING_TO]).toEqual([120, 170]);
  });

  it('answers as atan2 does for a stroke within a hair of every band edge, or leaves it to atan2', () => {
    fc.assert(
      fc.property(nearEdge, ([dx, dy]) => {
        const band = bandOfDelta(dx, dy);
        if (band !== undefined) expect(band).toBe(byAtan2(dx, dy));
      }),
      runs,
    );
  });

  it('answers as atan2 does on every double within 300 ulps of each edge slope, where the two roundings part', () => {
    const bits = new Float64Array(1);
    const whole = new BigInt64Array(bits.buffer);
    /** `value` moved `ulps` doubles away (a positive value). */
    const moved = (value: number, ulps: number) => {
      bits[0] = value;
      whole[0]! += BigInt(ulps);
      return bits[0]!;
    };
    for (const tan of [Math.tan(Math.PI / 9), Math.tan((7 * Math.PI) / 18)]) {
      for (const length of [1, 3, 5, 7.3, 100, 123.456, 1e6]) {
        for (let ulps = -300; ulps <= 300; ulps++) {
          const across = moved(length * tan, ulps);
          for (const [dx, dy] of [
            [length, across],
            [length, -across],
            [-length, across],
            [-length, -across],
          ] as const) {
            const band = bandOfDelta(dx, dy);
            if (band !== undefined) expect(band).toBe(byAtan2(dx, dy));
          }
        }
      }
    }
  });

  it('answers as atan2 does for any pair of doubles, zeros, subnormals and infinities included', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (dx, dy) => {
        const band = bandOfDelta(dx, dy);
        if (band !== undefined) expect(band).toBe(byAtan2(dx, dy));
      }),
      runs,
    );
  });

  it('answers as atan2 does just outside its margin of a billionth around each edge slope', () => {
    for (const tan of [Math.tan(Math.PI / 9), Math.tan((7 * Math.PI) / 18)]) {
      for (const slope of [tan * (1 - 1.0001e-9), tan * (1 + 1.0001e-9), tan * (1 - 2e-9), tan * (1 + 2e-9)]) {
        for (const dx of [5, -5, 1e-3, 7.25, 1e9, -1e9]) {
          for (const dy of [dx * slope, -dx * slope]) {
            expect(bandOfDelta(dx, dy)).toBe(byAtan2(dx, dy));
          }
        }
      }
    }
  });

  it('leaves a slope within a billionth of an edge to atan2', () => {
    expect(bandOfDelta(1, Math.tan(Math.PI / 9))).toBeUndefined();
    expect(bandOfDelta(1, -Math.tan((7 * Math.PI) / 18))).toBeUndefined();
    expect(bandOfDelta(-1, Math.tan((7 * Math.PI) / 18) * (1 + 1e-10))).toBeUndefined();
    expect(bandOfDelta(0, 5)).toBeUndefined();
    expect(bandOfDelta(-0, -5)).toBeUndefined();
    expect(bandOfDelta(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('answers as atan2 does where a delta is infinite or the slope overflows or underflows', () => {
    const INF = Number.POSITIVE_INFINITY;
    for (const [dx, dy] of [
      [INF, 5],
      [-INF, 5],
      [-INF, -0],
      [5, INF],
      [5, -INF],
      [-5, INF],
      [-INF, -INF],
      [1e-300, 1e300],
      [-1e-300, 1e300],
      [1e300, -1e-300],
      [5e-324, 5],
      [-5, 5e-324],
    ] as const) {
      expect(bandOfDelta(dx, dy)).toBe(byAtan2(dx, dy));
    }
  });

  it('answers for nearly every stroke, so atan2 is rarely called', () => {
    const angles = fc.sample(fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), { numRuns: 10_000, seed: 7 });
    const answered = angles.filter((turn) => bandOfDelta(100 * Math.cos(turn), 100 * Math.sin(turn)) !== undefined);
    expect(answered.length).toBeGreaterThan(9_990);
  });
});
