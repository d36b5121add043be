import { z } from 'zod';
import type { OrderType } from '../company/order-types';
import type { ProcessStatus } from '../orders/order-status';
import type { deliveryStartVariables } from '../waybills/waybill-send';

/**
 * What a customer is told about their order (issue 12 "Notifications to customers"). One event per kind per order:
 * the outbox's dedupe key is `{orderId}:{event}`, so a retried status change never sends twice.
 */
export const NOTIFICATION_EVENTS = [
  'orderAccepted',
  'orderReady',
  'orderDelivering',
  'orderCancelled',
  'stampEarned',
  /** To the shop's own phone: an order has waited for a decision too long (issue 12 "never miss an order"). */
  'shopEscalation',
  /** To the shop's own phone: no order board was connected, so online ordering was paused (issue 12). */
  'shopBoardOffline',
  /** A parcel's courier and tracking number (송장 발송, issue 13); one message per phone, whatever its parcels. */
  'waybillShipped',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** What the shop calls each message (the order's detail, the notifications list, 설정). */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  orderAccepted: '주문 접수',
  orderReady: '픽업 안내',
  orderDelivering: '출발 안내',
  orderCancelled: '주문 취소',
  stampEarned: '스탬프 적립',
  shopEscalation: '가게 알림 (접수 지연)',
  shopBoardOffline: '가게 알림 (접수 화면 꺼짐)',
  waybillShipped: '송장 발송',
};

export const NOTIFICATION_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The customer hears about these steps; the others (조리 중, 배달 완료, 완료됨) are quiet. */
export const notificationEventFor = (to: ProcessStatus, orderType: OrderType): NotificationEvent | null => {
  if (to === 'ordered') return 'orderAccepted';
  if (to === 'ready' && (orderType === 'takeout' || orderType === 'dineIn')) return 'orderReady';
  if (to === 'delivering') return 'orderDelivering';
  if (to === 'cancelled') return 'orderCancelled';
  return null;
};

/** The company.kakaoInfo template code (domain §8.1) each event is sent with, when the shop has one. */
export const NOTIFICATION_TEMPLATE_FIELDS = {
  orderAccepted: 'noticeCodeOrderComplete',
  orderReady: 'noticeCodeOrderReady',
  orderDelivering: 'noticeCodeDeliveryStart',
  orderCancelled: 'noticeCodeOrderComplete',
  stampEarned: 'noticeCodePurchaseStamp',
  // The shop's own alert has no customer template: it goes by SMS.
  shopEscalation: null,
  shopBoardOffline: null,
  waybillShipped: 'noticeCodeDeliveryStart',
} as const satisfies Record<NotificationEvent, string | null>;

export type NotificationVariables = {
  shopName: string;
  orderNumber: number;
  /** 14:05, Seoul time, when accepted with a preparation time. */
  readyAt?: string;
  cancelReason?: string;
  stampCount?: number;
  /** shopEscalation: how long the order has waited. */
  waitingMinutes?: number;
  /** shopBoardOffline: how long no board was connected before the pause. */
  offlineMinutes?: number;
  /** waybillShipped: the #{…} variables of the delivery-start template (left as #{…} when absent, as in 설정). */
  delivery?: ReturnType<typeof deliveryStartVariables>;
};

/**
 * The delivery-start message in Kakao's template form: the shop registers this text for noticeCodeDeliveryStart,
 * and Alimtalk accepts only a message that is the template with its #{…} variables filled in.
 */
export const DELIVERY_START_TEMPLATE =
  '[#{상점명}] #{고객명}님, 주문하신 상품이 발송되었습니다.\n택배회사: #{택배회사명}\n송장번호: #{송장번호}\n배송 조회: #{배송조회}';

/** Fills `#{name}` variables; an unknown one stays as written. */
export const fillTemplateVariables = (template: string, values: Record<string, string | undefined>) =>
  template.replace(/#\{([^}]+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The message text of an event (Korean; the customer's phone is Korean). The same function renders the preview in
 * settings and the message the outbox sends, so what the owner reads is what the customer gets.
 */
export const renderOrderNotification = (event: NotificationEvent, v: NotificationVariables): string => {
  const head = `[${v.shopName}] 주문번호 ${v.orderNumber}번`;
  switch (event) {
    case 'orderAccepted':
      return v.readyAt
        ? `${head} 주문이 접수되었습니다. ${v.readyAt}쯤 준비됩니다.`
        : `${head} 주문이 접수되었습니다.`;
    case 'orderReady':
      return `${head} 메뉴가 준비되었습니다. 매장에서 받아 가세요.`;
    case 'orderDelivering':
      return `${head} 주문이 출발했습니다.`;
    case 'orderCancelled':
      return v.cancelReason
        ? `${head} 주문이 취소되었습니다. (사유: ${v.cancelReason})`
        : `${head} 주문이 취소되었습니다.`;
    case 'stampEarned':
      return `[${v.shopName}] 스탬프 ${v.stampCount ?? 0}개가 적립되었습니다. 주문번호 ${v.orderNumber}번`;
    case 'waybillShipped':
      return fillTemplateVariables(DELIVERY_START_TEMPLATE, { 상점명: v.shopName, ...v.delivery });
    case 'shopEscalation':
      return `[Jumun] ${v.shopName} 주문번호 ${v.orderNumber}번이 ${v.waitingMinutes ?? 0}분째 접수 대기 중입니다. 주문 관리 화면을 확인해 주세요.`;
    case 'shopBoardOffline':
      return `[Jumun] ${v.shopName} 주문 접수 화면이 ${v.offlineMinutes ?? 0}분 동안 연결되지 않아 온라인 주문을 일시 중지했습니다. 접수 화면을 다시 열면 자동으로 재개됩니다.`;
  }
};

/** One notification as the order's detail shows it (issue 12: state and provider answer visible). */
export const orderNotificationSchema = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  state: z.enum(NOTIFICATION_STATES),
  message: z.string(),
  /** How it went out: alimtalk, sms or console ('' until sent). */
  channel: z.string(),
  attempts: z.number().int(),
  providerAnswer: z.string(),
  dateCreated: z.string(),
  dateSent: z.string().nullable(),
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;
