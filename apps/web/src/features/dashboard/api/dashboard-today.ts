import type { DashboardToday, Option, Product } from '@jumun/shared';
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

/** A stored catalogue document, saved back with `change` through the catalogue's one save path. */
const saveChanged = async <T extends object>(
  kind: 'product' | 'option',
  companyId: string,
  id: string,
  change: (stored: T) => Partial<T>,
) => {
  const stored = await api.get<T>(`/api/document/admin/${kind}/${encodeURIComponent(id)}`, {
    query: { companyId },
  });
  const {
    companyId: _owner,
    dateCreated: _created,
    dateModified: _modified,
    ...input
  } = stored as T & {
    companyId?: string;
    dateCreated?: string;
    dateModified?: string;
  };
  const result = await catalogueSync.saveItem(kind, { ...input, ...change(stored) });
  // The envelope itself, so problemMessage gives the same words as the catalogue's own 품절 switch.
  if (!result.isSuccess) throw result;
  return stored;
};

/** One-tap restore: the product as stored, saved back on sale. */
export const restoreProduct = (companyId: string, productId: string) =>
  saveChanged<Product>('product', companyId, productId, () => ({ isSoldOut: false, soldOutUntil: null }));

/** One-tap restore of an option item: the option as stored, without that item on its sold-out list. */
export const restoreOptionItem = (companyId: string, optionId: string, item: string) =>
  saveChanged<Option>('option', companyId, optionId, (option) => ({
    soldOutItems: option.soldOutItems.filter((soldOut) => soldOut.item !== item),
  }));
