import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

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

/** Distinct write statements named so far (SQL text → name); a bound keeps a runaway shape from growing it. */
const writeNames = new Map<string, string>();
const MAX_NAMED_WRITES = 200;

type QueryConfig = { name?: string; text?: string };
/** What the node-postgres driver's prepared query holds (the embedded driver's has no statement name to set). */
type DriverStatement<T> = {
  execute: () => Promise<T>;
  rawQueryConfig?: QueryConfig;
  queryConfig?: QueryConfig;
};

const nameFor = (text: string) => {
  let name = writeNames.get(text);
  if (!name && writeNames.size < MAX_NAMED_WRITES) {
    name = `jumun_write_${writeNames.size}`;
    writeNames.set(text, name);
  }
  return name;
};

/**
 * Runs a statement built for this call (inside a transaction) as a named prepared statement: PostgreSQL parses and
 * plans each distinct statement once per connection instead of on every order placement (docs/benchmarks.md). The
 * name comes from the SQL text itself, so two shapes (another row count, a default instead of a value) never share a
 * name, which the pg driver would refuse. The query is built once: the name is set on the driver's query config
 * after the text is known; where the driver has no such config (PGlite), the statement simply runs unnamed.
 */
export const runNamed = <T>(query: {
  prepare: (name: string) => { execute: () => Promise<T> };
}): Promise<T> => {
  const statement = query.prepare('') as DriverStatement<T>;
  const { rawQueryConfig, queryConfig } = statement;
  const text = rawQueryConfig?.text;
  if (text && rawQueryConfig.name === '' && queryConfig?.text === text && queryConfig.name === '') {
    const name = nameFor(text);
    if (name) {
      rawQueryConfig.name = name;
      queryConfig.name = name;
    }
  }
  return statement.execute();
};

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
 * A query built once whose rows come back from the driver as arrays in select order and go through `mapRow`, not
 * through Drizzle's row mapping: for a hot read that turns each row into its answer itself (GET one, issue 16), so no
 * intermediate row object is built. Run it with `execute(values)` like any prepared query; `name` names it for
 * PostgreSQL (parsed and planned once per connection).
 */
export const arrayRowsStatement = <R>(
  db: Executor,
  query: SQL,
  name: string,
  mapRow: (row: unknown[]) => R,
): { execute: (values?: Record<string, unknown>) => Promise<R[]> } => {
  const { session, dialect } = db as unknown as SessionOf;
  if (!session || !dialect) throw new Error('arrayRowsStatement: no Drizzle session on this handle');
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, true, (rows: unknown[][]) =>
    rows.map(mapRow),
  ) as unknown as { execute: (values?: Record<string, unknown>) => Promise<R[]> };
};

/**
 * A hot statement built once (order placement, issue 11): `build` makes it with `sql.placeholder`s the first time it
 * runs; after that each call only binds the handle's connection and the values. Drizzle's SQL building was ~15 % of
 * the placing server's CPU (docs/benchmarks.md). The statement is named (`jumun_<name>`), so PostgreSQL parses and plans
 * it once per connection. One template per driver session class: PGlite and node-postgres build different objects.
 * `name` must be unique and its SQL text fixed (a shape that varies needs one name per shape).
 */
export const preparedStatement = <T>(name: string, build: (db: Executor) => Preparable<T>) => {
  const templates = new Map<unknown, BoundStatement<T>>();
  return (db: Executor, values: Record<string, unknown>): Promise<T> => {
    const session = (db as unknown as SessionOf).session;
    const template = templates.get(session?.constructor);
    if (template && session && 'client' in session) {
      const bound = Object.create(template) as BoundStatement<T>;
      bound.client = session.client;
      return bound.execute(values);
    }
    const statement = build(db).prepare(`jumun_${name}`) as BoundStatement<T>;
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
 * (values go in `params`): its name is shared by every call with the same text. PGlite runs it unnamed.
 */
export const executeNamed = async <R>(
  db: Executor,
  text: string,
  params: unknown[],
): Promise<{ rows: R[] }> => {
  const statement = db._.session.prepareQuery<{ execute: { rows: R[] }; all: unknown; values: unknown }>(
    { sql: text, params },
    undefined,
    nameFor(text),
    false,
  );
  return statement.execute();
};
