import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';

/** Live companies whose Kakao channel is this search id (domain §6.2: one company per channel). */
export const findCompaniesByKakaoChannelId = async (db: Executor, kakaoChannelId: string) =>
  db
    .select({ companyId: companies.id })
    .from(companies)
    .where(
      and(eq(companies.isDeleted, false), sql`${companies.kakaoInfo}->>'kakaoChannelId' = ${kakaoChannelId}`),
    );
