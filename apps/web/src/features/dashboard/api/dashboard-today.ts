import type { DashboardToday, Product } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { catalogueSync } from '../../../lib/sync';

/** `GET …/dashboard/today`: today's business (Asia/Seoul), re-read on every order or message event. */
export const dashboardTodayQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard.detail('today', { companyId }),
    queryFn: ({ signal }) =>
      api.get<DashboardToday>(`/api/admin/companies/${encodeURIComponent(companyId)}/dashboard/today`, {
        signal,
      }),
    enabled: Boolean(companyId),
    // The comparison with last week moves with the clock even without events.
    refetchInterval: 60_000,
  });

/** One-tap restore: the product as stored, saved back on sale through the catalogue's one save path. */
export const restoreProduct = async (companyId: string, productId: string) => {
  const product = await api.get<Product>(`/api/document/admin/product/${encodeURIComponent(productId)}`, {
    query: { companyId },
  });
  const {
    companyId: _owner,
    dateCreated: _created,
    dateModified: _modified,
    ...input
  } = product as Product & {
    companyId?: string;
    dateCreated?: string;
    dateModified?: string;
  };
  const result = await catalogueSync.saveItem('product', { ...input, isSoldOut: false, soldOutUntil: null });
  // The envelope itself, so problemMessage gives the same words as the catalogue's own 품절 switch.
  if (!result.isSuccess) throw result;
  return product;
};
