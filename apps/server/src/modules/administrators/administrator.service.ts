import { AppError, administratorInputSchema, ERROR_MESSAGES } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import { isDemoAdministrator, requireSelfOrSuper, type Session } from '../../access';
import type { Db } from '../../db/client';
import { administrators } from '../../db/schema';
import { type FieldCipher, mapSecuredFields } from '../../lib/field-cipher';
import { parseItems } from '../documents/validate-items';
import { toAdministratorDto } from './administrator.dto';

/**
 * The administrator document: one's own record (the super admin reaches all). companyIds, roles and status
 * are server-owned; a demo administrator may change only lastSelectedDemoCompanyId (issue #3 §5).
 */
export const createAdministratorService = (db: Db, cipher: FieldCipher) => {
  return {
    async getOne(session: Session | null, id: string) {
      requireSelfOrSuper(session, id);
      const [row] = await db.select().from(administrators).where(eq(administrators.id, id)).limit(1);
      if (!row) throw new AppError('NOT_FOUND', '관리자 정보가 없습니다.');
      return toAdministratorDto(row, cipher);
    },

    async save(session: Session | null, item: unknown) {
      const id = (item as { id?: unknown })?.id;
      if (typeof id !== 'string' || !id)
        throw new AppError('VALIDATION', '입력값이 올바르지 않습니다: item.id — 필수 항목입니다', {
          details: [{ path: 'item.id', message: '필수 항목입니다' }],
        });
      const current = requireSelfOrSuper(session, id);
      const [parsed] = parseItems(administratorInputSchema, [item], () => 'item');
      if (!parsed) throw new AppError('VALIDATION', '입력값이 올바르지 않습니다.');
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(administrators).where(eq(administrators.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND', '관리자 정보가 없습니다.');
        if (parsed.revision !== row.revision)
          throw new AppError('CONFLICT', ERROR_MESSAGES.staleRevision, { details: { id } });
        const existing = toAdministratorDto(row, cipher);
        if (isDemoAdministrator(current) && current.uid === id) {
          const changesOtherThanDemoChoice =
            parsed.companyId !== existing.companyId ||
            parsed.securedUserName !== existing.securedUserName ||
            // Field by field: jsonb does not keep key order, so serialised objects differ when nothing changed.
            Object.entries(parsed.contactInfo).some(
              ([key, value]) => existing.contactInfo[key as keyof typeof existing.contactInfo] !== value,
            );
          if (changesOtherThanDemoChoice) throw new AppError('FORBIDDEN', ERROR_MESSAGES.demoReadOnly);
        }
        if (parsed.companyId && !row.companyIds.includes(parsed.companyId)) {
          throw new AppError('FORBIDDEN', '관리하지 않는 회사를 대표 회사로 지정할 수 없습니다.');
        }
        const [updated] = await tx
          .update(administrators)
          .set({
            companyId: parsed.companyId,
            lastSelectedDemoCompanyId: parsed.lastSelectedDemoCompanyId,
            securedUserName: cipher.encrypt(parsed.securedUserName),
            contactInfo: mapSecuredFields(parsed.contactInfo, cipher.encrypt),
            revision: sql`${administrators.revision} + 1`,
            dateModified: new Date(),
          })
          .where(eq(administrators.id, id))
          .returning({ id: administrators.id, revision: administrators.revision });
        return updated as { id: string; revision: number };
      });
    },
  };
};

export type AdministratorService = ReturnType<typeof createAdministratorService>;
