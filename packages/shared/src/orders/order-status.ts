import type { OrderType } from '../company/order-types';

/**
 * The payment axis of an order (domain §5.2 orderStatus). Every order starts `pending`; only the server moves it:
 * the payment provider's return, an administrator confirming an on-site payment, or a cancellation.
 */
export const ORDER_STATUSES = [
  'pending',
  'paymentProcessing',
  'completed',
  'failed',
  'failed_system',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '결제 대기',
  paymentProcessing: '결제 진행 중',
  completed: '결제 완료',
  failed: '결제 실패',
  /** Approved by the provider, then we could not record it: the approval was cancelled again. */
  failed_system: '결제 처리 실패',
  cancelled: '주문 취소됨',
};

/** The handling axis (domain §5.2 processStatus): what the shop has done with the order. */
export const PROCESS_STATUSES = [
  'waitingConfirm',
  'ordered',
  'cooking',
  'ready',
  'waitingPickup',
  'delivering',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export const PROCESS_STATUS_LABELS: Record<ProcessStatus, string> = {
  waitingConfirm: '접수 대기',
  ordered: '주문 접수됨',
  cooking: '조리 중',
  ready: '조리 완료',
  waitingPickup: '픽업 대기',
  delivering: '배달 중',
  delivered: '배달 완료',
  completed: '완료됨',
  cancelled: '취소됨',
};

/** A parcel (택배) order is packed and shipped, not cooked and delivered by a rider (issue 13: 배송 중). */
export const PARCEL_LABELS: Partial<Record<ProcessStatus, string>> = {
  cooking: '상품 준비 중',
  ready: '발송 준비 완료',
  delivering: '배송 중',
  delivered: '배송 완료',
};

/** The Korean label of a processStatus as the customer and the board show it for this order type. */
export const processStatusLabel = (status: ProcessStatus, orderType: OrderType): string =>
  (orderType === 'parcel' ? PARCEL_LABELS[status] : undefined) ?? PROCESS_STATUS_LABELS[status];

/** Badge colours of the original customer app (domain §5.2), as Mantine colour names. */
export const PROCESS_STATUS_COLORS: Record<ProcessStatus, string> = {
  waitingConfirm: 'yellow',
  ordered: 'blue',
  cooking: 'orange',
  ready: 'indigo',
  waitingPickup: 'green',
  delivering: 'grape',
  delivered: 'teal',
  completed: 'gray',
  cancelled: 'red',
};

/** Where an order came from (domain §5.1). The storefront places `web` orders. */
export const ORDER_CHANNELS = ['web', 'kiosk', 'admin', 'phone', 'deliveryApp', 'etc'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: '웹 주문',
  kiosk: '키오스크',
  admin: '직원 입력',
  phone: '전화 주문',
  deliveryApp: '배달앱',
  etc: '기타',
};

/** Why a shop rejects (from 접수 대기) or cancels an order (issue 12 §4). `other` needs a text. */
export const CANCEL_REASONS = [
  'soldOut',
  'closed',
  'tooBusy',
  'customerRequest',
  'paymentFailed',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  soldOut: '재료 소진 (품절)',
  closed: '영업 종료',
  tooBusy: '주문 폭주로 처리 불가',
  customerRequest: '고객 요청',
  paymentFailed: '결제 실패',
  other: '기타',
};

/** Who made a transition: the customer, an administrator, the system (timers, placement) or the payment provider. */
export const ACTOR_KINDS = ['customer', 'admin', 'system', 'provider'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
