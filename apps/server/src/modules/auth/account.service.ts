import crypto from 'node:crypto';
import { AppError, ROLES, type Role } from '@jumun/shared';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { addAdministratorRole, insertAdministrator, lockAdministrator } from '../administrators';
import * as repo from './account.repository';
import { phoneSuffixOf } from './phone-number';

/** Statuses that may not sign in or refresh (domain §6.1: temporarily blocked, deactivated, withdrawn). */
const BLOCKED_STATUSES = new Set(['inactive', 'suspended', 'deleted']);

/** What an ID token carries, read from the administrator row each time one is issued. */
export type SessionClaims = { uid: string; roles: Role[]; companyIds: string[] };

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const newUid = () => `uid_${crypto.randomBytes(15).toString('base64url')}`;

/** One auth user per phone number; one administrator per auth user (issue #3 §4). */
export const createAccountService = (deps: {
  db: Db;
  cipher: FieldCipher;
  superAdminPhones: readonly string[];
  now: () => number;
}) => {
  const { db, cipher } = deps;

  const createAdministrator = async (tx: Tx, uid: string, phone: string, at: Date) => {
    const phoneSuffix = phoneSuffixOf(phone);
    await insertAdministrator(tx, {
      id: uid,
      companyId: '',
      companyIds: [],
      roles: deps.superAdminPhones.includes(phone) ? ['admin', 'super'] : ['admin'],
      status: 'registered',
      contactInfo: {
        securedPhoneMain: cipher.encrypt(phone),
        securedPhoneSub1: '',
        securedPhoneSub2: '',
        securedLandlineMain: '',
        securedEmail: '',
      },
      phoneSuffix,
      searchField: [phoneSuffix],
      dateCreated: at,
      dateModified: at,
    });
    return lockAdministrator(tx, uid);
  };

  return {
    /** The uid of the phone's auth user, creating it on first sign-in. */
    async findOrCreateAuthUser(phone: string): Promise<string> {
      const phoneHash = cipher.lookupHash(phone);
      const existing = await repo.findAuthUserByPhoneHash(db, phoneHash);
      if (existing) return existing.uid;
      await repo.insertAuthUser(db, {
        uid: newUid(),
        securedPhone: cipher.encrypt(phone),
        phoneHash,
        dateCreated: new Date(deps.now()),
      });
      const created = await repo.findAuthUserByPhoneHash(db, phoneHash);
      if (!created) throw new AppError('INTERNAL', '사용자를 만들 수 없습니다.');
      return created.uid;
    },

    /**
     * Claims for a new ID token. On sign-in the administrator record is created when missing (companyIds [] =
     * demo administrator) and SUPER_ADMIN_PHONES adds the super role; blocked accounts are refused.
     */
    async loadClaims(tx: Tx, uid: string, options: { isSignIn: boolean }): Promise<SessionClaims> {
      const user = await repo.findAuthUser(tx, uid);
      if (!user) throw new AppError('UNAUTHENTICATED', '계정을 찾을 수 없습니다. 다시 로그인해 주세요.');
      const at = new Date(deps.now());
      let admin = await lockAdministrator(tx, uid);
      if (options.isSignIn) {
        const phone = cipher.decrypt(user.securedPhone);
        admin ??= await createAdministrator(tx, uid, phone, at);
        if (admin && deps.superAdminPhones.includes(phone) && !admin.roles.includes('super')) {
          admin = await addAdministratorRole(tx, uid, 'super', at);
        }
        await repo.touchLastLogin(tx, uid, at);
      }
      if (!admin) throw new AppError('UNAUTHENTICATED', '관리자 정보가 없습니다. 다시 로그인해 주세요.');
      if (BLOCKED_STATUSES.has(admin.status))
        throw new AppError('FORBIDDEN', '이용이 중지된 계정입니다. 고객센터에 문의해 주세요.');
      return { uid, roles: admin.roles.filter(isRole), companyIds: admin.companyIds };
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
