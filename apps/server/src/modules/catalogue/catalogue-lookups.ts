import type { CatalogueKind } from '@jumun/shared';
import type { Executor } from '../../db/client';
import { CATALOGUE_KIND_CONFIG } from './catalogue.kinds';
import { findLiveIds } from './catalogue.repository';

/**
 * Which of `ids` are live items of one kind in the company: how other modules (coupon definitions, orders) check
 * that what they point at exists, without reading the catalogue's tables themselves.
 */
export const liveCatalogueIds = (
  db: Executor,
  kind: CatalogueKind,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> => findLiveIds(db, CATALOGUE_KIND_CONFIG[kind], companyId, ids);
