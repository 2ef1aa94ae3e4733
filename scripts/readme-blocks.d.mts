// Types of scripts/readme-blocks.mjs.

/** One fenced code block of the README or of a guide under docs/. */
export interface ReadmeBlock {
  /** The document's path from the repository root: README.md or docs/<guide>.md. */
  readonly file: string;
  /** The info string's first word: ts, js, sh or text. */
  readonly language: string;
  /** The info string's second word, naming who runs the block ('' when absent). */
  readonly tag: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** 1-based line of the closing fence. */
  readonly end: number;
  /** The block's text, ending in a newline. */
  readonly code: string;
  /** The untagged text block directly after this one: what running it prints. */
  output?: string;
}

export declare function documents(): string[];
export declare function readmeBlocksOf(markdown: string, file?: string): ReadmeBlock[];
export declare function readmeBlocks(tag?: string): ReadmeBlock[];
