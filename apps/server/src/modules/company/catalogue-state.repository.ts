import type { CatalogueKind } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { companies } from '../../db/schema';

/** What a catalogue list needs to know of its company, read in one statement (one snapshot). */
export type CatalogueState = {
  /** The sync position of that snapshot: no in-flight transaction is below it (catalogue.repository's readSyncPosition). */
  position: string;
  /**
   * The kind's version in that snapshot, with the company row's creation time: every catalogue write bumps it in its
   * transaction, under the company row lock, so two snapshots with the same value saw the same rows of that kind.
   */
  version: string;
  isDeleted: boolean;
};

const VERSION_COLUMNS = {
  product: [companies.productGeneration, companies.productRevision],
  category: [companies.categoryGeneration, companies.categoryRevision],
  option: [companies.optionGeneration, companies.optionRevision],
  optionGroup: [companies.optionGroupGeneration, companies.optionGroupRevision],
} as const;

/**
 * The sync position, the kind's version and the company's state in one round trip, from one snapshot; undefined when
 * the id was never a company. The version-checked list cache (catalogue/list-cache.ts) rests on the three coming
 * from the same snapshot.
 */
export const readCatalogueState = async (
  db: Executor,
  companyId: string,
  kind: CatalogueKind,
): Promise<CatalogueState | undefined> => {
  const statement = prepared(db, `catalogue-state:${kind}`, () => {
    const [generation, revision] = VERSION_COLUMNS[kind];
    return db
      .select({
        position: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
        version: sql<string>`(extract(epoch from ${companies.dateCreated}) * 1000000)::bigint::text || ':' || ${generation}::text || '.' || ${revision}::text`,
        isDeleted: companies.isDeleted,
      })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('companyId')))
      .prepare(`jumun_catalogue_state_${kind}`);
  });
  const [row] = await statement.execute({ companyId });
  return row;
};
