import { ORDER_EVENTS } from '@jumun/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../../lib/api-client';
import { getCustomerIdToken } from '../../../../lib/auth/customer-session';
import { queryKeys } from '../../../../lib/query-keys';
import { createFetchStreamOpener } from '../../../../lib/sync/adapters/fetch-event-stream';
import { listenToStream } from '../../../../lib/sync/core/company-listener';

/**
 * The customer's own order events (`/api/realtime/store/companies/:companyId/orders`, customer token): when the shop
 * accepts, cooks or cancels, the order and history queries are read again — the page updates without a reload.
 * Every (re)connect re-reads too, so a status missed offline shows up.
 */
export const startLiveOrders = (companyId: string, queryClient: QueryClient) => {
  const refresh = () => {
    void queryClient.invalidateQueries({
      queryKey: queryKeys.storefront.detail(companyId, { part: 'order' }),
    });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.storefront.detail(companyId, { part: 'orders' }),
    });
  };
  const listener = listenToStream(
    `/api/realtime/store/companies/${encodeURIComponent(companyId)}/orders`,
    {
      onEvent: (event) => {
        if (event === ORDER_EVENTS.orderCreated || event === ORDER_EVENTS.orderUpdated) refresh();
      },
      onConnectionChange: (isConnected) => {
        if (isConnected) refresh();
      },
    },
    {
      openStream: createFetchStreamOpener({
        toUrl: apiUrl,
        authHeader: async (): Promise<Record<string, string>> => {
          const token = await getCustomerIdToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    },
  );
  const onOnline = () => listener.reconnectNow();
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('online', onOnline);
    listener.stop();
  };
};
