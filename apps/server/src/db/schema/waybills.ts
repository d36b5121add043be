import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * 송장 발송 (issue 13): one row per send from /admin/invoice or /admin/invoice2. The messages themselves are
 * notification_outbox rows (event waybillShipped, orderId = the send's id), so they are sent, retried and recorded
 * by the same worker as order messages.
 */
export const waybillSends = pgTable(
  'waybill_sends',
  {
    id: text().primaryKey(),
    companyId: text().notNull(),
    courier: text().notNull(),
    adminUid: text().notNull().default(''),
    rowCount: integer().notNull(),
    /** Re-sends of failed rows made so far (part of the next message's dedupe key). */
    resendCount: integer().notNull().default(0),
    dateCreated: ts().notNull().defaultNow(),
  },
  (t) => [index('waybill_sends_company_idx').on(t.companyId, t.dateCreated)],
);

/** One pasted row and what became of it: refused with a reason, or the outbox message it went out in. */
export const waybillSendRows = pgTable(
  'waybill_send_rows',
  {
    sendId: text().notNull(),
    line: integer().notNull(),
    companyId: text().notNull(),
    name: text(),
    /** Encrypted like every stored phone: checked (010-1234-5678), or as typed when refused. */
    securedPhone: text(),
    trackingNumber: text(),
    courier: text().notNull(),
    reason: text(),
    outboxId: bigint({ mode: 'number' }),
    /** The parcel order this row shipped, when one matched (its number kept for the history). */
    orderId: text(),
    orderNumber: integer(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.line] }), index('waybill_send_rows_outbox_idx').on(t.outboxId)],
);
