import { and, arrayContains, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { administrators } from '../../db/schema';

/**
 * Administrators for the operator (`/api/super/administrators`, issue 14): by phone suffix (plain column), by account
 * (`uids`: the full phone's auth user, looked up by the caller), by name (its keyword in `searchField`,
 * name-search.ts) or uid. Names are encrypted and never decrypted to search; they are decrypted only for the page shown.
 */
export const searchAdministrators = async (
  db: Executor,
  query: {
    suffix?: string;
    uids?: readonly string[];
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
  if (query.uids)
    where.push(query.uids.length > 0 ? inArray(administrators.id, [...query.uids]) : sql`false`);
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
  return { rows, total: total?.n ?? 0 };
};

/** The operator's account fields (status, server roles), bumping the revision. */
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
