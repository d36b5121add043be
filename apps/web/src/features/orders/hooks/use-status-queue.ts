import type { Order } from '@jumun/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { changeOrderStatus } from '../api/orders.api';
import { ordersText, statusLabel } from '../i18n';
import { createStatusQueue } from '../utils/status-queue';

/** How often waiting taps are tried again while the page is open (besides the browser's "online" event). */
const RETRY_EVERY_MS = 5_000;

/**
 * The board's status taps (issue 12 §8): applied orders go straight into the cached day list; conflicts and
 * refusals are shown, never retried; taps made offline wait and go out when the network is back.
 */
export const useStatusQueue = (companyId: string) => {
  const queryClient = useQueryClient();
  const queue = useMemo(() => {
    const replaceInLists = (order: Order) => {
      queryClient.setQueriesData<Order[]>({ queryKey: queryKeys.order.lists() }, (orders) =>
        orders?.map((existing) => (existing.id === order.id ? order : existing)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.order.lists() });
    };
    return createStatusQueue({
      send: (orderId, change, key) => changeOrderStatus(companyId, orderId, change, key),
      onApplied: replaceInLists,
      onConflict: (pending, current) => {
        if (current) replaceInLists(current);
        notifications.show({
          color: 'orange',
          title: ordersText.t('result.conflictTitle', { number: pending.orderNumber }),
          message: current
            ? ordersText.t('result.conflict', {
                status: statusLabel(ordersText.t, current.processStatus, current.orderType),
              })
            : '',
        });
      },
      onRefused: (pending, message) =>
        notifications.show({
          color: 'red',
          title: ordersText.t('result.failed', { number: pending.orderNumber }),
          message,
        }),
    });
  }, [companyId, queryClient]);

  useEffect(() => {
    const retry = () => void queue.retryAll();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [queue]);

  const pending = useSyncExternalStore(queue.subscribe, queue.snapshot);
  return { submit: queue.submit, pending };
};
