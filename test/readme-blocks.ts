// The fenced code blocks of the README and of the guides under docs/, for any test that runs
// some of them. A block tagged in its info string (```ts bun) is run by the test that calls
// readmeBlocks('bun'); test/readme.test.ts fails when a tag used in any of them is claimed by no
// such call.
export type { ReadmeBlock } from '../scripts/readme-blocks.mjs';
export { documents, readmeBlocks } from '../scripts/readme-blocks.mjs';
