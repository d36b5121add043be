import type { CatalogueKind, Category, Option, OptionGroup, Product, VersionInfo } from '@jumun/shared';

/** The item type each synced kind holds (domain §4). */
export type CatalogueItemMap = {
  product: Product;
  category: Category;
  option: Option;
  optionGroup: OptionGroup;
};
export type CatalogueItem = CatalogueItemMap[CatalogueKind];
export type CatalogueLists = { [K in CatalogueKind]: CatalogueItemMap[K][] };

/** The envelope every document call answers with (spec §7, domain §1.3). */
export type SyncEnvelope<T> = {
  isSuccess: boolean;
  data?: T;
  message?: string;
  error?: string;
  /** Present on list and deleted responses: the opaque position to send back as `since`. */
  syncPosition?: string;
};

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One JSON call against the API; `path` may carry a query string. Never throws for HTTP failures. */
export type FetchJson = <T>(method: HttpMethod, path: string, body?: unknown) => Promise<SyncEnvelope<T>>;

export type StreamHandlers = {
  /** The response arrived and frames may follow. */
  onOpen?: () => void;
  onEvent: (event: string, data: string) => void;
  /** The stream ended (server closed it, network dropped, HTTP error, or close() was called). */
  onClose: (reason: { status?: number; error?: string }) => void;
};
export type StreamHandle = { close: () => void };
/** Opens a server-sent-events stream with the session's credentials. */
export type OpenStream = (path: string, handlers: StreamHandlers) => StreamHandle;

/** A listener's hold on a realtime stream (listenToStream, or a share of one through the tab's stream hub). */
export type StreamSubscription = {
  /** Reconnect now (back online) instead of waiting out the backoff. */
  reconnectNow: () => void;
  stop: () => void;
};

/** What the UI shows: connected and idle, fetching, or not connected to the realtime stream. */
export type SyncStatus = 'synced' | 'syncing' | 'offline';

export type CompanySnapshot = { companyId: string; revision: number; versionInfo: VersionInfo };

export type SavedRef = { id: string; revision: number };
export type SaveItemFn = (
  kind: CatalogueKind,
  companyId: string,
  item: Record<string, unknown>,
) => Promise<SyncEnvelope<SavedRef>>;
export type SaveItemsFn = (
  kind: CatalogueKind,
  companyId: string,
  items: Record<string, unknown>[],
) => Promise<SyncEnvelope<{ ids: string[]; items: SavedRef[] }>>;
export type DeleteItemFn = (
  kind: CatalogueKind,
  companyId: string,
  id: string,
) => Promise<SyncEnvelope<{ id: string }>>;

/** Spec §5: save, saveMany and delete are supplied from outside; a missing one is reported, not thrown. */
export type SaveFunctions = {
  saveItem?: SaveItemFn;
  saveItems?: SaveItemsFn;
  deleteItem?: DeleteItemFn;
};
