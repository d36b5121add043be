import type { CatalogueKind } from '@jumun/shared';
import { apiRequest } from '../../api-client';
import type { DeleteItemFn, FetchJson, SaveItemFn, SaveItemsFn } from '../core/sync.types';

/** The engine's transport over the shell's one API client (timeouts, Bearer token, GET retry live there). */
export const apiFetchJson: FetchJson = (method, path, body) =>
  apiRequest(method, path, body === undefined ? {} : { body });

const kindPath = (kind: CatalogueKind) => `/api/document/admin/${kind}`;

/** Spec §7 rows 3–5, injected into the sync store as saveItem / saveItems / deleteItem. */
export const saveItemRequest: SaveItemFn = (kind, companyId, item) =>
  apiRequest('POST', kindPath(kind), { body: { companyId, item } });

export const saveItemsRequest: SaveItemsFn = (kind, companyId, items) =>
  apiRequest('POST', `${kindPath(kind)}/saveMany`, { body: { companyId, items } });

export const deleteItemRequest: DeleteItemFn = (kind, companyId, id) =>
  apiRequest('DELETE', `${kindPath(kind)}/${encodeURIComponent(id)}`, { query: { companyId } });
