import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFriendtalkPrices } from '../../account/hooks/use-friendtalk';
import { shopQueryOptions } from '../api/get-shop';
import { shopCatalogueQueryOptions } from '../api/get-shop-catalogue';
import { withFriendtalkPrices } from '../utils/store-product';
import { useLiveShop } from './use-live-shop';

/**
 * The shop, its products and categories (what the menu needs to render), kept live. A 친구톡 receiver's products
 * carry the shop's Friendtalk prices, read apart from the public catalogue.
 */
export const useShop = (companyId: string) => {
  useLiveShop(companyId);
  const company = useQuery(shopQueryOptions(companyId));
  const products = useQuery(shopCatalogueQueryOptions(companyId, 'product'));
  const categories = useQuery(shopCatalogueQueryOptions(companyId, 'category'));
  const friendtalkPrices = useFriendtalkPrices(companyId);
  const priced = useMemo(
    () => (products.data ? withFriendtalkPrices(products.data, friendtalkPrices) : undefined),
    [products.data, friendtalkPrices],
  );
  const queries = [company, products, categories];
  return {
    company: company.data,
    products: priced,
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
