// The server's own request ids, made as crypto.randomUUID() makes them but in larger batches.
// randomUUID draws its random bytes 128 ids at a time, and a draw costs nearly the same whatever
// its size; each id is then joined from 20 pieces, a string that Node's header check and the
// access log flatten again. Here 1,024 ids' bytes are drawn at once, and written as text 128 ids
// at a time; each id is a slice of that text. The text of 1,024 ids at once (36 KiB) would
// outlive collections in a busy server and stay in the old generation until a full one, growing
// the resident memory (figures in docs/performance.md, "Figures behind the code").
import { randomFillSync } from 'node:crypto';

/** Ids made from each draw of random bytes. */
const DRAWN = 1024;

/** Ids written as text at once. */
const WRITTEN = 128;

/** Characters of one id: 32 hex digits and 4 hyphens. */
const ID_LENGTH = 36;

/** The character codes of the hex digits, lower case as randomUUID writes them. */
const HEX_DIGITS: readonly number[] = [...'0123456789abcdef'].map((digit) => digit.charCodeAt(0));

const HYPHEN = 45;

/**
 * Makes a generator of version 4 UUIDs (RFC 9562) like `crypto.randomUUID()`'s: 122 bits from
 * the same generator (`crypto.randomFillSync`), the version and variant bits set as it sets them
 * (`xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`, lower-case hex).
 */
export function createUuidMaker(): () => string {
  const random = Buffer.allocUnsafeSlow(16 * DRAWN);
  const ascii = Buffer.allocUnsafeSlow(ID_LENGTH * WRITTEN);
  // The next random byte to write as text (all drawn bytes written: draw again), and the text.
  let read = random.length;
  let text = '';
  let next = WRITTEN;
  const write = (): void => {
    if (read === random.length) {
      randomFillSync(random);
      read = 0;
    }
    // Locals in the loop: the closure's own variables are read and written through its context.
    let at = 0;
    const from = read;
    read += 16 * WRITTEN;
    for (let index = from; index < read; index++) {
      const position = index & 15;
      let byte = random[index] as number;
      if (position === 6) byte = (byte & 0x0f) | 0x40;
      else if (position === 8) byte = (byte & 0x3f) | 0x80;
      if (position === 4 || position === 6 || position === 8 || position === 10) ascii[at++] = HYPHEN;
      ascii[at++] = HEX_DIGITS[byte >> 4] as number;
      ascii[at++] = HEX_DIGITS[byte & 15] as number;
    }
    text = ascii.toString('latin1');
    next = 0;
  };
  return () => {
    if (next === WRITTEN) write();
    const start = ID_LENGTH * next++;
    return text.slice(start, start + ID_LENGTH);
  };
}
