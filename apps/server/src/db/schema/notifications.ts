import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The notification outbox (issue 12, docs/decisions/015): a row is written in the same transaction as the order
 * change that causes it, so a committed change always has its message and a rolled-back one never does. The worker
 * sends due rows (at least once, retried with backoff); `dedupeKey` (`{orderId}:{event}`) makes a second enqueue of
 * the same event a no-op, and a row is marked sent before another worker can claim it again.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: text().notNull(),
    orderId: text().notNull(),
    event: text().notNull(),
    dedupeKey: text().notNull(),
    /** The customer's phone, encrypted like every stored phone. */
    securedPhone: text().notNull(),
    /** The shop's Kakao template code for this event ('' → sent as SMS). */
    templateCode: text().notNull().default(''),
    message: text().notNull(),
    state: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts().notNull().defaultNow(),
    /** While `sending`: until when the claim holds (a crashed worker's rows are claimed again after it). */
    claimedUntil: ts(),
    channel: text().notNull().default(''),
    providerAnswer: text().notNull().default(''),
    dateCreated: ts().notNull().defaultNow(),
    dateSent: ts(),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedupe_idx').on(t.dedupeKey),
    index('notification_outbox_due_idx').on(t.state, t.nextAttemptAt),
    index('notification_outbox_order_idx').on(t.companyId, t.orderId),
  ],
);
