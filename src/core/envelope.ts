/** The contract's success envelope around an operation's `data`. */
export interface Envelope<T> {
  readonly code: 200;
  readonly msg: 'success';
  readonly data: T;
}

/**
 * Wraps a data object in the contract's success envelope.
 *
 * @example
 * toEnvelope(reviewEssay({ text })); // { code: 200, msg: 'success', data: {…} }
 */
export function toEnvelope<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data };
}
