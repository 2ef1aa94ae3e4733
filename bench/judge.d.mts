// Types of bench/judge.mjs, so the tests can check the bench's verdict.
export interface Measurement {
  readonly name: string;
  readonly ratio: number;
  readonly target: number | undefined;
  readonly kind?: 'at-most' | 'at-least';
}
export interface Judged {
  readonly name: string;
  readonly ratio: number;
  readonly target: number;
  readonly kind: 'at-most' | 'at-least';
  readonly met: boolean;
}
export interface Verdict {
  readonly rows: readonly Judged[];
  readonly allMet: boolean;
}
export declare function loadTargets(): {
  operations: Record<string, number>;
  worstCase: number;
  growth: number;
  http: {
    serveVsBareAtLeast: number;
    serveVsFastifyAtLeast: number;
    fetchHandlerVsBareAtLeast: number;
    fetchHandlerRssVsServeAtMost: number;
    metricsVsServeAtLeast: number;
  };
  cliConcurrencyAtLeast: number;
  cliMixedConcurrencyAtLeast: number;
};
export declare function median(values: readonly number[]): number;
export declare function judge(measurements: readonly Measurement[]): Verdict;
export declare function machineLine(): string;
export declare function report(verdict: Verdict): void;
