import type { MatrixContext } from './context';
import { companyRoute, EVERYONE, type Probe, post } from './probes';

/** A fresh login link of company B, created as the super admin (setup only); returns its id and token. */
const createLinkAsSuper = async (c: MatrixContext, companyId: string) => {
  const res = await c.app.inject({
    ...post(`/api/admin/companies/${companyId}/login-tokens`, { phoneNumber: '010-7777-0001' }),
    headers: c.headersOf.super,
  });
  if (res.statusCode !== 200) throw new Error(`setup login link: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { id: string; path: string };
  return { id: data.id, token: data.path.split('/')[2] ?? '' };
};

/** Issue 15: the shop's login links (company scope) and the anonymous sign-in with one (the credential is the body). */
export const SIGN_IN_LINK_ROUTE_ROWS: Record<string, Probe[]> = {
  ...companyRoute('GET /api/admin/companies/:companyId/login-tokens', 'read'),
  ...companyRoute('POST /api/admin/companies/:companyId/login-tokens', 'write', {
    body: () => ({ phoneNumber: '010-7777-0002' }),
  }),
  ...companyRoute('POST /api/admin/companies/:companyId/login-tokens/:id/revoke', 'write', {
    params: async (c, companyId) => ({ id: (await createLinkAsSuper(c, companyId)).id }),
  }),
  'POST /api/userAuth/login-by-token': [
    {
      name: 'sign in with a live link',
      allow: EVERYONE,
      request: async (c) =>
        post('/api/userAuth/login-by-token', { loginToken: (await createLinkAsSuper(c, c.companyB)).token }),
    },
  ],
};
