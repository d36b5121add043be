import type { CustomerRewards } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';
import { customerApi } from './customer-api';

/** `GET /api/store/companies/:companyId/me/rewards`: the signed-in customer's stamps, points and coupons here. */
export const myRewardsQueryOptions = (companyId: string, uid: string | null) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId, { part: 'rewards', uid }),
    queryFn: ({ signal }) =>
      customerApi.get<CustomerRewards>(`/api/store/companies/${encodeURIComponent(companyId)}/me/rewards`, {
        signal,
      }),
    enabled: uid !== null,
    staleTime: 15_000,
  });
