// The README's fenced code blocks, for any test that runs some of them. A block tagged in its
// info string (```ts bun) is run by the test that calls readmeBlocks('bun'); test/readme.test.ts
// fails when a tag used in the README is claimed by no such call.
export type { ReadmeBlock } from '../scripts/readme-blocks.mjs';
export { readmeBlocks } from '../scripts/readme-blocks.mjs';
