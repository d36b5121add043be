import type { CatalogueKind } from '@jumun/shared';
import { type ReactNode, useRef } from 'react';
import { useParams } from '../../../../lib/router';
import { type CatalogueItemMap, useSyncState } from '../../../../lib/sync';
import { useLiveItem } from '../../hooks/use-live-item';
import { ItemNotFound } from './item-not-found';
import { ListLoading } from './list-loading';

type EditPageFrameProps<K extends CatalogueKind> = {
  kind: K;
  listPath: string;
  /** `loaded` is the item as first opened; `live` is what the server has now (undefined once deleted). */
  children: (loaded: CatalogueItemMap[K], live: CatalogueItemMap[K] | undefined) => ReactNode;
};

/**
 * Resolves /edit/:id against the synced list: a loader before the first sync, "not found" for unknown ids, and
 * the form once found. The form stays mounted if the item is deleted meanwhile, so the owner sees why saving
 * fails instead of losing the page.
 */
export const EditPageFrame = <K extends CatalogueKind>({
  kind,
  listPath,
  children,
}: EditPageFrameProps<K>) => {
  const { id } = useParams();
  const { item, isLoaded } = useLiveItem(kind, id);
  // Right after a create or a duplicate the new id arrives with the sync that is already running.
  const isSyncing = useSyncState((state) => state.status === 'syncing');
  const opened = useRef<CatalogueItemMap[K] | undefined>(undefined);
  if (item && opened.current?.id !== item.id) opened.current = item;
  const loaded = opened.current?.id === id ? opened.current : undefined;
  if (!loaded && (!isLoaded || isSyncing)) return <ListLoading kind={kind} />;
  if (!loaded) return <ItemNotFound kind={kind} listPath={listPath} />;
  return <>{children(loaded, item)}</>;
};
