import { AppError, type CatalogueKind, ERROR_MESSAGES } from '@jumun/shared';
import { type CompanyAccess, requireCompanyAccess, type Session } from '../../access';
import type { Db, Tx } from '../../db/client';
import { newIds } from '../../lib/ids';
import { parseItems } from '../../lib/parse-items';
import { requireCurrentRevision } from '../../lib/versioned-write';
import { type AuditEntry, actorRoleOf, auditInsertParts, changedFields, insertAudits } from '../audit';
import type { IdempotencyRequest } from '../idempotency';
import { toCatalogueDto } from './catalogue.dto';
import { CATALOGUE_KIND_CONFIG } from './catalogue.kinds';
import * as repo from './catalogue.repository';
import { type Area, createCatalogueReads, requireCompanyId } from './catalogue-reads.service';
import { createCatalogueTransaction, type Lock } from './catalogue-transaction';
import { insertItemsWithAudits } from './catalogue-write.repository';
import { assertNotReferenced, assertReferencesExist, pointsAtNothing } from './references';

type Saved = { id: string; revision: number };

/** What 직원 may change on the shop floor (issue 14): the sold-out switches, nothing else. */
const SOLD_OUT_FIELDS: Partial<Record<CatalogueKind, readonly string[]>> = {
  product: ['isSoldOut', 'soldOutUntil'],
  option: ['soldOutItems'],
};
const NAME_FIELD: Record<CatalogueKind, string> = {
  product: 'productName',
  category: 'categoryName',
  option: 'optionName',
  optionGroup: 'optionGroupName',
};

/**
 * From this many items, a save of only new items that point at nothing inserts them before taking the company lock
 * (decisions/033). Below it the insert is short and riding the event with it saves a round trip instead.
 */
const BULK_CREATE_ITEMS = 10;

/** A write grant: full (`write`), or the sold-out switches only (`operate`, for 직원). */
type Writer = { access: CompanyAccess<'write' | 'operate'>; soldOutOnly: boolean; refusal: string };

/**
 * Catalogue documents (spec §7 rows 1–6). Every write runs in one transaction that first locks the company row
 * (bumping versionInfo), so writers of one company are serialised, revision checks cannot race, and the
 * realtime event is queued to fire at commit.
 */
export const createCatalogueService = (db: Db) => {
  const reads = createCatalogueReads(db);

  const requireWriter = (
    session: Session | null,
    area: Area,
    companyId: string,
    kind?: CatalogueKind,
  ): Writer => {
    if (area !== 'admin') throw new AppError('FORBIDDEN', '고객 화면의 데이터는 읽기 전용입니다.');
    try {
      return { access: requireCompanyAccess(session, companyId, 'write'), soldOutOnly: false, refusal: '' };
    } catch (error) {
      // 직원 reach the sold-out switches of products and options and nothing else; applyItems checks the rest.
      if (!kind || !SOLD_OUT_FIELDS[kind] || !(error instanceof AppError) || error.code !== 'FORBIDDEN')
        throw error;
      const access = (() => {
        try {
          return requireCompanyAccess(session, companyId, 'operate');
        } catch {
          throw error;
        }
      })();
      return { access, soldOutOnly: true, refusal: error.message };
    }
  };

  /** Normalises a stored row the way a save is parsed, so unchanged fields compare equal. */
  const asInput = (config: (typeof CATALOGUE_KIND_CONFIG)[CatalogueKind], row: Record<string, unknown>) => {
    const dto = toCatalogueDto(config, row) as unknown as Record<string, unknown>;
    const parsed = config.inputSchema.safeParse(dto);
    return parsed.success ? (parsed.data as Record<string, unknown>) : dto;
  };

  const inTransaction = createCatalogueTransaction(db);

  /** Applies parsed items: inserts new ones, updates existing ones whose revision matches. */
  const applyItems = async (
    tx: Tx,
    kind: CatalogueKind,
    companyId: string,
    items: Record<string, unknown>[],
    writer: Writer,
    lock: Lock,
  ) => {
    const config = CATALOGUE_KIND_CONFIG[kind];
    const ids = items.map((i) => i.id).filter((id): id is string => typeof id === 'string');
    if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION', '같은 id가 두 번 들어 있습니다.');
    // A bulk of new items that point at nothing checks nothing under the company lock, so its rows go in before the
    // lock is taken and the lock covers only the bump, the event and COMMIT (decisions/033).
    const isBulkCreate =
      items.length >= BULK_CREATE_ITEMS && ids.length === 0 && pointsAtNothing(kind, items);
    if (!isBulkCreate) await lock();
    await assertReferencesExist(tx, kind, companyId, items);
    const existing = await repo.findItemsForUpdate(tx, config, companyId, ids);
    const updated = new Map<string, Saved>();
    const inserts: Record<string, unknown>[] = [];
    const audits: AuditEntry[] = [];
    const { session } = writer.access;
    const auditOf = (
      entityId: string,
      action: string,
      diff: ReturnType<typeof changedFields>,
      name: unknown,
    ) => ({
      companyId,
      actorUid: session.uid,
      actorRole: actorRoleOf(session, companyId),
      kind,
      entityId,
      action,
      before: diff.before,
      after: diff.after,
      summary: typeof name === 'string' ? name : '',
    });
    // One draw of random bytes for every new item's id (lib/ids.ts).
    const newItemIds = newIds(config.idPrefix, items.filter((item) => item.id === undefined).length);
    for (const item of items) {
      if (item.id === undefined) {
        if (writer.soldOutOnly) throw new AppError('FORBIDDEN', writer.refusal);
        // One copy of the parsed item, not a rest and a spread: a new row starts at the column's revision (the
        // undefined leaves it out of the insert, db/set-insert.ts).
        inserts.push({ ...item, id: newItemIds[inserts.length], companyId, revision: undefined });
        continue;
      }
      const { id, revision, ...fields } = item as { id: string; revision?: number };
      const current = existing.get(id);
      requireCurrentRevision(current, {
        id,
        revision,
        notFound: `${id}: ${ERROR_MESSAGES.notFound}`,
      });
      const before = asInput(config, current as Record<string, unknown>);
      const diff = changedFields(before, fields, ['id', 'revision', 'dateModified', 'dateCreated']);
      if (writer.soldOutOnly) {
        const allowed = SOLD_OUT_FIELDS[kind] ?? [];
        const other = Object.keys(diff.after ?? {}).filter((key) => !allowed.includes(key));
        if (other.length > 0)
          throw new AppError('FORBIDDEN', writer.refusal, { details: { changed: other } });
      }
      const row = await repo.updateItem(tx, config, companyId, id, fields);
      if (row) updated.set(id, row);
      if (diff.isChanged) audits.push(auditOf(id, 'updated', diff, before[NAME_FIELD[kind]]));
    }
    for (const fields of inserts) {
      const created = { before: null, after: null, isChanged: true };
      audits.push(auditOf(fields.id as string, 'created', created, fields[NAME_FIELD[kind]]));
    }
    // New rows and every audit entry in one round trip (catalogue-write.repository.ts); a bulk create takes its lock,
    // whose statement also queues the event, only now: one round trip under the lock before COMMIT (decisions/045).
    // Every other save took it above, and a second call does nothing.
    const inserted = await insertItemsWithAudits(tx, config, inserts, auditInsertParts(audits));
    await lock();
    // Answer in the request's order; new items take their generated ids in sequence.
    let next = 0;
    return items.map(
      (item) => (typeof item.id === 'string' ? updated.get(item.id) : inserted[next++]) as Saved,
    );
  };

  return {
    ...reads,

    async saveOne(
      session: Session | null,
      area: Area,
      kind: CatalogueKind,
      rawCompanyId: string,
      item: unknown,
      idempotency?: IdempotencyRequest,
    ) {
      const companyId = requireCompanyId(rawCompanyId);
      const writer = requireWriter(session, area, companyId, kind);
      const [parsed] = parseItems(CATALOGUE_KIND_CONFIG[kind].inputSchema, [item], () => 'item');
      return inTransaction(companyId, kind, idempotency, async (tx, lock) => {
        const [saved] = await applyItems(
          tx,
          kind,
          companyId,
          [parsed as Record<string, unknown>],
          writer,
          lock,
        );
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
      const writer = requireWriter(session, area, companyId, kind);
      const parsed = parseItems(CATALOGUE_KIND_CONFIG[kind].inputSchema, items, (i) => `items.${i}`);
      return inTransaction(companyId, kind, idempotency, async (tx, lock) => {
        const saved = await applyItems(
          tx,
          kind,
          companyId,
          parsed as Record<string, unknown>[],
          writer,
          lock,
        );
        return { ids: saved.map((s) => s.id), items: saved };
      });
    },

    async remove(session: Session | null, area: Area, kind: CatalogueKind, rawCompanyId: string, id: string) {
      const companyId = requireCompanyId(rawCompanyId);
      const { access } = requireWriter(session, area, companyId);
      return inTransaction(companyId, kind, undefined, async (tx, lock) => {
        await lock();
        await assertNotReferenced(tx, kind, companyId, id);
        const removed = await repo.tombstoneItem(tx, CATALOGUE_KIND_CONFIG[kind], companyId, id);
        if (!removed) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
        await insertAudits(tx, [
          {
            companyId,
            actorUid: access.session.uid,
            actorRole: actorRoleOf(access.session, companyId),
            kind,
            entityId: id,
            action: 'deleted',
          },
        ]);
        return { id };
      });
    },
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
