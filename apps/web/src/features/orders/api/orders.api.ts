import type { ConfirmPayment, Order, OrderNotification, OrderStatusChangeInput } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The board's day: `searchDate` as the server takes it (YYYYMMDD, Asia/Seoul). */
export const boardListKey = (companyId: string, searchDate: string) =>
  queryKeys.order.list({ companyId, searchDate });

/** Every order of one company and day (`GET /api/orders/listByDateAdmin`); the board filters on the device. */
export const boardOrdersQueryOptions = (companyId: string, searchDate: string) =>
  queryOptions({
    queryKey: boardListKey(companyId, searchDate),
    queryFn: ({ signal }) =>
      api.get<Order[]>('/api/orders/listByDateAdmin', { query: { companyId, searchDate }, signal }),
    enabled: Boolean(companyId),
  });

const orderPath = (companyId: string, orderId: string) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/orders/${encodeURIComponent(orderId)}`;

/**
 * `POST …/orders/:orderId/status`. The Idempotency-Key is chosen once per tap by the caller, so a tap repeated
 * after a lost answer (or sent again when the network is back) changes the order once.
 */
export const changeOrderStatus = (
  companyId: string,
  orderId: string,
  change: OrderStatusChangeInput,
  idempotencyKey: string,
) =>
  api.post<Order>(`${orderPath(companyId, orderId)}/status`, change, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** `POST …/orders/:orderId/confirm-payment`: money taken at the counter or a transfer seen. */
export const confirmOrderPayment = (
  companyId: string,
  orderId: string,
  body: ConfirmPayment,
  idempotencyKey: string,
) =>
  api.post<Order>(`${orderPath(companyId, orderId)}/confirm-payment`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** What the customer of one order was told, and how it went (the outbox rows of issue 12). */
export const orderNotificationsQueryOptions = (companyId: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.order.detail(orderId, { part: 'notifications', companyId }),
    queryFn: ({ signal }) =>
      api.get<OrderNotification[]>(`${orderPath(companyId, orderId)}/notifications`, { signal }),
    // Queued messages go out within seconds: keep the panel current while it is open.
    refetchInterval: 5_000,
  });

/** `POST …/order-board/heartbeat`: this board is open (issue 12 auto-pause). `resumed`: a pause set for a boardless shop was lifted. */
export const reportBoardOpen = (companyId: string) =>
  api.post<{ resumed: boolean }>(
    `/api/admin/companies/${encodeURIComponent(companyId)}/order-board/heartbeat`,
    {},
  );
