import { z } from 'zod';
import { COUPON_TYPES, WHERE_TO_USE } from '../stamp-coupons/coupon-definition.schema';

/** active 사용 가능, used 사용 완료, expired 기간 만료; requested/cancelled for the in-store use flow (domain §7.6). */
export const ISSUED_COUPON_STATUSES = ['active', 'used', 'expired', 'requested', 'cancelled'] as const;
export type IssuedCouponStatus = (typeof ISSUED_COUPON_STATUSES)[number];

export const ISSUED_COUPON_STATUS_LABELS: Record<IssuedCouponStatus, string> = {
  active: '사용 가능',
  used: '사용 완료',
  expired: '기간 만료',
  requested: '사용 요청됨',
  cancelled: '취소됨',
};

export const couponUsageSchema = z.object({
  companyId: z.string(),
  orderId: z.string(),
  usedAmount: z.number().int(),
  dateUsed: z.string(),
});

/**
 * A coupon a customer holds (v2_couponIssued, domain §7.6), copied from its definition when issued so that later
 * edits of the definition do not change coupons already in customers' hands. The type-specific numbers are flat:
 * 0 where the type does not use them.
 */
export const issuedCouponSchema = z.object({
  id: z.string(),
  uid: z.string(),
  /** The company that issued it (issuingCompanyId). */
  companyId: z.string(),
  couponDefinitionId: z.string(),
  couponName: z.string(),
  eventName: z.string(),
  type: z.enum(COUPON_TYPES),
  /** percentDiscount: 10 means 10 %; discountMaxAmount caps the discount in 원 (0 = no cap). */
  discountRate: z.number().int(),
  discountMaxAmount: z.number().int(),
  /** fixedAmountDiscount: the face value; with isPossibleSave the unused part stays for later (usedAmount). */
  discountAmount: z.number().int(),
  isPossibleSave: z.boolean(),
  usedAmount: z.number().int(),
  /** freeItem: the product given for free. */
  freeItemProductId: z.string(),
  status: z.enum(ISSUED_COUPON_STATUSES),
  whereToUse: z.enum(WHERE_TO_USE),
  /** Other companies where it is accepted besides the issuer (HQ coupons for branches); empty = the issuer only. */
  availableCompanyIds: z.array(z.string()),
  /** Empty = every product / category. */
  availableProductIds: z.array(z.string()),
  availableCategoryIds: z.array(z.string()),
  couponUsage: z.array(couponUsageSchema),
  memo: z.string(),
  dateIssued: z.string(),
  /** Last moment it can be used; null = no end. */
  dateExpiration: z.string().nullable(),
});
export type IssuedCoupon = z.infer<typeof issuedCouponSchema>;

/** What is left to spend on a fixed-amount coupon (all of it unless it is a 분할 사용 coupon used before). */
export const remainingCouponAmount = (coupon: Pick<IssuedCoupon, 'discountAmount' | 'usedAmount'>): number =>
  Math.max(0, coupon.discountAmount - coupon.usedAmount);
