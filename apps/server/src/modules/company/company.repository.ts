import type { companyFieldsSchema } from '@jumun/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { companies } from '../../db/schema';
import { type FieldCipher, mapSecuredFields } from '../../lib/field-cipher';

export type CompanyRow = typeof companies.$inferSelect;
/** A company's settings as the shared schema parses them: everything but id and revision. */
export type CompanyFields = z.output<typeof companyFieldsSchema>;

/** Parsed fields → columns, encrypting the secured fields: the one place that knows how a company is stored. */
const toColumns = (fields: CompanyFields, cipher: FieldCipher) => ({
  ...fields,
  businessInfo: mapSecuredFields(fields.businessInfo, cipher.encrypt),
  contactInfo: mapSecuredFields(fields.contactInfo, cipher.encrypt),
  kakaoInfo: mapSecuredFields(fields.kakaoInfo, cipher.encrypt),
});

/** The row, deleted or not; undefined when the id was never a company. */
export const findCompany = async (db: Executor, id: string): Promise<CompanyRow | undefined> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
};

/** True for a company that exists and is not deleted (prepared: it sits on the customer read path). */
export const isLiveCompany = async (db: Executor, companyId: string): Promise<boolean> => {
  const statement = prepared(db, 'company-exists', () =>
    db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, sql.placeholder('companyId')), eq(companies.isDeleted, false)))
      .prepare('jumun_company_exists'),
  );
  return (await statement.execute({ companyId })).length > 0;
};

export const listLiveCompanyIds = async (db: Executor): Promise<string[]> =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.isDeleted, false))).map(
    (row) => row.id,
  );

/** Locks the row for a versioned write (the lock also serialises the company's catalogue writers). */
export const lockCompany = async (tx: Tx, id: string): Promise<CompanyRow | undefined> => {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
};

export const updateCompanyFields = async (
  tx: Tx,
  cipher: FieldCipher,
  id: string,
  fields: CompanyFields,
): Promise<CompanyRow | undefined> => {
  const [row] = await tx
    .update(companies)
    .set({ ...toColumns(fields, cipher), revision: sql`${companies.revision} + 1`, dateModified: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
};

/** Sets `businessHours.pauseOrdersUntil` alone (the server pausing or resuming orders), bumping the revision. */
export const updateOrderPause = async (
  tx: Tx,
  id: string,
  until: string | null,
): Promise<CompanyRow | undefined> => {
  const [row] = await tx
    .update(companies)
    .set({
      businessHours: sql`jsonb_set(${companies.businessHours}, '{pauseOrdersUntil}', ${JSON.stringify(until)}::jsonb)`,
      revision: sql`${companies.revision} + 1`,
      dateModified: new Date(),
    })
    .where(eq(companies.id, id))
    .returning();
  return row;
};

/** Inserts a company unless its id exists; true when it was inserted. */
export const insertCompany = async (
  db: Executor,
  cipher: FieldCipher,
  company: {
    id: string;
    fields: CompanyFields;
    searchField?: string[];
    registeredByUid?: string;
    dateCreated?: Date;
    dateModified?: Date;
  },
): Promise<boolean> => {
  const { fields, ...meta } = company;
  const inserted = await db
    .insert(companies)
    .values({ ...meta, ...toColumns(fields, cipher) })
    .onConflictDoNothing({ target: companies.id })
    .returning({ id: companies.id });
  return inserted.length > 0;
};

/** The company a user registered (one per uid: companies.registered_by_uid is unique). */
export const findCompanyRegisteredBy = async (db: Executor, uid: string) => {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.registeredByUid, uid))
    .limit(1);
  return row;
};
