import { useEffect, useState } from 'react';

/** Whether the element with this id is on screen (the shop header: the top bar shows the name once it is not). */
export const useIsVisible = (elementId: string, isReady: boolean) => {
  const [isVisible, setIsVisible] = useState(true);
  useEffect(() => {
    const element = isReady ? document.getElementById(elementId) : null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setIsVisible(entry?.isIntersecting ?? true), {
      rootMargin: '-56px 0px 0px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementId, isReady]);
  return isVisible;
};
