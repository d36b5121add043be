import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` things to render now: `first` on the first render, then `step` more after each commit, each
 * step in a transition of its own, until all are there. What a page shows below its first screen then renders after
 * the first screen is on the glass, in tasks short enough not to block a tap (Lighthouse's total blocking time on
 * the back-office pages, issues #11 and #16), instead of in one long task with it. Only for what a visitor scrolls
 * to: what the first screen shows belongs in `first`.
 */
export const useRevealInSteps = (total: number, first: number, step: number): number => {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setShown((current) => current + step));
  }, [shown, total, step]);
  return Math.min(shown, total);
};

/** False on the first render, true from the next commit on (one step of useRevealInSteps). */
export const useAfterFirstPaint = (): boolean => useRevealInSteps(1, 0, 1) === 1;
