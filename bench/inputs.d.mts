// Types of bench/inputs.mjs, so the tests can share its inputs.
export declare const ESSAY_5000: string;
export declare function penStrokes(
  strokeCount: number,
  pointsPerStroke: number,
  seed?: number,
): { x: number; y: number; timestamp: number; pressure: number }[][];
export declare const WORST_TEXTS: Readonly<Record<string, string>>;
export declare function medianStrokes(
  charData: { readonly medians: readonly (readonly (readonly [number, number])[])[] },
  size?: number,
): { x: number; y: number; timestamp: number; pressure: number }[][];
export declare function zigzagStroke(count: number): { x: number; y: number; timestamp: number }[][];
export declare function dotStrokes(count: number): { x: number; y: number; timestamp: number }[][];
