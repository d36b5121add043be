import type { CouponDefinitionFields, CustomerActivity, IssuedCoupon } from '@jumun/shared';
import type { IssuedCouponRow, NewIssuedCouponRow } from './coupons.repository';
import type { ActivityRow } from './customer.repository';

/** Row → the shared IssuedCoupon; an active coupon past its expiry reads as expired. */
export const toIssuedCouponDto = (row: IssuedCouponRow, now: Date): IssuedCoupon => {
  const isExpired = row.dateExpiration !== null && row.dateExpiration.getTime() <= now.getTime();
  return {
    id: row.id,
    uid: row.uid,
    companyId: row.companyId,
    couponDefinitionId: row.couponDefinitionId,
    couponName: row.couponName,
    eventName: row.eventName,
    type: row.type as IssuedCoupon['type'],
    discountRate: row.discountRate,
    discountMaxAmount: row.discountMaxAmount,
    discountAmount: row.discountAmount,
    isPossibleSave: row.isPossibleSave,
    usedAmount: row.usedAmount,
    freeItemProductId: row.freeItemProductId,
    status: row.status === 'active' && isExpired ? 'expired' : (row.status as IssuedCoupon['status']),
    whereToUse: row.whereToUse as IssuedCoupon['whereToUse'],
    availableCompanyIds: row.availableCompanyIds,
    availableProductIds: row.availableProductIds,
    availableCategoryIds: row.availableCategoryIds,
    couponUsage: row.couponUsage,
    memo: row.memo,
    dateIssued: row.dateIssued.toISOString(),
    dateExpiration: row.dateExpiration?.toISOString() ?? null,
  };
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A coupon copied from its definition at issue time (domain §7.6). It expires at the definition's fixed end or
 * validForDays after issue, whichever comes first.
 */
export const issuedCouponFromDefinition = (input: {
  id: string;
  companyId: string;
  uid: string;
  orderId: string;
  definitionId: string;
  definition: CouponDefinitionFields;
  at: Date;
  dateKey: number;
}): NewIssuedCouponRow => {
  const { definition, at } = input;
  const ends = [
    definition.dateExpiration ? Date.parse(definition.dateExpiration) : Number.POSITIVE_INFINITY,
    definition.validForDays > 0 ? at.getTime() + definition.validForDays * DAY_MS : Number.POSITIVE_INFINITY,
  ];
  const end = Math.min(...ends);
  return {
    id: input.id,
    companyId: input.companyId,
    uid: input.uid,
    couponDefinitionId: input.definitionId,
    orderId: input.orderId,
    couponName: definition.couponName,
    eventName: definition.eventName,
    type: definition.type,
    discountRate: definition.type === 'percentDiscount' ? definition.discountRate : 0,
    discountMaxAmount: definition.type === 'percentDiscount' ? definition.discountMaxAmount : 0,
    discountAmount: definition.type === 'fixedAmountDiscount' ? definition.discountAmount : 0,
    isPossibleSave: definition.type === 'fixedAmountDiscount' ? definition.isPossibleSave : false,
    freeItemProductId: definition.type === 'freeItem' ? definition.freeItemProductId : '',
    whereToUse: definition.whereToUse,
    availableProductIds: definition.availableProductIds,
    availableCategoryIds: definition.availableCategoryIds,
    memo: definition.memo,
    dateIssued: at,
    dateIssuedKey: input.dateKey,
    dateExpiration: Number.isFinite(end) ? new Date(end) : null,
    dateModified: at,
  };
};

export const toActivityDto = (row: ActivityRow): CustomerActivity => ({
  companyId: row.companyId,
  uid: row.uid,
  stampCount: row.stampCount,
  stampLast: row.stampLast,
  stampRemaining: row.stampRemaining,
  stampTotal: row.stampTotal,
  pointCount: row.pointCount,
  pointLast: row.pointLast,
  pointRemaining: row.pointRemaining,
  pointTotal: row.pointTotal,
  orderTotalCount: row.orderTotalCount,
  orderTotalPrice: row.orderTotalPrice,
  dateRecentOrder: row.dateRecentOrder?.toISOString() ?? null,
  friendtalkReceiver: row.friendtalkReceiver,
});
