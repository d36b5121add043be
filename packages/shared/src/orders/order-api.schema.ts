import { z } from 'zod';
import { ORDER_TYPES } from '../company/order-types';
import { orderSchema } from './order.schema';
import { parseSearchDate } from './order-ids';
import { CANCEL_REASONS, ORDER_STATUSES, PROCESS_STATUSES } from './order-status';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from './payment-methods';
import { orderDraftSchema } from './place-order.schema';

/**
 * What the browser does after placing or when (re)starting a payment:
 * - `complete`: nothing to pay online (on-site, bank transfer, 0원) — go to the order page;
 * - `redirect`: open `url` (the built-in test provider's card page on our server), which returns to `returnUrl`;
 * - `nicepay`: load NicePay's JS SDK from `sdkUrl` and open its payment window (`AUTHNICE.requestPay`) with these
 *   parameters; NicePay posts the authentication result to `returnUrl` (our server), which approves it and sends the
 *   browser to the order page. `returnUrl` is relative when the API shares the page's origin.
 */
export const paymentNextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('complete') }),
  z.object({ type: z.literal('redirect'), provider: z.literal('test'), url: z.string() }),
  z.object({
    type: z.literal('nicepay'),
    provider: z.literal('nicepay'),
    clientId: z.string(),
    method: z.enum(ONLINE_PAYMENT_METHODS),
    orderId: z.string(),
    amount: z.number().int(),
    goodsName: z.string(),
    returnUrl: z.string(),
    sdkUrl: z.string(),
  }),
]);
export type PaymentNextAction = z.infer<typeof paymentNextActionSchema>;

export const placeOrderResultSchema = z.object({
  /** The order id (domain §5.4: `data.id`). */
  id: z.string(),
  order: orderSchema,
  nextAction: paymentNextActionSchema,
});
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

/** `POST /api/store/companies/:companyId/quote`: the server's breakdown of a cart before placing (same function). */
export const quoteRequestSchema = z.object({ order: orderDraftSchema });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const searchDateSchema = z
  .string('조회할 날짜(searchDate)가 필요합니다')
  .refine(
    (value) => parseSearchDate(value) !== null,
    '날짜(searchDate)는 yyyyMMdd 형식의 실제 날짜여야 합니다',
  );

const companyIdQuerySchema = z
  .string('회사 id(companyId)가 필요합니다')
  .trim()
  .min(1, '회사 id(companyId)가 필요합니다')
  .max(64);

/** `GET /api/orders/listByDate?companyId&searchDate` (domain §5.4): the signed-in customer's orders of one day. */
export const customerOrderListQuerySchema = z.object({
  companyId: companyIdQuerySchema,
  searchDate: searchDateSchema,
});
export type CustomerOrderListQuery = z.infer<typeof customerOrderListQuerySchema>;

/**
 * `GET /api/orders/listByDateAdmin?companyId&searchDate` plus the board's filters (issue 12 §2). `q` matches the
 * daily order number ("7" / "007"), the 17-digit order number or the phone's last four digits.
 */
export const adminOrderListQuerySchema = z.object({
  companyId: companyIdQuerySchema,
  searchDate: searchDateSchema,
  processStatus: z.enum(PROCESS_STATUSES, '처리 상태 값이 올바르지 않습니다').optional(),
  orderStatus: z.enum(ORDER_STATUSES, '결제 상태 값이 올바르지 않습니다').optional(),
  orderType: z.enum(ORDER_TYPES, '주문 방식 값이 올바르지 않습니다').optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, '결제 수단 값이 올바르지 않습니다').optional(),
  q: z.string().trim().max(30, '검색어는 30자까지 입력할 수 있습니다').optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const orderListSchema = z.array(orderSchema);

/** Preparation time steps of the accept dialog (issue 12 §4: 5-minute steps). */
export const PREP_MINUTES_MAX = 240;

/**
 * `POST /api/admin/companies/:companyId/orders/:orderId/status` (Idempotency-Key required). `from` is the status the
 * board showed: when the order has moved on meanwhile (another tablet), the answer is 409 with the current order
 * instead of a silent overwrite. Accepting (→ ordered) takes prepMinutes (default: the shop's setting); cancelling or
 * rejecting (→ cancelled) takes a reason, and `other` a text.
 */
export const orderStatusChangeSchema = z
  .object({
    from: z.enum(PROCESS_STATUSES, '현재 처리 상태(from)가 필요합니다'),
    to: z.enum(PROCESS_STATUSES, '바꿀 처리 상태(to)가 필요합니다'),
    prepMinutes: z
      .number('준비 시간은 숫자여야 합니다')
      .int('준비 시간은 분 단위 정수여야 합니다')
      .min(0, '준비 시간은 0분 이상이어야 합니다')
      .max(PREP_MINUTES_MAX, `준비 시간은 ${PREP_MINUTES_MAX}분까지 입력할 수 있습니다`)
      .optional(),
    cancelReason: z.enum(CANCEL_REASONS, '취소 사유를 선택하세요').optional(),
    cancelReasonText: z.string().trim().max(200, '취소 사유는 200자까지 입력할 수 있습니다').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.to === 'cancelled' && !body.cancelReason) {
      ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: '취소 사유를 선택하세요' });
    }
    if (body.cancelReason === 'other' && body.cancelReasonText === '') {
      ctx.addIssue({ code: 'custom', path: ['cancelReasonText'], message: '기타 사유를 입력하세요' });
    }
  });
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

/**
 * `POST /api/admin/companies/:companyId/orders/:orderId/confirm-payment`: the shop took the money at the counter or
 * saw the bank transfer arrive (orderStatus pending → completed).
 */
export const confirmPaymentSchema = z.object({
  method: z.enum(['onsite', 'bank', 'cash'], '받은 결제 수단을 선택하세요'),
});
export type ConfirmPayment = z.infer<typeof confirmPaymentSchema>;

/** `details` of a 409 TRANSITION_NOT_ALLOWED: the order as it is now, so the board can show what happened. */
export const transitionRefusedDetailsSchema = z.object({ order: orderSchema });
