import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  composeVersion,
  isCatalogueKind,
  REALTIME_EVENTS,
  VERSION_KEYS,
  type VersionInfo,
} from '@jumun/shared';
import type { FetchJson, OpenStream, StreamHandlers, SyncEnvelope } from '../core/sync.types';

type Row = { item: Record<string, unknown> & { id: string }; position: number; isDeleted: boolean };
type Request = { method: string; path: string; query: URLSearchParams; body?: unknown };
type Failure = (request: Request) => boolean;

const ok = <T>(data: T, syncPosition?: string): SyncEnvelope<T> => ({ isSuccess: true, data, syncPosition });
const fail = (message: string): SyncEnvelope<never> => ({ isSuccess: false, message, error: message });

/**
 * An in-memory stand-in for the document API and the realtime stream (decision 003 semantics): every write gets
 * the next position, lists answer with `syncPosition` = the next position, `since` returns rows at or after it,
 * deletes leave tombstones, and every write bumps the kind's fraction and pushes a `company.changed` frame.
 */
export const createFakeDocumentServer = (companyId: string) => {
  const rows = new Map<CatalogueKind, Map<string, Row>>(CATALOGUE_KINDS.map((kind) => [kind, new Map()]));
  const generation = { product: 1, category: 1, option: 1, optionGroup: 1 };
  const revision = { product: 0, category: 0, option: 0, optionGroup: 0 };
  const streams = new Set<StreamHandlers>();
  const failures: Failure[] = [];
  const requests: Request[] = [];
  let nextPosition = 100;
  let companyRevision = 1;
  let idCounter = 0;
  let isRefusingStreams = false;

  const versionInfo = (): VersionInfo =>
    Object.fromEntries(
      CATALOGUE_KINDS.map((kind) => [VERSION_KEYS[kind], composeVersion(generation[kind], revision[kind])]),
    ) as VersionInfo;

  const frame = (changed: string) =>
    JSON.stringify({ companyId, revision: companyRevision, versionInfo: versionInfo(), changed });

  const notify = (kind: CatalogueKind) => {
    revision[kind] += 1;
    companyRevision += 1;
    for (const handlers of streams) handlers.onEvent(REALTIME_EVENTS.companyChanged, frame(kind));
  };

  const write = (kind: CatalogueKind, item: Record<string, unknown>, isDeleted = false) => {
    const id = typeof item.id === 'string' ? item.id : `${kind}_${++idCounter}`;
    const previous = rows.get(kind)?.get(id);
    const saved = { ...item, id, revision: ((previous?.item.revision as number | undefined) ?? 0) + 1 };
    rows.get(kind)?.set(id, { item: saved, position: nextPosition++, isDeleted });
    return saved;
  };

  const table = (kind: CatalogueKind) => [...(rows.get(kind)?.values() ?? [])];
  const after = (row: Row, since: string | null) => since === null || row.position >= Number(since);

  const route = (request: Request): SyncEnvelope<unknown> => {
    const match = /^\/api\/document\/admin\/(\w+)(\/deleted|\/saveMany|\/[^/?]+)?$/.exec(request.path);
    const kind = match?.[1] ?? '';
    if (!isCatalogueKind(kind)) return fail('알 수 없는 문서 종류입니다');
    const suffix = match?.[2];
    const since = request.query.get('since');
    const position = String(nextPosition);
    if (request.method === 'GET' && suffix === '/deleted') {
      return ok(
        table(kind)
          .filter((r) => r.isDeleted && after(r, since))
          .map((r) => r.item.id),
        position,
      );
    }
    if (request.method === 'GET' && suffix === undefined) {
      return ok(
        table(kind)
          .filter((r) => !r.isDeleted && after(r, since))
          .map((r) => r.item),
        position,
      );
    }
    const body = request.body as { item?: Record<string, unknown>; items?: Record<string, unknown>[] };
    if (request.method === 'POST' && suffix === '/saveMany') {
      const saved = (body.items ?? []).map((item) => write(kind, item));
      notify(kind);
      return ok({
        ids: saved.map((s) => s.id),
        items: saved.map((s) => ({ id: s.id, revision: s.revision })),
      });
    }
    if (request.method === 'POST' && suffix === undefined) {
      const saved = write(kind, body.item ?? {});
      notify(kind);
      return ok({ id: saved.id, revision: saved.revision });
    }
    const id = suffix?.slice(1) ?? '';
    const row = rows.get(kind)?.get(id);
    if (request.method === 'DELETE' && row && !row.isDeleted) {
      write(kind, row.item, true);
      notify(kind);
      return ok({ id });
    }
    return fail('요청한 항목을 찾을 수 없습니다.');
  };

  const fetchJson: FetchJson = async <T>(method: string, path: string, body?: unknown) => {
    const [pathname = '', search = ''] = path.split('?');
    const request: Request = { method, path: pathname, query: new URLSearchParams(search), body };
    requests.push(request);
    const failureIndex = failures.findIndex((isFailing) => isFailing(request));
    if (failureIndex !== -1) {
      failures.splice(failureIndex, 1);
      return fail('서버 오류') as SyncEnvelope<T>;
    }
    return route(request) as SyncEnvelope<T>;
  };

  const openStream: OpenStream = (_path, handlers) => {
    if (isRefusingStreams) {
      queueMicrotask(() => handlers.onClose({ status: 503 }));
      return { close: () => {} };
    }
    streams.add(handlers);
    queueMicrotask(() => {
      if (!streams.has(handlers)) return;
      handlers.onOpen?.();
      handlers.onEvent(REALTIME_EVENTS.companyChanged, frame('snapshot'));
    });
    return {
      close: () => {
        if (streams.delete(handlers)) handlers.onClose({});
      },
    };
  };

  return {
    fetchJson,
    openStream,
    requests,
    versionInfo,
    /** Writes as another administrator would: the row changes and a realtime frame goes out. */
    save: (kind: CatalogueKind, item: Record<string, unknown>) => {
      const saved = write(kind, item);
      notify(kind);
      return saved;
    },
    remove: (kind: CatalogueKind, id: string) =>
      route({ method: 'DELETE', path: `/api/document/admin/${kind}/${id}`, query: new URLSearchParams() }),
    /** Seeds rows without bumping versions or notifying (the state before anyone logs in). */
    seed: (kind: CatalogueKind, items: Record<string, unknown>[]) => {
      for (const item of items) write(kind, item);
    },
    /** `db:bump-schema`: the integer part moves, clients must reload the kind from scratch. */
    bumpGeneration: (kind: CatalogueKind) => {
      generation[kind] += 1;
      companyRevision += 1;
      for (const handlers of streams) handlers.onEvent(REALTIME_EVENTS.companyChanged, frame(kind));
    },
    failNext: (isFailing: Failure) => failures.push(isFailing),
    /** A heartbeat frame on every open stream (the server sends one every 5 s to administrators). */
    heartbeat: () => {
      for (const handlers of streams) handlers.onEvent(REALTIME_EVENTS.heartbeat, '{}');
    },
    /** The server ends every stream (ID token expiry). */
    closeStreams: () => {
      for (const handlers of [...streams]) {
        streams.delete(handlers);
        handlers.onClose({});
      }
    },
    streamCount: () => streams.size,
    /** While true, stream requests fail before any frame (server down). */
    refuseStreams: (isRefusing: boolean) => {
      isRefusingStreams = isRefusing;
    },
  };
};

export type FakeDocumentServer = ReturnType<typeof createFakeDocumentServer>;
