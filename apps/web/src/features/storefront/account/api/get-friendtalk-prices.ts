import type { FriendtalkPrices } from '@jumun/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';
import { customerApi } from './customer-api';

/**
 * `GET /api/store/companies/:companyId/me/friendtalk-prices`: the shop's Friendtalk prices, for its 친구톡 receiver
 * only (the public products carry none). Keyed under the `product` part, so a catalogue change refetches it with the
 * products (shop/utils/live-shop.ts).
 */
export const friendtalkPricesQueryOptions = (companyId: string, receiverUid: string | null) =>
  queryOptions({
    queryKey: queryKeys.storefront.detail(companyId, { part: 'product', friendtalkReceiver: receiverUid }),
    queryFn: ({ signal }) =>
      customerApi.get<FriendtalkPrices>(
        `/api/store/companies/${encodeURIComponent(companyId)}/me/friendtalk-prices`,
        { signal },
      ),
    enabled: receiverUid !== null,
    staleTime: 60_000,
  });
