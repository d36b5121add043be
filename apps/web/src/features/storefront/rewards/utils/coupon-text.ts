import { type IssuedCoupon, remainingCouponAmount } from '@jumun/shared';
import type { OrderT } from '../../order-i18n';

/** What a coupon gives, in the customer's words: "10% 할인 (최대 3,000원)", "2,000원 할인", "무료 메뉴 1개". */
export const couponBenefit = (
  t: OrderT,
  won: (amount: number) => string,
  coupon: Pick<IssuedCoupon, 'type' | 'discountRate' | 'discountMaxAmount' | 'discountAmount' | 'usedAmount'>,
): string => {
  switch (coupon.type) {
    case 'percentDiscount':
      return coupon.discountMaxAmount > 0
        ? t('rewards.benefit.percentCapped', {
            rate: coupon.discountRate,
            max: won(coupon.discountMaxAmount),
          })
        : t('rewards.benefit.percent', { rate: coupon.discountRate });
    case 'fixedAmountDiscount':
      return t('rewards.benefit.fixed', { amount: won(remainingCouponAmount(coupon)) });
    case 'freeItem':
      return t('rewards.benefit.freeItem');
  }
};
