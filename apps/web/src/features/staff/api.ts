import type {
  AuditEntry,
  CompanyMember,
  CompanyRole,
  CreatedInvitation,
  CreateInvitationInput,
  Invitation,
  InvitationPreview,
} from '@jumun/shared';
import { api } from '../../lib/api-client';

const scoped = (companyId: string, path: string) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}${path}`;

/** 직원 관리 and invitations (`/api/admin/companies/:id/members|invitations`, 대표 only). */
export const staffApi = {
  members: (companyId: string, signal?: AbortSignal) =>
    api.get<CompanyMember[]>(scoped(companyId, '/members'), { signal }),
  changeRole: (companyId: string, uid: string, role: CompanyRole) =>
    api.put<{ uid: string; role: CompanyRole }>(scoped(companyId, `/members/${encodeURIComponent(uid)}`), {
      role,
    }),
  remove: (companyId: string, uid: string) =>
    api.delete<{ uid: string }>(scoped(companyId, `/members/${encodeURIComponent(uid)}`)),
  invitations: (companyId: string, signal?: AbortSignal) =>
    api.get<Invitation[]>(scoped(companyId, '/invitations'), { signal }),
  invite: (companyId: string, input: CreateInvitationInput) =>
    api.post<CreatedInvitation>(scoped(companyId, '/invitations'), input),
  revoke: (companyId: string, id: string) =>
    api.delete<Invitation>(scoped(companyId, `/invitations/${encodeURIComponent(id)}`)),
  preview: (token: string, signal?: AbortSignal) =>
    api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal }),
  accept: (token: string) =>
    api.post<{ companyId: string; role: CompanyRole }>(
      `/api/invitations/${encodeURIComponent(token)}/accept`,
    ),
  audit: (companyId: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    api.get<AuditEntry[]>(scoped(companyId, '/audit'), { query: clean(query), signal }),
};

const clean = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
