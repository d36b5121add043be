import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

const ROWS_PER_STATEMENT = 500;
const snake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/**
 * Inserts many rows as ONE statement with ONE parameter: the rows travel as a JSON array and PostgreSQL expands it
 * with jsonb_populate_recordset. Thousands of rows of the demo history then cost one parse instead of tens of
 * thousands of bound parameters (PGlite pays per parameter). Columns left out of the rows take their defaults.
 */
export const insertJsonRows = async (tx: Tx, table: PgTable, rows: readonly Record<string, unknown>[]) => {
  const [first] = rows;
  if (!first) return;
  const known = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in known);
  const columns = sql.raw(keys.map((key) => `"${snake(key)}"`).join(', '));
  const toJson = (row: Record<string, unknown>) =>
    Object.fromEntries(
      keys.map((key) => [snake(key), row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]),
    );
  // A few hundred rows per statement: one huge JSON document costs PGlite more than several small ones.
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT).map(toJson));
    await tx.execute(
      sql`insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)`,
    );
  }
};
