import { AppError, companyInputSchema, ERROR_MESSAGES } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import { requireCompanyAccess, type Session } from '../../access';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { parseItems } from '../documents/validate-items';
import { toCompanyColumns, toCompanyDto, toPublicCompanyDto } from './company.dto';
import { notifyCompanyChanged, toVersionInfo } from './company-versions';

/** The company document through the generic API: `companyId` is sent empty and the id travels in the path/item. */
export const createCompanyService = (db: Db, cipher: FieldCipher) => {
  const findRow = async (id: string) => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
    if (!row || row.isDeleted) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
    return row;
  };

  return {
    async getOne(session: Session | null, area: 'admin' | 'user', id: string) {
      if (area === 'admin') requireCompanyAccess(session, id, 'read');
      const row = await findRow(id);
      return area === 'admin' ? toCompanyDto(row, cipher) : toPublicCompanyDto(row, cipher);
    },

    async save(session: Session | null, area: 'admin' | 'user', bodyCompanyId: string, item: unknown) {
      if (area !== 'admin') throw new AppError('FORBIDDEN', '고객 화면의 데이터는 읽기 전용입니다.');
      const target = (item as { id?: unknown })?.id ?? bodyCompanyId;
      if (typeof target !== 'string' || !target.trim())
        throw new AppError('COMPANY_REQUIRED', ERROR_MESSAGES.companyRequired);
      requireCompanyAccess(session, target, 'write');
      const [parsed] = parseItems(companyInputSchema, [{ ...(item as object), id: target }], () => 'item');
      if (!parsed) throw new AppError('VALIDATION', '입력값이 올바르지 않습니다.');
      const { id, revision, ...fields } = parsed;
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
        if (!current || current.isDeleted) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
        if (revision !== current.revision)
          throw new AppError('CONFLICT', ERROR_MESSAGES.staleRevision, { details: { id } });
        const [row] = await tx
          .update(companies)
          .set({
            ...toCompanyColumns(fields, cipher),
            revision: sql`${companies.revision} + 1`,
            dateModified: new Date(),
          })
          .where(eq(companies.id, id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
        await notifyCompanyChanged(tx, {
          companyId: id,
          revision: row.revision,
          versionInfo: toVersionInfo(row),
          changed: 'company',
        });
        return { id, revision: row.revision };
      });
    },
  };
};

export type CompanyService = ReturnType<typeof createCompanyService>;
