import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { waybillSendRows, waybillSends } from '../../db/schema';

export type SendRow = typeof waybillSends.$inferSelect;
export type SendLineRow = typeof waybillSendRows.$inferSelect;

export const insertSend = async (tx: Tx, row: typeof waybillSends.$inferInsert) => {
  await tx.insert(waybillSends).values(row);
};

export const insertLines = async (tx: Tx, rows: (typeof waybillSendRows.$inferInsert)[]) => {
  // Chunked: a 5,000-row paste would pass PostgreSQL's 65,535 bind parameters in one insert.
  for (let start = 0; start < rows.length; start += 1_000) {
    await tx.insert(waybillSendRows).values(rows.slice(start, start + 1_000));
  }
};

export const getSend = async (db: Executor, companyId: string, sendId: string) => {
  const [row] = await db
    .select()
    .from(waybillSends)
    .where(and(eq(waybillSends.companyId, companyId), eq(waybillSends.id, sendId)));
  return row ?? null;
};

/** The send row locked, so two re-sends of one send cannot both queue the same failed rows. */
export const lockSend = async (tx: Tx, companyId: string, sendId: string) => {
  const [row] = await tx
    .select()
    .from(waybillSends)
    .where(and(eq(waybillSends.companyId, companyId), eq(waybillSends.id, sendId)))
    .for('update');
  return row ?? null;
};

export const bumpResendCount = async (tx: Tx, sendId: string) => {
  const [row] = await tx
    .update(waybillSends)
    .set({ resendCount: sql`${waybillSends.resendCount} + 1` })
    .where(eq(waybillSends.id, sendId))
    .returning({ resendCount: waybillSends.resendCount });
  return row?.resendCount ?? 1;
};

export const listSends = async (db: Executor, companyId: string, limit: number) =>
  db
    .select()
    .from(waybillSends)
    .where(eq(waybillSends.companyId, companyId))
    .orderBy(desc(waybillSends.dateCreated), desc(waybillSends.id))
    .limit(limit);

export const linesOf = async (db: Executor, sendIds: string[]) =>
  sendIds.length === 0
    ? []
    : db
        .select()
        .from(waybillSendRows)
        .where(inArray(waybillSendRows.sendId, sendIds))
        .orderBy(asc(waybillSendRows.sendId), asc(waybillSendRows.line));

export const pointLinesAt = async (tx: Tx, sendId: string, lines: number[], outboxId: number) => {
  await tx
    .update(waybillSendRows)
    .set({ outboxId })
    .where(and(eq(waybillSendRows.sendId, sendId), inArray(waybillSendRows.line, lines)));
};
