import type { Category } from '../catalogue/category.schema';
import { getEffectivePrice } from '../catalogue/effective-price';
import type { Product } from '../catalogue/product.schema';
import { isListedForCustomers, isProductSoldOut } from '../catalogue/product-availability';
import type { OrderType } from '../company/order-types';
import { isWithinDayparts } from './daypart';
import type { MenuSettings } from './menu-settings.schema';

export type MenuCategory = Pick<Category, 'id' | 'displayLevel'>;
/** The shop's product or the customer's copy of it (public-product.ts: no stock count, Friendtalk price for receivers). */
export type MenuProduct = Pick<
  Product,
  | 'id'
  | 'categories'
  | 'displayLevel'
  | 'isVisible'
  | 'isPrivateProduct'
  | 'isSoldOut'
  | 'soldOutUntil'
  | 'priceOriginal'
  | 'priceDiscounted'
> &
  Partial<Pick<Product, 'stockQuantity' | 'priceFriendtalk'>>;

/** What one product card shows: the customer's price, the struck-through list price, sold out or not. */
export type CustomerMenuItem<P> = {
  product: P;
  /** The price a customer pays for one unit without options: 판매가, or the Friendtalk price (domain §4.1). */
  price: number;
  /** 정가, shown struck through, only when it is higher than `price`; otherwise null (issue #9). */
  strikePrice: number | null;
  /** Listed but not orderable: stock 0 or the sold-out switch (shown greyed with 품절, issue #11). */
  isSoldOut: boolean;
};
export type CustomerMenuSection<C, P> = { category: C; items: CustomerMenuItem<P>[] };

export type BuildCustomerMenuInput<C extends MenuCategory, P extends MenuProduct> = {
  categories: readonly C[];
  products: readonly P[];
  menuSettings: MenuSettings;
  at: Date;
  /** Without one (a preview of the whole menu), categories are not filtered by order type. */
  orderType?: OrderType;
  /** The customer came through a Kakao Friendtalk link (unlocks priceFriendtalk). */
  friendtalk?: boolean;
};

/** Sort by displayLevel; equal levels keep their input order (Array.prototype.sort is stable). */
const byDisplayLevel = <T extends { displayLevel: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.displayLevel - b.displayLevel);

const orderCategories = <C extends MenuCategory>(categories: readonly C[], order: readonly string[]): C[] => {
  const rank = new Map(order.map((id, index) => [id, index]));
  const pinned = categories
    .filter((category) => rank.has(category.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...pinned, ...byDisplayLevel(categories.filter((category) => !rank.has(category.id)))];
};

/** The card of one listed product at `at`: the price rule of domain §4.1 and the sold-out rule of issue #11. */
export const toCustomerMenuItem = <P extends MenuProduct>(
  product: P,
  at: Date,
  friendtalk = false,
): CustomerMenuItem<P> => {
  const price = getEffectivePrice(product, { friendtalk });
  return {
    product,
    price,
    strikePrice: product.priceOriginal > price ? product.priceOriginal : null,
    isSoldOut: isProductSoldOut(product, at),
  };
};

/**
 * The menu a customer sees at `at` (Asia/Seoul) — the one function behind both the storefront and the owner's
 * "as a customer sees it" preview. Categories not hidden, offered for the order type and inside their dayparts, in
 * menu-settings order then displayLevel; in each, the visible public products inside their own dayparts, by
 * displayLevel, sold-out ones included (greyed by the page). Categories left without products are dropped.
 */
export const buildCustomerMenu = <C extends MenuCategory, P extends MenuProduct>({
  categories,
  products,
  menuSettings,
  at,
  orderType,
  friendtalk = false,
}: BuildCustomerMenuInput<C, P>): CustomerMenuSection<C, P>[] => {
  const { dayparts } = menuSettings;
  const listed = byDisplayLevel(
    products.filter(
      (product) =>
        isListedForCustomers(product) &&
        isWithinDayparts(menuSettings.productDayparts[product.id], dayparts, at),
    ),
  ).map((product) => toCustomerMenuItem(product, at, friendtalk));
  const isOfferedFor = (categoryId: string) => {
    const allowed = menuSettings.categoryOrderTypes[categoryId];
    return !orderType || !allowed || allowed.length === 0 || allowed.includes(orderType);
  };

  return orderCategories(categories, menuSettings.categoryOrder)
    .filter(
      (category) =>
        !menuSettings.hiddenCategoryIds.includes(category.id) &&
        isOfferedFor(category.id) &&
        isWithinDayparts(menuSettings.categoryDayparts[category.id], dayparts, at),
    )
    .map((category) => ({
      category,
      items: listed.filter((item) => item.product.categories.includes(category.id)),
    }))
    .filter((section) => section.items.length > 0);
};

/**
 * The card of a product as the menu offers it right now, or null when the menu does not offer it (hidden, outside
 * its daypart, in no offered category). The cart and checkout ask this, so they agree with what the menu shows.
 */
export const findCustomerMenuItem = <C extends MenuCategory, P extends MenuProduct>(
  sections: readonly CustomerMenuSection<C, P>[],
  productId: string,
): CustomerMenuItem<P> | null => {
  for (const section of sections) {
    const item = section.items.find((candidate) => candidate.product.id === productId);
    if (item) return item;
  }
  return null;
};
