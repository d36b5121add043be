import type { CompanyAccess } from '../../access';
import type { Tx } from '../../db/client';
import { actorRoleOf, insertAudit } from '../audit';
import type * as repo from './orders.repository';

/**
 * What an administrator did to an order, as the 변경 기록 names it (issue 14): 접수 대기 → 주문 접수됨 is `accepted`,
 * 접수 대기 → 취소됨 `rejected`, any other cancellation `cancelled`, any other step `advanced`; taking the money at
 * the counter or seeing the transfer is `payment_confirmed`.
 */
export type OrderAuditAction = 'accepted' | 'rejected' | 'cancelled' | 'advanced' | 'payment_confirmed';

export const orderAuditActionOf = (from: string, to: string): OrderAuditAction => {
  if (to === 'cancelled') return from === 'waitingConfirm' ? 'rejected' : 'cancelled';
  if (from === 'waitingConfirm' && to === 'ordered') return 'accepted';
  return 'advanced';
};

/** The status columns an order's audit row compares; the rest of the order lives on its own timeline. */
const STATUS_FIELDS = ['processStatus', 'orderStatus'] as const;

const changedStatus = (before: repo.OrderRow, after: repo.OrderRow) => {
  const moved = STATUS_FIELDS.filter((field) => before[field] !== after[field]);
  return {
    before: Object.fromEntries(moved.map((field) => [field, before[field]])),
    after: Object.fromEntries(moved.map((field) => [field, after[field]])),
  };
};

/**
 * Writes the audit row of an administrator's change to an order, in the change's transaction. Before/after hold the
 * statuses that moved; `after` also carries what the change said (reason, preparation time, payment method) and the
 * order type, which the 변경 기록 needs to word a parcel's steps (배송 중, not 배달 중). The summary is the day's
 * order number (`#12`), which is how the shop names an order.
 */
export const auditOrderChange = async (
  tx: Tx,
  access: CompanyAccess,
  change: {
    before: repo.OrderRow;
    after: repo.OrderRow;
    action: OrderAuditAction;
    details?: Record<string, unknown>;
    at: Date;
  },
) => {
  const diff = changedStatus(change.before, change.after);
  const details = Object.fromEntries(
    Object.entries(change.details ?? {}).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
  await insertAudit(tx, {
    companyId: access.companyId,
    actorUid: access.session.uid,
    actorRole: actorRoleOf(access.session, access.companyId),
    kind: 'order',
    entityId: change.after.id,
    action: change.action,
    before: diff.before,
    after: { ...diff.after, ...details, orderType: change.after.orderType },
    summary: `#${change.after.orderNumber}`,
    at: change.at,
  });
};
