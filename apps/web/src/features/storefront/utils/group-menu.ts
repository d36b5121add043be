import type { Category, Product } from '@jumun/shared';

export type MenuSection = { id: string; name: string | null; products: Product[] };

const byDisplayLevel = <T extends { displayLevel?: number }>(a: T, b: T) =>
  (a.displayLevel ?? 0) - (b.displayLevel ?? 0);

/** Visible products under their categories in display order; products without a category go last. */
export const groupMenu = (products: Product[], categories: Category[]): MenuSection[] => {
  const visible = products
    .filter((product) => product.isVisible && !product.isPrivateProduct)
    .sort(byDisplayLevel);
  const sections = [...categories].sort(byDisplayLevel).map((category) => ({
    id: category.id,
    name: category.categoryName,
    products: visible.filter((product) => product.categories.includes(category.id)),
  }));
  const known = new Set(categories.map((category) => category.id));
  const rest = visible.filter((product) => !product.categories.some((id) => known.has(id)));
  return [...sections, { id: '', name: null, products: rest }].filter(
    (section) => section.products.length > 0,
  );
};

/** The price a customer pays: the discounted price when there is one. */
export const customerPrice = (product: Product) =>
  product.priceDiscounted > 0 && product.priceDiscounted < product.priceOriginal
    ? product.priceDiscounted
    : product.priceOriginal;

export const formatWon = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
