import type { CouponDefinitionInput, CouponType } from '@jumun/shared';

const COMMON = { couponName: '테스트 쿠폰', stampsRequired: 8, eventName: '', memo: '' };

/** A valid coupon definition body of each type, as an admin form would send it; override what a test needs. */
export const buildCouponDefinitionInput = (
  type: CouponType,
  overrides: Record<string, unknown> = {},
  freeItemProductId = 'p_coJumunSample_001',
): CouponDefinitionInput => {
  const byType: Record<CouponType, CouponDefinitionInput> = {
    percentDiscount: { ...COMMON, type: 'percentDiscount', discountRate: 15, discountMaxAmount: 5000 },
    fixedAmountDiscount: {
      ...COMMON,
      type: 'fixedAmountDiscount',
      discountAmount: 3000,
      isPossibleSave: false,
    },
    freeItem: { ...COMMON, type: 'freeItem', freeItemProductId },
  };
  return { ...byType[type], ...overrides } as CouponDefinitionInput;
};
