/** Public surface of the sync module (lib/sync/README.md): features import only from here. */
export { catalogueSync } from './catalogue-sync';
export { SyncStatusBadge } from './components/sync-status-badge';
export type { CatalogueItemMap, CatalogueLists, SyncEnvelope, SyncStatus } from './core/sync.types';
export { SYNC_MESSAGES, syncErrorText } from './core/sync-messages';
export type { SyncState } from './core/sync-store';
export { useCatalogueList, useCatalogueSync, useSyncState } from './hooks/use-sync';
export { throwIfFailed } from './throw-if-failed';
