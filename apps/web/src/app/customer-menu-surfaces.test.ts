import {
  type CustomerMenuSection,
  ORDER_TYPES,
  type Product,
  toPublicProduct,
  WEEKDAYS,
} from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivePreviewMenu } from '../features/menu-settings/utils/preview-menu';
import { previewInstant } from '../features/menu-settings/utils/preview-time';
import { deriveStorefrontMenu } from '../features/storefront/menu/utils/storefront-menu';
import { makeCompany } from '../testing/factories/company';

/**
 * "What an owner previews is what a customer gets" (house rule, issue #11): the owner's menu preview and the
 * storefront derive their menus through their own code paths — the preview from the synced admin catalogue and the
 * unsaved settings at a chosen weekday and time, the storefront from the published catalogue (the server leaves out
 * hidden and private products) at that instant. For generated catalogues, settings and times they must show the same
 * categories, products, prices, struck list prices and sold-out marks.
 */
const CATEGORY_IDS = ['ctg_a', 'ctg_b', 'ctg_c', 'ctg_d'];
const DAYPARTS = [
  { id: 'dp_brunch', name: '브런치', days: [...WEEKDAYS], start: '08:00', end: '14:00' },
  { id: 'dp_night', name: '심야', days: ['friday', 'saturday'] as const, start: '22:00', end: '02:00' },
];
const TODAY = new Date('2026-11-24T10:00:00+09:00');

const productArb = fc.record({
  categories: fc.subarray(CATEGORY_IDS),
  displayLevel: fc.integer({ min: 0, max: 50 }),
  isVisible: fc.boolean(),
  isPrivateProduct: fc.boolean(),
  isSoldOut: fc.boolean(),
  soldOutUntil: fc.constantFrom(null, '2026-11-24T09:00:00+09:00', '2099-01-01T00:00:00+09:00'),
  stockQuantity: fc.constantFrom(0, 1, 10_000),
  priceOriginal: fc.integer({ min: 0, max: 9_000 }),
  priceDiscounted: fc.integer({ min: 0, max: 9_000 }),
  priceFriendtalk: fc.integer({ min: 0, max: 9_000 }),
});

const refsArb = (ids: string[]) =>
  fc.dictionary(fc.constantFrom(...ids), fc.subarray(DAYPARTS.map((daypart) => daypart.id)), { maxKeys: 3 });

const settingsArb = (productIds: string[]) =>
  fc.record({
    categoryOrder: fc.shuffledSubarray(CATEGORY_IDS),
    hiddenCategoryIds: fc.subarray(CATEGORY_IDS, { maxLength: 2 }),
    dayparts: fc.constant(DAYPARTS.map((daypart) => ({ ...daypart, days: [...daypart.days] }))),
    categoryDayparts: refsArb(CATEGORY_IDS),
    productDayparts: productIds.length > 0 ? refsArb(productIds) : fc.constant({}),
    categoryOrderTypes: fc.dictionary(fc.constantFrom(...CATEGORY_IDS), fc.subarray([...ORDER_TYPES]), {
      maxKeys: 2,
    }),
  });

const scenarioArb = fc
  .array(productArb, { maxLength: 14 })
  .map((rows) =>
    rows.map((row, index) => makeProduct(`p_${index}`, { productName: `상품 ${index}`, ...row })),
  )
  .chain((products) =>
    fc.record({
      products: fc.constant(products),
      settings: settingsArb(products.map((product) => product.id)),
      weekday: fc.constantFrom(...WEEKDAYS),
      time: fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
      orderType: fc.constantFrom('all' as const, ...ORDER_TYPES),
    }),
  );

const categories = CATEGORY_IDS.map((id, index) =>
  makeCategory(id, { categoryName: id, displayLevel: 40 - index }),
);
/**
 * What `GET api/document/user/product` answers: hidden and private products are treated as deleted, the rest go
 * through the public allow-list (no stock count: stock 0 arrives as sold out).
 */
const published = (products: Product[]) =>
  products.filter((p) => p.isVisible && !p.isPrivateProduct).map(toPublicProduct);
const shape = (menu: readonly CustomerMenuSection<{ id: string }, { id: string }>[]) =>
  menu.map(({ category, items }) => [
    category.id,
    items.map(({ product, price, strikePrice, isSoldOut }) => [product.id, price, strikePrice, isSoldOut]),
  ]);

describe('owner preview ≡ storefront', () => {
  it('shows the same menu for generated catalogues, settings, weekdays, times and order types', () => {
    fc.assert(
      fc.property(scenarioArb, ({ products, settings, weekday, time, orderType }) => {
        const preview = derivePreviewMenu({
          settings,
          categories,
          products,
          weekday,
          time,
          orderType,
          today: TODAY,
        });
        const company = makeCompany('coShop', { menuSettings: settings });
        const storefront = deriveStorefrontMenu({
          company,
          categories,
          products: published(products),
          at: previewInstant(weekday, time, TODAY),
          orderType: orderType === 'all' ? null : orderType,
        });
        expect(shape(storefront)).toEqual(shape(preview));
      }),
      { numRuns: 300 },
    );
  });
});
