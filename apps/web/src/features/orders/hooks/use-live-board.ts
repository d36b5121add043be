import { ORDER_EVENTS } from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { listenToAdminStream } from '../../../lib/sync/admin-streams';

/**
 * Issue 12 §7: "실시간 연결이 끊겼습니다" within 10 s of losing the stream. Counted from the last sign of life, so a
 * stall shows the banner 8 s after the last frame (a second after the stall is noticed, in case the reconnect is
 * quick), leaving room under the 10 s for a busy tablet.
 */
export const STALE_BANNER_MS = 8_000;

/**
 * Keeps the board's orders current: the company's administrator stream (the same one the catalogue sync uses)
 * carries order events; each one, and every (re)connect, re-reads the day's list — so an order placed while the
 * stream was down shows up when it is back (decision 004: the stream is a hint, the API the truth).
 * Returns whether the stream has been silent for STALE_BANNER_MS.
 */
export const useLiveBoard = (companyId: string) => {
  const queryClient = useQueryClient();
  const [isStale, setIsStale] = useState(false);

  useEffect(() => {
    if (!companyId) return;
    let lastAliveAt = Date.now();
    let staleTimer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.order.lists() });
    const markUp = () => {
      if (staleTimer) clearTimeout(staleTimer);
      staleTimer = null;
      setIsStale(false);
    };
    const markDown = () => {
      staleTimer ??= setTimeout(
        () => setIsStale(true),
        Math.max(0, lastAliveAt + STALE_BANNER_MS - Date.now()),
      );
    };
    const listener = listenToAdminStream(
      companyId,
      {
        onEvent: (event) => {
          if (event === ORDER_EVENTS.orderCreated || event === ORDER_EVENTS.orderUpdated) refresh();
        },
        // Frames still arriving after an `offline` blip: the stream survived it.
        onAlive: () => {
          lastAliveAt = Date.now();
          markUp();
        },
        onConnectionChange: (isConnected) => {
          if (!isConnected) return markDown();
          markUp();
          refresh();
        },
      },
      // The board rings for new orders with the tablet's screen on another app or tab: its stream stays open.
      { whileHidden: true },
    );
    // The browser knows before the stream's heartbeat does.
    const onOffline = () => markDown();
    const onOnline = () => listener.reconnectNow();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // Not connected yet (the stream opens asynchronously): the banner if it does not open in time.
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
