/** Types for thin-source-map.mjs (imported by its test). */
export type SourceMapV3 = { version: number; sources: string[]; names: string[]; mappings: string };
export declare const thinSourceMap: <T extends SourceMapV3>(
  map: T,
  isThinned: (source: string) => boolean,
) => T;
