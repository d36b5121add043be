import type { AuditEntry, auditQuerySchema } from '@jumun/shared';
import type { z } from 'zod';
import { type CompanyAccess, requireSuper, type Session } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { findAdministratorSummaries } from '../administrators';
import { listAudit } from './audit.repository';

type AuditQuery = z.output<typeof auditQuerySchema>;

/**
 * Reading the 변경 기록: a company's owners see their company's rows, the super admin every company's. There is
 * no write or delete here or anywhere in the API; rows come only from the changes themselves.
 */
export const createAuditService = (db: Db, cipher: FieldCipher) => {
  const read = async (query: AuditQuery, companyId: string | undefined): Promise<AuditEntry[]> => {
    const rows = await listAudit(db, {
      companyId,
      actorUid: query.actorUid,
      kind: query.kind,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      beforeId: query.beforeId,
      limit: query.limit,
    });
    const uids = [...new Set(rows.map((row) => row.actorUid))];
    const names = new Map<string, string>();
    for (const admin of await findAdministratorSummaries(db, uids)) {
      const name = cipher.decrypt(admin.securedUserName);
      names.set(admin.id, name || (admin.phoneSuffix ? `****${admin.phoneSuffix}` : admin.id));
    }
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      companyId: row.companyId,
      actorUid: row.actorUid,
      actorName: names.get(row.actorUid) ?? row.actorUid,
      actorRole: row.actorRole,
      kind: row.kind,
      entityId: row.entityId,
      action: row.action,
      before: row.before ?? null,
      after: row.after ?? null,
      summary: row.summary,
    }));
  };

  return {
    listForCompany: (access: CompanyAccess<'manage'>, query: AuditQuery) => read(query, access.companyId),
    listForSuper: (session: Session | null, query: AuditQuery) => {
      requireSuper(session);
      return read(query, query.companyId);
    },
  };
};

export type AuditService = ReturnType<typeof createAuditService>;
