/** Public surface of the sync feature (features/sync/README.md). */
export { catalogueSync } from './catalogue-sync';
export { SyncStatusBadge } from './components/sync-status-badge';
export type { CatalogueItemMap, SyncEnvelope, SyncStatus } from './core/sync.types';
export { SYNC_MESSAGES } from './core/sync-messages';
export type { SyncState } from './core/sync-store';
export { useCatalogueList, useCatalogueSync, useSyncState } from './hooks/use-sync';
