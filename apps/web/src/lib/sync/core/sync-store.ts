import { CATALOGUE_KINDS, type CatalogueKind } from '@jumun/shared';
import type { CatalogueItemMap, CatalogueLists, CompanySnapshot, SyncStatus } from './sync.types';

export type SyncState = {
  /** The company being synced; null before login and after logout. */
  companyId: string | null;
  /** The last company snapshot heard on the realtime stream (spec §4: cleared on logout). */
  company: CompanySnapshot | null;
  lists: CatalogueLists;
  /** Kinds whose list has been loaded at least once in this session (from cache or server). */
  loaded: Record<CatalogueKind, boolean>;
  status: SyncStatus;
  lastSyncedAt: number | null;
  /** Spec §8: the last sync failure, stored as the store's error with isSuccess false. */
  isSuccess: boolean;
  error: string | null;
};

const emptyLists = (): CatalogueLists => ({ product: [], category: [], option: [], optionGroup: [] });
const nothingLoaded = () =>
  Object.fromEntries(CATALOGUE_KINDS.map((kind) => [kind, false])) as Record<CatalogueKind, boolean>;

export const initialSyncState = (): SyncState => ({
  companyId: null,
  company: null,
  lists: emptyLists(),
  loaded: nothingLoaded(),
  status: 'offline',
  lastSyncedAt: null,
  isSuccess: true,
  error: null,
});

/** A minimal external store: immutable snapshots, so React's useSyncExternalStore can select from it. */
export const createSyncStore = () => {
  let state = initialSyncState();
  const listeners = new Set<() => void>();

  const set = (patch: Partial<SyncState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set,
    setList<K extends CatalogueKind>(kind: K, items: CatalogueItemMap[K][]) {
      set({ lists: { ...state.lists, [kind]: items }, loaded: { ...state.loaded, [kind]: true } });
    },
    reset() {
      state = initialSyncState();
      for (const listener of [...listeners]) listener();
    },
  };
};

export type SyncStore = ReturnType<typeof createSyncStore>;
