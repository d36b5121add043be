import type { CouponDefinition } from '@jumun/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { couponDefinitionsPath } from './coupon-definitions-path';

export const getCouponDefinitions = (companyId: string, signal?: AbortSignal) =>
  api.get<CouponDefinition[]>(couponDefinitionsPath(companyId), { signal });

export const couponDefinitionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.couponDefinition.list({ companyId }),
    queryFn: ({ signal }) => getCouponDefinitions(companyId, signal),
    enabled: Boolean(companyId),
  });

export const useCouponDefinitions = (companyId: string) => useQuery(couponDefinitionsQueryOptions(companyId));
