import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  type CompanyChangedEvent,
  VERSION_KEYS,
  type VersionInfo,
} from '@jumun/shared';
import { listenToCompany, type StreamListen } from './company-listener';
import { fetchDelta, fetchFull } from './fetch-kind';
import {
  type CacheEntry,
  type CacheStore,
  cacheKey,
  createLocalCache,
  isExpired,
  migrateLegacyEntries,
  type StorageLike,
} from './local-cache';
import { mergeDelta } from './merge-delta';
import { createSaveActions } from './save-actions';
import type { CatalogueItem, FetchJson, SaveFunctions, StreamSubscription } from './sync.types';
import { SYNC_MESSAGES, SyncError } from './sync-messages';
import { type KindMeta, planKind } from './sync-plan';
import { createSyncStore } from './sync-store';

export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 60_000;

export type SyncEngineOptions = {
  fetchJson: FetchJson;
  /** Opens or joins the company's administrator stream (the app passes its tab-wide stream hub). */
  listen: StreamListen;
  /** Where the catalogue is kept between visits (IndexedDB in the app). */
  cacheStore: CacheStore;
  /** The localStorage that held the cache before decision 035: its entries are moved once, then removed. */
  legacyStorage?: StorageLike;
  save?: SaveFunctions;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Subscribes to the API client's network failures (lib/network-events.ts): each one shows offline at once. */
  subscribeNetworkErrors?: (listener: () => void) => unknown;
};

type Session = {
  companyId: string;
  listener: StreamSubscription | null;
  isConnected: boolean;
  meta: Record<CatalogueKind, KindMeta | null>;
  versions: Partial<VersionInfo>;
  latest: VersionInfo | null;
  forced: Set<CatalogueKind>;
  isRunning: boolean;
  hasPending: boolean;
  retryTimer: unknown;
  failures: number;
  /** Settles once the cached lists are in the store; runs wait for it so they plan from the cached positions. */
  restored: Promise<void>;
};

const isItemList = (data: unknown): data is CatalogueItem[] =>
  Array.isArray(data) && data.every((item) => typeof item?.id === 'string');

/**
 * The catalogue sync of spec §4, framework-agnostic: restore from local storage, listen to the company stream,
 * and per kind reload fully (integer part moved, cache too old) or merge the delta (fraction moved).
 */
export const createSyncEngine = (options: SyncEngineOptions) => {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const store = createSyncStore();
  const cache = createLocalCache(options.cacheStore, now);
  let session: Session | null = null;

  const statusOf = (s: Session) => (s.isRunning ? 'syncing' : s.isConnected ? 'synced' : 'offline');
  const publishStatus = (s: Session) => {
    if (session === s) store.set({ status: statusOf(s) });
  };

  const syncKind = async (s: Session, kind: CatalogueKind) => {
    const isForced = s.forced.delete(kind);
    try {
      await applyPlan(s, kind, isForced);
    } catch (error) {
      if (isForced) s.forced.add(kind);
      throw error;
    }
  };

  const applyPlan = async (s: Session, kind: CatalogueKind, isForced: boolean) => {
    // Events arriving while this fetch runs move s.latest; only the version planned for may be stored.
    const target = s.latest;
    const plan = planKind({
      kind,
      storedVersions: s.versions,
      next: target,
      meta: s.meta[kind],
      now: now(),
      isForced,
    });
    if (plan === 'skip') return;
    if (plan === 'reset') store.setList(kind, []);
    const meta = s.meta[kind];
    const result =
      plan === 'delta' && meta?.syncPosition !== undefined
        ? await fetchDelta(options.fetchJson, kind, s.companyId, meta.syncPosition)
        : await fetchFull(options.fetchJson, kind, s.companyId);
    if (session !== s) return;
    const items =
      result.mode === 'full'
        ? result.items
        : mergeDelta(store.getState().lists[kind] as CatalogueItem[], result.deletedIds, result.modified);
    const fetchedAt = now();
    s.meta[kind] = { dateLastFetched: fetchedAt, syncPosition: result.syncPosition };
    // Spec §4 / domain §2.4: the cached version moves only after the kind synced successfully, and in the same
    // record as the rows it describes.
    if (target) s.versions = { ...s.versions, [VERSION_KEYS[kind]]: target[VERSION_KEYS[kind]] };
    // Not awaited: the store orders writes as issued, and a refused write leaves the lists in memory.
    void cache.write(kind, s.companyId, {
      data: items,
      dateLastFetched: fetchedAt,
      syncPosition: result.syncPosition,
      version: s.versions[VERSION_KEYS[kind]],
    });
    store.setList(kind, items as never);
  };

  const scheduleRetry = (s: Session) => {
    const delay = Math.min(RETRY_BASE_MS * 2 ** s.failures, RETRY_MAX_MS);
    s.failures += 1;
    if (s.retryTimer !== null) clearTimer(s.retryTimer);
    s.retryTimer = setTimer(() => {
      s.retryTimer = null;
      void run(s);
    }, delay);
  };

  /** One run at a time per session; requests arriving meanwhile coalesce into one more run. */
  const run = async (s: Session): Promise<void> => {
    if (s.isRunning) {
      s.hasPending = true;
      return;
    }
    s.isRunning = true;
    publishStatus(s);
    await s.restored;
    const results = await Promise.allSettled(CATALOGUE_KINDS.map((kind) => syncKind(s, kind)));
    s.isRunning = false;
    if (session !== s) return;
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      const message = failed.reason instanceof SyncError ? failed.reason.message : SYNC_MESSAGES.syncFailed;
      store.set({ isSuccess: false, error: message, status: statusOf(s) });
      scheduleRetry(s);
    } else {
      s.failures = 0;
      store.set({ isSuccess: true, error: null, lastSyncedAt: now(), status: statusOf(s) });
    }
    if (s.hasPending) {
      s.hasPending = false;
      await run(s);
    }
  };

  const onChange = (s: Session, event: CompanyChangedEvent) => {
    if (session !== s) return;
    s.latest = event.versionInfo;
    store.set({
      company: { companyId: event.companyId, revision: event.revision, versionInfo: event.versionInfo },
    });
    void run(s);
  };

  const restore = async (s: Session) => {
    const legacy = options.legacyStorage
      ? await migrateLegacyEntries(options.legacyStorage, options.cacheStore, CATALOGUE_KINDS, s.companyId)
      : new Map<string, CacheEntry<unknown>>();
    const reads = Promise.all(
      CATALOGUE_KINDS.map(async (kind) => {
        const stored = await cache.read(kind, s.companyId, isItemList);
        const moved = legacy.get(cacheKey(kind, s.companyId));
        return (
          stored ??
          (moved && !isExpired(moved.dateLastFetched, now()) && isItemList(moved.data) ? moved : null)
        );
      }),
    );
    // After the reads are issued: their read-only transactions then need not wait for this read-write one, and the
    // reads the entry started early (decision 046) are claimed before this write would drop them.
    void cache.purgeExpired();
    const entries = await reads;
    // Logout or a company switch while the store answered: this session's lists are no longer wanted.
    if (session !== s) return;
    const versions: Partial<VersionInfo> = {};
    CATALOGUE_KINDS.forEach((kind, index) => {
      const entry = entries[index];
      s.meta[kind] = entry
        ? { dateLastFetched: entry.dateLastFetched, syncPosition: entry.syncPosition }
        : null;
      if (typeof entry?.version === 'number') versions[VERSION_KEYS[kind]] = entry.version;
      if (entry) store.setList(kind, entry.data as never);
    });
    s.versions = versions;
  };

  const stop = () => {
    const s = session;
    session = null;
    if (!s) return;
    if (s.retryTimer !== null) clearTimer(s.retryTimer);
    s.listener?.stop();
    store.set({ status: 'offline' });
  };

  const save = createSaveActions({
    functions: options.save ?? {},
    companyId: () => session?.companyId ?? '',
    onSaved: (kind) => {
      const s = session;
      if (!s) return;
      s.forced.add(kind);
      void run(s);
    },
  });

  /**
   * The browser says the network is gone, or a request could not reach the server (issue 9: the badge said 동기화됨
   * for the 45 s the heartbeat watchdog needed): show offline now. A stream that has already ended reconnects at
   * once instead of waiting out its backoff; one that is still alive turns the badge back with its next heartbeat.
   */
  const connectionLost = () => {
    if (!session) return;
    session.isConnected = false;
    publishStatus(session);
    session.listener?.reconnectNow();
  };
  options.subscribeNetworkErrors?.(connectionLost);

  return {
    store,
    ...save,
    /** Stops listening and keeps the cache (company switch, tab closing). */
    stop,
    /** Login or company switch: restore the cache, then listen. Starting the running company again is a no-op. */
    start(companyId: string) {
      if (session?.companyId === companyId) return;
      stop();
      store.reset();
      if (!companyId.trim()) return;
      const s: Session = {
        companyId,
        listener: null,
        isConnected: false,
        meta: { product: null, category: null, option: null, optionGroup: null },
        versions: {},
        latest: null,
        forced: new Set(),
        isRunning: false,
        hasPending: false,
        retryTimer: null,
        failures: 0,
        restored: Promise.resolve(),
      };
      session = s;
      store.set({ companyId });
      s.restored = restore(s).catch(() => undefined);
      s.listener = listenToCompany(
        companyId,
        {
          onChange: (event) => onChange(s, event),
          onConnectionChange: (isConnected) => {
            s.isConnected = isConnected;
            publishStatus(s);
          },
          // After connectionLost() on a failed request, a stream that is still alive says so with its next
          // heartbeat (≤ 5 s), so one unlucky request cannot leave the badge on 오프라인.
          onAlive: () => {
            if (s.isConnected) return;
            s.isConnected = true;
            publishStatus(s);
          },
        },
        options.listen,
      );
    },
    /** Spec §4 "On logout": company cleared, every companyDataCache key wiped, listener stopped. */
    stopSync() {
      stop();
      void cache.wipeAll();
      store.reset();
    },
    connectionLost,
    /** Retry now (the badge's retry button, the browser coming back online). */
    syncNow() {
      if (!session) return;
      session.listener?.reconnectNow();
      void run(session);
    },
  };
};

export type SyncEngine = ReturnType<typeof createSyncEngine>;
