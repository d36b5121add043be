import type { CatalogueKind } from '@jumun/shared';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { catalogueSync } from '../catalogue-sync';
import type { CatalogueItemMap } from '../core/sync.types';
import type { SyncState } from '../core/sync-store';

const { store } = catalogueSync;

/**
 * Selects from the sync store; re-renders only when the selected value changes identity.
 *
 * Not `useSyncExternalStore`: React renders its updates synchronously, so every step of a first sync (cache read,
 * each list, connected, synced) re-rendered the whole catalogue page in one task each, six tasks of 60–470 ms at a
 * phone's 4× slowdown on `/admin/product`. Here a change arrives as a transition, which React renders in slices
 * between the browser's own work (decision 055). The store notifies every listener in one go, so all the
 * components that select from one change render it in the same pass.
 */
export const useSyncState = <T>(selector: (state: SyncState) => T): T => {
  const [, rerender] = useState(0);
  // Like useSyncExternalStore, a render reads the store as it is now (a new selector, e.g. another kind, must not
  // select from an older state); unlike it, a render that overlaps a change is not redone synchronously: the change's
  // own transition brings every component that selected from it up to date.
  const value = selector(store.getState());
  const latest = useRef({ selector, value });
  useLayoutEffect(() => {
    latest.current = { selector, value };
  });
  useEffect(() => {
    const update = () => {
      const { selector: select, value: shown } = latest.current;
      if (!Object.is(select(store.getState()), shown)) startTransition(() => rerender((count) => count + 1));
    };
    // A change between this component's render and this effect is picked up here.
    update();
    return store.subscribe(update);
  }, []);
  return value;
};

/** Starts (or keeps) syncing the given company; an empty id stops nothing and starts nothing. */
export const useCatalogueSync = (companyId: string | null | undefined) => {
  useEffect(() => {
    if (companyId) catalogueSync.start(companyId);
  }, [companyId]);
};

/** A kind's list, instant from the local cache, live through the realtime stream. */
export const useCatalogueList = <K extends CatalogueKind>(kind: K) => {
  const items = useSyncState((state) => state.lists[kind]) as CatalogueItemMap[K][];
  const isLoaded = useSyncState((state) => state.loaded[kind]);
  return { items, isLoaded };
};
