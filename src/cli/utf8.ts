// JSON is UTF-8 (RFC 8259): input that is not gets a clear rejection, never U+FFFD scored in
// place of its bytes.

import type { ValidationErrorBody } from '../http/problems.js';

/** The 422 body of input whose bytes are not UTF-8 (a JSON decode error, as FastAPI types it). */
export const NOT_UTF8_BODY: ValidationErrorBody = {
  detail: [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error: the input is not valid UTF-8' }],
};

/** The text of `bytes` with a fatal decoder, or undefined when they are not UTF-8. */
export function decodeUtf8(decoder: TextDecoder, bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}
