import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { createSignal } from '../lib/signal';

/**
 * What start-up shows inside the app's providers: the loader, then the router (or the start-up error page). The
 * providers render once and only this slot's content changes (decision 053): rendering the whole tree again from the
 * root re-ran Mantine's theme and CSS variables for each step, on the phone's main thread before the first page.
 */
export type StartupSlot = {
  read: () => ReactNode;
  show: (page: ReactNode) => void;
  subscribe: (listener: () => void) => () => void;
};

export const createStartupSlot = (initial: ReactNode): StartupSlot => {
  let current = initial;
  const changed = createSignal();
  return {
    read: () => current,
    show: (page) => {
      current = page;
      changed.emit();
    },
    subscribe: changed.on,
  };
};

/**
 * Renders the slot's current content. A change arrives as a transition, so React renders the new page in slices
 * between the browser's own work and keeps the loader on screen until it is ready.
 */
export const StartupSlotView = ({ slot }: { slot: StartupSlot }) => {
  const [page, setPage] = useState(slot.read);
  useEffect(() => {
    const update = () => startTransition(() => setPage(slot.read()));
    // A page shown between this component's render and this effect is picked up here.
    update();
    return slot.subscribe(update);
  }, [slot]);
  return page;
};
