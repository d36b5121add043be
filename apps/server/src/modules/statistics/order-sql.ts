import { sql } from 'drizzle-orm';

/**
 * What both statistics repositories share: which orders count, and how a raw `execute` answer is read.
 * Counted = paid and not cancelled; the one definition every figure of the dashboard and the month uses.
 */
export const COUNTED = sql`order_status = 'completed' and process_status <> 'cancelled'`;

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A count or sum as PostgreSQL sends it (bigint as text, or null for an empty sum) → number. */
export const int = (value: unknown) => Number(value ?? 0);
