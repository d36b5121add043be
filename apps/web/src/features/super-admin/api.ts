import type {
  AuditEntry,
  CompanyRole,
  SuperAdministratorRow,
  SuperAdministratorUpdate,
  SuperCompanyCreate,
  SuperCompanyDetail,
  SuperCompanyRow,
  SuperCompanyUpdate,
} from '@jumun/shared';
import { api } from '../../lib/api-client';

type Query = Record<string, string | number | undefined>;
const clean = (query: Query) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Query;

const memberPath = (companyId: string, uid: string) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(uid)}`;

/** The operator's API (`/api/super/...`). */
export const superApi = {
  companies: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: SuperCompanyRow[]; total: number }>('/api/super/companies', {
      query: clean(query),
      signal,
    }),
  company: (id: string, signal?: AbortSignal) =>
    api.get<SuperCompanyDetail>(`/api/super/companies/${encodeURIComponent(id)}`, { signal }),
  updateCompany: (id: string, patch: SuperCompanyUpdate) =>
    api.patch<SuperCompanyDetail>(`/api/super/companies/${encodeURIComponent(id)}`, patch),
  createCompany: (input: SuperCompanyCreate) => api.post<SuperCompanyDetail>('/api/super/companies', input),
  /**
   * A member's role and removal go through the company's own member routes: the operator holds 대표 access there, so
   * the last-대표 guard and the 변경 기록 row are the same as for the shop's 대표.
   */
  changeMemberRole: (companyId: string, uid: string, role: CompanyRole) =>
    api.put<{ uid: string; role: CompanyRole }>(memberPath(companyId, uid), { role }),
  removeMember: (companyId: string, uid: string) => api.delete<{ uid: string }>(memberPath(companyId, uid)),
  administrators: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: SuperAdministratorRow[]; total: number }>('/api/super/administrators', {
      query: clean(query),
      signal,
    }),
  updateAdministrator: (input: SuperAdministratorUpdate) =>
    api.post<{ uid: string }>('/api/super/administrators', input),
  deleteAdministrator: (uid: string) =>
    api.delete<{ uid: string }>(`/api/super/administrators/${encodeURIComponent(uid)}`),
  audit: (query: Query, signal?: AbortSignal) =>
    api.get<AuditEntry[]>('/api/super/audit', { query: clean(query), signal }),
};
