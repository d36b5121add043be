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

type NameableQuery<T> = {
  toSQL: () => { sql: string };
  prepare: (name: string) => { execute: () => Promise<T> };
};

/**
 * Runs a statement built for this call (inside a transaction) as a named prepared statement: PostgreSQL parses and
 * plans each distinct statement once per connection instead of on every order placement (docs/benchmarks.md). The
 * name comes from the SQL text itself, so two shapes (another row count, a default instead of a value) never share a
 * name, which the pg driver would refuse.
 */
export const runNamed = <T>(query: NameableQuery<T>): Promise<T> => {
  const text = query.toSQL().sql;
  let name = writeNames.get(text);
  if (!name) {
    if (writeNames.size >= MAX_NAMED_WRITES) return query.prepare('').execute();
    name = `jumun_write_${writeNames.size}`;
    writeNames.set(text, name);
  }
  return query.prepare(name).execute();
};
