import { decodeJwt } from 'jose';
import { signInWithPhone } from '../login';
import type { MatrixContext } from './context';
import { asHead, companyRoute, EVERYONE, get, type Probe, post, SIGNED_IN } from './probes';

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

/** A fresh device of the company, registered as the super admin (setup only). */
const registerDeviceAsSuper = async (c: MatrixContext, companyId: string) => {
  const res = await c.app.inject({
    ...post(`/api/admin/companies/${companyId}/devices`, { name: '매트릭스 태블릿' }),
    headers: c.headersOf.super,
  });
  if (res.statusCode !== 200) throw new Error(`setup device: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; credential: string };
};
const deviceRefreshToken = async (c: MatrixContext) => {
  const { credential } = await registerDeviceAsSuper(c, c.companyB);
  const res = await c.app.inject(post('/api/auth/device/login', { credential }));
  return res.json().data.refreshToken as string;
};

const SESSIONS_PROBES: Probe[] = [
  { name: 'list one’s own signed-in browsers', allow: SIGNED_IN, request: () => get('/api/auth/sessions') },
];

/** Issue 15: the shop's login links (company scope) and the anonymous sign-in with one (the credential is the body). */
export const SIGN_IN_LINK_ROUTE_ROWS: Record<string, Probe[]> = {
  ...companyRoute('GET /api/admin/companies/:companyId/login-tokens', 'read'),
  ...companyRoute('POST /api/admin/companies/:companyId/login-tokens', 'write', {
    body: () => ({ phoneNumber: '010-7777-0002' }),
  }),
  ...companyRoute('POST /api/admin/companies/:companyId/login-tokens/:id/revoke', 'write', {
    params: async (c, companyId) => ({ id: (await createLinkAsSuper(c, companyId)).id }),
  }),
  ...companyRoute('GET /api/admin/companies/:companyId/devices', 'read'),
  ...companyRoute('POST /api/admin/companies/:companyId/devices', 'write', {
    body: () => ({ name: '태블릿' }),
  }),
  ...companyRoute('POST /api/admin/companies/:companyId/devices/:id/revoke', 'write', {
    params: async (c, companyId) => ({ id: (await registerDeviceAsSuper(c, companyId)).id }),
  }),
  'POST /api/auth/device/login': [
    {
      name: 'sign a registered device in',
      allow: EVERYONE,
      request: async (c) =>
        post('/api/auth/device/login', {
          credential: (await registerDeviceAsSuper(c, c.companyB)).credential,
        }),
    },
  ],
  'POST /api/auth/device/refresh': [
    {
      name: 'rotate a device refresh token',
      allow: EVERYONE,
      request: async (c) => post('/api/auth/device/refresh', { refreshToken: await deviceRefreshToken(c) }),
    },
    {
      name: 'rotate an administrator refresh token',
      allow: [],
      request: async (c) => post('/api/auth/device/refresh', { refreshToken: await c.refreshToken() }),
    },
  ],
  'POST /api/auth/device/logout': [
    {
      name: 'log a device out',
      allow: EVERYONE,
      request: async (c) => post('/api/auth/device/logout', { refreshToken: await deviceRefreshToken(c) }),
    },
  ],
  'GET /api/auth/sessions': SESSIONS_PROBES,
  'HEAD /api/auth/sessions': asHead(SESSIONS_PROBES),
  'DELETE /api/auth/sessions/:sessionId': [
    {
      // A second sign-in of the demo phone: its owner may end it, nobody else finds it (404).
      name: 'sign one browser of the demo administrator out',
      allow: ['demo'],
      request: async (c) => {
        const { sid } = decodeJwt((await signInWithPhone(c.app, c.demoPhone)).idToken);
        return { method: 'DELETE', url: `/api/auth/sessions/${String(sid)}` };
      },
    },
  ],
  'POST /api/auth/logout-others': [
    {
      name: 'end the other sign-ins of the signed-in administrator',
      allow: ['demo'],
      request: async (c) => post('/api/auth/logout-others', { refreshToken: c.demoOwnRefreshToken }),
    },
  ],
  // 설정's template list (console provider: an honest "not connected"); everyone working at the shop may read it.
  ...companyRoute('GET /api/admin/companies/:companyId/kakao-templates', 'read'),
  // 이용신청's Kakao steps (KAKAO_PROVIDER=console in the matrix): any signed-in administrator, nobody else.
  ...Object.fromEntries(
    (
      [
        [
          'GET /api/companies/search-by-kakao-channel-id',
          () => get('/api/companies/search-by-kakao-channel-id?kakaoChannelId=@matrix'),
        ],
        [
          'POST /api/alligo/profileAuth',
          () => post('/api/alligo/profileAuth', { kakaoChannelId: '@matrix', phoneNumber: '010-1111-2222' }),
        ],
        [
          'POST /api/alligo/profileAdd',
          () =>
            post('/api/alligo/profileAdd', {
              kakaoChannelId: '@matrix',
              phoneNumber: '010-1111-2222',
              code: '123456',
            }),
        ],
        [
          'POST /api/alligo/friendList',
          () =>
            post('/api/alligo/friendList', {
              kakaoChannelId: '@matrix',
              senderKey: 'console-matrix-sender-key',
            }),
        ],
      ] as const
    ).map(([route, request]) => [route, [{ name: route, allow: SIGNED_IN, request }]]),
  ),
  'HEAD /api/companies/search-by-kakao-channel-id': asHead([
    {
      name: 'search a channel',
      allow: SIGNED_IN,
      request: () => get('/api/companies/search-by-kakao-channel-id?kakaoChannelId=@matrix'),
    },
  ]),
  'POST /api/userAuth/login-by-token': [
    {
      name: 'sign in with a live link',
      allow: EVERYONE,
      request: async (c) =>
        post('/api/userAuth/login-by-token', { loginToken: (await createLinkAsSuper(c, c.companyB)).token }),
    },
  ],
};
