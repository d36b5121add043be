import type { MonthlyOrderStatistics } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET …/statistics/monthly-orders?month=yyyyMM`: the server aggregates (Asia/Seoul month, paid orders only). */
export const monthlyOrdersQueryOptions = (companyId: string, month: number) =>
  queryOptions({
    queryKey: queryKeys.statistics.list({ companyId, month }),
    queryFn: ({ signal }) =>
      api.get<MonthlyOrderStatistics>(
        `/api/admin/companies/${encodeURIComponent(companyId)}/statistics/monthly-orders`,
        { query: { month: String(month) }, signal },
      ),
    enabled: Boolean(companyId),
  });
