import type { CatalogueKind, VersionInfo } from '@jumun/shared';
import type { Tx } from '../src/db/client';
import { bumpDataRevision } from '../src/modules/company';

/**
 * What a catalogue write does to the company besides its rows — bump `<kind>Version`, whose statement queues the
 * event — for tests that write rows directly inside a transaction they hold open or make from another process.
 */
export const bumpDataVersion = async (
  tx: Tx,
  companyId: string,
  kind: CatalogueKind,
): Promise<VersionInfo> => {
  const bumped = await bumpDataRevision(tx, companyId, kind);
  if (!bumped) throw new Error(`company ${companyId} does not exist`);
  return bumped.versionInfo;
};
