// Checks that a value is plain JSON: only objects, arrays, strings, finite numbers, booleans and null,
// and no -0 (JSON writes it as 0, so it would not survive a round trip).

/** The first place in `value` that is not plain JSON, or `undefined` when it all is. */
export function notPlainJson(value: unknown, at = '$'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return `${at} is -0`;
    return Number.isFinite(value) ? undefined : `${at} is ${value}`;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = notPlainJson(value[i], `${at}[${i}]`);
      if (inner !== undefined) return inner;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return `${at} is a class instance`;
    for (const [key, inner] of Object.entries(value)) {
      const found = notPlainJson(inner, `${at}.${key}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return `${at} is ${typeof value}`;
}
