// Debian's Chromium for the browser tests, driven by playwright-core: never a downloaded browser.
import { existsSync } from 'node:fs';

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium executable (CHROMIUM_PATH, else Debian's); a clear error when it is missing. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: run 'apt-get update && apt-get install -y chromium' (or set CHROMIUM_PATH)`,
    );
  }
  return path;
}
