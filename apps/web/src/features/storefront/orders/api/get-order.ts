import type { Order } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';
import { customerApi } from '../../account/api/customer-api';

/** `GET /api/store/companies/:companyId/orders/:orderId`: one of the signed-in customer's own orders. */
export const orderQueryOptions = (companyId: string, orderId: string, uid: string | null) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId, { part: 'order', orderId, uid }),
    queryFn: ({ signal }) =>
      customerApi.get<Order>(
        `/api/store/companies/${encodeURIComponent(companyId)}/orders/${encodeURIComponent(orderId)}`,
        { signal },
      ),
    enabled: uid !== null,
    staleTime: 5_000,
  });
