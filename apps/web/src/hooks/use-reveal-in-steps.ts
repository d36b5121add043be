import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` things to render now: `first` on the first render, then `step` more after each commit, each
 * step in a transition of its own, until all are there. What a page shows below its first screen then renders after
 * the first screen is on the glass, in tasks short enough not to block a tap (Lighthouse's total blocking time on
 * the back-office pages, issues #11 and #16), instead of in one long task with it. Only for what a visitor scrolls
 * to: what the first screen shows belongs in `first`. A new `resetKey` (another filter or page of a list) starts
 * again from `first`, so the things it replaces are not all rebuilt in the same task either (decision 047).
 */
export const useRevealInSteps = (total: number, first: number, step: number, resetKey?: unknown): number => {
  const [reveal, setReveal] = useState({ key: resetKey, shown: first });
  let { shown } = reveal;
  if (!Object.is(reveal.key, resetKey)) {
    // Adjusted during render (React's pattern for state derived from a prop): the reset and the new things commit
    // together, never one render with all of the old count.
    shown = first;
    setReveal({ key: resetKey, shown: first });
  }
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setReveal((current) => ({ ...current, shown: current.shown + step })));
  }, [shown, total, step]);
  return Math.min(shown, total);
};

/** False on the first render, true from the next commit on (one step of useRevealInSteps). */
export const useAfterFirstPaint = (): boolean => useRevealInSteps(1, 0, 1) === 1;
