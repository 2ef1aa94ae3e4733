// Types of scripts/public-api.mjs.

/** The text of etc/public-api.md: every export of the root and the subpaths, with its kind. */
export declare function publicApiReport(): string;
