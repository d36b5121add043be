import type { Category, Product } from '@jumun/shared';

/** 전체 (all), 미등록 (uncategorised) or one category id (domain §4.1 admin filter chips). */
export const ALL_PRODUCTS = 'all';
export const UNCATEGORISED = 'uncategorised';
export type CategoryFilter = typeof ALL_PRODUCTS | typeof UNCATEGORISED | (string & {});

export type ProductFilter = { category: CategoryFilter; search: string };

const normalise = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** One collator for every comparison: `localeCompare(b, 'ko')` builds a new one per call, 100× slower. */
const collator = new Intl.Collator('ko');

/**
 * Search keys per product object, computed once: stored items are immutable (a change arrives as a new object),
 * so a 20,000-product list is normalised once rather than on every keystroke, and a keystroke allocates nothing
 * per product (a lower-cased id per product was most of a search's filter time, issue #16).
 */
type SearchKeys = { text: string; lowerId: string };
const searchKeysCache = new WeakMap<Product, SearchKeys>();
const searchKeysOf = (product: Product) => {
  let keys = searchKeysCache.get(product);
  if (keys === undefined) {
    keys = {
      text: `${normalise(product.productName)}\u0000${normalise(product.productNameShort)}`,
      lowerId: product.id.toLowerCase(),
    };
    searchKeysCache.set(product, keys);
  }
  return keys;
};

/** Menu order: displayLevel ascending, then name, so equal levels stay stable across devices. */
export const compareByDisplay = <T extends { displayLevel: number }>(
  a: T,
  b: T,
  nameOf: (item: T) => string,
) => a.displayLevel - b.displayLevel || collator.compare(nameOf(a), nameOf(b));

type CategoryRef = Pick<Category, 'id' | 'displayLevel' | 'categoryName'>;

/**
 * The list sorted once per catalogue change, in the two orders the filter needs, so a keystroke or a chip only
 * scans (sorting 5,000 products on every change was most of the filter time). Across categories (전체, 미등록)
 * products follow the menu: their first category's position, then their own display order; inside one
 * category, their display order.
 */
export const indexProducts = (products: readonly Product[], categories: readonly CategoryRef[]) => {
  const rank = new Map(
    [...categories]
      .sort((a, b) => compareByDisplay(a, b, (c) => c.categoryName))
      .map((c, index) => [c.id, index]),
  );
  const byDisplay = [...products].sort((a, b) => compareByDisplay(a, b, (p) => p.productName));
  // The menu order is the display order grouped by first category: one pass into a bucket per category position
  // (no live category: a last bucket) gives what a stable sort by that position gives, without its 300,000
  // comparisons on a 20,000-product first render (issue #16).
  const buckets: Product[][] = Array.from({ length: rank.size + 1 }, () => []);
  for (const product of byDisplay) {
    let first = rank.size;
    for (const id of product.categories) first = Math.min(first, rank.get(id) ?? first);
    buckets[first]?.push(product);
  }
  return { byDisplay, byMenu: buckets.flat(), liveCategoryIds: new Set(rank.keys()) };
};
export type ProductIndex = ReturnType<typeof indexProducts>;

/**
 * The admin list filter. A product whose categories all point at deleted categories counts as 미등록 too: on
 * the customer menu it appears under no heading, which is what the owner needs to find.
 */
export const filterIndexedProducts = (index: ProductIndex, filter: ProductFilter): Product[] => {
  const query = normalise(filter.search);
  const isOneCategory = filter.category !== ALL_PRODUCTS && filter.category !== UNCATEGORISED;
  const source = isOneCategory ? index.byDisplay : index.byMenu;
  if (!query && filter.category === ALL_PRODUCTS) return [...source];
  return source.filter((product) => {
    if (filter.category === UNCATEGORISED && product.categories.some((id) => index.liveCategoryIds.has(id))) {
      return false;
    }
    if (isOneCategory && !product.categories.includes(filter.category)) return false;
    if (!query) return true;
    const keys = searchKeysOf(product);
    return keys.text.includes(query) || keys.lowerId === query;
  });
};

/** One-off filter (tests, exports); screens keep the index and call filterIndexedProducts. */
export const filterProducts = (
  products: readonly Product[],
  filter: ProductFilter,
  categories: readonly CategoryRef[],
): Product[] => filterIndexedProducts(indexProducts(products, categories), filter);

/** Counts per chip, computed once per list change rather than per render of each chip. */
export const countByCategory = (
  products: readonly Product[],
  categories: readonly Pick<Category, 'id'>[],
) => {
  const live = new Set(categories.map((category) => category.id));
  const counts = new Map<string, number>([
    [ALL_PRODUCTS, products.length],
    [UNCATEGORISED, 0],
  ]);
  // Plain loops: this runs over every product on the list's first render (20,000 at issue #16's size).
  let uncategorised = 0;
  for (const product of products) {
    let isListed = false;
    for (const id of product.categories) {
      if (!live.has(id)) continue;
      isListed = true;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    if (!isListed) uncategorised += 1;
  }
  counts.set(UNCATEGORISED, uncategorised);
  return counts;
};
