import { CATALOGUE_KINDS, REALTIME_EVENTS, VERSION_KEYS, type VersionInfo } from '@jumun/shared';
import { vi } from 'vitest';
import { ADMIN_STALE_STREAM_MS } from '../core/company-listener';
import { cacheKey } from '../core/local-cache';
import { createStreamHub } from '../core/stream-hub';
import type { SaveFunctions } from '../core/sync.types';
import { createSyncEngine } from '../core/sync-engine';
import { createFakeDocumentServer } from './fake-document-server';
import { createMemoryCacheStore, type MemoryCacheStore } from './memory-cache-store';
import type { createMemoryStorage } from './memory-storage';

export const COMPANY_ID = 'coTest';
export const START_TIME = Date.UTC(2026, 10, 22, 3, 0, 0);

/** One macrotask: the fake server answers with resolved promises, so this flushes a whole sync run. */
export const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A sync engine on a fake clock, a fake document server and a private cache store. */
export const createHarness = (
  options: {
    storage?: MemoryCacheStore;
    legacyStorage?: ReturnType<typeof createMemoryStorage>;
    save?: SaveFunctions;
  } = {},
) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START_TIME });
  const server = createFakeDocumentServer(COMPANY_ID);
  const storage = options.storage ?? createMemoryCacheStore();
  const save: SaveFunctions = options.save ?? {
    saveItem: (kind, companyId, item) =>
      server.fetchJson('POST', `/api/document/admin/${kind}`, { companyId, item }),
    saveItems: (kind, companyId, items) =>
      server.fetchJson('POST', `/api/document/admin/${kind}/saveMany`, { companyId, items }),
    deleteItem: (kind, companyId, id) =>
      server.fetchJson('DELETE', `/api/document/admin/${kind}/${id}?companyId=${companyId}`),
  };
  const networkErrorListeners: (() => void)[] = [];
  // As in the app: the engine listens through a tab's stream hub (lib/sync/admin-streams.ts).
  const streams = createStreamHub({
    openStream: server.openStream,
    staleAfterMs: ADMIN_STALE_STREAM_MS,
    replayEvents: [REALTIME_EVENTS.companyChanged],
    releaseHiddenAfterMs: 30_000,
  });
  const engine = createSyncEngine({
    fetchJson: server.fetchJson,
    listen: (path, callbacks) => streams.listen(path, callbacks),
    cacheStore: storage,
    legacyStorage: options.legacyStorage,
    save,
    subscribeNetworkErrors: (listener) => networkErrorListeners.push(listener),
  });
  /** What the API client reports when a request could not reach the server (lib/network-events.ts). */
  const networkError = () => {
    for (const listener of networkErrorListeners) listener();
  };
  const state = () => engine.store.getState();
  const pathsSince = (index: number) =>
    server.requests.slice(index).map((r) => `${r.method} ${r.path}${r.query.has('since') ? ' since' : ''}`);
  return { server, storage, streams, engine, state, pathsSince, networkError };
};

/** The versions the cache records hold, as the next start would restore them. */
export const storedVersions = (h: { storage: MemoryCacheStore }): Partial<VersionInfo> => {
  const versions: Partial<VersionInfo> = {};
  for (const kind of CATALOGUE_KINDS) {
    const version = h.storage.peek(cacheKey(kind, COMPANY_ID))?.version;
    if (version !== undefined) versions[VERSION_KEYS[kind]] = version;
  }
  return versions;
};
