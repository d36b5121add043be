import type { CouponDefinition } from '@jumun/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { couponDefinitionsPath } from './coupon-definitions-path';

export const getCouponDefinition = (companyId: string, id: string, signal?: AbortSignal) =>
  api.get<CouponDefinition>(couponDefinitionsPath(companyId, `/${encodeURIComponent(id)}`), { signal });

export const couponDefinitionQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.couponDefinition.detail(id, { companyId }),
    queryFn: ({ signal }) => getCouponDefinition(companyId, id, signal),
    enabled: Boolean(companyId && id),
    // The edit form keeps what it opened with; a newer version only matters when saving (409).
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCouponDefinition = (companyId: string, id: string) =>
  useQuery(couponDefinitionQueryOptions(companyId, id));
