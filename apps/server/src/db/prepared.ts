import { fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Prepared and named statements. PostgreSQL parses and plans a named statement once per connection; Drizzle's
 * builder costs CPU on every call unless the statement is built once (docs/benchmarks.md). Which one to use:
 * - a read on a handle, fixed SQL: `prepared(db, key, build)` with Drizzle's `.prepare('jumun_<key>')`;
 *   a hot read that turns the driver's array rows into its answer itself: `arrayRowsStatement` inside `prepared`;
 * - a write built by Drizzle's query builder on each call (its shape varies with the values): `runNamed(query)`;
 * - a hot write built once with `sql.placeholder`s (order placement): `preparedStatement(build)`, with
 *   `rawStatement` for SQL the builder cannot express and `placeholderRow` for an insert's row;
 * - SQL text the caller assembles itself, once per shape, with positional parameters: `executeNamed(db, text, params)`.
 * The last three share one naming scheme: a statement is named after its SQL text (`nameFor`), so two shapes never
 * share a name (the pg driver refuses one name for two texts) and no caller picks names. PGlite runs them unnamed.
 */

/**
 * Read paths are prepared once per database handle: Drizzle builds the SQL a single time and PostgreSQL plans it once
 * per connection, which more than doubles the throughput of GET one / list / since (docs/benchmarks.md).
 */
const statementCache = new WeakMap<object, Map<string, unknown>>();

export const prepared = <T>(db: Executor, key: string, build: () => T): T => {
  let byKey = statementCache.get(db);
  if (!byKey) {
    byKey = new Map();
    statementCache.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (!statement) {
    statement = build();
    byKey.set(key, statement);
  }
  return statement;
};

/** Statements named so far (SQL text → name), whichever entry point ran them. */
const statementNames = new Map<string, string>();
/** A bound on the names of statements built per call, so a runaway shape cannot grow the registry for ever. */
let namedPerCall = 0;
const MAX_NAMED_PER_CALL = 200;

type QueryConfig = { name?: string; text?: string };
/** What the node-postgres driver's prepared query holds (the embedded driver's has no statement name to set). */
type DriverStatement = { rawQueryConfig?: QueryConfig; queryConfig?: QueryConfig };

/**
 * The name of a statement's SQL text. Statements built once (`isBuiltOnce`) are bounded by their callers and always
 * named; statements built per call are named until `MAX_NAMED_PER_CALL`, then run unnamed.
 */
const nameFor = (text: string, isBuiltOnce: boolean) => {
  const known = statementNames.get(text);
  if (known || (!isBuiltOnce && namedPerCall >= MAX_NAMED_PER_CALL)) return known;
  if (!isBuiltOnce) namedPerCall += 1;
  const name = `jumun_named_${statementNames.size}`;
  statementNames.set(text, name);
  return name;
};

/**
 * Names a statement prepared unnamed (`prepare('')`) after its text. The query is built once: the name is set on the
 * driver's query config after the text is known; where the driver has no such config (PGlite), it stays unnamed.
 */
const nameAfterText = <S>(statement: S, isBuiltOnce: boolean): S => {
  const { rawQueryConfig, queryConfig } = statement as DriverStatement;
  const text = rawQueryConfig?.text;
  if (text && rawQueryConfig.name === '' && queryConfig?.text === text && queryConfig.name === '') {
    const name = nameFor(text, isBuiltOnce);
    if (name) {
      rawQueryConfig.name = name;
      queryConfig.name = name;
    }
  }
  return statement;
};

/**
 * Runs a statement built for this call (inside a transaction) as a named prepared statement: PostgreSQL parses and
 * plans each distinct statement once per connection instead of on every write (docs/benchmarks.md).
 */
export const runNamed = <T>(query: {
  prepare: (name: string) => { execute: () => Promise<T> };
}): Promise<T> => nameAfterText(query.prepare(''), false).execute();

/** A Drizzle query built with `sql.placeholder`s, not yet run: query builders and `rawStatement` both fit. */
type Preparable<T> = {
  prepare: (name: string) => { execute: (values?: Record<string, unknown>) => Promise<T> };
};
/** What Drizzle's prepared query of either driver holds: the connection it runs on, read by `execute`. */
type BoundStatement<T> = { client?: unknown; execute: (values?: Record<string, unknown>) => Promise<T> };
/** Drizzle's session behind a database or transaction handle (not in its public types, present in both drivers). */
type SessionOf = {
  session?: {
    client?: unknown;
    prepareQuery: (
      query: unknown,
      fields: undefined,
      name: string,
      isArray: boolean,
      customResultMapper?: (rows: unknown[][]) => unknown,
    ) => BoundStatement<never>;
  };
  dialect?: { sqlToQuery: (sql: SQL) => unknown };
};

/**
 * Raw SQL as a preparable statement, for `preparedStatement` (a data-modifying WITH that the query builder cannot
 * express). Rows come back as the driver returns them (snake_case columns).
 */
export const rawStatement = <Row>(db: Executor, query: SQL): Preparable<{ rows: Row[] }> => ({
  prepare: (name) => {
    const { session, dialect } = db as unknown as SessionOf;
    if (!session || !dialect) throw new Error('rawStatement: no Drizzle session on this handle');
    return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as BoundStatement<{
      rows: Row[];
    }>;
  },
});

/**
 * Runs a statement's SQL text with its parameters and answers its rows as arrays of values, as the driver's array mode
 * would: the embedded database's one-call read path (db/pglite-reads.ts).
 */
export type ArrayRowReader = (
  text: string,
  params: readonly (string | number | bigint | boolean)[],
) => Promise<unknown[][]>;
/** Readers by driver client: only a top-level embedded client has one (a transaction's handle has another client). */
const arrayRowReaders = new WeakMap<object, ArrayRowReader>();
export const registerArrayRowReader = (client: object, reader: ArrayRowReader) => {
  arrayRowReaders.set(client, reader);
};

/** Values whose text form is what PostgreSQL reads for them (`String(false)` is a valid boolean). */
const isPlainParam = (value: unknown): value is string | number | bigint | boolean =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  typeof value === 'boolean';

/**
 * A query built once whose rows come back from the driver as arrays in select order and go through `mapRow`, not
 * through Drizzle's row mapping: for a hot read that turns each row into its answer itself (GET one, issue 16), so no
 * intermediate row object is built. Run it with `execute(values)` like any prepared query; `name` names it for
 * PostgreSQL (parsed and planned once per connection). On the embedded database it goes through the client's
 * `ArrayRowReader` when its values are strings, numbers, bigints or booleans.
 */
export const arrayRowsStatement = <R>(
  db: Executor,
  query: SQL,
  name: string,
  mapRow: (row: unknown[]) => R,
): { execute: (values?: Record<string, unknown>) => Promise<R[]> } => {
  const { session, dialect } = db as unknown as SessionOf;
  if (!session || !dialect) throw new Error('arrayRowsStatement: no Drizzle session on this handle');
  const built = dialect.sqlToQuery(query) as { sql: string; params: unknown[] };
  const statement = session.prepareQuery(built, undefined, name, true, (rows: unknown[][]) =>
    rows.map(mapRow),
  ) as unknown as { execute: (values?: Record<string, unknown>) => Promise<R[]> };
  const reader = arrayRowReaders.get(session.client as object);
  if (!reader) return statement;
  return {
    execute: async (values = {}) => {
      const params = fillPlaceholders(built.params, values);
      if (!params.every(isPlainParam)) return statement.execute(values);
      return (await reader(built.sql, params)).map(mapRow);
    },
  };
};

/**
 * A hot statement built once (order placement, issue 11): `build` makes it with `sql.placeholder`s the first time it
 * runs; after that each call only binds the handle's connection and the values. Drizzle's SQL building was ~15 % of
 * the placing server's CPU (docs/benchmarks.md). The statement is named after its text, so PostgreSQL parses and plans
 * it once per connection. One template per driver session class: PGlite and node-postgres build different objects.
 * Its SQL text must be fixed: a shape that varies needs one `preparedStatement` per shape.
 */
export const preparedStatement = <T>(build: (db: Executor) => Preparable<T>) => {
  const templates = new Map<unknown, BoundStatement<T>>();
  return (db: Executor, values: Record<string, unknown>): Promise<T> => {
    const session = (db as unknown as SessionOf).session;
    const template = templates.get(session?.constructor);
    if (template && session && 'client' in session) {
      const bound = Object.create(template) as BoundStatement<T>;
      bound.client = session.client;
      return bound.execute(values);
    }
    const statement = nameAfterText(build(db).prepare('') as BoundStatement<T>, true);
    if (session && 'client' in statement && 'client' in session) {
      // The template keeps no connection: each call binds its own.
      templates.set(session.constructor, Object.assign(Object.create(statement), { client: undefined }));
    }
    return statement.execute(values);
  };
};

/**
 * A row of values as placeholders for a prepared insert: `row` goes into `.values(...)`, `params` to the execution,
 * `shape` names the statement's text. A null is written as the literal NULL (Drizzle would bind a JSON column's null as
 * the JSON value `null`), an undefined field is left out (its column default), so both are part of the shape.
 */
export const placeholderRow = <Row extends Record<string, unknown>>(values: Row, prefix: string) => {
  const row: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  let shape = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) {
      row[key] = sql`null`;
      shape += `${key}=null,`;
      continue;
    }
    row[key] = sql.placeholder(`${prefix}${key}`);
    params[`${prefix}${key}`] = value;
    shape += `${key},`;
  }
  return { row: row as { [K in keyof Row]: Row[K] | SQL | Placeholder }, params, shape };
};

/**
 * Runs SQL text the caller built once (not Drizzle's builder on every call) with positional parameters, named after
 * its text like `runNamed`, so PostgreSQL parses and plans it once per connection. The text must contain no value
 * (values go in `params`): its name is shared by every call with the same text.
 */
export const executeNamed = async <R>(
  db: Executor,
  text: string,
  params: unknown[],
): Promise<{ rows: R[] }> => {
  const statement = db._.session.prepareQuery<{ execute: { rows: R[] }; all: unknown; values: unknown }>(
    { sql: text, params },
    undefined,
    '',
    false,
  );
  return nameAfterText(statement, false).execute();
};
