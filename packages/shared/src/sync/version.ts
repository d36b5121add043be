import { z } from 'zod';

/**
 * versionInfo numbers keep the original meaning (spec §4): the integer part is the schema generation
 * (a change means "reload everything"), the fraction is the data revision (a change means "fetch the delta").
 * The server stores two integers and derives the number here, so nothing accumulates float error.
 */
export const DATA_REVISION_SCALE = 1_000_000;

export const composeVersion = (generation: number, dataRevision: number): number =>
  generation + (dataRevision % DATA_REVISION_SCALE) / DATA_REVISION_SCALE;

export const splitVersion = (version: number): { generation: number; fraction: number } => {
  const generation = Math.floor(version);
  return { generation, fraction: Math.round((version - generation) * DATA_REVISION_SCALE) };
};

export type VersionChange = 'none' | 'schema' | 'data';

/** What the client must do when a version moves from `stored` to `next`. */
export const compareVersions = (stored: number | undefined, next: number): VersionChange => {
  if (stored === undefined) return 'schema';
  const a = splitVersion(stored);
  const b = splitVersion(next);
  if (a.generation !== b.generation) return 'schema';
  return a.fraction === b.fraction ? 'none' : 'data';
};

export const versionInfoSchema = z.object({
  productVersion: z.number(),
  categoryVersion: z.number(),
  optionVersion: z.number(),
  optionGroupVersion: z.number(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const EMPTY_VERSION_INFO: VersionInfo = {
  productVersion: 0,
  categoryVersion: 0,
  optionVersion: 0,
  optionGroupVersion: 0,
};
