import { type PublicCompany, storefrontShopUrl } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** The shop as customers see it (area `user`: the public allow-list, no contact phones, sender keys or detail address). */
export const shopQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId, { part: 'company' }),
    queryFn: ({ signal }) => api.get<PublicCompany>(storefrontShopUrl(companyId), { signal }),
    staleTime: 60_000,
  });
