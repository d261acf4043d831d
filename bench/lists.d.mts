// Types of bench/lists.mjs for the TypeScript benches.
export declare const VALUES_LIST: string;
export declare const SHORT_LIST: string;
export declare const ELEVEN_LIST: string;
