import {
  type AdministratorStatus,
  AppError,
  type CompanyRole,
  type CompanyType,
  companyInputSchema,
  ERROR_MESSAGES,
  isAppError,
  type Role,
  type SuperAdministratorRow,
  type SuperAdministratorUpdate,
  type SuperCompanyDetail,
  type SuperCompanyRow,
  type SuperCompanyUpdate,
  type superAdministratorQuerySchema,
  type superCompanyCreateSchema,
  type superCompanyQuerySchema,
} from '@jumun/shared';
import type { z } from 'zod';
import { requireSuper, type Session } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { newId } from '../../lib/ids';
import { invalidInput } from '../../lib/invalid-input';
import {
  insertAdministrator,
  lockAdministrator,
  nameSearchKey,
  setAdministratorState,
} from '../administrators';
import { insertAudit } from '../audit';
import { type AccountService, normalizePhoneNumber, phoneSuffixOf } from '../auth';
import {
  findCompany,
  insertCompany,
  lockCompany,
  notifyCompanyChanged,
  toVersionInfo,
  updateCompanyStructure,
} from '../company';
import { listCompanyMembers, listMembersOf, type SessionResolver, upsertMember } from '../members';
import * as reads from './operator-reads';

const COMPANY_NOT_FOUND = ERROR_MESSAGES.companyNotFound;
const ADMIN_NOT_FOUND = '관리자를 찾을 수 없습니다.';
const SELF_CHANGE = '자기 자신의 상태나 슈퍼 관리자 권한은 바꿀 수 없습니다. 다른 운영자에게 요청해 주세요.';

/** A refusal naming one body field, so the operator's form shows it under that input (lib/invalid-input.ts). */
const refuseField = (field: string, message: string) => invalidInput([{ path: `body.${field}`, message }]);

type Row = Awaited<ReturnType<typeof reads.pageCompanies>>['items'][number];
const toRow = (row: Row): SuperCompanyRow => ({
  ...row,
  companyType: row.companyType as CompanyType,
  status: row.status === 'suspended' ? 'suspended' : 'active',
  dateCreated: row.dateCreated.toISOString(),
});

/**
 * The operator's area (`/api/super/...`, issue 14, domain §6.1): companies and administrators. Every change is
 * written to the audit log in its own transaction with the acting super admin, and the access of everyone it
 * touches is forgotten at once in this process (within ACCESS_TTL_MS in the others).
 */
export const createSuperAdminService = (deps: {
  db: Db;
  cipher: FieldCipher;
  accounts: AccountService;
  sessions: SessionResolver;
  allowedCountries: readonly string[];
  now: () => number;
}) => {
  const { db, cipher } = deps;
  const audit = (
    session: Session,
    entry: Omit<Parameters<typeof insertAudit>[1], 'actorUid' | 'actorRole'>,
  ) => ({
    ...entry,
    actorUid: session.uid,
    actorRole: 'super',
  });

  /** The first 대표's phone, refused under the form's phone input when it is not one. */
  const ownerPhoneOf = (raw: string) => {
    try {
      return normalizePhoneNumber(raw, deps.allowedCountries);
    } catch (error) {
      if (isAppError(error) && error.code === 'VALIDATION') throw refuseField('ownerPhone', error.message);
      throw error;
    }
  };

  const detail = async (id: string): Promise<SuperCompanyDetail> => {
    const row = await findCompany(db, id);
    if (!row || row.isDeleted) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
    // By its exact id: a search would scan every shop name and count the table on each open and save.
    const page = await reads.pageCompanies(db, {
      id,
      sort: 'dateCreated',
      dir: 'desc',
      page: 1,
      pageSize: 1,
    });
    const summary = page.items.find((item) => item.id === id);
    if (!summary) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
    const members = await listCompanyMembers(db, id);
    return {
      ...toRow(summary),
      members: members.map((m) => ({
        uid: m.uid,
        name: cipher.decrypt(m.securedUserName),
        phoneSuffix: m.phoneSuffix,
        role: m.role as CompanyRole,
        status: m.status,
      })),
    };
  };

  return {
    async listCompanies(session: Session | null, query: z.output<typeof superCompanyQuerySchema>) {
      requireSuper(session);
      const page = await reads.pageCompanies(db, query);
      return { total: page.total, items: page.items.map(toRow) };
    },

    async getCompany(session: Session | null, id: string) {
      requireSuper(session);
      return detail(id);
    },

    async updateCompany(session: Session | null, id: string, patch: SuperCompanyUpdate) {
      const current = requireSuper(session);
      const at = new Date(deps.now());
      const memberUids = await db.transaction(async (tx) => {
        const row = await lockCompany(tx, id);
        if (!row || row.isDeleted) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
        const next = {
          companyType: patch.companyType ?? row.companyType,
          isHeadCompany: patch.isHeadCompany ?? row.isHeadCompany,
          parentCompanyId: patch.parentCompanyId ?? row.parentCompanyId,
          status: patch.status ?? row.status,
        };
        if (next.parentCompanyId) {
          if (next.parentCompanyId === id)
            throw refuseField('parentCompanyId', '회사를 자기 자신의 지점으로 둘 수 없습니다.');
          const parent = await findCompany(tx, next.parentCompanyId);
          if (!parent || parent.isDeleted || !parent.isHeadCompany)
            throw refuseField('parentCompanyId', '본사로 지정된 회사만 상위 회사로 연결할 수 있습니다.');
        }
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const key of Object.keys(next) as (keyof typeof next)[]) {
          if (next[key] !== row[key]) {
            before[key] = row[key];
            after[key] = next[key];
          }
        }
        if (Object.keys(after).length === 0) return [];
        await updateCompanyStructure(tx, id, next, at);
        await insertAudit(
          tx,
          audit(current, {
            companyId: id,
            kind: 'company',
            entityId: id,
            action: 'super_updated',
            before,
            after,
            summary: row.businessInfo.shopName,
            at,
          }),
        );
        // The storefront and open admin screens learn at once (a suspended shop shows closed).
        await notifyCompanyChanged(tx, {
          companyId: id,
          revision: row.revision + 1,
          versionInfo: toVersionInfo(row),
          changed: 'company',
        });
        return (await listMembersOf(tx, id)).map((m) => m.uid);
      });
      deps.sessions.forget(...memberUids);
      return detail(id);
    },

    async createCompany(session: Session | null, input: z.output<typeof superCompanyCreateSchema>) {
      const current = requireSuper(session);
      const phone = ownerPhoneOf(input.ownerPhone);
      const uid = await deps.accounts.findOrCreateAuthUser(phone);
      const at = new Date(deps.now());
      const companyId = newId('co');
      await db.transaction(async (tx) => {
        await insertAdministrator(tx, {
          id: uid,
          companyId: '',
          companyIds: [],
          roles: ['admin'],
          status: 'active',
          contactInfo: {
            securedPhoneMain: cipher.encrypt(phone),
            securedPhoneSub1: '',
            securedPhoneSub2: '',
            securedLandlineMain: '',
            securedEmail: '',
          },
          phoneSuffix: phoneSuffixOf(phone),
          searchField: [phoneSuffixOf(phone)],
          dateCreated: at,
          dateModified: at,
        });
        const {
          id: _id,
          revision: _revision,
          ...fields
        } = companyInputSchema.parse({
          id: companyId,
          companyType: input.companyType,
          businessInfo: { shopName: input.shopName },
        });
        await insertCompany(tx, cipher, { id: companyId, fields, dateCreated: at, dateModified: at });
        await upsertMember(tx, { companyId, uid, role: 'owner', addedByUid: current.uid, at });
        await insertAudit(
          tx,
          audit(current, {
            companyId,
            kind: 'company',
            entityId: companyId,
            action: 'super_created',
            after: {
              shopName: input.shopName,
              companyType: input.companyType,
              ownerUid: uid,
              ownerPhoneSuffix: phoneSuffixOf(phone),
            },
            summary: input.shopName,
            at,
          }),
        );
      });
      deps.sessions.forget(uid);
      return detail(companyId);
    },

    async listAdministrators(session: Session | null, query: z.output<typeof superAdministratorQuerySchema>) {
      requireSuper(session);
      const q = query.q ?? '';
      const filter: Parameters<typeof reads.pageAdministrators>[1] = {
        status: query.status,
        page: query.page,
        pageSize: query.pageSize,
      };
      if (/^\d{4}$/.test(q)) filter.suffix = q;
      else if (/^[+\d][\d -]{6,}$/.test(q))
        filter.phoneHash = cipher.lookupHash(normalizePhoneNumber(q, deps.allowedCountries));
      else if (q) {
        // A word is a name or an account id: the name through its keyword, never by decrypting the table.
        filter.uid = q;
        filter.nameKey = nameSearchKey(cipher, q) ?? undefined;
      }
      const { rows, memberships, total } = await reads.pageAdministrators(db, filter);
      const items: SuperAdministratorRow[] = rows.map((row) => ({
        uid: row.id,
        name: cipher.decrypt(row.securedUserName),
        phoneSuffix: row.phoneSuffix,
        status: row.status as AdministratorStatus,
        roles: row.roles as Role[],
        dateCreated: row.dateCreated.toISOString(),
        companies: memberships
          .filter((m) => m.uid === row.id)
          .map((m) => ({ companyId: m.companyId, shopName: m.shopName ?? '', role: m.role as CompanyRole })),
      }));
      return { items, total };
    },

    async updateAdministrator(session: Session | null, input: SuperAdministratorUpdate) {
      const current = requireSuper(session);
      if (input.uid === current.uid) throw new AppError('FORBIDDEN', SELF_CHANGE);
      const at = new Date(deps.now());
      await db.transaction(async (tx) => {
        const row = await lockAdministrator(tx, input.uid);
        if (!row) throw new AppError('NOT_FOUND', ADMIN_NOT_FOUND);
        const roles = new Set(row.roles);
        if (input.isSuper === true) roles.add('super');
        if (input.isSuper === false) roles.delete('super');
        const next = { status: input.status ?? row.status, roles: [...roles] };
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (next.status !== row.status) {
          before.status = row.status;
          after.status = next.status;
        }
        if (next.roles.join() !== row.roles.join()) {
          before.roles = row.roles;
          after.roles = next.roles;
        }
        if (Object.keys(after).length === 0) return;
        await setAdministratorState(tx, input.uid, next, at);
        await insertAudit(
          tx,
          audit(current, {
            companyId: '',
            kind: 'administrator',
            entityId: input.uid,
            action: input.status === 'deleted' ? 'super_deleted' : 'super_updated',
            before,
            after,
            at,
          }),
        );
      });
      deps.sessions.forget(input.uid);
      return { uid: input.uid };
    },
  };
};

export type SuperAdminService = ReturnType<typeof createSuperAdminService>;
