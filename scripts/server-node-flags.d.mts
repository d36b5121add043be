/** Types for server-node-flags.mjs (imported by the TypeScript benchmarks and tests). */
export declare const SERVER_NODE_FLAGS: readonly string[];
