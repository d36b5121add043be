import { AppError, administratorInputSchema, type CompanyRole, ERROR_MESSAGES } from '@jumun/shared';
import { isDemoAdministrator, requireSelfOrSuper, type Session } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { invalidInput } from '../../lib/invalid-input';
import { parseItems } from '../../lib/parse-items';
import { writeAtRevision } from '../../lib/versioned-write';
import { toAdministratorDto } from './administrator.dto';
import * as repo from './administrator.repository';

const NOT_FOUND = '관리자 정보가 없습니다.';

/**
 * The administrator document: one's own record (the super admin reaches all). companyIds, roles and status
 * are server-owned; a demo administrator may change only lastSelectedDemoCompanyId (issue #3 §5).
 */
/** The administrator's role at each company (the members module's, injected: members builds on administrators). */
type CompanyRolesOf = (uid: string) => Promise<Record<string, CompanyRole>>;

export const createAdministratorService = (db: Db, cipher: FieldCipher, companyRolesOf: CompanyRolesOf) => ({
  async getOne(session: Session | null, id: string) {
    requireSelfOrSuper(session, id);
    const row = await repo.findAdministrator(db, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toAdministratorDto(row, cipher, await companyRolesOf(id));
  },

  async save(session: Session | null, item: unknown) {
    const id = (item as { id?: unknown })?.id;
    if (typeof id !== 'string' || !id) throw invalidInput([{ path: 'item.id', message: '필수 항목입니다' }]);
    const current = requireSelfOrSuper(session, id);
    const [parsed] = parseItems(administratorInputSchema, [item], () => 'item');
    if (!parsed) throw new AppError('VALIDATION', '입력값이 올바르지 않습니다.');
    const { id: _id, revision, ...profile } = parsed;
    return db.transaction((tx) =>
      writeAtRevision(
        { id, revision, notFound: NOT_FOUND },
        () => repo.lockAdministrator(tx, id),
        async (row) => {
          const existing = toAdministratorDto(row, cipher);
          if (isDemoAdministrator(current) && current.uid === id) {
            const changesOtherThanDemoChoice =
              profile.companyId !== existing.companyId ||
              profile.securedUserName !== existing.securedUserName ||
              // Field by field: jsonb does not keep key order, so serialised objects differ when nothing changed.
              Object.entries(profile.contactInfo).some(
                ([key, value]) => existing.contactInfo[key as keyof typeof existing.contactInfo] !== value,
              );
            if (changesOtherThanDemoChoice) throw new AppError('FORBIDDEN', ERROR_MESSAGES.demoReadOnly);
          }
          if (profile.companyId && !row.companyIds.includes(profile.companyId)) {
            throw new AppError('FORBIDDEN', '관리하지 않는 회사를 대표 회사로 지정할 수 없습니다.');
          }
          const updated = await repo.updateAdministratorProfile(tx, cipher, id, profile);
          return updated as { id: string; revision: number };
        },
      ),
    );
  },
});

export type AdministratorService = ReturnType<typeof createAdministratorService>;
