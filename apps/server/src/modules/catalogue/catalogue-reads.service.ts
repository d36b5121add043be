import { AppError, type CatalogueItem, type CatalogueKind, ERROR_MESSAGES } from '@jumun/shared';
import { requireCompanyAccess, type Session } from '../../access';
import type { Db } from '../../db/client';
import { isLiveCompany, readCatalogueState } from '../company';
import { toCatalogueDto } from './catalogue.dto';
import { CATALOGUE_KIND_CONFIG, type CatalogueKindConfig } from './catalogue.kinds';
import * as repo from './catalogue.repository';
import { createListCache } from './list-cache';

export type Area = 'admin' | 'user';
/** A list already serialised (a JSON array of items): the route puts it into the envelope as it is. */
export type SerialisedList = { itemsJson: string; syncPosition: string };

export const requireCompanyId = (companyId: string) => {
  if (!companyId.trim()) throw new AppError('COMPANY_REQUIRED', ERROR_MESSAGES.companyRequired);
  return companyId.trim();
};

const toSince = (since: string | undefined) => (since === undefined ? undefined : BigInt(since));

/** The catalogue's reads (spec §7 rows 1, 2 and 6): one item, the list or its delta, the removed ids. */
export const createCatalogueReads = (db: Db, listCache = createListCache()) => {
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

  /** The whole item for administrators, the kind's public view for customers. */
  const toReaderView = (config: CatalogueKindConfig, dto: CatalogueItem, audience: repo.Audience) =>
    audience === 'customer' && config.toCustomerView ? config.toCustomerView(dto) : dto;

  return {
    async getOne(session: Session | null, area: Area, kind: CatalogueKind, companyId: string, id: string) {
      const audience = await resolveReader(session, area, requireCompanyId(companyId));
      const config = CATALOGUE_KIND_CONFIG[kind];
      const item = await repo.findLiveItem(db, config, companyId, id, audience);
      if (!item) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
      return toReaderView(config, item, audience);
    },

    async list(
      session: Session | null,
      area: Area,
      kind: CatalogueKind,
      rawCompanyId: string,
      since?: string,
    ): Promise<SerialisedList> {
      const companyId = requireCompanyId(rawCompanyId);
      const config = CATALOGUE_KIND_CONFIG[kind];
      const serialise = (rows: Record<string, unknown>[], audience: repo.Audience) =>
        JSON.stringify(rows.map((row) => toReaderView(config, toCatalogueDto(config, row), audience)));
      if (since !== undefined) {
        const audience = await resolveReader(session, area, companyId);
        const syncPosition = await repo.readSyncPosition(db);
        const items = await repo.listLiveItemsSince(db, config, companyId, BigInt(since), audience);
        return {
          itemsJson: JSON.stringify(items.map((item) => toReaderView(config, item, audience))),
          syncPosition,
        };
      }
      // A full list is answered from the list cache when the kind's version read in this request's own snapshot is
      // the one the cached list was read at (decisions/032). The version comes with the sync position and the
      // company's state in one statement, so a hit costs one round trip and no mapping or serialising.
      if (area === 'admin') requireCompanyAccess(session, companyId, 'read');
      const audience: repo.Audience = area === 'admin' ? 'admin' : 'customer';
      const state = await readCatalogueState(db, companyId, kind);
      if (audience === 'customer' && (!state || state.isDeleted))
        throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
      if (!state) {
        const syncPosition = await repo.readSyncPosition(db);
        const rows = await repo.listLiveItems(db, config, companyId, { audience });
        return { itemsJson: serialise(rows, audience), syncPosition };
      }
      const key = `${audience}\u0000${kind}\u0000${companyId}`;
      const cached = listCache.get(key, state.version);
      if (cached !== undefined) return { itemsJson: cached, syncPosition: state.position };
      // Read after the version, so the rows hold at least every write that version counts (perhaps a newer one too,
      // which a later delta from this position re-sends: never older rows under a newer version).
      const rows = await repo.listLiveItems(db, config, companyId, { audience });
      const itemsJson = serialise(rows, audience);
      listCache.set(key, state.version, itemsJson);
      return { itemsJson, syncPosition: state.position };
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
  };
};
