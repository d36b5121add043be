import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { administrators, authUsers, companies, companyMembers, orders } from '../../db/schema';

export const COMPANY_SORTS = ['dateCreated', 'shopName', 'companyType', 'status'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

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
 * One page of companies for the operator, and the total. The page is cut first (sorted on an indexed column or
 * expression, then id), and only its rows get their administrator count and last order, so the cost stays that
 * of one page however many companies there are (bench/super-companies.bench.ts).
 */
export const pageCompanies = async (
  db: Executor,
  query: {
    q?: string;
    status?: string;
    sort: CompanySort;
    dir: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
) => {
  const where: SQL[] = [eq(companies.isDeleted, false)];
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
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(...where));
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ companyId: companyMembers.companyId, n: count() })
        .from(companyMembers)
        .where(inArray(companyMembers.companyId, ids))
        .groupBy(companyMembers.companyId)
    : [];
  const lastOrders = ids.length
    ? await db
        .select({ companyId: orders.companyId, at: sql<string>`max(${orders.dateCreated})` })
        .from(orders)
        .where(inArray(orders.companyId, ids))
        .groupBy(orders.companyId)
    : [];
  const countOf = new Map(counts.map((c) => [c.companyId, c.n]));
  const lastOf = new Map(lastOrders.map((o) => [o.companyId, o.at]));
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      ...row,
      shopName: row.shopName ?? '',
      administratorCount: countOf.get(row.id) ?? 0,
      lastOrderAt: lastOf.get(row.id) ? new Date(lastOf.get(row.id) as string).toISOString() : null,
    })),
  };
};

export const findCompanyRow = async (db: Executor, id: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
};

export const lockCompanyRow = async (tx: Tx, id: string) => {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
};

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

export const listMembersOfCompany = async (db: Executor, companyId: string) =>
  db
    .select({
      uid: companyMembers.administratorId,
      role: companyMembers.role,
      name: administrators.securedUserName,
      phoneSuffix: administrators.phoneSuffix,
      status: administrators.status,
    })
    .from(companyMembers)
    .innerJoin(administrators, eq(administrators.id, companyMembers.administratorId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.dateCreated));

/**
 * Administrators for the operator: by phone suffix (plain column), by full phone (its keyed hash), by name (its
 * keyword in `searchField`, administrators/name-search.ts) or uid. Names are encrypted and never decrypted to
 * search; they are decrypted only for the page shown.
 */
export const searchAdministrators = async (
  db: Executor,
  query: {
    suffix?: string;
    phoneHash?: string;
    uid?: string;
    /** Matched together with `uid`: a word is either. */
    nameKey?: string;
    status?: string;
    page: number;
    pageSize: number;
  },
) => {
  const where: SQL[] = [];
  if (query.suffix) where.push(eq(administrators.phoneSuffix, query.suffix));
  if (query.phoneHash)
    where.push(
      inArray(
        administrators.id,
        db.select({ uid: authUsers.uid }).from(authUsers).where(eq(authUsers.phoneHash, query.phoneHash)),
      ),
    );
  if (query.uid && query.nameKey)
    where.push(
      or(eq(administrators.id, query.uid), arrayContains(administrators.searchField, [query.nameKey])) as SQL,
    );
  else if (query.uid) where.push(eq(administrators.id, query.uid));
  if (query.status) where.push(eq(administrators.status, query.status));
  const rows = await db
    .select()
    .from(administrators)
    .where(and(...where))
    .orderBy(desc(administrators.dateCreated), asc(administrators.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(administrators)
    .where(and(...where));
  const uids = rows.map((r) => r.id);
  const memberships = uids.length
    ? await db
        .select({
          uid: companyMembers.administratorId,
          companyId: companyMembers.companyId,
          role: companyMembers.role,
          shopName,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(inArray(companyMembers.administratorId, uids))
    : [];
  return { rows, memberships, total: total?.n ?? 0 };
};

export const lockAdministratorRow = async (tx: Tx, uid: string) => {
  const [row] = await tx.select().from(administrators).where(eq(administrators.id, uid)).for('update');
  return row;
};

export const setAdministratorState = async (
  tx: Tx,
  uid: string,
  set: { status: string; roles: string[] },
  at: Date,
) => {
  await tx
    .update(administrators)
    .set({ ...set, revision: sql`${administrators.revision} + 1`, dateModified: at })
    .where(eq(administrators.id, uid));
};
