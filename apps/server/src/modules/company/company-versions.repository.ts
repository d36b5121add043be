import {
  type CatalogueKind,
  type CompanyChangedEvent,
  composeVersion,
  DATA_REVISION_SCALE,
  type VersionInfo,
} from '@jumun/shared';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
  await notifyStatement(tx, { channel: COMPANY_CHANGED_CHANNEL, payload: JSON.stringify(event) });
};

/** Built once and named (db/prepared.ts), like the bump statements below. */
const notifyStatement = preparedStatement((db) =>
  rawStatement(db, sql`select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})`),
);

/**
 * `composeVersion` over two columns, in SQL: the same IEEE double operations in the same order (an exact integer
 * remainder, a correctly rounded division, a correctly rounded addition), so PostgreSQL's number is JavaScript's;
 * float8 and json print the shortest text that reads back as that double (PostgreSQL 12+ with the default
 * extra_float_digits). A test compares the two over generated values on PGlite and PostgreSQL.
 */
const versionSql = (generation: PgColumn, revision: PgColumn) =>
  sql`${generation} + (${revision} % ${sql.raw(String(DATA_REVISION_SCALE))})::float8 / ${sql.raw(String(DATA_REVISION_SCALE))}`;

/**
 * The `company.changed` event of a bump, queued by the bumping UPDATE itself (a RETURNING column): the payload is
 * built from the updated row, key for key what `{ companyId, revision, versionInfo: toVersionInfo(row), changed }`
 * serialises to. A writer then needs no round trip of its own for the event while it holds the company lock
 * (docs/decisions/045); like every NOTIFY it is delivered at commit and dropped on rollback.
 */
const announceSql = (changed: CatalogueKind): SQL =>
  sql`pg_notify(${sql.raw(`'${COMPANY_CHANGED_CHANNEL}'`)}, json_build_object(
    'companyId', ${companies.id},
    'revision', ${companies.revision},
    'versionInfo', json_build_object(
      'productVersion', ${versionSql(companies.productGeneration, companies.productRevision)},
      'categoryVersion', ${versionSql(companies.categoryGeneration, companies.categoryRevision)},
      'optionVersion', ${versionSql(companies.optionGeneration, companies.optionRevision)},
      'optionGroupVersion', ${versionSql(companies.optionGroupGeneration, companies.optionGroupRevision)}
    ),
    'changed', ${sql.raw(`'${changed}'`)}
  )::text)`;

/**
 * Bumps the data part of `<kind>Version` in the writer's transaction and queues its `company.changed` event in the
 * same statement. The UPDATE takes the company row lock that serialises the company's writers, so a writer calls
 * this before anything it checks under the lock. Undefined when the company does not exist.
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
      .returning({ ...versionReturning, announced: announceSql(kind) }),
  );
const BUMP_STATEMENTS = {
  product: bumpStatementOf('product'),
  category: bumpStatementOf('category'),
  option: bumpStatementOf('option'),
  optionGroup: bumpStatementOf('optionGroup'),
} satisfies Record<CatalogueKind, unknown>;

/**
 * Order placement's company lock (issue 11): bumps productVersion's data part like `bumpDataRevision(tx, id,
 * 'product')` (stock is a catalogue write), queues its event the same way, and returns the whole locked row, so the
 * company's settings are read under the same lock, in the same round trip, as a prepared statement. Undefined when
 * the company does not exist.
 */
export const bumpProductRevisionReturningCompany = async (tx: Tx, companyId: string) => {
  const [returned] = await lockCompanyStatement(tx, { companyId });
  if (!returned) return undefined;
  const { announced: _, ...row } = returned;
  return row;
};

/** The statement of bumpProductRevisionReturningCompany, built once (db/prepared.ts). */
const lockCompanyStatement = preparedStatement((db) =>
  db
    .update(companies)
    .set({ productRevision: sql`${companies.productRevision} + 1` })
    .where(eq(companies.id, sql.placeholder('companyId')))
    .returning({ ...getTableColumns(companies), announced: announceSql('product') }),
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
