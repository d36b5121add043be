import type { CompanyRole } from '@jumun/shared';
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { companyInvitations, companyMembers } from '../../db/schema';

/** Every membership of one administrator, oldest first (the session's companies; the administrator's list). */
export const listMembershipsOf = async (db: Executor, uid: string) =>
  db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.administratorId, uid))
    .orderBy(asc(companyMembers.dateCreated));

/** The membership rows of one company, oldest first. */
export const listMembersOf = async (db: Executor, companyId: string) =>
  db
    .select({
      uid: companyMembers.administratorId,
      role: companyMembers.role,
      dateCreated: companyMembers.dateCreated,
    })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.dateCreated));

/** How many members each company among `ids` has. */
export const countMembersByCompany = async (db: Executor, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ companyId: companyMembers.companyId, n: count() })
    .from(companyMembers)
    .where(inArray(companyMembers.companyId, [...ids]))
    .groupBy(companyMembers.companyId);
  return new Map(rows.map((row) => [row.companyId, row.n]));
};

/** Every membership of the administrators among `uids`. */
export const listMembershipsOfMany = async (db: Executor, uids: readonly string[]) =>
  uids.length === 0
    ? []
    : db
        .select({
          uid: companyMembers.administratorId,
          companyId: companyMembers.companyId,
          role: companyMembers.role,
        })
        .from(companyMembers)
        .where(inArray(companyMembers.administratorId, [...uids]));

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

/** Adds the membership or changes its role (memberships.ts keeps the administrator's company list equal). */
export const upsertMemberRow = async (
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
};

export const deleteMemberRow = async (tx: Tx, companyId: string, uid: string) => {
  await tx
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.administratorId, uid)));
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
