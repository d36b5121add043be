import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeOption, makeProduct } from '../catalogue/catalogue-test-factory';
import type { Option } from '../catalogue/option.schema';
import { ORDER_TYPES } from '../company/order-types';
import { ORDER_REFUSALS } from '../errors/order-refusals';
import { COUPON_TYPES } from '../stamp-coupons/coupon-definition.schema';
import { PAYMENT_METHODS } from './payment-methods';
import { orderDraftSchema } from './place-order.schema';
import { type QuoteOrderInput, quoteOrder } from './quote-order';
import { makeIssuedCoupon, makeQuoteCompany, QUOTE_NOW } from './quote-test-factory';

const wonArb = (max: number) => fc.integer({ min: 0, max });

const optionArb = (index: number): fc.Arbitrary<Option> =>
  fc
    .record({
      type: fc.constantFrom('select', 'check', 'quantity' as const),
      prices: fc.array(fc.integer({ min: -1000, max: 5000 }), { minLength: 1, maxLength: 4 }),
    })
    .map(({ type, prices }) =>
      makeOption(`opt_${index}`, {
        optionName: `옵션${index}`,
        type,
        optionItems: prices.map((_, item) => `항목${item}`),
        optionItemsPrice: prices,
      }),
    );

const catalogueArb = fc.tuple(optionArb(0), optionArb(1), optionArb(2)).chain((options) =>
  fc
    .array(
      fc.record({
        priceDiscounted: wonArb(100_000),
        stockQuantity: fc.integer({ min: 0, max: 30 }),
        isVisible: fc.boolean(),
        isSoldOut: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
        categories: fc.subarray(['ctg_a', 'ctg_b']),
        optionIds: fc.subarray(options.map((option) => option.id)),
        rewardStamp: fc.integer({ min: 0, max: 3 }),
        rewardPoint: wonArb(500),
        parcelBundleValue: fc.constantFrom(0.5, 1, 2),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((fields) => ({
      options,
      products: fields.map((product, index) =>
        makeProduct(`p_${index}`, {
          ...product,
          productName: `상품${index}`,
          priceOriginal: product.priceDiscounted,
        }),
      ),
    })),
);

const selectionArb = (options: readonly Option[]) =>
  fc.oneof(
    fc.constant({}),
    fc.record(
      Object.fromEntries(
        options.map((option) => [
          option.id,
          option.type === 'quantity'
            ? fc.integer({ min: 0, max: 5 })
            : fc.subarray(option.optionItems, { maxLength: Math.min(2, option.optionItems.length) }),
        ]),
      ),
      { requiredKeys: [] },
    ),
  );

const inputArb: fc.Arbitrary<QuoteOrderInput> = catalogueArb.chain(({ options, products }) =>
  fc
    .record({
      items: fc.array(
        fc.record({
          productId: fc.oneof(
            fc.constantFrom(...products.map((product) => product.id)),
            fc.constant('p_unknown'),
          ),
          quantity: fc.integer({ min: 1, max: 999 }),
          selection: selectionArb(options),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      orderType: fc.constantFrom(...ORDER_TYPES),
      paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
      usePoints: wonArb(60_000),
      coupons: fc.array(
        fc.record({
          type: fc.constantFrom(...COUPON_TYPES),
          discountRate: fc.integer({ min: 1, max: 100 }),
          discountMaxAmount: wonArb(10_000),
          discountAmount: fc.integer({ min: 1, max: 50_000 }),
          usedAmount: wonArb(5_000),
          isPossibleSave: fc.boolean(),
          freeItemProductId: fc.constantFrom(...products.map((product) => product.id)),
          availableProductIds: fc.subarray(
            products.map((product) => product.id),
            { maxLength: Math.min(2, products.length) },
          ),
          status: fc.constantFrom('active', 'active', 'used' as const),
        }),
        { maxLength: 4 },
      ),
      signedIn: fc.boolean(),
      pointRemaining: wonArb(50_000),
      delivery: fc.record({
        type: fc.constantFrom('none', 'quick', 'parcel' as const),
        baseFee: wonArb(5000),
        additionalFee: wonArb(2000),
        minimumOrderAmount: wonArb(30_000),
        freeDeliveryThreshold: wonArb(60_000),
        maxDistance: fc.integer({ min: 0, max: 5000 }),
        bundleUnit: fc.integer({ min: 1, max: 5 }),
      }),
      destination: fc.option(
        fc.record({
          latitude: fc.double({ min: 37.5, max: 37.6, noNaN: true }),
          longitude: fc.double({ min: 126.85, max: 127, noNaN: true }),
        }),
        { nil: null },
      ),
      hasAddress: fc.boolean(),
      minutes: fc.integer({ min: 0, max: 7 * 24 * 60 }),
    })
    .map((draft): QuoteOrderInput => {
      const company = makeQuoteCompany();
      company.deliveryConfig = { ...company.deliveryConfig, ...draft.delivery };
      const coupons = draft.coupons.map((coupon, index) => makeIssuedCoupon(`iss_${index}`, coupon));
      return {
        company,
        catalogue: {
          products,
          options,
          optionGroups: [],
          categories: [makeCategory('ctg_a'), makeCategory('ctg_b')],
        },
        order: orderDraftSchema.parse({
          ...draft,
          couponIds: coupons.map((coupon) => coupon.id),
          deliveryAddress: draft.hasAddress ? { address_name: '서울', geoPoint: draft.destination } : null,
        }),
        customer: draft.signedIn
          ? { pointRemaining: draft.pointRemaining, stampRemaining: 0, coupons }
          : null,
        now: new Date(QUOTE_NOW.getTime() + draft.minutes * 60_000),
      };
    }),
);

describe('quoteOrder properties', { timeout: 30_000 }, () => {
  it('keeps every amount a whole number ≥ 0 and payable = final − discounts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { quote, refusals } = quoteOrder(input);
        const { amounts } = quote;
        for (const value of Object.values(amounts)) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(amounts.finalAmount).toBe(amounts.cartTotalWithOptions + amounts.deliveryFee);
        expect(amounts.discountTotal).toBe(amounts.couponDiscountTotal + amounts.pointDiscountTotal);
        expect(amounts.payableAmount).toBe(amounts.finalAmount - amounts.discountTotal);
        expect(amounts.couponDiscountTotal).toBeLessThanOrEqual(amounts.cartTotalWithOptions);
        expect(quote.coupons.reduce((sum, coupon) => sum + coupon.discount, 0)).toBe(
          amounts.couponDiscountTotal,
        );
        if (amounts.payableAmount === 0) expect(quote.paymentMethod).toBe('zeropay');
        else if (quote.paymentMethod === 'zeropay' || quote.paymentMethod === 'easy') {
          expect(refusals.map((entry) => entry.code)).toContain('paymentMethodNotAccepted');
        }
        for (const entry of refusals) expect(ORDER_REFUSALS[entry.code]).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });

  it('sums the lines it prices and never excludes more units than a line has', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { quote } = quoteOrder(input);
        expect(quote.amounts.cartTotalWithOptions).toBe(
          quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
        );
        expect(quote.amounts.cartTotalBase).toBe(
          quote.lines.reduce((sum, line) => sum + line.basePrice * line.quantity, 0),
        );
        for (const line of quote.lines) {
          expect(line.unitPrice).toBe(line.basePrice + line.optionsPrice);
          expect(line.unitPrice).toBeGreaterThanOrEqual(0);
          expect(line.rewardExcludedQuantity).toBeGreaterThanOrEqual(0);
          expect(line.rewardExcludedQuantity).toBeLessThanOrEqual(line.quantity);
        }
        expect(Number.isSafeInteger(quote.rewards.stamp) && quote.rewards.stamp >= 0).toBe(true);
        expect(Number.isSafeInteger(quote.rewards.point) && quote.rewards.point >= 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is pure: the same input gives the same answer and is left untouched', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const before = structuredClone(input);
        const first = quoteOrder(input);
        expect(input).toEqual(before);
        expect(quoteOrder(structuredClone(input))).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });

  it('ignores a line it cannot sell: adding an unknown product changes no amount, only the refusals', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const base = quoteOrder(input);
        const items = [...input.order.items, { productId: 'p_gone', quantity: 3, selection: {} }];
        if (items.length > 100) return;
        const withUnknown = quoteOrder({ ...input, order: { ...input.order, items } });
        expect(withUnknown.quote.amounts).toEqual(base.quote.amounts);
        expect(withUnknown.refusals).toContainEqual(
          expect.objectContaining({ code: 'productNotFound', lineIndex: items.length - 1 }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('places an order only when every line of the cart is priced', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { quote, refusals } = quoteOrder(input);
        if (refusals.length === 0) expect(quote.lines).toHaveLength(input.order.items.length);
        const distance = quote.delivery.distanceMeters;
        if (distance !== null) expect(Number.isInteger(distance)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
