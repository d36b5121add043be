import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { administrators, companies } from '../../db/schema';

export type NewCompany = typeof companies.$inferInsert;

export const findCompanyRegisteredBy = async (tx: Tx, uid: string) => {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registeredByUid, uid))
    .limit(1);
  return row;
};

export const insertCompany = async (tx: Tx, values: NewCompany) => {
  await tx.insert(companies).values(values);
};

/** Adds the company to the administrator's list, makes it the main one and activates the account. */
export const linkCompanyToAdministrator = async (tx: Tx, uid: string, companyId: string, at: Date) => {
  const [row] = await tx
    .update(administrators)
    .set({
      companyIds: sql`array_append(${administrators.companyIds}, ${companyId})`,
      companyId,
      status: 'active',
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid))
    .returning();
  return row;
};
