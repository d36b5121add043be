import type { Category } from '../catalogue/category.schema';
import type { Product } from '../catalogue/product.schema';
import { isShownToCustomers } from '../catalogue/product-availability';
import type { OrderType } from '../company/order-types';
import { isWithinDayparts } from './daypart';
import type { MenuSettings } from './menu-settings.schema';

export type MenuCategory = Pick<Category, 'id' | 'displayLevel'>;
export type MenuProduct = Pick<
  Product,
  | 'id'
  | 'categories'
  | 'displayLevel'
  | 'isVisible'
  | 'isPrivateProduct'
  | 'isSoldOut'
  | 'soldOutUntil'
  | 'stockQuantity'
>;
export type CustomerMenuSection<C, P> = { category: C; products: P[] };

export type BuildCustomerMenuInput<C extends MenuCategory, P extends MenuProduct> = {
  categories: readonly C[];
  products: readonly P[];
  menuSettings: MenuSettings;
  at: Date;
  /** Without one (a preview of the whole menu), categories are not filtered by order type. */
  orderType?: OrderType;
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

/**
 * The menu a customer sees at `at` (Asia/Seoul): categories not hidden, offered for the order type and inside their
 * dayparts, in menu-settings order then displayLevel; in each, the products shown to customers (domain §4.1) inside
 * their own dayparts, by displayLevel. Categories left without products are dropped.
 */
export const buildCustomerMenu = <C extends MenuCategory, P extends MenuProduct>({
  categories,
  products,
  menuSettings,
  at,
  orderType,
}: BuildCustomerMenuInput<C, P>): CustomerMenuSection<C, P>[] => {
  const { dayparts } = menuSettings;
  const visibleProducts = byDisplayLevel(
    products.filter(
      (product) =>
        isShownToCustomers(product, at) &&
        isWithinDayparts(menuSettings.productDayparts[product.id], dayparts, at),
    ),
  );
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
      products: visibleProducts.filter((product) => product.categories.includes(category.id)),
    }))
    .filter((section) => section.products.length > 0);
};
