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
