import type { administratorFieldsSchema, Role } from '@jumun/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { administrators } from '../../db/schema';
import { type FieldCipher, mapSecuredFields } from '../../lib/field-cipher';
import { NAME_KEY_PREFIX, nameSearchKey } from './name-search';

export type AdministratorRow = typeof administrators.$inferSelect;
export type NewAdministrator = typeof administrators.$inferInsert;
/** What an administrator edits on their own record, as the shared schema parses it. */
export type AdministratorProfile = z.output<typeof administratorFieldsSchema>;

export const findAdministrator = async (db: Executor, uid: string): Promise<AdministratorRow | undefined> => {
  const [row] = await db.select().from(administrators).where(eq(administrators.id, uid)).limit(1);
  return row;
};

/** What the session resolver needs about an administrator's account: its state and server roles. */
export const findAdministratorAccess = async (db: Executor, uid: string) => {
  const [row] = await db
    .select({ status: administrators.status, roles: administrators.roles })
    .from(administrators)
    .where(eq(administrators.id, uid))
    .limit(1);
  return row;
};

/** Each administrator's stored (encrypted) name, phone suffix and status: how member lists and logs show people. */
export const findAdministratorSummaries = async (db: Executor, uids: readonly string[]) =>
  uids.length === 0
    ? []
    : db
        .select({
          id: administrators.id,
          securedUserName: administrators.securedUserName,
          phoneSuffix: administrators.phoneSuffix,
          status: administrators.status,
        })
        .from(administrators)
        .where(inArray(administrators.id, [...uids]));

/** Locks the row: a versioned write, or two racing sign-ins / registrations of one uid, go one at a time. */
export const lockAdministrator = async (tx: Tx, uid: string): Promise<AdministratorRow | undefined> => {
  const [row] = await tx.select().from(administrators).where(eq(administrators.id, uid)).for('update');
  return row;
};

/** Inserts unless the uid already has a record (the caller re-reads). */
export const insertAdministrator = async (db: Executor, values: NewAdministrator) => {
  await db.insert(administrators).values(values).onConflictDoNothing();
};

/** The stored keywords with the name keyword replaced (name-search.ts), in SQL so no read is needed first. */
const searchFieldWithName = (key: string | null) => {
  const others = sql`array(select k from unnest(${administrators.searchField}) as k where k not like ${`${NAME_KEY_PREFIX}%`})`;
  return key ? sql`${others} || array[${key}]::text[]` : others;
};

/** The fields an administrator edits on their own record, secured ones encrypted; the name also as its keyword. */
export const updateAdministratorProfile = async (
  tx: Tx,
  cipher: FieldCipher,
  uid: string,
  profile: AdministratorProfile,
) => {
  const [row] = await tx
    .update(administrators)
    .set({
      companyId: profile.companyId,
      lastSelectedDemoCompanyId: profile.lastSelectedDemoCompanyId,
      securedUserName: cipher.encrypt(profile.securedUserName),
      searchField: searchFieldWithName(nameSearchKey(cipher, profile.securedUserName)),
      contactInfo: mapSecuredFields(profile.contactInfo, cipher.encrypt),
      revision: sql`${administrators.revision} + 1`,
      dateModified: new Date(),
    })
    .where(eq(administrators.id, uid))
    .returning({ id: administrators.id, revision: administrators.revision });
  return row;
};

export const addAdministratorRole = async (tx: Tx, uid: string, role: Role, at: Date) => {
  const [row] = await tx
    .update(administrators)
    .set({
      roles: sql`array_append(${administrators.roles}, ${role})`,
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid))
    .returning();
  return row;
};

/** Adds the company to the administrator's list, makes it the main one and activates the account. */
export const linkCompanyToAdministrator = async (tx: Tx, uid: string, companyId: string, at: Date) => {
  const [row] = await tx
    .update(administrators)
    .set({
      // The membership row may have put it in the list already (setAdministratorCompanies keeps the two equal).
      companyIds: sql`case when ${companyId} = any(${administrators.companyIds}) then ${administrators.companyIds} else array_append(${administrators.companyIds}, ${companyId}) end`,
      companyId,
      status: 'active',
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid))
    .returning();
  return row;
};

/**
 * The administrator document's company list, kept equal to the membership rows (oldest first) in the membership
 * change's transaction; the main company stays unless it left the list, then the oldest takes its place.
 */
export const setAdministratorCompanies = async (
  tx: Tx,
  uid: string,
  companyIds: readonly string[],
  at: Date,
) => {
  const stillMember = companyIds.length > 0 ? inArray(administrators.companyId, [...companyIds]) : sql`false`;
  await tx
    .update(administrators)
    .set({
      companyIds: [...companyIds],
      companyId: sql`case when ${stillMember} then ${administrators.companyId} else ${companyIds[0] ?? ''} end`,
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid));
};

/** Administrators with a name but no name keyword yet (written before migration 0011), in id order after `afterId`. */
export const findAdministratorsWithoutNameKey = (db: Executor, afterId: string, limit: number) =>
  db
    .select({ id: administrators.id, securedUserName: administrators.securedUserName })
    .from(administrators)
    .where(
      sql`${administrators.id} > ${afterId} and ${administrators.securedUserName} <> '' and not exists (select 1 from unnest(${administrators.searchField}) as k where k like ${`${NAME_KEY_PREFIX}%`})`,
    )
    .orderBy(administrators.id)
    .limit(limit);

export const setNameKey = async (db: Executor, uid: string, key: string | null) => {
  await db
    .update(administrators)
    .set({ searchField: searchFieldWithName(key) })
    .where(eq(administrators.id, uid));
};

/**
 * A changed phone (내 정보, decisions/018): the main number and the phone-suffix keyword. The name keyword stays, so
 * the operator still finds the account by name.
 */
export const setAdministratorPhone = async (
  tx: Tx,
  uid: string,
  values: { securedPhone: string; phoneSuffix: string; at: Date },
) => {
  await tx
    .update(administrators)
    .set({
      contactInfo: sql`jsonb_set(${administrators.contactInfo}, '{securedPhoneMain}', to_jsonb(${values.securedPhone}::text))`,
      phoneSuffix: values.phoneSuffix,
      searchField: sql`array(select k from unnest(${administrators.searchField}) as k where k like ${`${NAME_KEY_PREFIX}%`}) || array[${values.phoneSuffix}]::text[]`,
      revision: sql`${administrators.revision} + 1`,
      dateModified: values.at,
    })
    .where(eq(administrators.id, uid));
};

/** Removes the personal data of a deleted account; the row and its uid stay (orders and audit rows name it). */
export const anonymiseAdministrator = async (tx: Tx, uid: string, at: Date) => {
  await tx
    .update(administrators)
    .set({
      status: 'deleted',
      securedUserName: '',
      contactInfo: {
        securedPhoneMain: '',
        securedPhoneSub1: '',
        securedPhoneSub2: '',
        securedLandlineMain: '',
        securedEmail: '',
      },
      phoneSuffix: '',
      searchField: [],
      companyId: '',
      companyIds: [],
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid));
};
