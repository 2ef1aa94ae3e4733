import { OptionError } from './errors.js';

/**
 * Rounds like Python 3's `round(value, digits)` (rule general.rounding): the exact binary value of the double goes to
 * the nearest multiple of 10^-digits, and an exact tie goes to the even digit.
 *
 * A zero result is always `0`, never `-0`, so a JSON result never shows `-0`.
 *
 * @example
 * round(21.25, 1); // 21.2 (an exact tie, so the even digit wins)
 * round(0.35, 1); // 0.3 (0.35 is stored as 0.34999…)
 */
export function round(value: number, digits = 0): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new OptionError('round', [`digits must be an integer from 0 to 20, got ${digits}`], ['digits']);
  }
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value === 0 ? 0 : value;
  // Fast path: well inside the range where value × 10^digits is off by far less than 1e-6
  // from its exact product, a fraction clearly away from one half decides alone, and
  // r / 10^digits is the double nearest the decimal, as Number(toFixed(…)) would give.
  const scale = SCALES[digits]!;
  const scaled = value * scale;
  if (scaled < 1e9 && scaled > -1e9) {
    const floor = Math.floor(scaled);
    const fraction = scaled - floor;
    if (fraction < 0.499999 || fraction > 0.500001) {
      const result = (fraction < 0.5 ? floor : floor + 1) / scale;
      return result === 0 ? 0 : result;
    }
    // An exact tie, such as 21.25 to 1 digit: the value is a multiple of 2^-(digits + 1), so
    // the product above is a small multiple of 1/2, held exactly. The even neighbour wins.
    if (fraction === 0.5 && Number.isInteger(value * 2 ** (digits + 1))) {
      const result = (floor % 2 === 0 ? floor : floor + 1) / scale;
      return result === 0 ? 0 : result;
    }
  }
  return roundByDecimalString(value, digits);
}

// Powers of ten up to 10^20, all exact doubles.
const SCALES: readonly number[] = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
];

/** The algorithm exact everywhere, for what the fast path leaves: toFixed, then the tie correction. */
function roundByDecimalString(value: number, digits: number): number {
  // toFixed rounds the exact binary value correctly but sends exact ties away from zero.
  let fixed = value.toFixed(digits);
  if (isExactTie(value, digits)) {
    const last = fixed.charCodeAt(fixed.length - 1) - 48;
    if (last % 2 === 1) fixed = stepTowardZero(fixed);
  }
  const result = Number(fixed);
  return result === 0 ? 0 : result;
}

/** True when `value` lies exactly halfway between two multiples of 10^-digits. */
function isExactTie(value: number, digits: number): boolean {
  // A tie k + 1/2 of 10^-digits is a dyadic rational only when it is a multiple of
  // 2^-(digits + 1); then its decimal expansion ends at digit digits + 1, with a 5.
  if (!Number.isInteger(value * 2 ** (digits + 1))) return false;
  const longer = value.toFixed(digits + 1);
  return longer.endsWith('5');
}

/** Lowers the magnitude of a decimal string by one unit in its last place. */
function stepTowardZero(fixed: string): string {
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const point = unsigned.indexOf('.');
  const digitsOnly = point === -1 ? unsigned : unsigned.slice(0, point) + unsigned.slice(point + 1);
  const lowered = (BigInt(digitsOnly) - 1n).toString().padStart(digitsOnly.length, '0');
  const decimals = point === -1 ? 0 : unsigned.length - point - 1;
  const whole = lowered.slice(0, lowered.length - decimals) || '0';
  const body = decimals === 0 ? whole : `${whole}.${lowered.slice(lowered.length - decimals)}`;
  return negative ? `-${body}` : body;
}
