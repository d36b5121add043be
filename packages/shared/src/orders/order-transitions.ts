import type { OrderType } from '../company/order-types';
import type { OrderStatus, ProcessStatus } from './order-status';
import { isOnlinePaymentMethod, type PaymentMethod } from './payment-methods';

/**
 * The allowed-transition tables of both status axes (issue 11, domain §5.2). The server refuses anything else with
 * 409; the board offers only what these functions return. Pure and table-driven so both sides agree.
 */

/** The shop's steps per order type, in order. Delivery adds the rider; parcel skips the counter pickup. */
export const PROCESS_PATHS: Record<OrderType, readonly ProcessStatus[]> = {
  takeout: ['waitingConfirm', 'ordered', 'cooking', 'ready', 'waitingPickup', 'completed'],
  dineIn: ['waitingConfirm', 'ordered', 'cooking', 'ready', 'waitingPickup', 'completed'],
  delivery: [
    'waitingConfirm',
    'ordered',
    'cooking',
    'ready',
    'waitingPickup',
    'delivering',
    'delivered',
    'completed',
  ],
  parcel: ['waitingConfirm', 'ordered', 'cooking', 'ready', 'delivering', 'delivered', 'completed'],
};

/**
 * Where processStatus may go from `from`:
 * - 접수 대기 → 주문 접수됨 (accept) or 취소됨 (reject): an order is never advanced without being accepted first;
 * - after acceptance, any later step of the order type's path (a small cafe skips 조리 중 or 픽업 대기), or 취소됨;
 * - 완료됨 → 취소됨 only (a refund after the fact; the stamps it earned are taken back);
 * - 취소됨 is final.
 */
export const allowedProcessTransitions = (orderType: OrderType, from: ProcessStatus): ProcessStatus[] => {
  if (from === 'cancelled') return [];
  if (from === 'completed') return ['cancelled'];
  if (from === 'waitingConfirm') return ['ordered', 'cancelled'];
  const path = PROCESS_PATHS[orderType];
  const index = path.indexOf(from);
  if (index < 0) return ['cancelled'];
  return [...path.slice(index + 1), 'cancelled'];
};

export const canTransitionProcess = (orderType: OrderType, from: ProcessStatus, to: ProcessStatus): boolean =>
  allowedProcessTransitions(orderType, from).includes(to);

/** The usual next step (the board's main button); null at the end of the path. */
export const nextProcessStatus = (orderType: OrderType, from: ProcessStatus): ProcessStatus | null =>
  allowedProcessTransitions(orderType, from).find((to) => to !== 'cancelled') ?? null;

/**
 * The payment axis. pending → paymentProcessing when the customer is sent to the provider's page; back to pending
 * when they close it; completed on approval (or when the shop confirms cash / a transfer); failed on decline (retry
 * allowed); failed_system when the provider approved but we could not record it (the approval is cancelled; the
 * customer may try again); completed → cancelled is a refund. An order abandoned on the provider's page can be
 * cancelled: an approval that arrives after that is cancelled through the provider again.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paymentProcessing', 'completed', 'cancelled'],
  paymentProcessing: ['pending', 'completed', 'failed', 'failed_system', 'cancelled'],
  failed: ['paymentProcessing', 'cancelled'],
  failed_system: ['paymentProcessing', 'cancelled'],
  completed: ['cancelled'],
  cancelled: [],
};

export const canTransitionOrderStatus = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_STATUS_TRANSITIONS[from].includes(to);

export type TransitionSubject = {
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  orderStatus: OrderStatus;
  processStatus: ProcessStatus;
};

/** Why a processStatus change is refused, or null when it is allowed. */
export type ProcessTransitionProblem = 'notAllowed' | 'paymentNotConfirmed';

/**
 * The full check the server runs before changing processStatus: the table above, plus the coupling of the two axes.
 * An order paid online is accepted only once the provider approved it (otherwise the shop would cook an unpaid
 * order); any order can be cancelled (a paid one is refunded; an approval arriving later is cancelled again).
 */
export const checkProcessTransition = (
  order: TransitionSubject,
  to: ProcessStatus,
): ProcessTransitionProblem | null => {
  if (!canTransitionProcess(order.orderType, order.processStatus, to)) return 'notAllowed';
  if (to === 'cancelled') return null;
  if (isOnlinePaymentMethod(order.paymentMethod) && order.orderStatus !== 'completed')
    return 'paymentNotConfirmed';
  return null;
};

/** The processStatus targets the board may offer for this order right now. */
export const availableProcessActions = (order: TransitionSubject): ProcessStatus[] =>
  allowedProcessTransitions(order.orderType, order.processStatus).filter(
    (to) => checkProcessTransition(order, to) === null,
  );

/**
 * An order the shop should not work on yet: paid online and the provider has not approved it. The board lists it
 * apart (결제 대기) and the customer can still pay or abandon it.
 */
export const isAwaitingOnlinePayment = (
  order: Pick<TransitionSubject, 'paymentMethod' | 'orderStatus'>,
): boolean =>
  isOnlinePaymentMethod(order.paymentMethod) &&
  order.orderStatus !== 'completed' &&
  order.orderStatus !== 'cancelled';

/** The board's button words for a target status; 취소됨 from 접수 대기 is a rejection. */
export const processActionLabel = (orderType: OrderType, from: ProcessStatus, to: ProcessStatus): string => {
  if (to === 'cancelled') return from === 'waitingConfirm' ? '거절' : '주문 취소';
  return (orderType === 'parcel' ? PARCEL_ACTION_LABELS[to] : undefined) ?? PROCESS_ACTION_LABELS[to];
};

export const PARCEL_ACTION_LABELS: Partial<Record<ProcessStatus, string>> = {
  cooking: '상품 준비',
  ready: '발송 준비 완료',
  delivering: '발송',
  delivered: '배송 완료',
};

export const PROCESS_ACTION_LABELS: Record<ProcessStatus, string> = {
  waitingConfirm: '접수 대기로',
  ordered: '접수',
  cooking: '조리 시작',
  ready: '조리 완료',
  waitingPickup: '픽업 요청',
  delivering: '배달 출발',
  delivered: '배달 완료',
  completed: '완료',
  cancelled: '주문 취소',
};
