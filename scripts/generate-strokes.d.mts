// Types of scripts/generate-strokes.mjs, so the tests can regenerate the data.
export declare const DATA_PATH: string;
export declare function strokeSource(): string;
