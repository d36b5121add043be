import type { CatalogueKind } from '@jumun/shared';
import { minPosition } from './merge-delta';
import type { CatalogueItem, FetchJson } from './sync.types';
import { SYNC_MESSAGES, SyncError } from './sync-messages';

export type FullFetch = { mode: 'full'; items: CatalogueItem[]; syncPosition?: string };
export type DeltaFetch = {
  mode: 'delta';
  deletedIds: string[];
  modified: CatalogueItem[];
  syncPosition?: string;
};

const documentPath = (kind: CatalogueKind, suffix: string, companyId: string, since?: string) => {
  const query = new URLSearchParams({ companyId });
  if (since !== undefined) query.set('since', since);
  return `/api/document/admin/${kind}${suffix}?${query.toString()}`;
};

const isItemArray = (value: unknown): value is CatalogueItem[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string');

const isIdArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

const detailOf = (envelope: { message?: string; error?: string }) => envelope.error ?? envelope.message;

/** Full reload of one kind: GET list without `since`. */
export const fetchFull = async (fetchJson: FetchJson, kind: CatalogueKind, companyId: string) => {
  const response = await fetchJson<unknown>('GET', documentPath(kind, '', companyId));
  if (!response.isSuccess || !isItemArray(response.data)) {
    throw new SyncError(SYNC_MESSAGES.syncFailed, detailOf(response));
  }
  const result: FullFetch = { mode: 'full', items: response.data, syncPosition: response.syncPosition };
  return result;
};

/**
 * Delta of one kind since `since` (domain §2.3 step 2): deleted ids first, then modified rows. The stored
 * position is the smaller of the two answers, so a row that changed between the calls is fetched again next
 * time rather than missed.
 */
export const fetchDelta = async (
  fetchJson: FetchJson,
  kind: CatalogueKind,
  companyId: string,
  since: string,
) => {
  const deleted = await fetchJson<unknown>('GET', documentPath(kind, '/deleted', companyId, since));
  if (!deleted.isSuccess || !isIdArray(deleted.data)) {
    throw new SyncError(SYNC_MESSAGES.deletedFailed, detailOf(deleted));
  }
  const modified = await fetchJson<unknown>('GET', documentPath(kind, '', companyId, since));
  if (!modified.isSuccess || !isItemArray(modified.data)) {
    throw new SyncError(SYNC_MESSAGES.modifiedFailed, detailOf(modified));
  }
  const result: DeltaFetch = {
    mode: 'delta',
    deletedIds: deleted.data,
    modified: modified.data,
    syncPosition: minPosition(deleted.syncPosition, modified.syncPosition),
  };
  return result;
};
