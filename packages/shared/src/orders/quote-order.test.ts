import { describe, expect, it } from 'vitest';
import { menuSettingsSchema } from '../menu-settings/menu-settings.schema';
import type { QuoteOrderInput } from './quote-order';
import { quoteOrder } from './quote-order';
import {
  CAKE,
  LATTE,
  makeCustomer,
  makeDraft,
  makeIssuedCoupon,
  makeQuoteCatalogue,
  makeQuoteCompany,
  QUOTE_NOW,
  SHOP_LOCATION,
} from './quote-test-factory';

const quote = (overrides: Partial<QuoteOrderInput> = {}) =>
  quoteOrder({
    company: makeQuoteCompany(),
    catalogue: makeQuoteCatalogue(),
    order: makeDraft(),
    customer: makeCustomer(),
    now: QUOTE_NOW,
    ...overrides,
  });

const codesOf = (result: ReturnType<typeof quoteOrder>) => result.refusals.map((refusal) => refusal.code);

/** About 1.2 km east of the shop. */
const NEAR = { ...SHOP_LOCATION, longitude: SHOP_LOCATION.longitude + 0.0136 };
const address = (geoPoint: { latitude: number; longitude: number } | null) => ({
  address_name: '서울 마포구 합정동 123',
  detailAddress: '301호',
  geoPoint,
});

describe('quoteOrder lines', () => {
  it('prices lines with their options from the live catalogue and sums them', () => {
    const result = quote({
      order: makeDraft({
        items: [
          { productId: 'p_americano', quantity: 2, selection: { opt_size: ['Large'], opt_shot: 1 } },
          { productId: 'p_latte', quantity: 1, selection: {} },
        ],
      }),
    });
    expect(result.refusals).toEqual([]);
    const [americano, latte] = result.quote.lines;
    expect(americano).toMatchObject({
      basePrice: 4000,
      optionsPrice: 1000,
      unitPrice: 5000,
      lineTotal: 10_000,
    });
    expect(americano?.options.map((option) => option.selectedValue)).toEqual(['Large', '샷 x 1']);
    expect(latte).toMatchObject({ unitPrice: 5000, lineTotal: 5000, lineIndex: 1 });
    expect(result.quote.amounts).toEqual({
      cartTotalBase: 13_000,
      cartTotalWithOptions: 15_000,
      deliveryFee: 0,
      couponDiscountTotal: 0,
      pointDiscountTotal: 0,
      discountTotal: 0,
      finalAmount: 15_000,
      payableAmount: 15_000,
    });
    expect(result.quote.paymentMethod).toBe('onsite');
    expect(result.quote.rewards).toEqual({ stamp: 3, point: 0, isPartlyExcluded: false });
  });

  it('refuses unknown, hidden, sold-out, out-of-daypart and out-of-stock lines and leaves them out of the totals', () => {
    const catalogue = makeQuoteCatalogue({
      products: [
        ...makeQuoteCatalogue().products.filter((product) => product.id !== 'p_latte'),
        { ...LATTE, isSoldOut: true },
        { ...CAKE, id: 'p_hidden', isVisible: false },
        { ...CAKE, id: 'p_brunch', stockQuantity: 100 },
      ],
    });
    const menuSettings = menuSettingsSchema.parse({
      dayparts: [{ id: 'dp_morning', name: '모닝', days: ['wednesday'], start: '07:00', end: '10:00' }],
      productDayparts: { p_brunch: ['dp_morning'] },
    });
    const result = quote({
      company: makeQuoteCompany({ menuSettings }),
      catalogue,
      order: makeDraft({
        items: [
          { productId: 'p_americano', quantity: 1, selection: {} },
          { productId: 'p_unknown', quantity: 1, selection: {} },
          { productId: 'p_hidden', quantity: 1, selection: {} },
          { productId: 'p_latte', quantity: 1, selection: {} },
          { productId: 'p_brunch', quantity: 1, selection: {} },
          { productId: 'p_cake', quantity: 2, selection: {} },
          { productId: 'p_cake', quantity: 2, selection: {} },
        ],
      }),
    });
    expect(result.refusals.map(({ code, lineIndex }) => [code, lineIndex])).toEqual([
      ['productNotFound', 1],
      ['productHidden', 2],
      ['productSoldOut', 3],
      ['productUnavailableNow', 4],
      ['outOfStock', 5],
    ]);
    expect(result.refusals.at(-1)?.message).toContain('남은 수량 3개');
    expect(result.quote.lines.map((line) => line.productId)).toEqual(['p_americano']);
    expect(result.quote.amounts.payableAmount).toBe(4000);
  });

  it('refuses a choice that breaks the option rules, naming the product and the option', () => {
    const result = quote({
      order: makeDraft({
        items: [{ productId: 'p_americano', quantity: 1, selection: { opt_size: ['XL'] } }],
      }),
    });
    expect(result.refusals).toEqual([
      expect.objectContaining({ code: 'optionInvalid', lineIndex: 0, optionId: 'opt_size' }),
    ]);
    expect(result.refusals[0]?.message).toContain('아메리카노');
    const unknownOption = quote({
      order: makeDraft({
        items: [{ productId: 'p_americano', quantity: 1, selection: { opt_nope: ['a'] } }],
      }),
    });
    expect(codesOf(unknownOption)).toEqual(['optionInvalid']);
  });
});

describe('quoteOrder shop state', () => {
  it('refuses when the switch is off, when paused and for an order type the shop does not take', () => {
    expect(codesOf(quote({ company: makeQuoteCompany({ isOpen: false }) }))).toEqual(['shopClosed']);
    const paused = makeQuoteCompany();
    paused.businessHours = { ...paused.businessHours, pauseOrdersUntil: '2026-03-04T13:00:00+09:00' };
    const pausedResult = quote({ company: paused });
    expect(codesOf(pausedResult)).toEqual(['shopPaused']);
    expect(pausedResult.refusals[0]?.message).toContain('13:00');
    const noDineIn = makeQuoteCompany();
    noDineIn.orderSupport = { ...noDineIn.orderSupport, supportDineIn: false };
    expect(codesOf(quote({ company: noDineIn, order: makeDraft({ orderType: 'dineIn' }) }))).toEqual([
      'orderTypeNotAccepted',
    ]);
  });
});

describe('quoteOrder delivery', () => {
  it('charges by distance and refuses a missing address, a far address and a small order', () => {
    const order = (fields = {}) =>
      makeDraft({ orderType: 'delivery', deliveryAddress: address(NEAR), ...fields });
    const near = quote({ order: order() });
    expect(near.refusals).toEqual([]);
    expect(near.quote.delivery.distanceMeters).toBeGreaterThan(1000);
    expect(near.quote.amounts.deliveryFee).toBe(3500);
    expect(near.quote.amounts.finalAmount).toBe(7500);

    expect(codesOf(quote({ order: makeDraft({ orderType: 'delivery' }) }))).toEqual([
      'deliveryAddressRequired',
    ]);
    expect(codesOf(quote({ order: order({ deliveryAddress: address(null) }) }))).toEqual([
      'deliveryAddressRequired',
    ]);

    const strict = makeQuoteCompany();
    strict.deliveryConfig = { ...strict.deliveryConfig, maxDistance: 1000, minimumOrderAmount: 12_000 };
    const refused = quote({ company: strict, order: order() });
    expect(codesOf(refused)).toEqual(['outOfDeliveryRange', 'belowMinimumOrder']);
    expect(refused.refusals[1]?.message).toContain('12,000원');
  });

  it('is free from the threshold on, and refuses quick delivery when the shop has no location', () => {
    const free = makeQuoteCompany();
    free.deliveryConfig = { ...free.deliveryConfig, freeDeliveryThreshold: 4000 };
    expect(
      quote({ company: free, order: makeDraft({ orderType: 'delivery', deliveryAddress: address(NEAR) }) })
        .quote.amounts.deliveryFee,
    ).toBe(0);
    const nowhere = makeQuoteCompany({ businessInfo: { geoPoint: null } });
    const result = quote({
      company: nowhere,
      order: makeDraft({ orderType: 'delivery', deliveryAddress: address(NEAR) }),
    });
    expect(codesOf(result)).toEqual(['deliveryUnavailable']);
  });

  it('charges parcels per started bundle unit and needs an address without coordinates', () => {
    const company = makeQuoteCompany();
    company.deliveryConfig = { ...company.deliveryConfig, type: 'parcel', bundleUnit: 2, baseFee: 4000 };
    const result = quote({
      company,
      order: makeDraft({
        orderType: 'parcel',
        deliveryAddress: address(null),
        items: [{ productId: 'p_cake', quantity: 3, selection: {} }],
      }),
    });
    expect(result.refusals).toEqual([]);
    expect(result.quote.amounts.deliveryFee).toBe(8000);
  });
});

describe('quoteOrder coupons and points', () => {
  const lines = makeDraft({
    items: [
      { productId: 'p_americano', quantity: 2, selection: {} },
      { productId: 'p_cake', quantity: 1, selection: {} },
    ],
  });

  it('caps a percent coupon at discountMaxAmount and excludes every unit from rewards', () => {
    const percent = makeIssuedCoupon('iss_p', {
      type: 'percentDiscount',
      discountRate: 20,
      discountMaxAmount: 2000,
      couponName: '20%',
    });
    const result = quote({
      order: { ...lines, couponIds: ['iss_p'] },
      customer: makeCustomer({ coupons: [percent] }),
    });
    expect(result.refusals).toEqual([]);
    expect(result.quote.amounts.couponDiscountTotal).toBe(2000);
    expect(result.quote.amounts.payableAmount).toBe(12_500);
    expect(result.quote.rewards).toEqual({ stamp: 0, point: 0, isPartlyExcluded: true });
  });

  it('refuses two percent coupons, foreign, expired and offline coupons and coupons the customer does not hold', () => {
    const percent = (id: string) => makeIssuedCoupon(id, { type: 'percentDiscount', discountRate: 10 });
    const twoPercent = quote({
      order: { ...lines, couponIds: ['iss_a', 'iss_b'] },
      customer: makeCustomer({ coupons: [percent('iss_a'), percent('iss_b')] }),
    });
    expect(codesOf(twoPercent)).toEqual(['couponPercentLimit']);
    expect(twoPercent.quote.amounts.couponDiscountTotal).toBe(0);

    const held = [
      makeIssuedCoupon('iss_foreign', { companyId: 'coOther' }),
      makeIssuedCoupon('iss_expired', { dateExpiration: '2026-03-01T00:00:00Z' }),
      makeIssuedCoupon('iss_offline', { whereToUse: 'offline' }),
      makeIssuedCoupon('iss_used', { status: 'used' }),
      makeIssuedCoupon('iss_branch', { companyId: 'coHQ', availableCompanyIds: ['coTest'] }),
    ];
    const result = quote({
      order: {
        ...lines,
        couponIds: ['iss_foreign', 'iss_expired', 'iss_offline', 'iss_used', 'iss_missing', 'iss_branch'],
      },
      customer: makeCustomer({ coupons: held }),
    });
    expect(codesOf(result)).toEqual([
      'couponNotUsable',
      'couponNotUsable',
      'couponNotUsable',
      'couponNotUsable',
      'couponNotFound',
    ]);
    expect(result.quote.coupons.map((coupon) => coupon.issuedCouponId)).toEqual(['iss_branch']);
  });

  it('applies a product-restricted fixed coupon only when the product is in the cart, and a free item at its price', () => {
    const cakeOnly = makeIssuedCoupon('iss_cake', { availableProductIds: ['p_cake'], discountAmount: 9000 });
    const free = makeIssuedCoupon('iss_free', {
      type: 'freeItem',
      freeItemProductId: 'p_americano',
      discountAmount: 0,
    });
    const result = quote({
      order: { ...lines, couponIds: ['iss_cake', 'iss_free'] },
      customer: makeCustomer({ coupons: [cakeOnly, free] }),
    });
    expect(result.refusals).toEqual([]);
    expect(result.quote.coupons.map((coupon) => coupon.discount)).toEqual([6500, 4000]);
    const noLatte = quote({
      order: { ...lines, couponIds: ['iss_latte'] },
      customer: makeCustomer({
        coupons: [makeIssuedCoupon('iss_latte', { availableProductIds: ['p_latte'] })],
      }),
    });
    expect(codesOf(noLatte)).toEqual(['couponNotUsable']);
  });

  it('excludes rewards from the most expensive units down (domain §7.3)', () => {
    const fixed = makeIssuedCoupon('iss_f', { discountAmount: 7000 });
    const result = quote({
      order: { ...lines, couponIds: ['iss_f'] },
      customer: makeCustomer({ coupons: [fixed] }),
    });
    // 6,500 (cake) fully covered, then 500 reaches one americano: both excluded, one americano still earns.
    expect(result.quote.lines.map((line) => line.rewardExcludedQuantity)).toEqual([1, 1]);
    expect(result.quote.rewards).toEqual({ stamp: 1, point: 0, isPartlyExcluded: true });
  });

  it('spends points up to the balance and the payable amount, and goes zeropay at 0원', () => {
    const customer = makeCustomer({ pointRemaining: 20_000 });
    const some = quote({
      order: { ...lines, usePoints: 1500 },
      customer,
      clientSnapshot: { pointRemaining: 20_000, stampRemaining: 0 },
    });
    expect(some.refusals).toEqual([]);
    expect(some.quote.amounts).toMatchObject({
      pointDiscountTotal: 1500,
      discountTotal: 1500,
      payableAmount: 13_000,
    });

    const all = quote({ order: { ...lines, usePoints: 14_500, paymentMethod: 'card' }, customer });
    expect(all.refusals).toEqual([]);
    expect(all.quote.amounts.payableAmount).toBe(0);
    expect(all.quote.paymentMethod).toBe('zeropay');

    expect(codesOf(quote({ order: { ...lines, usePoints: 14_501 }, customer }))).toEqual([
      'pointsOverPayable',
    ]);
    expect(codesOf(quote({ order: { ...lines, usePoints: 30_000 }, customer }))).toEqual([
      'pointsOverBalance',
    ]);
    const stale = quote({
      order: { ...lines, usePoints: 100 },
      customer,
      clientSnapshot: { pointRemaining: 500, stampRemaining: 0 },
    });
    expect(codesOf(stale)).toEqual(['staleBalance']);
    expect(codesOf(quote({ order: { ...lines, usePoints: 100 }, customer: null }))).toEqual([
      'signInRequired',
    ]);
  });
});

describe('quoteOrder payment and point rewards', () => {
  it('refuses a method the shop has not switched on, and bank transfer without an account', () => {
    const company = makeQuoteCompany();
    company.paymentSettings = { ...company.paymentSettings, card: false };
    expect(codesOf(quote({ company, order: makeDraft({ paymentMethod: 'card' }) }))).toEqual([
      'paymentMethodNotAccepted',
    ]);
    expect(codesOf(quote({ order: makeDraft({ paymentMethod: 'zeropay' }) }))).toEqual([
      'paymentMethodNotAccepted',
    ]);
    const noAccount = makeQuoteCompany({
      bankAccount: { bankName: '', accountNumber: '', accountHolder: '' },
    });
    expect(codesOf(quote({ company: noAccount, order: makeDraft({ paymentMethod: 'bank' }) }))).toEqual([
      'paymentMethodNotAccepted',
    ]);
  });

  it('grants product points plus the rate of the payment kind in a point shop', () => {
    const company = makeQuoteCompany({
      rewardPolicy: {
        saveType: 'point',
        savedRatePrepaidCard: 1.5,
        savedRatePrepaidCash: 0,
        savedRatePrepaidPoint: 0,
        savedRateDeferredpayCard: 0,
        savedRateDeferredpayCash: 0,
      },
    });
    const result = quote({
      company,
      order: makeDraft({
        paymentMethod: 'card',
        items: [{ productId: 'p_americano', quantity: 3, selection: {} }],
      }),
    });
    // 3 × 40 product points + 1.5 % of 12,000원.
    expect(result.quote.rewards).toEqual({ stamp: 0, point: 300, isPartlyExcluded: false });
  });
});
