import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../catalogue/catalogue-test-factory';
import { isListedForCustomers, isProductSoldOut } from '../catalogue/product-availability';
import { ORDER_TYPES } from '../company/order-types';
import { buildCustomerMenu, findCustomerMenuItem } from './customer-menu';
import { menuSettingsSchema } from './menu-settings.schema';

const MONDAY_NOON = new Date('2026-03-02T12:00:00+09:00');
const MONDAY_EVENING = new Date('2026-03-02T19:00:00+09:00');

const categories = [
  makeCategory('ctg_dessert', { categoryName: '디저트', displayLevel: 50 }),
  makeCategory('ctg_coffee', { categoryName: '커피', displayLevel: 10 }),
  makeCategory('ctg_tea', { categoryName: '티', displayLevel: 30 }),
  makeCategory('ctg_lunch', { categoryName: '런치 세트', displayLevel: 5 }),
  makeCategory('ctg_bean', { categoryName: '원두', displayLevel: 60 }),
];
const products = [
  makeProduct('p_latte', { productName: '카페라떼', categories: ['ctg_coffee'], displayLevel: 20 }),
  makeProduct('p_americano', { productName: '아메리카노', categories: ['ctg_coffee'], displayLevel: 10 }),
  makeProduct('p_hidden', { productName: '시즌 종료', categories: ['ctg_coffee'], isVisible: false }),
  makeProduct('p_earlgrey', { productName: '얼그레이', categories: ['ctg_tea'] }),
  makeProduct('p_cake', { productName: '치즈케이크', categories: ['ctg_dessert'], isSoldOut: true }),
  makeProduct('p_sandwich', { productName: '런치 샌드위치 세트', categories: ['ctg_lunch'] }),
  makeProduct('p_bean', {
    productName: '하우스 블렌드 200g',
    categories: ['ctg_bean', 'ctg_coffee'],
    displayLevel: 90,
  }),
];
const settings = menuSettingsSchema.parse({
  categoryOrder: ['ctg_tea'],
  dayparts: [{ id: 'dp_lunch', name: '런치', days: ['monday', 'tuesday'], start: '11:00', end: '14:00' }],
  categoryDayparts: { ctg_lunch: ['dp_lunch'] },
  productDayparts: { p_latte: ['dp_lunch'] },
  categoryOrderTypes: { ctg_bean: ['takeout', 'parcel'] },
});

const menuOf = (at: Date, orderType?: (typeof ORDER_TYPES)[number]) =>
  buildCustomerMenu({ categories, products, menuSettings: settings, at, orderType }).map((section) => [
    section.category.id,
    section.items.map((item) => item.product.id),
  ]);

describe('buildCustomerMenu', () => {
  it('orders pinned categories first, then by displayLevel, and drops empty ones', () => {
    expect(menuOf(MONDAY_NOON)).toEqual([
      ['ctg_tea', ['p_earlgrey']],
      ['ctg_lunch', ['p_sandwich']],
      ['ctg_coffee', ['p_americano', 'p_latte', 'p_bean']],
      ['ctg_dessert', ['p_cake']],
      ['ctg_bean', ['p_bean']],
    ]);
  });

  it('leaves out categories and products outside their dayparts', () => {
    expect(menuOf(MONDAY_EVENING)).toEqual([
      ['ctg_tea', ['p_earlgrey']],
      ['ctg_coffee', ['p_americano', 'p_bean']],
      ['ctg_dessert', ['p_cake']],
      ['ctg_bean', ['p_bean']],
    ]);
  });

  it('filters categories by order type and hides hidden categories', () => {
    expect(menuOf(MONDAY_EVENING, 'delivery').map(([id]) => id)).toEqual([
      'ctg_tea',
      'ctg_coffee',
      'ctg_dessert',
    ]);
    expect(menuOf(MONDAY_EVENING, 'parcel').map(([id]) => id)).toContain('ctg_bean');
    const hidden = { ...settings, hiddenCategoryIds: ['ctg_tea'] };
    const sections = buildCustomerMenu({ categories, products, menuSettings: hidden, at: MONDAY_NOON });
    expect(sections.map((s) => s.category.id)).not.toContain('ctg_tea');
  });

  it('keeps sold-out products listed and marks them; out-of-stock counts as sold out', () => {
    const menu = buildCustomerMenu({ categories, products, menuSettings: settings, at: MONDAY_NOON });
    expect(findCustomerMenuItem(menu, 'p_cake')?.isSoldOut).toBe(true);
    expect(findCustomerMenuItem(menu, 'p_americano')?.isSoldOut).toBe(false);
    expect(findCustomerMenuItem(menu, 'p_hidden')).toBeNull();
    const empty = [makeProduct('p_empty', { categories: ['ctg_tea'], stockQuantity: 0 })];
    const shown = buildCustomerMenu({ categories, products: empty, menuSettings: settings, at: MONDAY_NOON });
    expect(findCustomerMenuItem(shown, 'p_empty')?.isSoldOut).toBe(true);
  });

  it('charges 판매가 and strikes 정가 through only when it is higher (issue #9)', () => {
    const priced = [
      makeProduct('p_sale', { categories: ['ctg_tea'], priceOriginal: 5000, priceDiscounted: 4500 }),
      makeProduct('p_same', { categories: ['ctg_tea'], priceOriginal: 4500, priceDiscounted: 4500 }),
      makeProduct('p_above', { categories: ['ctg_tea'], priceOriginal: 4000, priceDiscounted: 4800 }),
      makeProduct('p_talk', {
        categories: ['ctg_tea'],
        priceOriginal: 5000,
        priceDiscounted: 4500,
        priceFriendtalk: 3900,
      }),
    ];
    const cards = (friendtalk: boolean) =>
      buildCustomerMenu({ categories, products: priced, menuSettings: settings, at: MONDAY_NOON, friendtalk })
        .flatMap((section) => section.items)
        .map((item) => [item.product.id, item.price, item.strikePrice]);
    expect(cards(false)).toEqual([
      ['p_sale', 4500, 5000],
      ['p_same', 4500, null],
      ['p_above', 4800, null],
      ['p_talk', 4500, 5000],
    ]);
    expect(cards(true)).toContainEqual(['p_talk', 3900, 5000]);
  });

  const productArb = fc.record({
    id: fc.uuid(),
    categories: fc.subarray(categories.map((c) => c.id)),
    displayLevel: fc.integer({ min: 0, max: 100 }),
    isVisible: fc.boolean(),
    isPrivateProduct: fc.boolean(),
    isSoldOut: fc.boolean(),
    soldOutUntil: fc.constantFrom(null, '2026-03-02T10:00:00+09:00', '2026-03-03T00:00:00+09:00'),
    stockQuantity: fc.integer({ min: 0, max: 3 }),
    priceOriginal: fc.integer({ min: 0, max: 20_000 }),
    priceDiscounted: fc.integer({ min: 0, max: 20_000 }),
    priceFriendtalk: fc.integer({ min: 0, max: 20_000 }),
  });

  it('only ever lists products customers may see, sorted, in categories they belong to, priced by the rule', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { maxLength: 20 }),
        fc.constantFrom(...ORDER_TYPES),
        (list, orderType) => {
          const sections = buildCustomerMenu({
            categories,
            products: list,
            menuSettings: settings,
            at: MONDAY_EVENING,
            orderType,
          });
          for (const section of sections) {
            expect(section.items.length).toBeGreaterThan(0);
            const levels = section.items.map((item) => item.product.displayLevel);
            expect(levels).toEqual([...levels].sort((a, b) => a - b));
            for (const { product, price, strikePrice, isSoldOut } of section.items) {
              expect(isListedForCustomers(product)).toBe(true);
              expect(isSoldOut).toBe(isProductSoldOut(product, MONDAY_EVENING));
              expect(product.categories).toContain(section.category.id);
              expect(price).toBe(product.priceDiscounted);
              if (strikePrice !== null) expect(strikePrice).toBeGreaterThan(price);
              else expect(product.priceOriginal).toBeLessThanOrEqual(price);
            }
          }
          const ids = sections.map((s) => s.category.id);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
    );
  });
});
