// JSON is UTF-8 (RFC 8259): input that is not gets a clear rejection, never U+FFFD scored in
// place of its bytes.

/** The message of a 422 for bytes that are not UTF-8. */
export const NOT_UTF8 = 'the input is not valid UTF-8';

/** The text of `bytes` with a fatal decoder, or undefined when they are not UTF-8. */
export function decodeUtf8(decoder: TextDecoder, bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}
