import { z } from 'zod';
import { ORDER_TYPES } from '../company/order-types';
import { ORDER_STATUSES, PROCESS_STATUSES } from '../orders/order-status';
import { PAYMENT_METHODS } from '../orders/payment-methods';

/**
 * Order events (issue 11 / 12). Administrators of the company get them on the company stream
 * (`/api/realtime/admin/companies/:companyId`); a customer gets the events of their own orders only on
 * `/api/realtime/store/companies/:companyId/orders`. The public user stream never carries them. They are hints:
 * the payload is a summary, and clients read the order itself through the API.
 */
export const ORDER_EVENTS = {
  /** A new order was placed (the board rings). */
  orderCreated: 'order.created',
  /** processStatus or orderStatus changed (accepted, cooking, paid, cancelled …). */
  orderUpdated: 'order.updated',
} as const;
export type OrderEventName = (typeof ORDER_EVENTS)[keyof typeof ORDER_EVENTS];

export const orderEventSchema = z.object({
  companyId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  orderType: z.enum(ORDER_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderStatus: z.enum(ORDER_STATUSES),
  processStatus: z.enum(PROCESS_STATUSES),
  payableAmount: z.number().int(),
  /** The order's revision after the change: a client holding a newer one ignores the event. */
  revision: z.number().int(),
  /** Asia/Seoul day of the order (yyyyMMdd): the board refreshes only the day it shows. */
  dateCreatedYYYYmmdd: z.number().int(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * A customer message changed state (queued → sent / failed, issue 13): the 송장 history and the dashboard's failed
 * count follow it live. Administrators of the company only; a hint, the API is the truth.
 */
export const NOTIFICATION_UPDATED_EVENT = 'notification.updated';
export const notificationUpdatedEventSchema = z.object({
  companyId: z.string(),
  outboxId: z.string(),
  /** The order's id, or the 송장 send's id (wb_…) for waybillShipped. */
  orderId: z.string(),
  event: z.string(),
  state: z.string(),
});
export type NotificationUpdatedEvent = z.infer<typeof notificationUpdatedEventSchema>;
