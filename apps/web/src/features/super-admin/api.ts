import type {
  AuditEntry,
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
