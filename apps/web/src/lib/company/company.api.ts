import type { Company } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET api/document/admin/company/{id}; company calls send companyId empty (spec §7). */
export const getCompany = (companyId: string, signal?: AbortSignal) =>
  api.get<Company>(`/api/document/admin/company/${encodeURIComponent(companyId)}`, {
    query: { companyId: '' },
    signal,
  });

export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.company.detail(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
    staleTime: 60_000,
  });

/** What the frame shows for a company: its shop name, else its id. */
export const companyDisplayName = (
  company: Pick<Company, 'id' | 'businessInfo'> | undefined,
  fallback = '',
) => company?.businessInfo.shopName || company?.id || fallback;
