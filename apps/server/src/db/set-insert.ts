import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Row = Record<string, unknown>;

/** The column's name in the database, as Drizzle's snake_case casing (db/client.ts) writes it. */
const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * A value as JSON that `jsonb_to_recordset` turns back into the column's type: arrays stay JSON arrays (PostgreSQL
 * builds text[] / integer[] from them) and objects stay objects (jsonb), which is why Drizzle's own driver mapping
 * (array literals, stringified JSON) is not used here.
 */
const toJson = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
};

/**
 * Columns a row gives a value to, in table order, with the values as JSON. A column the row leaves out takes its
 * `$defaultFn` / `$onUpdateFn` like Drizzle's insert, else the database default (it is left out of the statement).
 */
const rowToJson = (columns: [string, PgColumn][], row: Row) => {
  const names: string[] = [];
  const json: Row = {};
  for (const [key, column] of columns) {
    let value = row[key];
    if (value === undefined) value = column.defaultFn?.() ?? column.onUpdateFn?.();
    if (value === undefined) continue;
    // A default computed by SQL cannot travel as JSON; no table inserted this way has one.
    if (is(value, SQL)) throw new Error(`${key}: an SQL default cannot be inserted as JSON`);
    const name = columnName(column);
    names.push(name);
    json[name] = toJson(value);
  }
  return { names, json };
};

/**
 * Inserts many rows with one statement and one bind parameter (`insert … select … from jsonb_to_recordset($1)`)
 * instead of Drizzle's `values (…), (…)` with a parameter per cell: 100 products are ~3,000 parameters that
 * PostgreSQL parses, plans and binds one by one (docs/benchmarks.md, POST saveMany). Rows that leave out different
 * columns go in separate statements, so an omitted column takes its default rather than NULL. Answers `returning`
 * (keys → columns) for every row, in no particular order: callers match them by key.
 */
export const insertRowsAsJson = async <R extends Row>(
  db: Executor,
  table: PgTable,
  rows: Row[],
  returning: Record<keyof R & string, PgColumn>,
): Promise<R[]> => {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const byName = new Map(columns.map(([, column]) => [columnName(column), column]));
  const groups = new Map<string, { names: string[]; json: Row[] }>();
  for (const row of rows) {
    const { names, json } = rowToJson(columns, row);
    const signature = names.join(',');
    const group = groups.get(signature) ?? { names, json: [] };
    group.json.push(json);
    groups.set(signature, group);
  }
  const returned = sql.join(
    Object.entries(returning).map(
      ([key, column]) => sql`${sql.identifier(columnName(column as PgColumn))} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  const saved: R[] = [];
  for (const { names, json } of groups.values()) {
    const list = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const definitions: SQL = sql.join(
      names.map((name) => sql`${sql.identifier(name)} ${sql.raw(byName.get(name)?.getSQLType() ?? 'text')}`),
      sql`, `,
    );
    const result = await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${list})
          select ${list} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(${definitions})
          returning ${returned}`,
    );
    saved.push(...(result as unknown as { rows: R[] }).rows);
  }
  return saved;
};
