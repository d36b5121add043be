import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sync position of a row: the id of the transaction that last wrote it (xid8 as bigint).
 * A reader's `pg_snapshot_xmin` is a position no in-flight transaction is below, so nothing that commits
 * late is ever skipped (docs/decisions/003-sync-positions.md).
 */
export const CURRENT_XID = sql`(pg_current_xact_id()::text)::bigint`;

/** Columns every synced document table has. */
export const documentColumns = () => ({
  id: text().notNull(),
  companyId: text().notNull(),
  revision: integer().notNull().default(1),
  isDeleted: boolean().notNull().default(false),
  changeXid: bigint({ mode: 'bigint' }).notNull().default(CURRENT_XID),
  dateCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  dateModified: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  dateDeleted: timestamp({ withTimezone: true, mode: 'date' }),
  displayLevel: integer().notNull().default(1000),
});
