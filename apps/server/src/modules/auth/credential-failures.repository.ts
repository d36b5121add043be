import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentialFailures } from '../../db/schema';

export const countFailuresSince = async (db: Db, kind: string, ip: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(credentialFailures)
    .where(
      and(
        eq(credentialFailures.kind, kind),
        eq(credentialFailures.ip, ip),
        gt(credentialFailures.dateCreated, since),
      ),
    );
  return row?.n ?? 0;
};

/** Records one failure and drops those older than the window, which no count reads any more. */
export const recordFailure = async (db: Db, kind: string, ip: string, at: Date, keptSince: Date) => {
  await db.delete(credentialFailures).where(lt(credentialFailures.dateCreated, keptSince));
  await db.insert(credentialFailures).values({ kind, ip, dateCreated: at });
};
