import { makeCategory, makeProduct } from '@jumun/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareByDisplay, countByCategory, indexProducts, UNCATEGORISED } from './product-filter';

const CATEGORY_IDS = ['c_a', 'c_b', 'c_c'];

/** Up to three live categories with clashing display levels, products pointing at live, deleted or no categories. */
const catalogue = fc
  .record({
    categories: fc.uniqueArray(fc.constantFrom(...CATEGORY_IDS), { maxLength: 3 }).chain((ids) =>
      fc.tuple(
        ...ids.map((id) =>
          fc
            .record({
              displayLevel: fc.integer({ min: 0, max: 2 }),
              name: fc.constantFrom('가', '나', '다'),
            })
            .map(({ displayLevel, name }) => makeCategory(id, { displayLevel, categoryName: name })),
        ),
      ),
    ),
    products: fc.array(
      fc.record({
        categories: fc.array(fc.constantFrom(...CATEGORY_IDS, 'c_deleted'), { maxLength: 3 }),
        displayLevel: fc.integer({ min: 0, max: 4 }),
        name: fc.constantFrom('라떼', '아메리카노', '유자차', '머핀'),
      }),
      { maxLength: 40 },
    ),
  })
  .map(({ categories, products }) => ({
    categories,
    products: products.map((p, index) =>
      makeProduct(`p${index}`, {
        productName: p.name,
        categories: p.categories,
        displayLevel: p.displayLevel,
      }),
    ),
  }));

describe('the product index and counts match their definitions (the straightforward sort and filter)', () => {
  it('menu order: a stable sort of the display order by the first live category position, the rest last', () => {
    fc.assert(
      fc.property(catalogue, ({ categories, products }) => {
        const rank = new Map(
          [...categories]
            .sort((a, b) => compareByDisplay(a, b, (c) => c.categoryName))
            .map((c, index) => [c.id, index]),
        );
        const firstRank = (categories: string[]) =>
          Math.min(...categories.map((id) => rank.get(id) ?? Number.POSITIVE_INFINITY));
        const index = indexProducts(products, categories);
        const expected = [...index.byDisplay].sort(
          (a, b) => firstRank(a.categories) - firstRank(b.categories) || 0,
        );
        expect(index.byMenu.map((p) => p.id)).toEqual(expected.map((p) => p.id));
      }),
    );
  });

  it('counts: every live category a product lists, 미등록 for products that list none', () => {
    fc.assert(
      fc.property(catalogue, ({ categories, products }) => {
        const live = new Set(categories.map((c) => c.id));
        const counts = countByCategory(products, categories);
        expect(counts.get(UNCATEGORISED)).toBe(
          products.filter((p) => !p.categories.some((id) => live.has(id))).length,
        );
        for (const id of live)
          expect(counts.get(id) ?? 0).toBe(
            products.flatMap((p) => p.categories).filter((listed) => listed === id).length,
          );
        expect([...counts.keys()].slice(0, 2)).toEqual(['all', UNCATEGORISED]);
      }),
    );
  });
});
