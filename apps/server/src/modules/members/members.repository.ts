import type { CompanyRole } from '@jumun/shared';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { administrators, authUsers, companies, companyInvitations, companyMembers } from '../../db/schema';

/** What the session resolver needs about one administrator: account state and every membership. */
export const loadAccessOf = async (db: Executor, uid: string) => {
  const [admin] = await db
    .select({ status: administrators.status, roles: administrators.roles })
    .from(administrators)
    .where(eq(administrators.id, uid))
    .limit(1);
  if (!admin) return undefined;
  const memberships = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role, status: companies.status })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.administratorId, uid), eq(companies.isDeleted, false)))
    .orderBy(asc(companyMembers.dateCreated));
  return { ...admin, memberships };
};

export const listCompanyMembers = async (db: Executor, companyId: string) =>
  db
    .select({
      uid: companyMembers.administratorId,
      role: companyMembers.role,
      dateCreated: companyMembers.dateCreated,
      securedUserName: administrators.securedUserName,
      phoneSuffix: administrators.phoneSuffix,
      status: administrators.status,
    })
    .from(companyMembers)
    .innerJoin(administrators, eq(administrators.id, companyMembers.administratorId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.dateCreated));

/** Locks the company's membership rows: two owners demoting each other cannot both pass the last-owner check. */
export const lockCompanyMembers = async (tx: Tx, companyId: string) =>
  tx
    .select({ uid: companyMembers.administratorId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .for('update');

/** Every membership row of one administrator, locked (account deletion ends them all in one transaction). */
export const lockMembershipsOf = async (tx: Tx, uid: string) =>
  tx
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.administratorId, uid))
    .orderBy(asc(companyMembers.companyId))
    .for('update');

/** Keeps administrators.company_ids (the administrator document's list) equal to the membership rows. */
const syncCompanyIds = async (tx: Tx, uid: string, at: Date) => {
  await tx
    .update(administrators)
    .set({
      companyIds: sql`coalesce((select array_agg(${companyMembers.companyId} order by ${companyMembers.dateCreated}) from ${companyMembers} where ${companyMembers.administratorId} = ${uid}), '{}')`,
      // The main company must stay one of them.
      companyId: sql`case when exists (select 1 from ${companyMembers} where ${companyMembers.administratorId} = ${uid} and ${companyMembers.companyId} = ${administrators.companyId}) then ${administrators.companyId} else coalesce((select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.administratorId} = ${uid} order by ${companyMembers.dateCreated} limit 1), '') end`,
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid));
};

export const upsertMember = async (
  tx: Tx,
  values: { companyId: string; uid: string; role: CompanyRole; addedByUid: string; at: Date },
) => {
  await tx
    .insert(companyMembers)
    .values({
      companyId: values.companyId,
      administratorId: values.uid,
      role: values.role,
      addedByUid: values.addedByUid,
      dateCreated: values.at,
      dateModified: values.at,
    })
    .onConflictDoUpdate({
      target: [companyMembers.companyId, companyMembers.administratorId],
      set: { role: values.role, dateModified: values.at },
    });
  await syncCompanyIds(tx, values.uid, values.at);
};

export const deleteMember = async (tx: Tx, companyId: string, uid: string, at: Date) => {
  await tx
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.administratorId, uid)));
  await syncCompanyIds(tx, uid, at);
};

export const findPhoneHashOf = async (db: Executor, uid: string) => {
  const [row] = await db
    .select({ phoneHash: authUsers.phoneHash })
    .from(authUsers)
    .where(eq(authUsers.uid, uid))
    .limit(1);
  return row?.phoneHash;
};

export const findShopName = async (db: Executor, companyId: string) => {
  const [row] = await db
    .select({ businessInfo: companies.businessInfo, isDeleted: companies.isDeleted })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row && !row.isDeleted ? (row.businessInfo?.shopName ?? '') : undefined;
};

export type InvitationRow = typeof companyInvitations.$inferSelect;

export const insertInvitation = async (tx: Tx, values: typeof companyInvitations.$inferInsert) => {
  await tx.insert(companyInvitations).values(values);
};

export const countInvitationsSince = async (tx: Tx, companyId: string, since: Date) => {
  const [row] = await tx
    .select({ n: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), gte(companyInvitations.dateCreated, since)));
  return row?.n ?? 0;
};

export const listInvitations = async (db: Executor, companyId: string) =>
  db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(desc(companyInvitations.dateCreated))
    .limit(200);

export const findInvitationByTokenHash = async (db: Executor, tokenHash: string) => {
  const [row] = await db.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, tokenHash));
  return row;
};

export const lockInvitationByTokenHash = async (tx: Tx, tokenHash: string) => {
  const [row] = await tx
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .for('update');
  return row;
};

export const lockInvitation = async (tx: Tx, companyId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id)))
    .for('update');
  return row;
};

export const markInvitation = async (
  tx: Tx,
  id: string,
  set: Partial<Pick<InvitationRow, 'acceptedAt' | 'acceptedByUid' | 'revokedAt'>>,
) => {
  await tx.update(companyInvitations).set(set).where(eq(companyInvitations.id, id));
};
