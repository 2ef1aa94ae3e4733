import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readServeConfig } from './serve-flags.js';
import { UsageError } from './usage.js';

const refused = (args: string[]): string => {
  try {
    readServeConfig(args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`serve ${args.join(' ')} was accepted`);
};

describe('the flags of serve, against values that would weaken or break the service', () => {
  it('refuses an empty --host, which would bind every interface', () => {
    expect(refused(['--host', ''])).toBe("--host needs an address, such as 127.0.0.1 or 0.0.0.0, got ''");
  });

  it('refuses a time that rounds to 0 ms, which would turn its limit off', () => {
    for (const flag of ['--headers-timeout', '--request-timeout', '--shutdown-timeout'])
      expect(refused([flag, '0.0001'])).toBe(
        `${flag} must be 0 (no limit) or at least 0.001 seconds (1 ms), got '0.0001'`,
      );
    expect(readServeConfig(['--headers-timeout', '0.001'])?.headersTimeoutMs).toBe(1);
  });

  it('bounds --workers at 4 a core and --port at 65535, in its own words', () => {
    const most = 4 * availableParallelism();
    expect(readServeConfig(['--workers', String(most)])?.workers).toBe(most);
    expect(refused(['--workers', String(most + 1)])).toBe(
      `--workers must be from 1 to ${most} (4 a core), got ${most + 1}`,
    );
    expect(refused(['--workers', '100000'])).toContain('--workers must be from 1 to');
    expect(refused(['--port', '65536'])).toBe('--port must be from 0 to 65535, got 65536');
    expect(readServeConfig(['--port', '65535'])?.port).toBe(65535);
  });

  it('takes --base-path of ASCII letters, digits and -._~ between slashes only', () => {
    for (const path of ['/é', '/a b', '/a//b', '/../x', '/a/./b', '/%2e'])
      expect(refused(['--base-path', path])).toContain('--base-path must be ASCII letters, digits and -._~');
    for (const [path, resolved] of [
      ['/api/v2', '/api/v2'],
      ['api', '/api'],
      ['/v1.0/', '/v1.0'],
      ['/', ''],
      ['', ''],
    ])
      expect(readServeConfig(['--base-path', path as string])?.basePath).toBe(resolved);
  });

  it('says what --cors needs when it is given nothing', () => {
    expect(refused(['--cors', ''])).toBe(
      "--cors needs an origin, such as https://app.example.com (scheme, host, port) or *, got ''",
    );
  });

  it('keeps 0 for no limit on --max-connections and --shutdown-timeout', () => {
    const config = readServeConfig(['--max-connections', '0', '--shutdown-timeout', '0']);
    expect(config?.maxConnections).toBe(0);
    expect(config?.shutdownTimeoutMs).toBe(0);
  });
});
