import { NOTIFICATION_UPDATED_EVENT, ORDER_EVENTS } from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { listenToAdminStream } from '../../../lib/sync/admin-streams';

const REFRESHING_EVENTS = new Set<string>([
  NOTIFICATION_UPDATED_EVENT,
  ORDER_EVENTS.orderCreated,
  ORDER_EVENTS.orderUpdated,
]);

/**
 * The list follows the outbox live: a message sent, failed or queued again says so on the company's administrator
 * stream (`notification.updated`), and an order's change is what queues a new one; either re-reads the list, and so
 * does every reconnect (the stream is a hint, the API the truth — decision 004).
 */
export const useLiveNotifications = (companyId: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notification.all });
    const listener = listenToAdminStream(companyId, {
      onEvent: (event) => {
        if (REFRESHING_EVENTS.has(event)) refresh();
      },
      onConnectionChange: (isConnected) => {
        if (isConnected) refresh();
      },
    });
    return () => listener.stop();
  }, [companyId, queryClient]);
};
