import {
  AppError,
  type ChangePhoneInput,
  type ChangePhoneResult,
  type DeleteAccountResult,
  type SendSmsResult,
} from '@jumun/shared';
import { requireSession, type Session } from '../../access';
import type { Db, Executor } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { anonymiseAdministrator, lockAdministrator, setAdministratorPhone } from '../administrators';
import { insertAudit } from '../audit';
import {
  anonymiseAuthUser,
  findAuthUserByPhoneHash,
  normalizePhoneNumber,
  phoneSuffixOf,
  revokeAllRefreshTokens,
  setAuthUserPhone,
} from '../auth';
import type { MembershipExits, SessionResolver } from '../members';
import { revokeDevicesCreatedBy } from '../sign-in-links';

const DEVICE_SESSION = '등록된 기기에서는 계정을 바꿀 수 없습니다. 본인 계정으로 로그인해 주세요.';
const NO_ACCOUNT = '관리자 정보가 없습니다. 다시 로그인해 주세요.';
const PHONE_TAKEN = '이미 다른 계정에서 사용 중인 번호입니다.';
const SAME_PHONE = '지금 사용 중인 번호입니다.';
const WRONG_SUFFIX = '휴대폰 번호 끝 4자리가 일치하지 않습니다.';

type Deps = {
  db: Db;
  cipher: FieldCipher;
  /** The SMS code flow of sign-in: the same codes, limits and provider. */
  codes: {
    sendSms(phoneNumber: string, ip: string): Promise<SendSmsResult>;
    confirmCode(phoneNumber: string, code: string, ip: string): Promise<string>;
  };
  exits: MembershipExits;
  sessions: SessionResolver;
  allowedCountries: readonly string[];
  now: () => number;
};

/**
 * 내 정보 self-service (issue 15 `/admin/me`, decisions/018): the phone changes only after a code sent to the new
 * number is entered, and deletion removes personal data while the uid the company's orders and audit rows name stays.
 */
export const createMyAccountService = (deps: Deps) => {
  const { db, cipher } = deps;

  const requireOwnSession = (session: Session | null) => {
    const current = requireSession(session);
    if (current.deviceId) throw new AppError('FORBIDDEN', DEVICE_SESSION);
    return current;
  };

  /** A number another account (administrator or customer: one auth user per phone) holds cannot be taken over. */
  const assertPhoneFree = async (executor: Executor, uid: string, phone: string) => {
    const holder = await findAuthUserByPhoneHash(executor, cipher.lookupHash(phone));
    if (holder?.uid === uid) throw new AppError('CONFLICT', SAME_PHONE);
    if (holder) throw new AppError('CONFLICT', PHONE_TAKEN);
  };

  return {
    async sendPhoneCode(session: Session | null, phoneNumber: string, ip: string) {
      const current = requireOwnSession(session);
      const phone = normalizePhoneNumber(phoneNumber, deps.allowedCountries);
      await assertPhoneFree(db, current.uid, phone);
      return deps.codes.sendSms(phone, ip);
    },

    async changePhone(
      session: Session | null,
      input: ChangePhoneInput,
      ip: string,
    ): Promise<ChangePhoneResult> {
      const current = requireOwnSession(session);
      const phone = await deps.codes.confirmCode(input.phoneNumber, input.code, ip);
      const phoneSuffix = phoneSuffixOf(phone);
      const at = new Date(deps.now());
      await db.transaction(async (tx) => {
        const admin = await lockAdministrator(tx, current.uid);
        if (!admin) throw new AppError('UNAUTHENTICATED', NO_ACCOUNT);
        // Checked again after the code: another account may have taken the number meanwhile (the unique hash is the
        // last guard).
        await assertPhoneFree(tx, current.uid, phone);
        const securedPhone = cipher.encrypt(phone);
        // The auth user (sign-in) and the administrator record change together.
        await setAuthUserPhone(tx, current.uid, { securedPhone, phoneHash: cipher.lookupHash(phone) });
        await setAdministratorPhone(tx, current.uid, { securedPhone, phoneSuffix, at });
        await insertAudit(tx, {
          companyId: '',
          actorUid: current.uid,
          actorRole: 'self',
          kind: 'administrator',
          entityId: current.uid,
          action: 'phone_changed',
          before: { phoneSuffix: admin.phoneSuffix },
          after: { phoneSuffix },
          at,
        });
      });
      deps.sessions.forget(current.uid);
      return { phoneSuffix };
    },

    async deleteAccount(session: Session | null, typedSuffix: string): Promise<DeleteAccountResult> {
      const current = requireOwnSession(session);
      const at = new Date(deps.now());
      const result = await db.transaction(async (tx) => {
        const admin = await lockAdministrator(tx, current.uid);
        if (!admin) throw new AppError('UNAUTHENTICATED', NO_ACCOUNT);
        // 403 like any failed proof of identity: the typed digits are the confirmation step, not a form field.
        if (admin.phoneSuffix !== typedSuffix) throw new AppError('FORBIDDEN', WRONG_SUFFIX);
        const leftCompanies = await deps.exits.endAll(tx, current.uid, at);
        await anonymiseAuthUser(tx, current.uid);
        await anonymiseAdministrator(tx, current.uid, at);
        const revokedTokens = await revokeAllRefreshTokens(tx, current.uid, at);
        const revokedDevices = await revokeDevicesCreatedBy(tx, current.uid, at);
        await insertAudit(tx, {
          companyId: '',
          actorUid: current.uid,
          actorRole: 'self',
          kind: 'administrator',
          entityId: current.uid,
          action: 'deleted',
          after: { leftCompanies, revokedTokens, revokedDevices },
          at,
        });
        return { uid: current.uid, leftCompanies };
      });
      // The session resolver refuses a deleted account on the next request in this process.
      deps.sessions.forget(current.uid);
      return result;
    },
  };
};

export type MyAccountService = ReturnType<typeof createMyAccountService>;
