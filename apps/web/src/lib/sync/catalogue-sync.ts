import { onLogout } from '../auth-events';
import { companyCacheDb } from '../company-cache-db';
import { onNetworkError } from '../network-events';
import { apiFetchJson, deleteItemRequest, saveItemRequest, saveItemsRequest } from './adapters/document-api';
import { adminStreams } from './admin-streams';
import { createSyncEngine } from './core/sync-engine';

/**
 * The app's one sync engine: the shell's API client for calls and tokens, the tab's shared administrator stream
 * (admin-streams.ts), IndexedDB for the cache (moved there once from localStorage, decision 035), and the shell's
 * logout fan-out to wipe it (spec §4 "On logout").
 */
export const catalogueSync = createSyncEngine({
  fetchJson: apiFetchJson,
  listen: (path, callbacks) => adminStreams.listen(path, callbacks),
  cacheStore: companyCacheDb,
  legacyStorage: window.localStorage,
  save: { saveItem: saveItemRequest, saveItems: saveItemsRequest, deleteItem: deleteItemRequest },
  subscribeNetworkErrors: onNetworkError,
});

onLogout(() => catalogueSync.stopSync());

// Back from offline or a sleeping laptop: reconnect and catch up now rather than after the backoff.
window.addEventListener('online', () => catalogueSync.syncNow());
window.addEventListener('offline', () => catalogueSync.connectionLost());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') catalogueSync.syncNow();
});
