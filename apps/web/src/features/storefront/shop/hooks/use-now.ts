import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` and when the tab comes back into view, so the open badge and the
 * dayparts of an open menu stay true (a brunch item leaves the menu at 14:00 without a reload).
 */
export const useNow = (intervalMs = 30_000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);
  return now;
};
