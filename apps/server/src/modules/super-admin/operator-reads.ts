import type { Executor } from '../../db/client';
import { searchAdministrators } from '../administrators';
import { findAuthUserByPhoneHash } from '../auth';
import { type CompanyPageQuery, findShopNames, pageCompanyRows } from '../company';
import { countMembersByCompany, listMembershipsOfMany } from '../members';
import { lastOrderAtByCompany } from '../orders';

/**
 * The operator's lists, put together from the modules that own each part: companies, their member counts and last
 * orders; administrators and their memberships with shop names. Each part is one query over the page's ids only.
 */

export const pageCompanies = async (db: Executor, query: CompanyPageQuery) => {
  const { rows, total } = await pageCompanyRows(db, query);
  const ids = rows.map((row) => row.id);
  const memberCounts = await countMembersByCompany(db, ids);
  const lastOrders = await lastOrderAtByCompany(db, ids);
  return {
    total,
    items: rows.map((row) => ({
      ...row,
      shopName: row.shopName ?? '',
      administratorCount: memberCounts.get(row.id) ?? 0,
      lastOrderAt: lastOrders.get(row.id) ?? null,
    })),
  };
};

type AdministratorSearch = Omit<Parameters<typeof searchAdministrators>[1], 'uids'> & { phoneHash?: string };

/** A page of administrators with each one's memberships and the shop names of those companies. */
export const pageAdministrators = async (db: Executor, { phoneHash, ...query }: AdministratorSearch) => {
  const holder = phoneHash === undefined ? undefined : await findAuthUserByPhoneHash(db, phoneHash);
  const uids = phoneHash === undefined ? undefined : holder ? [holder.uid] : [];
  const { rows, total } = await searchAdministrators(db, { ...query, ...(uids ? { uids } : {}) });
  const memberships = await listMembershipsOfMany(
    db,
    rows.map((row) => row.id),
  );
  const shopNames = await findShopNames(db, [...new Set(memberships.map((m) => m.companyId))]);
  return {
    rows,
    total,
    memberships: memberships.flatMap((m) =>
      shopNames.has(m.companyId) ? [{ ...m, shopName: shopNames.get(m.companyId) ?? null }] : [],
    ),
  };
};
