import { z } from 'zod';
import type { OrderType } from '../company/order-types';
import type { ProcessStatus } from '../orders/order-status';
import type { deliveryStartVariables } from '../waybills/waybill-send';
import {
  type CustomerNotificationEvent,
  fillTemplateVariables,
  type TemplateTexts,
  templateTextOf,
} from './notification-templates';

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
  /** Completing the order turned stamps into a coupon (the shared issuance rule, decision 008). */
  'couponEarned',
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
  couponEarned: '쿠폰 발급',
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

/**
 * The company.kakaoInfo template code each event is sent with, when the shop has one: the domain's fields (§8.1)
 * where one fits, our own where the domain has none. One code per event, because Kakao compares the sent text with
 * the one template the code names (decision 022).
 */
export const NOTIFICATION_TEMPLATE_FIELDS = {
  orderAccepted: 'noticeCodeOrderComplete',
  orderReady: 'noticeCodeOrderReady',
  orderDelivering: 'noticeCodeOrderDelivering',
  orderCancelled: 'noticeCodeOrderCancelled',
  stampEarned: 'noticeCodePurchaseStamp',
  couponEarned: 'noticeCodeCouponEarned',
  // The shop's own alert has no customer template: it goes by SMS.
  shopEscalation: null,
  shopBoardOffline: null,
  waybillShipped: 'noticeCodeDeliveryStart',
} as const satisfies Record<NotificationEvent, string | null>;

/**
 * The customer's own messages carry a login link to the shop (issue 15, domain §6.3): an Alimtalk web-link button with
 * this name (the shop registers it on the template, link `https://…/token/#{…}`), or the link's own line in an SMS.
 * Opening it signs the customer in and opens their order, or their stamps.
 */
export const NOTIFICATION_LINK_BUTTONS = {
  orderAccepted: '주문 확인',
  orderReady: '주문 확인',
  orderDelivering: '주문 확인',
  orderCancelled: '주문 확인',
  stampEarned: '스탬프 확인',
  couponEarned: '쿠폰 확인',
} as const satisfies Partial<Record<NotificationEvent, string>>;

/** Where the link opens inside the shop (the `{redirect}` of `/token/{loginToken}/{redirect}`). */
export const notificationLinkRedirect = (event: keyof typeof NOTIFICATION_LINK_BUTTONS, orderId: string) =>
  event === 'stampEarned' || event === 'couponEarned' ? 'rewards' : `orders/${orderId}`;

export type NotificationVariables = {
  shopName: string;
  orderNumber: number;
  /** 14:05, Seoul time, when accepted with a preparation time. */
  readyAt?: string;
  cancelReason?: string;
  stampCount?: number;
  /** couponEarned: the coupons this order's stamps issued, e.g. '아메리카노 1잔 무료' or '… 2장'. */
  couponNames?: string;
  /** shopEscalation: how long the order has waited. */
  waitingMinutes?: number;
  /** shopBoardOffline: how long no board was connected before the pause. */
  offlineMinutes?: number;
  /** waybillShipped: the #{…} variables of the delivery-start template (left as #{…} when absent, as in 설정). */
  delivery?: ReturnType<typeof deliveryStartVariables>;
};

/** The `#{…}` values of an event, from what the order change knows. A value we lack reads plainly, never `#{…}`. */
const valuesOf = (v: NotificationVariables): Record<string, string> => ({
  상점명: v.shopName,
  주문번호: String(v.orderNumber),
  준비시각: v.readyAt ?? '곧',
  취소사유: v.cancelReason || '가게 사정',
  적립스탬프: String(v.stampCount ?? 0),
  쿠폰명: v.couponNames ?? '쿠폰',
  ...v.delivery,
});

/**
 * The message text of an event (Korean; the customer's phone is Korean): the shop's own wording of a customer message
 * (`texts`, company.kakaoInfo.templateTexts) or ours, with the variables filled in. The same function renders the
 * preview in 설정 and the message the outbox stores and sends, so what the owner reads is what the customer gets.
 */
export const renderOrderNotification = (
  event: NotificationEvent,
  v: NotificationVariables,
  texts?: Partial<TemplateTexts>,
): string => {
  switch (event) {
    case 'shopEscalation':
      return `[Jumun] ${v.shopName} 주문번호 ${v.orderNumber}번이 ${v.waitingMinutes ?? 0}분째 접수 대기 중입니다. 주문 관리 화면을 확인해 주세요.`;
    case 'shopBoardOffline':
      return `[Jumun] ${v.shopName} 주문 접수 화면이 ${v.offlineMinutes ?? 0}분 동안 연결되지 않아 온라인 주문을 일시 중지했습니다. 접수 화면을 다시 열면 자동으로 재개됩니다.`;
    default:
      return fillTemplateVariables(
        templateTextOf(event satisfies CustomerNotificationEvent, texts),
        valuesOf(v),
      );
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
