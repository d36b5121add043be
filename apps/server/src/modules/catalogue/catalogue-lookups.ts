import type { CatalogueKind } from '@jumun/shared';
import type { Executor } from '../../db/client';
import { CATALOGUE_KIND_CONFIG } from './catalogue.kinds';
import { findLiveIds } from './catalogue.repository';
import { findFriendtalkPrices } from './friendtalk-prices.repository';

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

/**
 * The Friendtalk price of every listed product that has one, by product id. Customers' product documents leave the
 * price out (public-product.ts); the customers module hands this to a shop's 친구톡 receivers only.
 */
export const friendtalkPricesOf = async (db: Executor, companyId: string): Promise<Record<string, number>> =>
  Object.fromEntries((await findFriendtalkPrices(db, companyId)).map((row) => [row.id, row.priceFriendtalk]));
