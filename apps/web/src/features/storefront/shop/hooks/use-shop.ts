import { useQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../api/get-shop';
import { shopCatalogueQueryOptions } from '../api/get-shop-catalogue';
import { useLiveShop } from './use-live-shop';

/** The shop, its products and categories (what the menu needs to render), kept live. */
export const useShop = (companyId: string) => {
  useLiveShop(companyId);
  const company = useQuery(shopQueryOptions(companyId));
  const products = useQuery(shopCatalogueQueryOptions(companyId, 'product'));
  const categories = useQuery(shopCatalogueQueryOptions(companyId, 'category'));
  const queries = [company, products, categories];
  return {
    company: company.data,
    products: products.data,
    categories: categories.data,
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
};

/** Options and option groups: needed by the product sheet and the cart check, not by the first paint. */
export const useShopOptions = (companyId: string) => {
  const options = useQuery(shopCatalogueQueryOptions(companyId, 'option'));
  const optionGroups = useQuery(shopCatalogueQueryOptions(companyId, 'optionGroup'));
  return {
    options: options.data,
    optionGroups: optionGroups.data,
    isPending: options.isPending || optionGroups.isPending,
    error: options.error ?? optionGroups.error ?? null,
  };
};
