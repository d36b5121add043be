import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';

type Executor = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus =
  | 'ready'
  | 'approving'
  | 'approved'
  | 'declined'
  | 'closed'
  | 'failed'
  | 'cancelled';

export const insertPayment = async (tx: Tx, values: typeof payments.$inferInsert) => {
  await tx.insert(payments).values(values);
};

export const findPayment = async (db: Executor, id: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
};

/**
 * Moves a payment from one of `from` to `to` in one statement and returns it, or nothing when it had already moved:
 * a provider's return delivered twice claims the payment once, and the second delivery changes nothing.
 */
export const claimPayment = async (
  db: Executor,
  id: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  fields: Partial<typeof payments.$inferInsert> = {},
) => {
  const [row] = await db
    .update(payments)
    .set({ ...fields, status: to })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row;
};

export const listApprovedPayments = async (db: Executor, companyId: string, orderId: string) =>
  db
    .select()
    .from(payments)
    .where(
      and(eq(payments.companyId, companyId), eq(payments.orderId, orderId), eq(payments.status, 'approved')),
    );

/** Attempts of an order still waiting for the provider (superseded when the customer starts a new one). */
export const closeOpenAttempts = async (tx: Tx, companyId: string, orderId: string, at: Date) => {
  await tx
    .update(payments)
    .set({ status: 'closed', dateModified: at, failureReason: '새 결제 시도로 대체됨' })
    .where(
      and(eq(payments.companyId, companyId), eq(payments.orderId, orderId), eq(payments.status, 'ready')),
    );
};
