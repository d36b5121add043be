import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../config/paths';
import { prefetchShop } from '../features/storefront/shop/api/prefetch-shop';
import { matchPath } from '../lib/router';

/**
 * The first page's data, requested by the entry before the page's module has loaded and rendered (issues #11 and
 * #16). Only the storefront's menu for now: it is public, and its first paint waits for these reads. Call it once the
 * API client is configured and auth has registered its token provider, so the requests are the page's own.
 */
export const prefetchFirstPage = (queryClient: QueryClient, pathname: string) => {
  const companyId = matchPath(ROUTES['user-companyId'].path, pathname)?.params.companyId;
  if (companyId) prefetchShop(queryClient, companyId);
};
