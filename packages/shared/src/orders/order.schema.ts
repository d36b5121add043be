import { z } from 'zod';
import { ORDER_TYPES } from '../company/order-types';
import { COURIERS } from '../waybills/couriers';
import {
  appliedCouponSchema,
  deliveryQuoteSchema,
  orderAmountsSchema,
  orderLineSchema,
  plannedRewardsSchema,
} from './order-quote.schema';
import {
  ACTOR_KINDS,
  CANCEL_REASONS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PROCESS_STATUSES,
} from './order-status';
import { PAY_SUMMARY_METHODS, PAYMENT_METHODS } from './payment-methods';
import { deliveryAddressInputSchema } from './place-order.schema';

/** Who made a change: `uid` of the customer or administrator, `name` as shown on the timeline. */
export const orderActorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  uid: z.string().nullable(),
  name: z.string(),
});
export type OrderActor = z.infer<typeof orderActorSchema>;

/** One step of the order's timeline (issue 12 §5: every transition with who did it). */
export const orderTransitionSchema = z.object({
  axis: z.enum(['process', 'payment']),
  /** null for the first entry (placement). */
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  actor: orderActorSchema,
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelReasonText: z.string(),
  /** Set on acceptance: minutes until ready. */
  prepMinutes: z.number().int().nullable(),
});
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

/** One payment of an order (domain §5.3 PaymentSummary); an order may be paid in parts (points + card). */
export const paySummarySchema = z.object({
  method: z.enum(PAY_SUMMARY_METHODS),
  amount: z.number().int(),
  confirmed: z.boolean(),
  dateProcessed: z.string().nullable(),
  /** `test`, `nicepay`, `shop` (confirmed at the counter) or '' for points and coupons. */
  provider: z.string(),
  /** The provider's transaction id. */
  tid: z.string(),
  cardName: z.string(),
  /** Why it failed or was cancelled. */
  reason: z.string(),
});
export type PaySummary = z.infer<typeof paySummarySchema>;

/** The bank account shown to a customer who pays by transfer, as it was when the order was placed. */
export const bankTransferSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});

const statusTimesSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.partialRecord(z.enum(values), z.string());

/** The parcel's waybill (송장), set when the shop sent its tracking number (issue 13): what the customer tracks. */
export const orderWaybillSchema = z.object({
  courier: z.enum(COURIERS),
  courierName: z.string(),
  trackingNumber: z.string(),
  /** The courier's own tracking page for this parcel. */
  trackingUrl: z.string(),
  shippedAt: z.string(),
});
export type OrderWaybill = z.infer<typeof orderWaybillSchema>;

/**
 * An order as the customer who placed it and the shop's administrators see it (v2_orders, domain §5.3). Amounts are
 * whole 원; each status axis keeps the time it first reached every value; `transitions` is the full timeline.
 */
export const orderSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  /** 당일 주문 번호: 1, 2, 3 … per company and Asia/Seoul day, consecutive. */
  orderNumber: z.number().int(),
  orderChannel: z.enum(ORDER_CHANNELS),
  orderType: z.enum(ORDER_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  uid: z.string(),
  customer: z.object({
    /** Last 4 digits, for the board's search and the pickup call. */
    phoneSuffix: z.string(),
    /** 010-1234-5678 for the shop to call; the customer sees their own. */
    phone: z.string(),
  }),
  lines: z.array(orderLineSchema),
  coupons: z.array(appliedCouponSchema),
  amounts: orderAmountsSchema,
  delivery: deliveryQuoteSchema.extend({ address: deliveryAddressInputSchema.nullable() }),
  customerMemo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  processStatus: z.enum(PROCESS_STATUSES),
  orderStatusAt: statusTimesSchema(ORDER_STATUSES),
  processStatusAt: statusTimesSchema(PROCESS_STATUSES),
  transitions: z.array(orderTransitionSchema),
  paySummaries: z.array(paySummarySchema),
  payLastConfirmedAt: z.string().nullable(),
  isPaymentConfirmed: z.boolean(),
  confirmedPayAmount: z.number().int(),
  bankTransfer: bankTransferSchema.nullable(),
  prepMinutes: z.number().int().nullable(),
  /** acceptedAt + prepMinutes. */
  estimatedReadyAt: z.string().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelReasonText: z.string(),
  waybill: orderWaybillSchema.nullable(),
  rewards: plannedRewardsSchema.extend({
    /** What was actually granted when processStatus reached 완료됨 (and taken back on a later cancel). */
    stampGranted: z.number().int(),
    pointGranted: z.number().int(),
  }),
  revision: z.number().int(),
  dateCreated: z.string(),
  dateModified: z.string(),
  /** Asia/Seoul date keys for statistics (domain §1.1): 202501 and 20250131. */
  dateCreatedYYYYmm: z.number().int(),
  dateCreatedYYYYmmdd: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;
