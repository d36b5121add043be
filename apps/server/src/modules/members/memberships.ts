import type { CompanyRole } from '@jumun/shared';
import type { Executor, Tx } from '../../db/client';
import {
  findAdministratorAccess,
  findAdministratorSummaries,
  setAdministratorCompanies,
} from '../administrators';
import { findLiveCompanyStatuses } from '../company';
import * as repo from './members.repository';

/**
 * Memberships together with what their owners keep about the people and companies in them: administrators (account
 * state, names, the administrator document's company list) and companies (status, deletion) answer through their
 * modules, never by a join here (test/boundaries/table-owners.ts).
 */

/** The uid's memberships at companies that are not deleted, oldest first, with each company's status. */
const liveMembershipsOf = async (db: Executor, uid: string) => {
  const rows = await repo.listMembershipsOf(db, uid);
  const statuses = await findLiveCompanyStatuses(
    db,
    rows.map((row) => row.companyId),
  );
  return rows.flatMap((row) => {
    const status = statuses.get(row.companyId);
    return status === undefined ? [] : [{ ...row, status }];
  });
};

/**
 * What the session resolver needs about one administrator: account state and every membership. The account is read
 * alongside the memberships, so a resolution waits for two round trips, as it did when memberships joined companies.
 */
export const loadAccessOf = async (db: Executor, uid: string) => {
  const [admin, memberships] = await Promise.all([
    findAdministratorAccess(db, uid),
    liveMembershipsOf(db, uid),
  ]);
  return admin ? { ...admin, memberships } : undefined;
};

/** The administrator's role at each company they are a member of (the administrator document's companyRoles). */
export const companyRolesOf = async (db: Executor, uid: string): Promise<Record<string, CompanyRole>> =>
  Object.fromEntries((await liveMembershipsOf(db, uid)).map((m) => [m.companyId, m.role as CompanyRole]));

/** A company's members, oldest first, with the name, phone suffix and account status their records hold. */
export const listCompanyMembers = async (db: Executor, companyId: string) => {
  const rows = await repo.listMembersOf(db, companyId);
  const summaries = await findAdministratorSummaries(
    db,
    rows.map((row) => row.uid),
  );
  const people = new Map(summaries.map(({ id, ...person }) => [id, person]));
  return rows.flatMap((row) => {
    const person = people.get(row.uid);
    return person ? [{ ...row, ...person }] : [];
  });
};

/** The administrator document's company list follows the membership rows, in the same transaction. */
const syncCompanyIds = async (tx: Tx, uid: string, at: Date) => {
  const memberships = await repo.listMembershipsOf(tx, uid);
  await setAdministratorCompanies(
    tx,
    uid,
    memberships.map((m) => m.companyId),
    at,
  );
};

export const upsertMember = async (
  tx: Tx,
  values: { companyId: string; uid: string; role: CompanyRole; addedByUid: string; at: Date },
) => {
  await repo.upsertMemberRow(tx, values);
  await syncCompanyIds(tx, values.uid, values.at);
};

export const deleteMember = async (tx: Tx, companyId: string, uid: string, at: Date) => {
  await repo.deleteMemberRow(tx, companyId, uid);
  await syncCompanyIds(tx, uid, at);
};
