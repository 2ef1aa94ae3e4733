// The package's version as a build-time constant, `__PACKAGE_VERSION__` (RULES_URL's tag): tsup
// inlines it into dist/, and the tests define it alike, so the sources they run cite the same
// version as the build.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** esbuild's and Vite's `define` for the package's version. */
export const VERSION_DEFINE = { __PACKAGE_VERSION__: JSON.stringify(manifest.version) };
