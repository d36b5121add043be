import { AppError, type CompanyRole } from '@jumun/shared';
import { requireSession, type Session } from '../../access';
import type { Db, Executor, Tx } from '../../db/client';
import { insertAudit } from '../audit';
import { findShopName } from '../company';
import * as repo from './members.repository';
import { deleteMember } from './memberships';
import type { SessionResolver } from './session-resolver';

const NOT_A_MEMBER = '이 회사의 직원이 아닙니다.';
const DEVICE_CANNOT_LEAVE = '등록된 기기에서는 회사를 나갈 수 없습니다. 본인 계정으로 로그인해 주세요.';
const LAST_OWNER_LEAVE = (shop: string) =>
  `${shop}의 마지막 대표라서 나갈 수 없습니다. 먼저 다른 직원을 대표로 지정해 주세요.`;
const LAST_OWNER_DELETE = (shops: string) =>
  `${shops}의 마지막 대표라서 계정을 삭제할 수 없습니다. 먼저 다른 직원을 대표로 지정해 주세요.`;

/**
 * An administrator ending their own memberships (issue 15 `/admin/me`): 회사 나가기, and every company at once when
 * the account is deleted. The rule of 직원 관리 holds here too: a company never loses its last owner. Each ended
 * membership leaves an audit row in the company's log with the administrator as their own actor.
 */
export const createMembershipExits = (deps: { db: Db; sessions: SessionResolver; now: () => number }) => {
  /** A company as a refusal names it: its shop name in quotes, or its id when it has none. */
  const shopLabel = async (executor: Executor, companyId: string) =>
    `'${(await findShopName(executor, companyId)) || companyId}'`;

  const isSoleOwner = (members: { uid: string; role: string }[], uid: string) =>
    members.some((m) => m.uid === uid && m.role === 'owner') &&
    members.filter((m) => m.role === 'owner').length <= 1;

  const endMembership = async (
    tx: Tx,
    companyId: string,
    uid: string,
    role: string,
    at: Date,
    action: string,
  ) => {
    await deleteMember(tx, companyId, uid, at);
    await insertAudit(tx, {
      companyId,
      actorUid: uid,
      actorRole: role,
      kind: 'member',
      entityId: uid,
      action,
      before: { role },
      after: null,
      at,
    });
  };

  return {
    async leave(
      session: Session | null,
      companyId: string,
    ): Promise<{ companyId: string; role: CompanyRole }> {
      const current = requireSession(session);
      if (current.deviceId) throw new AppError('FORBIDDEN', DEVICE_CANNOT_LEAVE);
      const at = new Date(deps.now());
      const role = await deps.db.transaction(async (tx) => {
        const members = await repo.lockCompanyMembers(tx, companyId);
        const own = members.find((m) => m.uid === current.uid);
        if (!own) throw new AppError('NOT_FOUND', NOT_A_MEMBER);
        if (isSoleOwner(members, current.uid))
          throw new AppError('CONFLICT', LAST_OWNER_LEAVE(await shopLabel(tx, companyId)));
        await endMembership(tx, companyId, current.uid, own.role, at, 'left');
        return own.role as CompanyRole;
      });
      deps.sessions.forget(current.uid);
      return { companyId, role };
    },

    /**
     * Ends every membership of `uid` inside the caller's transaction (account deletion). Refused, naming each
     * company, while `uid` is the last owner of any. Returns how many memberships ended.
     */
    async endAll(tx: Tx, uid: string, at: Date): Promise<number> {
      const memberships = await repo.lockMembershipsOf(tx, uid);
      const soleOwnerOf: string[] = [];
      for (const membership of memberships) {
        if (membership.role !== 'owner') continue;
        if (isSoleOwner(await repo.lockCompanyMembers(tx, membership.companyId), uid))
          soleOwnerOf.push(await shopLabel(tx, membership.companyId));
      }
      if (soleOwnerOf.length > 0)
        throw new AppError('CONFLICT', LAST_OWNER_DELETE(soleOwnerOf.join(', ')), {
          details: { companies: soleOwnerOf },
        });
      for (const membership of memberships)
        await endMembership(tx, membership.companyId, uid, membership.role, at, 'account_deleted');
      return memberships.length;
    },
  };
};

export type MembershipExits = ReturnType<typeof createMembershipExits>;
