import { makeCategory, makeOption, makeProduct } from '../catalogue/catalogue-test-factory';
import { companyFieldsSchema } from '../company/company.schema';
import type { IssuedCoupon } from '../customers/issued-coupon.schema';
import { type OrderDraft, type OrderDraftInput, orderDraftSchema } from './place-order.schema';
import type { QuoteCatalogue, QuoteCompany, QuoteCustomer } from './quote-types';

/** Test data for the quote tests: a cafe open around the clock that takes every order type and payment method. */
export const QUOTE_NOW = new Date('2026-03-04T12:00:00+09:00');
export const SHOP_LOCATION = { latitude: 37.5495, longitude: 126.9137 };

export const makeQuoteCompany = (overrides: Partial<QuoteCompany> = {}): QuoteCompany => {
  const fields = companyFieldsSchema.parse({
    businessHours: { isOpen24Hours: true, isOpenYearRound: true },
    orderSupport: { supportTakeout: true, supportDineIn: true, supportDelivery: true, supportParcel: true },
    deliveryConfig: {
      type: 'quick',
      baseDistance: 1000,
      baseFee: 3000,
      additionalDistance: 500,
      additionalFee: 500,
    },
    paymentSettings: { onsite: true, bank: true, card: true, kakaopay: true, naverpayCard: true },
    bankAccount: { bankName: '국민은행', accountNumber: '123-45-6789', accountHolder: '샘플카페' },
    businessInfo: { geoPoint: SHOP_LOCATION },
    rewardPolicy: { saveType: 'stamp' },
  });
  return { id: 'coTest', ...fields, ...overrides };
};

const coffee = makeCategory('ctg_coffee', { categoryName: '커피', displayLevel: 1 });
const dessert = makeCategory('ctg_dessert', { categoryName: '디저트', displayLevel: 2 });

export const SIZE = makeOption('opt_size', {
  optionName: '사이즈',
  optionItems: ['Regular', 'Large'],
  optionItemsPrice: [0, 500],
});
export const SHOT = makeOption('opt_shot', {
  optionName: '샷 추가',
  type: 'quantity',
  optionItems: ['샷'],
  optionItemsPrice: [500],
});

export const AMERICANO = makeProduct('p_americano', {
  productName: '아메리카노',
  priceOriginal: 4500,
  priceDiscounted: 4000,
  categories: ['ctg_coffee'],
  optionIds: ['opt_size', 'opt_shot'],
  rewardStamp: 1,
  rewardPoint: 40,
});
export const LATTE = makeProduct('p_latte', {
  productName: '카페라떼',
  priceOriginal: 5000,
  priceDiscounted: 5000,
  categories: ['ctg_coffee'],
  optionIds: ['opt_size'],
  rewardStamp: 1,
  rewardPoint: 50,
});
export const CAKE = makeProduct('p_cake', {
  productName: '치즈케이크',
  priceOriginal: 6500,
  priceDiscounted: 6500,
  categories: ['ctg_dessert'],
  rewardStamp: 0,
  rewardPoint: 65,
  stockQuantity: 3,
});

export const makeQuoteCatalogue = (overrides: Partial<QuoteCatalogue> = {}): QuoteCatalogue => ({
  products: [AMERICANO, LATTE, CAKE],
  categories: [coffee, dessert],
  options: [SIZE, SHOT],
  optionGroups: [],
  ...overrides,
});

export const makeDraft = (fields: Partial<OrderDraftInput> = {}): OrderDraft =>
  orderDraftSchema.parse({
    orderType: 'takeout',
    paymentMethod: 'onsite',
    items: [{ productId: 'p_americano', quantity: 1, selection: {} }],
    ...fields,
  });

export const makeIssuedCoupon = (id: string, fields: Partial<IssuedCoupon> = {}): IssuedCoupon => ({
  id,
  uid: 'uid_customer',
  companyId: 'coTest',
  couponDefinitionId: 'def_test',
  couponName: '아메리카노 1,000원 할인',
  eventName: '',
  type: 'fixedAmountDiscount',
  discountRate: 0,
  discountMaxAmount: 0,
  discountAmount: 1000,
  isPossibleSave: false,
  usedAmount: 0,
  freeItemProductId: '',
  status: 'active',
  whereToUse: 'all',
  availableCompanyIds: [],
  availableProductIds: [],
  availableCategoryIds: [],
  couponUsage: [],
  memo: '',
  dateIssued: '2026-03-01T00:00:00.000Z',
  dateExpiration: null,
  ...fields,
});

export const makeCustomer = (fields: Partial<QuoteCustomer> = {}): QuoteCustomer => ({
  pointRemaining: 0,
  stampRemaining: 0,
  coupons: [],
  ...fields,
});
