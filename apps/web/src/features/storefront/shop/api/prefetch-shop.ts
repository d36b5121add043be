import type { QueryClient } from '@tanstack/react-query';
import { shopQueryOptions } from './get-shop';
import { shopCatalogueQueryOptions } from './get-shop-catalogue';

/**
 * Starts the menu page's first reads (`useShop`: the shop, its products and categories) into `queryClient`. The
 * entry calls it before React renders (issues #11 and #16), so the requests go out while the page's chunks
 * load instead of after its loading state has rendered. The same query options as the page's: the page's
 * queries find them in flight or answered (60 s fresh) and send nothing more.
 */
export const prefetchShop = (queryClient: QueryClient, companyId: string) => {
  void queryClient.prefetchQuery(shopQueryOptions(companyId));
  void queryClient.prefetchQuery(shopCatalogueQueryOptions(companyId, 'product'));
  void queryClient.prefetchQuery(shopCatalogueQueryOptions(companyId, 'category'));
};
