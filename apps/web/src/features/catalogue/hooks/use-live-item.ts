import type { CatalogueKind } from '@jumun/shared';
import type { CatalogueItemMap } from '../../../lib/sync';
import { useCatalogueList } from '../../../lib/sync';

/** The item an edit page works on, live from the sync store; `isLoaded` false until the list is known. */
export const useLiveItem = <K extends CatalogueKind>(kind: K, id: string | undefined) => {
  const { items, isLoaded } = useCatalogueList(kind);
  const item = id ? (items as CatalogueItemMap[K][]).find((candidate) => candidate.id === id) : undefined;
  return { item, isLoaded };
};
