import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, companies, products } from '../../db/schema';

/** Existence checks a coupon definition needs from the company and its catalogue. */
export const createCatalogueRefsRepository = (db: Db) => ({
  async companyExists(companyId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)))
      .limit(1);
    return Boolean(row);
  },

  async liveProductIds(companyId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.companyId, companyId), eq(products.isDeleted, false), inArray(products.id, [...ids])),
      );
    return new Set(rows.map((row) => row.id));
  },

  async liveCategoryIds(companyId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.companyId, companyId),
          eq(categories.isDeleted, false),
          inArray(categories.id, [...ids]),
        ),
      );
    return new Set(rows.map((row) => row.id));
  },
});

export type CatalogueRefsRepository = ReturnType<typeof createCatalogueRefsRepository>;
