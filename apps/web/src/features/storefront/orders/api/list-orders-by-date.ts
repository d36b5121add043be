import type { Order } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';
import { customerApi } from '../../account/api/customer-api';

/** `GET /api/orders/listByDate?companyId&searchDate=yyyyMMdd` (domain §5.4): the customer's orders of one day. */
export const ordersByDateQueryOptions = (companyId: string, searchDate: string, uid: string | null) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId, { part: 'orders', searchDate, uid }),
    queryFn: ({ signal }) =>
      customerApi.get<Order[]>('/api/orders/listByDate', { query: { companyId, searchDate }, signal }),
    enabled: uid !== null,
    staleTime: 15_000,
  });
