import { formatWon } from '@jumun/shared';
import { useMemo } from 'react';
import { useCatalogueList, useCatalogueSync } from '../../../lib/sync';
import { stampCouponsText } from '../i18n';

/**
 * Products and categories of the company for the coupon pickers, from the synced catalogue (instant from the local
 * cache, live through the realtime stream). Opening a coupon page starts the company's sync if nothing has yet.
 */
export const useCouponCatalogue = (companyId: string) => {
  const { t } = stampCouponsText.useT();
  useCatalogueSync(companyId);
  const { items: products, isLoaded: isProductsLoaded } = useCatalogueList('product');
  const { items: categories } = useCatalogueList('category');

  return useMemo(() => {
    const byLevel = <T extends { displayLevel: number }>(items: readonly T[]) =>
      [...items].sort((a, b) => a.displayLevel - b.displayLevel);
    const categoryNames = new Map(categories.map((category) => [category.id, category.categoryName]));
    const productNames = new Map(products.map((product) => [product.id, product.productName]));
    const sortedCategories = byLevel(categories);
    // Grouped by first category in menu order, so the picker reads like the menu.
    const productOptions = sortedCategories
      .map((category) => ({
        group: category.categoryName,
        items: byLevel(products.filter((product) => product.categories[0] === category.id)).map(
          (product) => ({
            value: product.id,
            label: `${product.productName} · ${formatWon(product.priceDiscounted || product.priceOriginal)}`,
          }),
        ),
      }))
      .filter((group) => group.items.length > 0);
    const uncategorised = products.filter((product) => !categoryNames.has(product.categories[0] ?? ''));
    if (uncategorised.length > 0) {
      productOptions.push({
        group: t('catalogue.uncategorised'),
        items: uncategorised.map((product) => ({ value: product.id, label: product.productName })),
      });
    }
    return {
      productOptions,
      categoryOptions: sortedCategories.map((category) => ({
        value: category.id,
        label: category.categoryName,
      })),
      // Until the catalogue has been read (the local cache is asynchronous) a name is pending, not missing: "…"
      // instead of a flash of 찾을 수 없는 상품.
      productName: (id: string) => productNames.get(id) ?? (isProductsLoaded ? undefined : '…'),
      isLoaded: isProductsLoaded,
    };
  }, [products, categories, isProductsLoaded, t]);
};
