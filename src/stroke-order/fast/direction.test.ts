import { describe, expect, it } from 'vitest';
import { Issues } from '../../core/validation.js';
import { directionOfAngle } from './direction.js';
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
