import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';

/** Listed products of the company (live, visible, not private) that have a Friendtalk price, with that price. */
export const findFriendtalkPrices = (db: Executor, companyId: string) =>
  db
    .select({ id: products.id, priceFriendtalk: products.priceFriendtalk })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.isDeleted, false),
        eq(products.isVisible, true),
        eq(products.isPrivateProduct, false),
        gt(products.priceFriendtalk, 0),
      ),
    );
