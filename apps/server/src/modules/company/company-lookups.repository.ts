import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

/** Reads of the companies table that other modules ask for (the table is this module's: test/boundaries). */

/** Live companies whose Kakao channel is this search id (domain §6.2: one company per channel). */
export const findCompaniesByKakaoChannelId = async (db: Executor, kakaoChannelId: string) =>
  db
    .select({ companyId: companies.id })
    .from(companies)
    .where(
      and(eq(companies.isDeleted, false), sql`${companies.kakaoInfo}->>'kakaoChannelId' = ${kakaoChannelId}`),
    );

/** Live companies that asked to be paused when no board is connected (orderSettings.boardOfflinePauseMinutes > 0). */
export const listCompaniesWithBoardPause = async (db: Executor): Promise<string[]> => {
  const minutes = sql<number>`coalesce((${companies.orderSettings} ->> 'boardOfflinePauseMinutes')::int, 0)`;
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.isDeleted, false), gt(minutes, 0)));
  return rows.map((row) => row.id);
};

/** The status (active, suspended, …) of each live company among `ids`; deleted and unknown ids are left out. */
export const findLiveCompanyStatuses = async (db: Executor, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(and(inArray(companies.id, [...ids]), eq(companies.isDeleted, false)));
  return new Map(rows.map((row) => [row.id, row.status]));
};

/** The shop name of a live company ('' when it has none yet); undefined when deleted or unknown. */
export const findShopName = async (db: Executor, companyId: string) => {
  const [row] = await db
    .select({ businessInfo: companies.businessInfo, isDeleted: companies.isDeleted })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row && !row.isDeleted ? (row.businessInfo?.shopName ?? '') : undefined;
};
