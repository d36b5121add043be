import { AppError, type CatalogueKind, ERROR_MESSAGES } from '@jumun/shared';
import { requireCompanyAccess, type Session } from '../../access';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../lib/ids';
import { parseItems } from '../../lib/parse-items';
import { requireCurrentRevision } from '../../lib/versioned-write';
import { bumpDataRevision, isLiveCompany, notifyCompanyChanged } from '../company';
import { claimIdempotencyKey, type IdempotencyRequest, storeIdempotentResult } from '../idempotency';
import { toCatalogueDto } from './catalogue.dto';
import { CATALOGUE_KIND_CONFIG } from './catalogue.kinds';
import * as repo from './catalogue.repository';
import { assertNotReferenced, assertReferencesExist } from './references';

export type Area = 'admin' | 'user';
type Saved = { id: string; revision: number };

const requireCompanyId = (companyId: string) => {
  if (!companyId.trim()) throw new AppError('COMPANY_REQUIRED', ERROR_MESSAGES.companyRequired);
  return companyId.trim();
};

const toSince = (since: string | undefined) => (since === undefined ? undefined : BigInt(since));

/**
 * Catalogue documents (spec §7 rows 1–6). Every write runs in one transaction that first locks the company row
 * (bumping versionInfo), so writers of one company are serialised, revision checks cannot race, and the
 * realtime event is queued to fire at commit.
 */
export const createCatalogueService = (db: Db) => {
  /** Resolves who may read: administrators per access rules; anyone for a company's published catalogue. */
  const resolveReader = async (
    session: Session | null,
    area: Area,
    companyId: string,
  ): Promise<repo.Audience> => {
    if (area === 'admin') {
      requireCompanyAccess(session, companyId, 'read');
      return 'admin';
    }
    if (!(await isLiveCompany(db, companyId))) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
    return 'customer';
  };

  const requireWriter = (session: Session | null, area: Area, companyId: string) => {
    if (area !== 'admin') throw new AppError('FORBIDDEN', '고객 화면의 데이터는 읽기 전용입니다.');
    return requireCompanyAccess(session, companyId, 'write');
  };

  const inTransaction = async <T>(
    companyId: string,
    kind: CatalogueKind,
    idempotency: IdempotencyRequest | undefined,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      if (idempotency) {
        const claimed = await claimIdempotencyKey<T>(tx, idempotency);
        if (claimed) return claimed.replay;
      }
      // The version bump goes first: its UPDATE takes the company row lock that serialises this company's
      // writers, in one round trip instead of a SELECT … FOR UPDATE now and an UPDATE later. The event is
      // queued after the work; either way it is delivered only at commit.
      const bumped = await bumpDataRevision(tx, companyId, kind);
      if (!bumped) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
      const result = await work(tx);
      await notifyCompanyChanged(tx, { companyId, ...bumped, changed: kind });
      if (idempotency) await storeIdempotentResult(tx, idempotency, result);
      return result;
    });

  /** Applies parsed items: inserts new ones, updates existing ones whose revision matches. */
  const applyItems = async (
    tx: Tx,
    kind: CatalogueKind,
    companyId: string,
    items: Record<string, unknown>[],
  ) => {
    const config = CATALOGUE_KIND_CONFIG[kind];
    const ids = items.map((i) => i.id).filter((id): id is string => typeof id === 'string');
    if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION', '같은 id가 두 번 들어 있습니다.');
    await assertReferencesExist(tx, kind, companyId, items);
    const existing = await repo.findItemsForUpdate(tx, config, companyId, ids);
    const updated = new Map<string, Saved>();
    const inserts: Record<string, unknown>[] = [];
    for (const item of items) {
      const { id, revision, ...fields } = item as { id?: string; revision?: number };
      if (id === undefined) {
        inserts.push({ ...fields, id: newId(config.idPrefix), companyId });
        continue;
      }
      requireCurrentRevision(existing.get(id), {
        id,
        revision,
        notFound: `${id}: ${ERROR_MESSAGES.notFound}`,
      });
      const row = await repo.updateItem(tx, config, companyId, id, fields);
      if (row) updated.set(id, row);
    }
    const inserted = await repo.insertItems(tx, config, inserts);
    // Answer in the request's order; new items take their generated ids in sequence.
    let next = 0;
    return items.map(
      (item) => (typeof item.id === 'string' ? updated.get(item.id) : inserted[next++]) as Saved,
    );
  };

  return {
    async getOne(session: Session | null, area: Area, kind: CatalogueKind, companyId: string, id: string) {
      const audience = await resolveReader(session, area, requireCompanyId(companyId));
      const config = CATALOGUE_KIND_CONFIG[kind];
      const row = await repo.findLiveItem(db, config, companyId, id, audience);
      if (!row) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
      return toCatalogueDto(config, row);
    },

    async list(session: Session | null, area: Area, kind: CatalogueKind, companyId: string, since?: string) {
      const audience = await resolveReader(session, area, requireCompanyId(companyId));
      const config = CATALOGUE_KIND_CONFIG[kind];
      const syncPosition = await repo.readSyncPosition(db);
      const rows = await repo.listLiveItems(db, config, companyId, { since: toSince(since), audience });
      return { items: rows.map((row) => toCatalogueDto(config, row)), syncPosition };
    },

    async listDeleted(
      session: Session | null,
      area: Area,
      kind: CatalogueKind,
      companyId: string,
      since?: string,
    ) {
      const audience = await resolveReader(session, area, requireCompanyId(companyId));
      const syncPosition = await repo.readSyncPosition(db);
      const ids = await repo.listRemovedIds(db, CATALOGUE_KIND_CONFIG[kind], companyId, {
        since: toSince(since),
        audience,
      });
      return { ids, syncPosition };
    },

    async saveOne(
      session: Session | null,
      area: Area,
      kind: CatalogueKind,
      rawCompanyId: string,
      item: unknown,
      idempotency?: IdempotencyRequest,
    ) {
      const companyId = requireCompanyId(rawCompanyId);
      requireWriter(session, area, companyId);
      const [parsed] = parseItems(CATALOGUE_KIND_CONFIG[kind].inputSchema, [item], () => 'item');
      return inTransaction(companyId, kind, idempotency, async (tx) => {
        const [saved] = await applyItems(tx, kind, companyId, [parsed as Record<string, unknown>]);
        return saved as Saved;
      });
    },

    async saveMany(
      session: Session | null,
      area: Area,
      kind: CatalogueKind,
      rawCompanyId: string,
      items: unknown[],
      idempotency?: IdempotencyRequest,
    ) {
      const companyId = requireCompanyId(rawCompanyId);
      requireWriter(session, area, companyId);
      const parsed = parseItems(CATALOGUE_KIND_CONFIG[kind].inputSchema, items, (i) => `items.${i}`);
      return inTransaction(companyId, kind, idempotency, async (tx) => {
        const saved = await applyItems(tx, kind, companyId, parsed as Record<string, unknown>[]);
        return { ids: saved.map((s) => s.id), items: saved };
      });
    },

    async remove(session: Session | null, area: Area, kind: CatalogueKind, rawCompanyId: string, id: string) {
      const companyId = requireCompanyId(rawCompanyId);
      requireWriter(session, area, companyId);
      return inTransaction(companyId, kind, undefined, async (tx) => {
        await assertNotReferenced(tx, kind, companyId, id);
        const removed = await repo.tombstoneItem(tx, CATALOGUE_KIND_CONFIG[kind], companyId, id);
        if (!removed) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
        return { id };
      });
    },
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
