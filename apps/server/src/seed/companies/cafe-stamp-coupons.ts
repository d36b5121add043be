import { seedId } from '../seed-ids';
import type { SeedCompany } from '../seed-types';

/**
 * The demo cafe's stamp card (domain §7.5 example): 1,000원 off at 5 stamps, a free 아메리카노 at 10, which resets
 * the card. A finished dessert event stays listed with issuing stopped (maxIssueCount 0).
 */
export const cafeStampCoupons = (companyId: string): NonNullable<SeedCompany['couponDefinitions']> => {
  const categoryId = (key: string) => seedId('ctg', companyId, key);
  return [
    {
      key: 'stamp5',
      type: 'fixedAmountDiscount',
      couponName: '음료 1,000원 할인',
      eventName: '스탬프 5개 적립 혜택',
      stampsRequired: 5,
      discountAmount: 1000,
      availableCategoryIds: ['coffee', 'latte', 'tea', 'ade'].map(categoryId),
      validForDays: 30,
      memo: '음료에만 사용할 수 있어요',
    },
    {
      key: 'stamp10',
      type: 'freeItem',
      couponName: '아메리카노 1잔 무료',
      eventName: '스탬프 10개 완성',
      stampsRequired: 10,
      freeItemProductId: seedId('p', companyId, '001'),
      validForDays: 60,
    },
    {
      key: 'dessertFair',
      type: 'percentDiscount',
      couponName: '디저트 20% 할인',
      eventName: '가을 디저트 페어',
      stampsRequired: 8,
      discountRate: 20,
      discountMaxAmount: 3000,
      maxIssueCount: 0,
      whereToUse: 'offline',
      availableCategoryIds: [categoryId('dessert')],
      dateExpiration: '2026-10-31T23:59:59+09:00',
      memo: '행사 종료로 발급 중지',
    },
  ];
};
