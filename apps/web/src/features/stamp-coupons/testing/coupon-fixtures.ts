import {
  type Category,
  type CouponDefinition,
  type CouponDefinitionInput,
  couponDefinitionSchema,
  type Product,
} from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';

const meta = (id: string, companyId = 'coA') => ({
  id,
  companyId,
  revision: 1,
  dateCreated: '2026-11-01T00:00:00.000Z',
  dateModified: '2026-11-01T00:00:00.000Z',
});

export const COFFEE: Category = makeCategory('ctg_coffee', { displayLevel: 10, companyId: 'coA' });
export const DESSERT: Category = makeCategory('ctg_dessert', {
  categoryName: '디저트',
  displayLevel: 20,
  companyId: 'coA',
});
export const AMERICANO: Product = makeProduct('p_americano', {
  priceDiscounted: 4500,
  categories: ['ctg_coffee'],
  companyId: 'coA',
});
export const CHEESECAKE: Product = makeProduct('p_cheesecake', {
  productName: '바스크 치즈케이크',
  priceOriginal: 6500,
  priceDiscounted: 6500,
  categories: ['ctg_dessert'],
  companyId: 'coA',
});

/** A stored definition as the API returns it. */
export const makeDefinition = (id: string, input: CouponDefinitionInput, revision = 1): CouponDefinition =>
  couponDefinitionSchema.parse({ ...input, ...meta(id), revision });

export const FREE_AMERICANO = makeDefinition('def_1735657200000_0001', {
  type: 'freeItem',
  couponName: '아메리카노 1잔 무료',
  eventName: '스탬프 10개 적립 혜택',
  stampsRequired: 10,
  freeItemProductId: 'p_americano',
  validForDays: 90,
});
export const TEN_PERCENT = makeDefinition('def_1735657200000_0002', {
  type: 'percentDiscount',
  couponName: '10% 할인 (최대 3,000원)',
  stampsRequired: 5,
  discountRate: 10,
  discountMaxAmount: 3000,
  maxIssueCount: 100,
  whereToUse: 'web',
  dateExpiration: '2026-12-31T23:59:59+09:00',
});
