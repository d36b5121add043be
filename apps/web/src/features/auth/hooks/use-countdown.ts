import { useEffect, useState } from 'react';

/**
 * Seconds left until `until` (epoch ms). Computed from the clock on every tick rather than decremented, so
 * a throttled background tab still shows the right number when it comes back.
 */
export const useCountdown = (until: number | null): number => {
  const secondsLeft = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(secondsLeft);

  useEffect(() => {
    const tick = () => setSeconds(until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
    tick();
    if (!until) return;
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [until]);

  return seconds;
};
