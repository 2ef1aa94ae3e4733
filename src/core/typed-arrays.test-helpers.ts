// Counts the typed arrays code makes, for the tests that hold a hot path to none: one over 64
// bytes is allocated outside the engine's heap, at a cost (see core/arrays.ts).

const TYPED_ARRAYS = [
  'Float64Array',
  'Float32Array',
  'Int32Array',
  'Uint32Array',
  'Int16Array',
  'Uint16Array',
  'Int8Array',
  'Uint8Array',
] as const;
type TypedArrayName = (typeof TYPED_ARRAYS)[number];
type Globals = Record<TypedArrayName, unknown>;

/** How many typed arrays `run` constructs: each global constructor is replaced by a counting subclass while it runs. */
export function typedArraysMadeBy(run: () => void): number {
  const globals = globalThis as unknown as Globals;
  const originals = TYPED_ARRAYS.map((name) => globals[name]);
  let made = 0;
  TYPED_ARRAYS.forEach((name, k) => {
    const Original = originals[k] as new (...args: unknown[]) => object;
    globals[name] = class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        made++;
      }
    };
  });
  try {
    run();
  } finally {
    TYPED_ARRAYS.forEach((name, k) => {
      globals[name] = originals[k];
    });
  }
  return made;
}
