import { ORDER_EVENTS } from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl, getAuthHeader, reportUnauthorized } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { createFetchStreamOpener } from '../../../lib/sync/adapters/fetch-event-stream';
import { listenToStream, realtimePath } from '../../../lib/sync/core/company-listener';

/** Issue 12 §7: the banner shows when the stream has been down this long. */
export const STALE_BANNER_MS = 10_000;

/**
 * Keeps the board's orders current: the company's administrator stream (the same one the catalogue sync uses)
 * carries order events; each one, and every (re)connect, re-reads the day's list — so an order placed while the
 * tablet was offline shows up when it is back (decision 004: the stream is a hint, the API the truth).
 * Returns whether the stream has been down for STALE_BANNER_MS.
 */
export const useLiveBoard = (companyId: string) => {
  const queryClient = useQueryClient();
  const [isStale, setIsStale] = useState(false);

  useEffect(() => {
    if (!companyId) return;
    let staleTimer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.order.lists() });
    const markDown = () => {
      staleTimer ??= setTimeout(() => setIsStale(true), STALE_BANNER_MS);
    };
    const listener = listenToStream(
      realtimePath(companyId, 'admin'),
      {
        onEvent: (event) => {
          if (event === ORDER_EVENTS.orderCreated || event === ORDER_EVENTS.orderUpdated) refresh();
        },
        onConnectionChange: (isConnected) => {
          if (!isConnected) return markDown();
          if (staleTimer) clearTimeout(staleTimer);
          staleTimer = null;
          setIsStale(false);
          refresh();
        },
      },
      {
        openStream: createFetchStreamOpener({
          toUrl: apiUrl,
          authHeader: getAuthHeader,
          onUnauthorized: reportUnauthorized,
        }),
      },
    );
    // The browser knows before the stream's heartbeat does.
    const onOffline = () => markDown();
    const onOnline = () => listener.reconnectNow();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    markDown();
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      if (staleTimer) clearTimeout(staleTimer);
      listener.stop();
    };
  }, [companyId, queryClient]);

  return { isStale };
};
