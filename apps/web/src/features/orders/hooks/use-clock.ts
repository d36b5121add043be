import { useEffect, useState } from 'react';

/** Now, re-read every `everyMs`: re-renders the "n분 전" labels and rolls the board over to the next day. */
export const useNow = (everyMs: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

/** The browser's own online flag, kept current (it knows before any request fails). */
export const useIsOnline = () => {
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
};
