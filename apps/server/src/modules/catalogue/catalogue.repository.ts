import type { CatalogueItem } from '@jumun/shared';
import {
  and,
  asc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { arrayRowsStatement, prepared } from '../../db/prepared';
import type { products } from '../../db/schema';
import { CURRENT_XID } from '../../db/schema/columns';
import { insertRowsAsJson } from '../../db/set-insert';
import { arrayRowToDto, outputColumnsOf } from './catalogue.dto';
import type { CatalogueKindConfig } from './catalogue.kinds';

/**
 * Drizzle queries for the four catalogue tables. The tables share their sync columns, so one set of queries
 * serves all; the cast to `products` only names the shared column set for the type checker.
 */
type Table = typeof products;
type Row = Record<string, unknown>;

export type Audience = 'admin' | 'customer';

const tableOf = (config: CatalogueKindConfig) => config.table as unknown as Table;

/**
 * The contract carries instants as ISO strings (e.g. product.soldOutUntil); timestamp columns take Dates.
 * Converted here, the one place rows are written, so a new timestamp field needs no extra code.
 */
const toColumnValues = (table: Table, fields: Row): Row => {
  const columns = getTableColumns(table) as Record<string, { columnType: string }>;
  const values: Row = { ...fields };
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && columns[key]?.columnType === 'PgTimestamp')
      values[key] = new Date(value);
  }
  return values;
};

const hiddenCondition = (config: CatalogueKindConfig, table: Table): SQL | undefined =>
  config.hiddenFromCustomers ? or(eq(table.isVisible, false), eq(table.isPrivateProduct, true)) : undefined;

const companyParam = sql.placeholder('companyId');
const statementName = (config: CatalogueKindConfig, ...parts: string[]) =>
  ['jumun', getTableName(tableOf(config)), ...parts].join('_');

/** A position no in-flight transaction is below: every later commit has an xid ≥ it. */
export const readSyncPosition = async (db: Executor): Promise<string> => {
  const statement = prepared(db, 'sync-position', () =>
    arrayRowsStatement(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as position`,
      'jumun_sync_position',
      (row) => row[0] as string,
    ),
  );
  const [position] = await statement.execute();
  return position ?? '0';
};

/**
 * Live items as their answers (`toCatalogueDto`'s), built from the driver's array rows of exactly the output fields
 * (`arrayRowToDto`): Drizzle's row mapping and a second copy into the answer were ~7 % of GET one's CPU (issue 16,
 * decisions/038). `one` reads an item by id; `since` the items changed at or after a sync position, in list order.
 */
const liveItemsStatement = (
  db: Executor,
  config: CatalogueKindConfig,
  audience: Audience,
  shape: 'one' | 'since',
) =>
  prepared(db, `${shape}:${statementName(config)}:${audience}`, () => {
    const table = tableOf(config);
    const hidden = audience === 'customer' ? hiddenCondition(config, table) : undefined;
    const { columns } = outputColumnsOf(config);
    const query = db
      .select(columns)
      .from(table)
      .where(
        and(
          eq(table.companyId, companyParam),
          shape === 'one'
            ? eq(table.id, sql.placeholder('id'))
            : gte(table.changeXid, sql.placeholder('since')),
          eq(table.isDeleted, false),
          hidden ? not(hidden) : undefined,
        ),
      );
    const ordered = shape === 'one' ? query.limit(1) : query.orderBy(asc(table.displayLevel), asc(table.id));
    return arrayRowsStatement(db, ordered.getSQL(), statementName(config, shape, audience), (row) =>
      arrayRowToDto(config, row),
    );
  });

/** One live item as its answer, or undefined. */
export const findLiveItem = async (
  db: Executor,
  config: CatalogueKindConfig,
  companyId: string,
  id: string,
  audience: Audience,
): Promise<CatalogueItem | undefined> => {
  const items = await liveItemsStatement(db, config, audience, 'one').execute({ companyId, id });
  return items[0];
};

/** The live items changed at or after `since` (a delta sync), as their answers, in list order. */
export const listLiveItemsSince = (
  db: Executor,
  config: CatalogueKindConfig,
  companyId: string,
  since: bigint,
  audience: Audience,
): Promise<CatalogueItem[]> =>
  liveItemsStatement(db, config, audience, 'since').execute({ companyId, since });

/** Every live item of a company, as Drizzle's rows (the full list, cached serialised: decisions/032). */
export const listLiveItems = async (
  db: Executor,
  config: CatalogueKindConfig,
  companyId: string,
  options: { audience: Audience },
) => {
  const table = tableOf(config);
  const statement = prepared(db, `list:${statementName(config)}:${options.audience}`, () => {
    const hidden = options.audience === 'customer' ? hiddenCondition(config, table) : undefined;
    return db
      .select()
      .from(table)
      .where(
        and(eq(table.companyId, companyParam), eq(table.isDeleted, false), hidden ? not(hidden) : undefined),
      )
      .orderBy(asc(table.displayLevel), asc(table.id))
      .prepare(statementName(config, 'list', options.audience));
  });
  return (await statement.execute({ companyId })) as Row[];
};

/** Ids a client must drop: tombstones, and for customers also items hidden since. */
export const listRemovedIds = async (
  db: Executor,
  config: CatalogueKindConfig,
  companyId: string,
  options: { since?: bigint; audience: Audience },
): Promise<string[]> => {
  const table = tableOf(config);
  const withSince = options.since !== undefined;
  const statement = prepared(db, `removed:${statementName(config)}:${options.audience}:${withSince}`, () => {
    const hidden = options.audience === 'customer' ? hiddenCondition(config, table) : undefined;
    return db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.companyId, companyParam),
          hidden ? or(eq(table.isDeleted, true), hidden) : eq(table.isDeleted, true),
          withSince ? gte(table.changeXid, sql.placeholder('since')) : undefined,
        ),
      )
      .orderBy(asc(table.id))
      .prepare(statementName(config, 'removed', options.audience, String(withSince)));
  });
  const rows = await statement.execute({ companyId, since: options.since });
  return rows.map((r) => r.id);
};

export const findItemsForUpdate = async (
  tx: Tx,
  config: CatalogueKindConfig,
  companyId: string,
  ids: string[],
) => {
  const table = tableOf(config);
  if (ids.length === 0) return new Map<string, Table['$inferSelect']>();
  const rows = await tx
    .select()
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids)))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
};

/** New items in one statement (db/set-insert.ts), answered in the order given. */
export const insertItems = async (tx: Tx, config: CatalogueKindConfig, values: Row[]) => {
  if (values.length === 0) return [];
  const table = tableOf(config);
  const saved = await insertRowsAsJson<{ id: string; revision: number }>(tx, table, values, {
    id: table.id,
    revision: table.revision,
  });
  const byId = new Map(saved.map((row) => [row.id, row]));
  return values.map((value) => byId.get(value.id as string) as { id: string; revision: number });
};

export const updateItem = async (
  tx: Tx,
  config: CatalogueKindConfig,
  companyId: string,
  id: string,
  fields: Row,
) => {
  const table = tableOf(config);
  const [row] = await tx
    .update(table)
    .set({
      ...(toColumnValues(table, fields) as Partial<typeof table.$inferInsert>),
      revision: sql`${table.revision} + 1`,
      changeXid: CURRENT_XID,
      dateModified: new Date(),
    })
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .returning({ id: table.id, revision: table.revision });
  return row;
};

export const tombstoneItem = async (tx: Tx, config: CatalogueKindConfig, companyId: string, id: string) => {
  const table = tableOf(config);
  const rows = await tx
    .update(table)
    .set({
      isDeleted: true,
      dateDeleted: new Date(),
      revision: sql`${table.revision} + 1`,
      changeXid: CURRENT_XID,
    })
    .where(and(eq(table.companyId, companyId), eq(table.id, id), eq(table.isDeleted, false)))
    .returning({ id: table.id });
  return rows.length > 0;
};

/** Which of `ids` are live (not deleted) rows of the kind in the company. */
export const findLiveIds = async (
  db: Executor,
  config: CatalogueKindConfig,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const table = tableOf(config);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.isDeleted, false), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
};
