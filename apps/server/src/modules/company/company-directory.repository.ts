import type { SUPER_COMPANY_SORTS } from '@jumun/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { companies } from '../../db/schema';

/** The operator's company directory (`/api/super/companies`, issue 14): paging and structure changes. */

export type CompanySort = (typeof SUPER_COMPANY_SORTS)[number];

const shopName = sql<string>`(${companies.businessInfo}->>'shopName')`;
const sortColumn = (sort: CompanySort) =>
  sort === 'shopName'
    ? shopName
    : sort === 'companyType'
      ? companies.companyType
      : sort === 'status'
        ? companies.status
        : companies.dateCreated;

/**
 * One page of live companies and the total, cut on an indexed column or expression, then id, so the cost stays that
 * of one page however many companies there are (bench/super-companies.ts).
 */
export type CompanyPageQuery = {
  /** One company by its exact id (the operator opens or saves it): an index lookup, and no count. */
  id?: string;
  q?: string;
  status?: string;
  sort: CompanySort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const pageCompanyRows = async (db: Executor, query: CompanyPageQuery) => {
  const where: SQL[] = [eq(companies.isDeleted, false)];
  if (query.id !== undefined) where.push(eq(companies.id, query.id));
  if (query.status) where.push(eq(companies.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(shopName, like), eq(companies.id, query.q)) as SQL);
  }
  const order = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: companies.id,
      shopName,
      companyType: companies.companyType,
      status: companies.status,
      isHeadCompany: companies.isHeadCompany,
      parentCompanyId: companies.parentCompanyId,
      dateCreated: companies.dateCreated,
    })
    .from(companies)
    .where(and(...where))
    .orderBy(order(sortColumn(query.sort)), order(companies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (query.id !== undefined) return { rows, total: rows.length };
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
};

/** The shop name of each company among `ids`, deleted or not (an administrator's memberships name them all). */
export const findShopNames = async (db: Executor, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: companies.id, shopName })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.shopName]));
};

/** The operator's structure fields (type, head company, parent, status), bumping the revision. */
export const updateCompanyStructure = async (
  tx: Tx,
  id: string,
  set: { companyType: string; isHeadCompany: boolean; parentCompanyId: string; status: string },
  at: Date,
) => {
  await tx
    .update(companies)
    .set({ ...set, revision: sql`${companies.revision} + 1`, dateModified: at })
    .where(eq(companies.id, id));
};
