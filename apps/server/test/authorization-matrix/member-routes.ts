import type { MatrixContext } from './context';
import { asHead, companyRoute, get, NOBODY, type Probe, post, SIGNED_IN } from './probes';

const BASE = 'api/admin/companies/:companyId';
const freshMember = async (c: MatrixContext, companyId: string) => ({ uid: await c.addMember(companyId) });
const freshInvitation = async (c: MatrixContext, companyId: string) => ({
  id: await c.inviteAsSuper(companyId),
});

const previewProbes: Probe[] = [
  {
    name: 'see a pending invitation (any signed-in administrator)',
    allow: SIGNED_IN,
    request: async (c) => get(`/api/invitations/${await c.inviteToC()}`),
  },
  {
    name: 'a guessed invitation token',
    allow: NOBODY,
    request: () => get('/api/invitations/guessedguessedguessedguessed'),
  },
];

/**
 * 직원 관리, invitations and the 변경 기록 (issue 14): 대표 only. Role escalation through a body (a 매니저 or 직원
 * making themselves 대표) is the PUT row: only 대표 pass it at all.
 */
export const MEMBER_ROUTE_ROWS: Record<string, Probe[]> = {
  ...companyRoute(`GET /${BASE}/members`, 'manage'),
  ...companyRoute(`PUT /${BASE}/members/:uid`, 'manage', {
    params: freshMember,
    body: () => ({ role: 'owner' }),
  }),
  ...companyRoute(`DELETE /${BASE}/members/:uid`, 'manage', { params: freshMember }),
  ...companyRoute(`GET /${BASE}/invitations`, 'manage'),
  ...companyRoute(`POST /${BASE}/invitations`, 'manage', { body: () => ({ role: 'staff' }) }),
  ...companyRoute(`DELETE /${BASE}/invitations/:id`, 'manage', { params: freshInvitation }),
  ...companyRoute(`GET /${BASE}/audit`, 'manage'),
  'GET /api/invitations/:token': previewProbes,
  'HEAD /api/invitations/:token': asHead(previewProbes),
  'POST /api/invitations/:token/accept': [
    {
      name: 'accept an invitation (any signed-in administrator not yet working there)',
      allow: SIGNED_IN,
      request: async (c) => post(`/api/invitations/${await c.inviteToC()}/accept`, { role: 'owner' }),
      after: (c, persona) => c.leaveC(persona),
    },
  ],
};
