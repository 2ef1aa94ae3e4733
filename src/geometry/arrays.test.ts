import { afterEach, describe, expect, it } from 'vitest';
import { evaluateStrokeOrder } from '../stroke-order/fast/index.js';
import { zeros } from './arrays.js';
import { WANG, writeAll } from './fixture.test-helpers.js';
import { geometric } from './index.js';

const TYPED_ARRAYS = ['Float64Array', 'Float32Array', 'Int32Array', 'Uint32Array', 'Uint8Array', 'Int16Array'] as const;
type TypedArrayName = (typeof TYPED_ARRAYS)[number];
const originals = new Map(TYPED_ARRAYS.map((name) => [name, globalThis[name]]));

/** Counts the typed arrays constructed while `run` runs, by replacing their global constructors. */
function typedArraysMadeBy(run: () => void): number {
  let made = 0;
  for (const name of TYPED_ARRAYS) {
    const Original = originals.get(name)! as unknown as new (...args: unknown[]) => object;
    const Counting = class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        made++;
      }
    };
    (globalThis as Record<TypedArrayName, unknown>)[name] = Counting;
  }
  try {
    run();
  } finally {
    for (const name of TYPED_ARRAYS) (globalThis as Record<TypedArrayName, unknown>)[name] = originals.get(name);
  }
  return made;
}

afterEach(() => {
  for (const name of TYPED_ARRAYS) expect(globalThis[name]).toBe(originals.get(name));
});

describe("the geometric matcher's arrays", () => {
  it('are zeros in plain arrays, to be overwritten', () => {
    const made = zeros(5);
    expect(made).toEqual([0, 0, 0, 0, 0]);
    expect(Array.isArray(made)).toBe(true);
  });

  it('counts the typed arrays a call makes (the counter itself can see one)', () => {
    expect(typedArraysMadeBy(() => new Float64Array(16))).toBe(1);
  });

  it('matches a character without making a typed array (one over 64 bytes cost about 0.8 µs on Node 20)', () => {
    const options = geometric(WANG);
    const strokes = writeAll(WANG, { scale: 0.5, dx: 40, dy: 30 });
    const made = typedArraysMadeBy(() => evaluateStrokeOrder({ character: '王', strokes }, options));
    expect(made).toBe(0);
  });
});
