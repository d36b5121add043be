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
type TableInfo = { name: string; columns: ColumnInfo[] };
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
    info = { name: getTableName(table), columns };
    tableInfos.set(table, info);
  }
  return info;
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * A top-level value JSON.stringify would not write the way `jsonb_to_recordset` reads it back: an instant becomes its
 * ISO text (an invalid one throws, as Drizzle's driver mapping does), a bigint its digits. Arrays stay JSON arrays
 * (PostgreSQL builds text[] / integer[] from them) and objects stay objects (jsonb), which is why Drizzle's own
 * driver mapping (array literals, stringified JSON) is not used here.
 */
const toJson = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
};

/** Only a value that is no primitive, array or plain object can need `toJson` or be an SQL default. */
const isSpecial = (value: unknown) =>
  typeof value === 'bigint' ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) !== Object.prototype);

/**
 * A row as it goes into the JSON: the row itself, keyed by property keys (the recordset names its columns after them,
 * see `textOf`), so the common row (values from a parsed request) is serialised as it is, without a copy per row
 * (docs/decisions/039). Only a row with a `$defaultFn` / `$onUpdateFn` to apply or a value to convert is copied.
 * Its signature lists the columns it gives a value to (undefined = left out: the database default), in table order;
 * keys that are no column travel too and are ignored by the recordset.
 */
const rowToJson = (columns: ColumnInfo[], row: Row) => {
  let signature = '';
  let copy: Row | undefined;
  for (let index = 0; index < columns.length; index++) {
    const { key, column } = columns[index] as ColumnInfo;
    let value = row[key];
    if (value === undefined) {
      value = column.defaultFn?.() ?? column.onUpdateFn?.();
      if (value === undefined) continue;
    }
    if (value !== row[key] || isSpecial(value)) {
      // A default computed by SQL cannot travel as JSON; no table inserted this way has one.
      if (is(value, SQL)) throw new Error(`${key}: an SQL default cannot be inserted as JSON`);
      copy ??= { ...row };
      copy[key] = toJson(value);
    }
    signature += `${index},`;
  }
  return { signature, json: copy ?? row };
};

/**
 * Whether `value` is the column's own literal default (`.default('')`, `.default(0)`, `.default([])`, or NULL for a
 * nullable column with none), which the database writes by itself. SQL defaults and `$defaultFn`s are never literal.
 */
const isLiteralDefault = (column: PgColumn, value: unknown) => {
  // A nullable column with no default of any kind defaults to NULL.
  if (!column.hasDefault && !column.notNull) return value === null;
  const fallback: unknown = column.default;
  if (fallback === undefined || fallback === null || is(fallback, SQL)) return false;
  if (Array.isArray(fallback)) return fallback.length === 0 && Array.isArray(value) && value.length === 0;
  return typeof fallback !== 'object' && value === fallback;
};

/**
 * A group's columns minus those every row leaves at the column's literal default: the database fills them, so a
 * bulk create from a parsed request (every field defaulted by the schema) sends the few columns it sets rather than
 * all of them (docs/decisions/050). A column that one row sets stays for the whole group, so the group stays one
 * statement. `keys` (undefined = nothing left out) are the property keys each row is cut down to.
 */
const leaveDefaultsOut = (columns: ColumnInfo[], signature: string, rows: Row[]) => {
  const given = signature.split(',').filter(Boolean).map(Number);
  const kept = given.filter((index) => {
    const { key, column } = columns[index] as ColumnInfo;
    return !rows.every((row) => isLiteralDefault(column, row[key]));
  });
  if (kept.length === given.length || kept.length === 0) return { kept: signature, keys: undefined };
  return {
    kept: kept.map((index) => `${index},`).join(''),
    keys: kept.map((index) => (columns[index] as ColumnInfo).key),
  };
};

const pick = (row: Row, keys: string[]) => {
  const copy: Row = {};
  for (const key of keys) copy[key] = row[key];
  return copy;
};

/**
 * One set-based insert of rows that give values to the same columns: its SQL with the rows as parameter `$n`
 * (`text(n)`), to run alone or as a data-modifying WITH of a larger statement, and the rows as that parameter.
 */
export type SetInsertPart = { text: (param: number) => string; rows: string };

/** Statement texts by table, column signature and returning list: built once, not on every write. */
const texts = new WeakMap<PgTable, Map<string, (param: number) => string>>();

const textOf = (table: PgTable, signature: string, returning: Record<string, PgColumn>) => {
  let byShape = texts.get(table);
  if (!byShape) {
    byShape = new Map();
    texts.set(table, byShape);
  }
  const returned = Object.entries(returning).map(
    ([key, column]) => `${quote(columnName(column))} as ${quote(key)}`,
  );
  const shape = `${signature}|${returned.join(',')}`;
  let text = byShape.get(shape);
  if (!text) {
    const info = infoOf(table);
    const given = signature
      .split(',')
      .filter(Boolean)
      .map((index) => info.columns[Number(index)] as ColumnInfo);
    const list = given.map(({ name }) => quote(name)).join(', ');
    const keys = given.map(({ key }) => quote(key)).join(', ');
    const definitions = given.map(({ key, type }) => `${quote(key)} ${type}`).join(', ');
    const tail = returned.length > 0 ? ` returning ${returned.join(', ')}` : '';
    text = (param) =>
      `insert into ${quote(info.name)} (${list}) select ${keys} from jsonb_to_recordset($${param}::jsonb) as r(${definitions})${tail}`;
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
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const { signature, json } = rowToJson(columns, row);
    const group = groups.get(signature);
    if (group) group.push(json);
    else groups.set(signature, [json]);
  }
  return [...groups].map(([signature, json]) => {
    const { kept, keys } = leaveDefaultsOut(columns, signature, json);
    return {
      text: textOf(table, kept, returning),
      rows: JSON.stringify(keys ? json.map((row) => pick(row, keys)) : json),
    };
  });
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
