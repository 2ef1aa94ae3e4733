// The bench's verdict (bench/judge.mjs): a missed target must fail the bench.
import { afterEach, describe, expect, it } from 'vitest';
import { judge, loadTargets, median, report } from '../bench/judge.mjs';

describe('bench verdict', () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  it('meets a time ratio at or under its target', () => {
    const { allMet } = judge([{ name: 'a', ratio: 5, target: 5 }]);
    expect(allMet).toBe(true);
  });

  it('misses a time ratio over its target and sets a failing exit code', () => {
    const verdict = judge([
      { name: 'a', ratio: 4.9, target: 5 },
      { name: 'b', ratio: 5.01, target: 5 },
    ]);
    expect(verdict.allMet).toBe(false);
    report(verdict);
    expect(process.exitCode).toBe(1);
  });

  it('misses a throughput ratio under its at-least target', () => {
    expect(judge([{ name: 'http', ratio: 0.79, target: 0.8, kind: 'at-least' }]).allMet).toBe(false);
    expect(judge([{ name: 'http', ratio: 0.8, target: 0.8, kind: 'at-least' }]).allMet).toBe(true);
  });

  it('refuses a case without a target instead of passing it', () => {
    expect(() => judge([{ name: 'nameless', ratio: 1, target: undefined }])).toThrow(/no target for nameless/);
  });

  it('takes the median of several runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('keeps every target in bench/targets.json as a positive number', () => {
    const targets = loadTargets();
    const numbers = [
      ...Object.values(targets.operations),
      targets.worstCase,
      targets.growth,
      targets.http.serveVsBareAtLeast,
      targets.http.serveVsFastifyAtLeast,
      targets.http.fetchHandlerVsBareAtLeast,
      targets.http.fetchHandlerRssVsServeAtMost,
      targets.http.metricsVsServeAtLeast,
      targets.cliConcurrencyAtLeast,
      targets.cliMixedConcurrencyAtLeast,
    ];
    expect(numbers.length).toBe(14);
    for (const n of numbers) expect(n).toBeGreaterThan(0);
  });
});
