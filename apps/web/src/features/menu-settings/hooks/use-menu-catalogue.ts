import { useMemo } from 'react';
import { useCatalogueList, useCatalogueSync } from '../../../lib/sync';

/** The company's categories and products from the synced catalogue; opening the page starts the sync if needed. */
export const useMenuCatalogue = (companyId: string) => {
  useCatalogueSync(companyId);
  const { items: categories, isLoaded: isCategoriesLoaded } = useCatalogueList('category');
  const { items: products, isLoaded: isProductsLoaded } = useCatalogueList('product');
  return useMemo(() => {
    const productCounts = new Map<string, number>();
    for (const product of products) {
      for (const id of product.categories) productCounts.set(id, (productCounts.get(id) ?? 0) + 1);
    }
    return {
      categories,
      products,
      productCounts,
      productNames: new Map(products.map((product) => [product.id, product.productName])),
      isLoaded: isCategoriesLoaded && isProductsLoaded,
    };
  }, [categories, products, isCategoriesLoaded, isProductsLoaded]);
};

export type MenuCatalogue = ReturnType<typeof useMenuCatalogue>;
