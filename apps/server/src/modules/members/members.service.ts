import crypto from 'node:crypto';
import {
  AppError,
  COMPANY_ROLE_LABELS_KO,
  type CompanyMember,
  type CompanyRole,
  type CreatedInvitation,
  type createInvitationSchema,
  ERROR_MESSAGES,
  INVITATIONS_PER_HOUR,
  type Invitation,
  type InvitationPreview,
  type InvitationStatus,
} from '@jumun/shared';
import type { z } from 'zod';
import { type CompanyAccess, requireSession, type Session } from '../../access';
import type { Db, Executor } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { newId } from '../../lib/ids';
import { actorRoleOf, insertAudit } from '../audit';
import { findAuthUser, normalizePhoneNumber, phoneSuffixOf } from '../auth';
import { findShopName } from '../company';
import type { InvitationSender } from './invitation-sender';
import * as repo from './members.repository';
import { deleteMember, listCompanyMembers, upsertMember } from './memberships';
import type { SessionResolver } from './session-resolver';

const MEMBER_NOT_FOUND = '이 회사의 직원이 아닙니다.';
/** One message for every link that cannot be used, so a guesser learns nothing about which links exist. */
export const INVITATION_INVALID =
  '초대 링크가 올바르지 않거나 더 이상 사용할 수 없습니다. 초대한 분께 새 링크를 요청해 주세요.';
const INVITATION_EXPIRED = '초대 링크의 유효 기간이 지났습니다. 초대한 분께 새 링크를 요청해 주세요.';
const INVITATION_USED = '이미 사용된 초대 링크입니다. 초대한 분께 새 링크를 요청해 주세요.';
const INVITATION_REVOKED = '취소된 초대 링크입니다. 초대한 분께 새 링크를 요청해 주세요.';
const INVITATION_OTHER_PHONE =
  '다른 휴대폰 번호로 보낸 초대입니다. 초대받은 번호로 로그인하거나 초대한 분께 새 링크를 요청해 주세요.';
const INVITATION_RATE_LIMITED = '초대를 너무 많이 만들었습니다. 잠시 후 다시 시도해 주세요.';
const ALREADY_MEMBER = '이미 이 회사의 직원입니다.';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

const statusOf = (row: repo.InvitationRow, now: number): InvitationStatus => {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return 'pending';
};

const toInvitationDto = (row: repo.InvitationRow, now: number): Invitation => ({
  id: row.id,
  role: row.role as CompanyRole,
  status: statusOf(row, now),
  phoneSuffix: row.phoneSuffix,
  expiresAt: row.expiresAt.toISOString(),
  dateCreated: row.dateCreated.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/**
 * 직원 관리 and invitations (issue 14). Every change runs in one transaction with its audit row, and the changed
 * administrator's cached access is forgotten at once in this process (other processes within ACCESS_TTL_MS).
 */
export const createMembersService = (deps: {
  db: Db;
  cipher: FieldCipher;
  sessions: SessionResolver;
  sendInvitation: InvitationSender;
  allowedCountries: readonly string[];
  /** Invitations per company per hour (INVITATION_HOURLY_CAP). */
  invitationsPerHour?: number;
  now: () => number;
}) => {
  const { db, cipher } = deps;

  /** Refuses a change that would leave the company without an owner. */
  const assertOwnerRemains = (
    members: { uid: string; role: string }[],
    uid: string,
    nextRole: CompanyRole | null,
  ) => {
    const target = members.find((m) => m.uid === uid);
    if (!target) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    const owners = members.filter((m) => m.role === 'owner');
    if (target.role === 'owner' && nextRole !== 'owner' && owners.length <= 1)
      throw new AppError('CONFLICT', ERROR_MESSAGES.lastOwner);
    return target;
  };

  return {
    async list(access: CompanyAccess<'manage'>): Promise<CompanyMember[]> {
      const rows = await listCompanyMembers(db, access.companyId);
      return rows.map((row) => ({
        uid: row.uid,
        name: cipher.decrypt(row.securedUserName),
        phoneSuffix: row.phoneSuffix,
        role: row.role as CompanyRole,
        status: row.status,
        dateCreated: row.dateCreated.toISOString(),
      }));
    },

    async changeRole(access: CompanyAccess<'manage'>, uid: string, role: CompanyRole) {
      const at = new Date(deps.now());
      await db.transaction(async (tx) => {
        const members = await repo.lockCompanyMembers(tx, access.companyId);
        const target = assertOwnerRemains(members, uid, role);
        if (target.role === role) return;
        await upsertMember(tx, {
          companyId: access.companyId,
          uid,
          role,
          addedByUid: access.session.uid,
          at,
        });
        await insertAudit(tx, {
          companyId: access.companyId,
          actorUid: access.session.uid,
          actorRole: actorRoleOf(access.session, access.companyId),
          kind: 'member',
          entityId: uid,
          action: 'role_changed',
          before: { role: target.role },
          after: { role },
          summary: `${COMPANY_ROLE_LABELS_KO[target.role as CompanyRole] ?? target.role} → ${COMPANY_ROLE_LABELS_KO[role]}`,
          at,
        });
      });
      deps.sessions.forget(uid);
      return { uid, role };
    },

    async remove(access: CompanyAccess<'manage'>, uid: string) {
      const at = new Date(deps.now());
      await db.transaction(async (tx) => {
        const members = await repo.lockCompanyMembers(tx, access.companyId);
        const target = assertOwnerRemains(members, uid, null);
        await deleteMember(tx, access.companyId, uid, at);
        await insertAudit(tx, {
          companyId: access.companyId,
          actorUid: access.session.uid,
          actorRole: actorRoleOf(access.session, access.companyId),
          kind: 'member',
          entityId: uid,
          action: 'removed',
          before: { role: target.role },
          after: null,
          at,
        });
      });
      deps.sessions.forget(uid);
      return { uid };
    },

    async createInvitation(
      access: CompanyAccess<'manage'>,
      input: z.output<typeof createInvitationSchema>,
      linkBase: string,
    ): Promise<CreatedInvitation> {
      const nowMs = deps.now();
      const at = new Date(nowMs);
      const phone = input.phoneNumber ? normalizePhoneNumber(input.phoneNumber, deps.allowedCountries) : null;
      const token = crypto.randomBytes(24).toString('base64url');
      const row: repo.InvitationRow = {
        id: newId('inv'),
        companyId: access.companyId,
        role: input.role,
        tokenHash: hashToken(token),
        phoneHash: phone ? cipher.lookupHash(phone) : null,
        phoneSuffix: phone ? phoneSuffixOf(phone) : '',
        createdByUid: access.session.uid,
        expiresAt: new Date(nowMs + input.expiresInDays * 24 * 60 * 60 * 1000),
        acceptedAt: null,
        acceptedByUid: null,
        revokedAt: null,
        dateCreated: at,
      };
      const shopName = await db.transaction(async (tx) => {
        // Counted under the company's membership lock, so a burst of parallel requests cannot overshoot.
        await repo.lockCompanyMembers(tx, access.companyId);
        const recent = await repo.countInvitationsSince(
          tx,
          access.companyId,
          new Date(nowMs - 60 * 60 * 1000),
        );
        if (recent >= (deps.invitationsPerHour ?? INVITATIONS_PER_HOUR))
          throw new AppError('RATE_LIMITED', INVITATION_RATE_LIMITED, { retryAfterSeconds: 600 });
        await repo.insertInvitation(tx, row);
        await insertAudit(tx, {
          companyId: access.companyId,
          actorUid: access.session.uid,
          actorRole: actorRoleOf(access.session, access.companyId),
          kind: 'invitation',
          entityId: row.id,
          action: 'created',
          after: { role: input.role, expiresAt: row.expiresAt.toISOString(), phoneSuffix: row.phoneSuffix },
          at,
        });
        return (await findShopName(tx, access.companyId)) ?? '';
      });
      const path = `/admin/invite/${token}`;
      const sentVia = phone
        ? await deps.sendInvitation({
            companyId: access.companyId,
            phone,
            shopName,
            role: input.role,
            link: `${linkBase}${path}`,
          })
        : null;
      return { ...toInvitationDto(row, nowMs), token, path, sentVia };
    },

    async listInvitations(access: CompanyAccess<'manage'>): Promise<Invitation[]> {
      const now = deps.now();
      return (await repo.listInvitations(db, access.companyId)).map((row) => toInvitationDto(row, now));
    },

    async revokeInvitation(access: CompanyAccess<'manage'>, id: string): Promise<Invitation> {
      const nowMs = deps.now();
      const at = new Date(nowMs);
      return db.transaction(async (tx) => {
        const row = await repo.lockInvitation(tx, access.companyId, id);
        if (!row) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
        if (statusOf(row, nowMs) !== 'pending') return toInvitationDto(row, nowMs);
        await repo.markInvitation(tx, id, { revokedAt: at });
        await insertAudit(tx, {
          companyId: access.companyId,
          actorUid: access.session.uid,
          actorRole: actorRoleOf(access.session, access.companyId),
          kind: 'invitation',
          entityId: id,
          action: 'revoked',
          before: { status: 'pending' },
          after: { status: 'revoked' },
          at,
        });
        return toInvitationDto({ ...row, revokedAt: at }, nowMs);
      });
    },

    async preview(session: Session | null, token: string): Promise<InvitationPreview> {
      const current = requireSession(session);
      const row = await usable(current, await repo.findInvitationByTokenHash(db, hashToken(token)));
      const shopName = await findShopName(db, row.companyId);
      if (shopName === undefined) throw new AppError('NOT_FOUND', INVITATION_INVALID);
      return {
        companyId: row.companyId,
        shopName,
        role: row.role as CompanyRole,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async accept(session: Session | null, token: string) {
      const current = requireSession(session);
      const at = new Date(deps.now());
      const result = await db.transaction(async (tx) => {
        const row = await usable(current, await repo.lockInvitationByTokenHash(tx, hashToken(token)), tx);
        const members = await repo.lockCompanyMembers(tx, row.companyId);
        if (members.some((m) => m.uid === current.uid)) throw new AppError('CONFLICT', ALREADY_MEMBER);
        const role = row.role as CompanyRole;
        await upsertMember(tx, {
          companyId: row.companyId,
          uid: current.uid,
          role,
          addedByUid: row.createdByUid,
          at,
        });
        await repo.markInvitation(tx, row.id, { acceptedAt: at, acceptedByUid: current.uid });
        await insertAudit(tx, {
          companyId: row.companyId,
          actorUid: current.uid,
          actorRole: role,
          kind: 'member',
          entityId: current.uid,
          action: 'joined',
          after: { role, invitationId: row.id },
          at,
        });
        return { companyId: row.companyId, role };
      });
      deps.sessions.forget(current.uid);
      return result;
    },
  };

  // Inside a transaction the transaction's executor must be used: PGlite has one connection.
  async function usable(current: Session, row: repo.InvitationRow | undefined, executor: Executor = db) {
    if (!row) throw new AppError('NOT_FOUND', INVITATION_INVALID);
    const status = statusOf(row, deps.now());
    if (status === 'accepted') throw new AppError('CONFLICT', INVITATION_USED);
    if (status === 'revoked') throw new AppError('CONFLICT', INVITATION_REVOKED);
    if (status === 'expired') throw new AppError('CONFLICT', INVITATION_EXPIRED);
    if (row.phoneHash && row.phoneHash !== (await findAuthUser(executor, current.uid))?.phoneHash)
      throw new AppError('FORBIDDEN', INVITATION_OTHER_PHONE);
    return row;
  }
};

export type MembersService = ReturnType<typeof createMembersService>;
