// Types of scripts/generate-strokes.mjs, so the tests can regenerate the data.
export declare const DATA_PATH: string;
export declare function strokeSource(): string;
/** One stroke-order correction: a run of cnchar codes replaced in one set's characters. */
export interface OrderCorrection {
  readonly family: string;
  readonly set: 'simplified' | 'traditional';
  readonly why: string;
  readonly from: string;
  readonly to: string;
}
export declare const ORDER_CORRECTIONS: readonly OrderCorrection[];
export declare function correctedCodes(codes: string, set: 'simplified' | 'traditional'): string;
