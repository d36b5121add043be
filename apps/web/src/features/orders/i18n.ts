import type { OrderType, ProcessStatus } from '@jumun/shared';
import { koOrders } from '../../lib/i18n/locales/ko/orders';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** The order board's words (namespace `orders`): `ordersText.useT()` in components, `.t()` elsewhere. */
export const ordersText = defineNamespace(
  'orders',
  koOrders,
  async () => (await import('../../lib/i18n/locales/en/orders')).enOrders,
);

/** Any `t` of this namespace: a component's (useT) or the plain one (ordersText.t). */
type Translate = (key: string) => string;

const PARCEL_WORDED = new Set<ProcessStatus>(['cooking', 'ready', 'delivering', 'delivered']);

/** A processStatus as this order type words it (a parcel is packed and shipped, not cooked and delivered). */
export const statusLabel = (t: Translate, status: ProcessStatus, orderType: OrderType) =>
  t(orderType === 'parcel' && PARCEL_WORDED.has(status) ? `statusParcel.${status}` : `status.${status}`);

/** The button word for moving an order to `to`; 취소 from 접수 대기 is a rejection. */
export const actionLabel = (t: Translate, from: ProcessStatus, to: ProcessStatus, orderType: OrderType) => {
  if (to === 'cancelled') return t(from === 'waitingConfirm' ? 'card.reject' : 'card.cancel');
  return t(orderType === 'parcel' && PARCEL_WORDED.has(to) ? `actionParcel.${to}` : `action.${to}`);
};
