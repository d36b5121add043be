import type { CatalogueKind } from '@jumun/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { catalogueSync } from '../catalogue-sync';
import type { CatalogueItemMap } from '../core/sync.types';
import type { SyncState } from '../core/sync-store';

const { store } = catalogueSync;

/** Selects from the sync store; re-renders only when the selected value changes identity. */
export const useSyncState = <T>(selector: (state: SyncState) => T): T =>
  useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );

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
