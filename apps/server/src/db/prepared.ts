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
