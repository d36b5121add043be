import type { QueryClient } from '@tanstack/react-query';
import { ROUTES, type RouteName } from '../config/paths';
import { prefetchShop } from '../features/storefront/shop/api/prefetch-shop';
import { getAuthState } from '../lib/auth/auth-store';
import { getSelectedCompanyId, pickCompanyId } from '../lib/company/selected-company';
import { matchPath } from '../lib/router';
import { readCatalogueCacheEarly } from '../lib/sync/read-cache-early';

/** Pages whose first render is the synced catalogue: their rows wait for the cache read (decision 046). */
const CATALOGUE_PAGES: readonly RouteName[] = [
  'admin-product',
  'admin-product-edit-id',
  'admin-category',
  'admin-category-edit-id',
  'admin-option',
  'admin-option-edit-id',
  'admin-option-group',
  'admin-option-group-edit-id',
];

/**
 * The first page's data, requested by the entry before the page's module has loaded and rendered (issues #11 and
 * #16): the storefront's menu reads (public, its first paint waits for them), and on a catalogue page the signed-in
 * administrator's cached catalogue. Call it once the API client is configured and auth has initialised from the
 * stored tokens, so the requests are the page's own and the administrator is known.
 */
export const prefetchFirstPage = (queryClient: QueryClient, pathname: string) => {
  const shopId = matchPath(ROUTES['user-companyId'].path, pathname)?.params.companyId;
  if (shopId) prefetchShop(queryClient, shopId);
  const { user } = getAuthState();
  if (!user || !CATALOGUE_PAGES.some((name) => matchPath(ROUTES[name].path, pathname))) return;
  // The company the screens start on before the administrator record loads (lib/company/use-current-company.ts);
  // a demo administrator's company is only known from that record, so nothing is read early for them.
  const companyId = pickCompanyId(user.companyIds, getSelectedCompanyId());
  if (companyId) readCatalogueCacheEarly(companyId);
};
