// Small helpers shared by the tests.

/** What `action` throws; fails the test when it throws nothing. */
export function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}
