import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { executeNamed } from './prepared';

type Row = Record<string, unknown>;

/** The column's name in the database, as Drizzle's snake_case casing (db/client.ts) writes it. */
const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** A table's columns, worked out once: property key, database name, SQL type, column (for its defaults). */
type ColumnInfo = { key: string; name: string; type: string; column: PgColumn };
type TableInfo = { name: string; columns: ColumnInfo[]; byName: Map<string, ColumnInfo> };
const tableInfos = new WeakMap<PgTable, TableInfo>();

const infoOf = (table: PgTable): TableInfo => {
  let info = tableInfos.get(table);
  if (!info) {
    const columns = (Object.entries(getTableColumns(table)) as [string, PgColumn][]).map(([key, column]) => ({
      key,
      name: columnName(column),
      type: column.getSQLType(),
      column,
    }));
    info = { name: getTableName(table), columns, byName: new Map(columns.map((c) => [c.name, c])) };
    tableInfos.set(table, info);
  }
  return info;
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

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
const rowToJson = (columns: ColumnInfo[], row: Row) => {
  const names: string[] = [];
  const json: Row = {};
  for (const { key, name, column } of columns) {
    let value = row[key];
    if (value === undefined) value = column.defaultFn?.() ?? column.onUpdateFn?.();
    if (value === undefined) continue;
    // A default computed by SQL cannot travel as JSON; no table inserted this way has one.
    if (is(value, SQL)) throw new Error(`${key}: an SQL default cannot be inserted as JSON`);
    names.push(name);
    json[name] = toJson(value);
  }
  return { names, json };
};

/**
 * One set-based insert of rows that give values to the same columns: its SQL with the rows as parameter `$n`
 * (`text(n)`), to run alone or as a data-modifying WITH of a larger statement, and the rows as that parameter.
 */
export type SetInsertPart = { text: (param: number) => string; rows: string };

/** Statement texts by table, column signature and returning list: built once, not on every write. */
const texts = new WeakMap<PgTable, Map<string, (param: number) => string>>();

const textOf = (table: PgTable, names: string[], returning: Record<string, PgColumn>) => {
  let byShape = texts.get(table);
  if (!byShape) {
    byShape = new Map();
    texts.set(table, byShape);
  }
  const returned = Object.entries(returning).map(
    ([key, column]) => `${quote(columnName(column))} as ${quote(key)}`,
  );
  const shape = `${names.join(',')}|${returned.join(',')}`;
  let text = byShape.get(shape);
  if (!text) {
    const info = infoOf(table);
    const list = names.map(quote).join(', ');
    const definitions = names
      .map((name) => `${quote(name)} ${info.byName.get(name)?.type ?? 'text'}`)
      .join(', ');
    const tail = returned.length > 0 ? ` returning ${returned.join(', ')}` : '';
    text = (param) =>
      `insert into ${quote(info.name)} (${list}) select ${list} from jsonb_to_recordset($${param}::jsonb) as r(${definitions})${tail}`;
    byShape.set(shape, text);
  }
  return text;
};

/**
 * The set-based insert of `rows` into `table`, as one part per column signature: rows that leave out different
 * columns go in separate statements, so an omitted column takes its default rather than NULL.
 */
export const setInsertParts = (
  table: PgTable,
  rows: Row[],
  returning: Record<string, PgColumn> = {},
): SetInsertPart[] => {
  const { columns } = infoOf(table);
  const groups = new Map<string, { names: string[]; json: Row[] }>();
  for (const row of rows) {
    const { names, json } = rowToJson(columns, row);
    const signature = names.join(',');
    const group = groups.get(signature) ?? { names, json: [] };
    group.json.push(json);
    groups.set(signature, group);
  }
  return [...groups.values()].map(({ names, json }) => ({
    text: textOf(table, names, returning),
    rows: JSON.stringify(json),
  }));
};

/**
 * Inserts many rows with one statement and one bind parameter (`insert … select … from jsonb_to_recordset($1)`)
 * instead of Drizzle's `values (…), (…)` with a parameter per cell: 100 products are ~3,000 parameters that
 * PostgreSQL parses, plans and binds one by one (docs/benchmarks.md, POST saveMany). The statement text is built
 * once per column signature and runs as a named prepared statement (db/prepared.ts). Answers `returning`
 * (keys → columns) for every row, in no particular order: callers match them by key.
 */
export const insertRowsAsJson = async <R extends Row>(
  db: Executor,
  table: PgTable,
  rows: Row[],
  returning: Record<keyof R & string, PgColumn>,
): Promise<R[]> => {
  const saved: R[] = [];
  for (const part of setInsertParts(table, rows, returning)) {
    const result = await executeNamed<R>(db, part.text(1), [part.rows]);
    saved.push(...result.rows);
  }
  return saved;
};
