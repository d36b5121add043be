import type { NotificationFilter } from '@jumun/shared';
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import { ADMIN_EVENT_CHANNEL } from '../realtime';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;

/** Adds a message; a second one with the same dedupe key (the same event of the same order) is ignored. */
export const enqueue = async (tx: Tx, row: NewOutboxRow) => {
  await tx
    .insert(notificationOutbox)
    .values(row)
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey });
};

/** Adds a message and answers its id (a message other rows point at, e.g. a 송장 send's rows). */
export const enqueueReturningId = async (tx: Tx, row: NewOutboxRow): Promise<number> => {
  const [inserted] = await tx.insert(notificationOutbox).values(row).returning({ id: notificationOutbox.id });
  if (!inserted) throw new Error('outbox insert returned no row');
  return inserted.id;
};

/** Tells the company's administrators (SSE) that a message changed state; delivered at commit. */
export const notifyStateChange = async (db: Executor, row: OutboxRow, state: string) => {
  const payload = {
    companyId: row.companyId,
    outboxId: String(row.id),
    orderId: row.orderId,
    event: row.event,
    state,
  };
  await db.execute(sql`select pg_notify(${ADMIN_EVENT_CHANNEL}, ${JSON.stringify(payload)})`);
};

export const listByIds = async (db: Executor, companyId: string, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.companyId, companyId), inArray(notificationOutbox.id, ids)));

/** Failed messages since `since` (the dashboard's count). */
export const countFailedSince = async (db: Executor, companyId: string, since: Date) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.companyId, companyId),
        eq(notificationOutbox.state, 'failed'),
        sql`${notificationOutbox.dateCreated} >= ${since}`,
      ),
    );
  return row?.count ?? 0;
};

/**
 * Claims up to `limit` due messages for `claimMs` (queued and due, or "sending" under a claim that ran out because
 * its worker died). SKIP LOCKED lets several processes drain one PostgreSQL outbox without sending a row twice.
 */
export const claimDue = async (db: Db, at: Date, claimMs: number, limit: number): Promise<OutboxRow[]> => {
  const until = new Date(at.getTime() + claimMs);
  const result = await db.execute(sql`
    update ${notificationOutbox}
       set state = 'sending', claimed_until = ${until}, attempts = attempts + 1
     where id in (
       select id from ${notificationOutbox}
        where (state = 'queued' and next_attempt_at <= ${at})
           or (state = 'sending' and claimed_until < ${at})
        order by id
        limit ${limit}
        for update skip locked)
    returning id`);
  // node-postgres and PGlite both answer with `rows`; the driver-generic type does not say so.
  const { rows } = result as unknown as { rows: { id: number | string }[] };
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.id, ids))
    .orderBy(asc(notificationOutbox.id));
};

export const markSent = async (db: Db, id: number, at: Date, channel: string, answer: string) => {
  await db
    .update(notificationOutbox)
    .set({ state: 'sent', channel, providerAnswer: answer, dateSent: at, claimedUntil: null })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.state, 'sending')));
};

export const markFailed = async (db: Db, id: number, answer: string, retryAt: Date | null) => {
  await db
    .update(notificationOutbox)
    .set(
      retryAt
        ? { state: 'queued', nextAttemptAt: retryAt, providerAnswer: answer, claimedUntil: null }
        : { state: 'failed', providerAnswer: answer, claimedUntil: null },
    )
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.state, 'sending')));
};

export const listForOrder = async (db: Executor, companyId: string, orderId: string) =>
  db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.companyId, companyId), eq(notificationOutbox.orderId, orderId)))
    .orderBy(asc(notificationOutbox.id));

const STATES_OF: Record<NotificationFilter, string[]> = {
  queued: ['queued', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
};

/** A page of the company's messages, newest first (the notifications list); `beforeId` pages back. */
export const listForCompany = async (
  db: Executor,
  companyId: string,
  filter: { state?: NotificationFilter; beforeId?: number; limit: number },
) => {
  const where: SQL[] = [eq(notificationOutbox.companyId, companyId)];
  if (filter.state) where.push(inArray(notificationOutbox.state, STATES_OF[filter.state]));
  if (filter.beforeId !== undefined) where.push(lt(notificationOutbox.id, filter.beforeId));
  return db
    .select()
    .from(notificationOutbox)
    .where(and(...where))
    .orderBy(desc(notificationOutbox.id))
    .limit(filter.limit);
};

export const findForCompany = async (db: Executor, companyId: string, id: number) => {
  const [row] = await db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.companyId, companyId), eq(notificationOutbox.id, id)))
    .for('update');
  return row ?? null;
};

/**
 * Puts a failed message back in the queue for one more attempt, due now. Only a failed one: a sent message sent again
 * would reach the customer twice, and a queued one is already on its way.
 */
export const requeueFailed = async (tx: Tx, id: number, at: Date) => {
  const [row] = await tx
    .update(notificationOutbox)
    .set({ state: 'queued', nextAttemptAt: at, claimedUntil: null })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.state, 'failed')))
    .returning();
  return row ?? null;
};

/** Queued or retrying messages (the metrics' outbox depth). */
export const countPending = async (db: Executor) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(sql`${notificationOutbox.state} in ('queued', 'sending')`);
  return row?.count ?? 0;
};
