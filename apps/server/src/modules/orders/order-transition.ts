import type { CancelReason, OrderActor, OrderEventName, OrderStatus, ProcessStatus } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { StatusTimes } from '../../db/schema';
import { ORDER_EVENT_CHANNEL, type OrderNotification } from '../realtime';
import { toOrderEvent } from './order.dto';
import * as repo from './orders.repository';

/**
 * Queues the order event inside the transaction: NOTIFY is delivered at commit and dropped on rollback, so the board
 * and the customer never hear of an order that did not happen (decision 004).
 */
export const notifyOrderEvent = async (tx: Tx, name: OrderEventName, row: repo.OrderRow, at: Date) => {
  const notification: OrderNotification = { name, uid: row.uid, event: toOrderEvent(row, at) };
  await tx.execute(sql`select pg_notify(${ORDER_EVENT_CHANNEL}, ${JSON.stringify(notification)})`);
};

/**
 * A placement's `order.created`, which the caller queues in its last statement. Its other event, the company's
 * productVersion moving (stock), was queued by the company lock's statement, so the two keep the order they always
 * had; like every NOTIFY both are delivered at commit.
 */
export const orderPlacedNotifications = (row: repo.OrderRow, at: Date) => {
  const notification: OrderNotification = {
    name: 'order.created',
    uid: row.uid,
    event: toOrderEvent(row, at),
  };
  return [{ channel: ORDER_EVENT_CHANNEL, payload: JSON.stringify(notification) }];
};

export type OrderChange = {
  orderStatus?: OrderStatus;
  processStatus?: ProcessStatus;
  actor: OrderActor;
  cancelReason?: CancelReason;
  cancelReasonText?: string;
  prepMinutes?: number;
  /** Other columns written with the change (payment summaries, prep time …). */
  fields?: Partial<repo.NewOrderRow>;
};

const transitionRow = (
  row: repo.OrderRow,
  axis: 'payment' | 'process',
  to: string,
  change: OrderChange,
  at: Date,
): repo.NewTransitionRow => ({
  companyId: row.companyId,
  orderId: row.id,
  axis,
  fromStatus: axis === 'payment' ? row.orderStatus : row.processStatus,
  toStatus: to,
  at,
  actorKind: change.actor.kind,
  actorUid: change.actor.uid,
  actorName: change.actor.name,
  cancelReason: to === 'cancelled' ? (change.cancelReason ?? null) : null,
  cancelReasonText: to === 'cancelled' ? (change.cancelReasonText ?? '') : '',
  prepMinutes: axis === 'process' && to === 'ordered' ? (change.prepMinutes ?? null) : null,
});

/**
 * Moves an order on one or both axes (the caller has checked the transition tables), records each step on the
 * timeline with its actor, keeps the first time every status was reached, and queues `order.updated`.
 */
export const applyOrderChange = async (tx: Tx, row: repo.OrderRow, change: OrderChange, at: Date) => {
  const iso = at.toISOString();
  const times: StatusTimes = {
    orderStatusAt: { ...row.statusTimes.orderStatusAt },
    processStatusAt: { ...row.statusTimes.processStatusAt },
  };
  const transitions: repo.NewTransitionRow[] = [];
  if (change.orderStatus && change.orderStatus !== row.orderStatus) {
    transitions.push(transitionRow(row, 'payment', change.orderStatus, change, at));
    times.orderStatusAt[change.orderStatus] ??= iso;
  }
  if (change.processStatus && change.processStatus !== row.processStatus) {
    transitions.push(transitionRow(row, 'process', change.processStatus, change, at));
    times.processStatusAt[change.processStatus] ??= iso;
  }
  const updated = await repo.updateOrder(tx, row.companyId, row.id, {
    ...change.fields,
    orderStatus: change.orderStatus ?? row.orderStatus,
    processStatus: change.processStatus ?? row.processStatus,
    statusTimes: times,
    dateModified: at,
  });
  await repo.insertTransitions(tx, transitions);
  await repo.countDayChange(tx, row.companyId, row.dateKey);
  await notifyOrderEvent(tx, 'order.updated', updated, at);
  return updated;
};
