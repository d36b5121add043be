import { z } from 'zod';
import { ORDER_REFUSAL_CODES } from '../errors/order-refusals';
import { COUPON_TYPES } from '../stamp-coupons/coupon-definition.schema';
import { PAYMENT_METHODS } from './payment-methods';
import { optionSelectionInputSchema } from './place-order.schema';

export const selectedOptionLineSchema = z.object({
  optionId: z.string(),
  optionName: z.string(),
  selectedValue: z.string(),
  price: z.number().int(),
});

/**
 * One priced line: the quote's view of a cart line and, once placed, the order's snapshot of it (domain §4.5) — the
 * product as it was at order time, so later catalogue edits never change a past order.
 */
export const orderLineSchema = z.object({
  /** Position in the request's items (refusals point at it). */
  lineIndex: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  productNameShort: z.string(),
  imageThumbnailFileName: z.string(),
  unit: z.string(),
  categories: z.array(z.string()),
  /** 정가, shown struck through when higher than basePrice. */
  priceOriginal: z.number().int(),
  /** The effective product price (priceDiscounted, or priceFriendtalk) without options. */
  basePrice: z.number().int(),
  optionsPrice: z.number().int(),
  /** basePrice + optionsPrice: one unit with its options. */
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** basePrice × quantity. */
  lineTotalBase: z.number().int(),
  /** unitPrice × quantity. */
  lineTotal: z.number().int(),
  options: z.array(selectedOptionLineSchema),
  selection: optionSelectionInputSchema,
  rewardStamp: z.number().int(),
  rewardPoint: z.number().int(),
  /** Units that earn no reward because a coupon paid for them (domain §7.3). */
  rewardExcludedQuantity: z.number().int(),
  parcelBundleValue: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const appliedCouponSchema = z.object({
  issuedCouponId: z.string(),
  couponName: z.string(),
  type: z.enum(COUPON_TYPES),
  /** The discount this coupon gives on this order, in 원. */
  discount: z.number().int(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** The amounts of domain §5.3, all whole 원 ≥ 0: payableAmount = finalAmount − discountTotal. */
export const orderAmountsSchema = z.object({
  /** Σ basePrice × quantity: before options and coupons. */
  cartTotalBase: z.number().int(),
  /** Σ unitPrice × quantity: with options, before coupons. */
  cartTotalWithOptions: z.number().int(),
  deliveryFee: z.number().int(),
  couponDiscountTotal: z.number().int(),
  /** Points spent, 1 point = 1원. */
  pointDiscountTotal: z.number().int(),
  /** couponDiscountTotal + pointDiscountTotal. */
  discountTotal: z.number().int(),
  /** cartTotalWithOptions + deliveryFee. */
  finalAmount: z.number().int(),
  /** What the customer pays: finalAmount − discountTotal. */
  payableAmount: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const deliveryQuoteSchema = z.object({
  fee: z.number().int(),
  /** Straight-line metres from the shop (quick delivery), null otherwise. */
  distanceMeters: z.number().int().nullable(),
  minimumOrderAmount: z.number().int(),
  /** 0 = never free. */
  freeDeliveryThreshold: z.number().int(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const plannedRewardsSchema = z.object({
  stamp: z.number().int(),
  point: z.number().int(),
  /** Some units earn nothing because of a coupon: the customer sees "일부 상품은 할인 적용으로 리워드가 제외됩니다". */
  isPartlyExcluded: z.boolean(),
});
export type PlannedRewards = z.infer<typeof plannedRewardsSchema>;

export const orderRefusalSchema = z.object({
  code: z.enum(ORDER_REFUSAL_CODES),
  /** Korean, for the customer. */
  message: z.string(),
  lineIndex: z.number().int().optional(),
  productId: z.string().optional(),
  optionId: z.string().optional(),
  couponId: z.string().optional(),
});
export type OrderRefusal = z.infer<typeof orderRefusalSchema>;

/** The breakdown of a cart at checkout: what the web shows and what the server charges (one function computes it). */
export const orderQuoteSchema = z.object({
  lines: z.array(orderLineSchema),
  coupons: z.array(appliedCouponSchema),
  amounts: orderAmountsSchema,
  delivery: deliveryQuoteSchema,
  /** The method that will be used: the customer's choice, or zeropay when nothing is left to pay. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  rewards: plannedRewardsSchema,
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const quoteResultSchema = z.object({
  quote: orderQuoteSchema,
  /** Empty when the order can be placed. */
  refusals: z.array(orderRefusalSchema),
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;

/** `details` of a 409 PRICE_CHANGED: the web shows "가격이 바뀌었습니다" and the new total. Nothing was placed. */
export const priceChangedDetailsSchema = z.object({
  expectedPayableAmount: z.number().int(),
  quote: orderQuoteSchema,
});
export type PriceChangedDetails = z.infer<typeof priceChangedDetailsSchema>;

/** `details` of a 400 ORDER_INVALID / 409 ORDER_REFUSED: every reason, each with its line. */
export const orderRefusedDetailsSchema = z.object({
  refusals: z.array(orderRefusalSchema),
  quote: orderQuoteSchema,
});
export type OrderRefusedDetails = z.infer<typeof orderRefusedDetailsSchema>;
