// Types of bench/random.mjs.
export declare function random(seed: number): () => number;
