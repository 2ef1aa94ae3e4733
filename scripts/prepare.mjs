// The `prepare` script: builds dist/ when npm installs the package from a git URL or a clone
// runs `npm ci`. npm also runs `prepare` on `npm pack` and `npm publish`, right after
// `prepack` has built, so it skips that second build there.
import { execSync } from 'node:child_process';

const PACKING_COMMANDS = new Set(['pack', 'publish']);

if (!PACKING_COMMANDS.has(process.env.npm_command ?? '')) execSync('npm run build', { stdio: 'inherit' });
