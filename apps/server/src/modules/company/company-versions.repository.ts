import {
  type CatalogueKind,
  type CompanyChangedEvent,
  composeVersion,
  type VersionInfo,
} from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedStatement, rawStatement } from '../../db/prepared';
import { companies } from '../../db/schema';

export const COMPANY_CHANGED_CHANNEL = 'jumun_company_changed';

type VersionColumns = Pick<
  typeof companies.$inferSelect,
  | 'productGeneration'
  | 'productRevision'
  | 'categoryGeneration'
  | 'categoryRevision'
  | 'optionGeneration'
  | 'optionRevision'
  | 'optionGroupGeneration'
  | 'optionGroupRevision'
>;

export const toVersionInfo = (row: VersionColumns): VersionInfo => ({
  productVersion: composeVersion(row.productGeneration, row.productRevision),
  categoryVersion: composeVersion(row.categoryGeneration, row.categoryRevision),
  optionVersion: composeVersion(row.optionGeneration, row.optionRevision),
  optionGroupVersion: composeVersion(row.optionGroupGeneration, row.optionGroupRevision),
});

const REVISION_COLUMN = {
  product: companies.productRevision,
  category: companies.categoryRevision,
  option: companies.optionRevision,
  optionGroup: companies.optionGroupRevision,
} as const;

const GENERATION_COLUMN = {
  product: companies.productGeneration,
  category: companies.categoryGeneration,
  option: companies.optionGeneration,
  optionGroup: companies.optionGroupGeneration,
} as const;

const versionReturning = {
  id: companies.id,
  revision: companies.revision,
  productGeneration: companies.productGeneration,
  productRevision: companies.productRevision,
  categoryGeneration: companies.categoryGeneration,
  categoryRevision: companies.categoryRevision,
  optionGeneration: companies.optionGeneration,
  optionRevision: companies.optionRevision,
  optionGroupGeneration: companies.optionGroupGeneration,
  optionGroupRevision: companies.optionGroupRevision,
};

/**
 * Queues the realtime event inside the transaction: PostgreSQL delivers NOTIFY only when the transaction
 * commits (and drops it on rollback), so no listener ever hears of a change before it is visible.
 */
export const notifyCompanyChanged = async (tx: Tx, event: CompanyChangedEvent) => {
  await notifyStatement(tx, companyChangedNotification(event));
};

/** Built once and named (db/prepared.ts): a bulk create runs it under the company lock (docs/decisions/039). */
const notifyStatement = preparedStatement((db) =>
  rawStatement(db, sql`select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})`),
);

/** The same event as a channel and payload, for a writer that queues it within its own statement. */
export const companyChangedNotification = (event: CompanyChangedEvent) => ({
  channel: COMPANY_CHANGED_CHANNEL,
  payload: JSON.stringify(event),
});

/**
 * Bumps the data part of `<kind>Version` in the writer's transaction, without the event yet. The UPDATE takes
 * the company row lock that serialises the company's writers, so a writer may call this first and queue the
 * event once its work is done. Undefined when the company does not exist.
 */
export const bumpDataRevision = async (tx: Tx, companyId: string, kind: CatalogueKind) => {
  const [row] = await BUMP_STATEMENTS[kind](tx, { companyId });
  return row ? { revision: row.revision, versionInfo: toVersionInfo(row) } : undefined;
};

/**
 * One statement per kind, built once and named (db/prepared.ts): PostgreSQL plans it once per connection, and the
 * writer no longer builds the UPDATE with Drizzle on every catalogue write, the company lock's first round trip
 * (docs/decisions/039).
 */
const bumpStatementOf = (kind: CatalogueKind) =>
  preparedStatement((db) =>
    db
      .update(companies)
      .set({ [keyOf(kind, 'Revision')]: sql`${REVISION_COLUMN[kind]} + 1` })
      .where(eq(companies.id, sql.placeholder('companyId')))
      .returning(versionReturning),
  );
const BUMP_STATEMENTS = {
  product: bumpStatementOf('product'),
  category: bumpStatementOf('category'),
  option: bumpStatementOf('option'),
  optionGroup: bumpStatementOf('optionGroup'),
} satisfies Record<CatalogueKind, unknown>;

/**
 * Order placement's company lock (issue 11): bumps productVersion's data part like `bumpDataRevision(tx, id,
 * 'product')` (stock is a catalogue write) and returns the whole locked row, so the company's settings are read under
 * the same lock, in the same round trip, as a prepared statement. Undefined when the company does not exist.
 */
export const bumpProductRevisionReturningCompany = async (tx: Tx, companyId: string) => {
  const [row] = await lockCompanyStatement(tx, { companyId });
  return row ? { row, revision: row.revision, versionInfo: toVersionInfo(row) } : undefined;
};

/** The statement of bumpProductRevisionReturningCompany, built once (db/prepared.ts). */
const lockCompanyStatement = preparedStatement((db) =>
  db
    .update(companies)
    .set({ productRevision: sql`${companies.productRevision} + 1` })
    .where(eq(companies.id, sql.placeholder('companyId')))
    .returning(),
);

/** Bumps the schema generation (integer part): every client reloads that kind from scratch. */
export const bumpSchemaGeneration = async (tx: Tx, companyId: string, kind: CatalogueKind) => {
  const column = GENERATION_COLUMN[kind];
  const [row] = await tx
    .update(companies)
    .set({ [keyOf(kind, 'Generation')]: sql`${column} + 1` })
    .where(eq(companies.id, companyId))
    .returning(versionReturning);
  if (!row) return undefined;
  const versionInfo = toVersionInfo(row);
  await notifyCompanyChanged(tx, { companyId, revision: row.revision, versionInfo, changed: kind });
  return versionInfo;
};

const keyOf = (kind: CatalogueKind, part: 'Revision' | 'Generation') => `${kind}${part}` as const;
