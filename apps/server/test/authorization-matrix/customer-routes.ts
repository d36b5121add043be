import type { MatrixContext } from './context';
import { asHead, CUSTOMER_A, EVERYONE, get, type Probe, post } from './probes';

const CUSTOMER_PHONE = '+821000000006';
/** customerA's phone (context.ts PHONES). */
const CUSTOMER_A_PHONE = '+821000000005';

/** A fresh customer custom token of customer B's phone, from the real endpoints. */
const customerCustomToken = async (c: MatrixContext): Promise<string> => {
  await c.app.inject(post('/api/userAuth/send-sms', { phoneNumber: CUSTOMER_PHONE }));
  const res = await c.app.inject(
    post('/api/userAuth/verify-sms', { phoneNumber: CUSTOMER_PHONE, code: '123456' }),
  );
  return res.json().data.customToken as string;
};
const customerRefreshToken = async (c: MatrixContext): Promise<string> => {
  const res = await c.app.inject(
    post('/api/userAuth/session', { customToken: await customerCustomToken(c) }),
  );
  return res.json().data.refreshToken as string;
};

/**
 * Makes customerA a 친구톡 receiver of company B: a Friendtalk login link, made by the super admin, opened with its
 * code. Company B, where no probe orders: at company A the receiver's orders would be priced differently.
 */
const makeCustomerAFriendtalkReceiver = async (c: MatrixContext) => {
  const created = await c.app.inject({
    ...post(`/api/admin/companies/${c.companyB}/login-tokens`, {
      phoneNumber: CUSTOMER_A_PHONE,
      friendtalk: true,
    }),
    headers: c.headersOf.super,
  });
  if (created.statusCode !== 200) throw new Error(`setup login link: ${created.statusCode} ${created.body}`);
  const url = new URL(created.json().data.path as string, 'http://x');
  const opened = await c.app.inject(
    post('/api/userAuth/login-by-token', {
      loginToken: url.pathname.split('/')[2],
      friendtalkCode: url.searchParams.get('friendtalkCode'),
    }),
  );
  if (opened.statusCode !== 200) throw new Error(`setup login by link: ${opened.statusCode} ${opened.body}`);
};

const friendtalkPriceProbes: Probe[] = [
  {
    name: "company B's Friendtalk prices, for its receiver customerA only (customerB is none)",
    allow: CUSTOMER_A,
    request: async (c) => {
      await makeCustomerAFriendtalkReceiver(c);
      return get(`/api/store/companies/${c.companyB}/me/friendtalk-prices`);
    },
  },
];

/** A signed-in customer's own reads at a shop, beside the rewards (order-routes.ts). */
export const CUSTOMER_OWN_ROUTE_ROWS: Record<string, Probe[]> = {
  'GET /api/store/companies/:companyId/me/friendtalk-prices': friendtalkPriceProbes,
  'HEAD /api/store/companies/:companyId/me/friendtalk-prices': asHead(friendtalkPriceProbes),
};

/** Customer sign-in (`/api/userAuth`, docs/decisions/014): anonymous by design, the credential is in the body. */
export const CUSTOMER_AUTH_ROUTE_ROWS: Record<string, Probe[]> = {
  'POST /api/userAuth/send-sms': [
    {
      name: 'send a code',
      allow: EVERYONE,
      request: () => post('/api/userAuth/send-sms', { phoneNumber: CUSTOMER_PHONE }),
    },
  ],
  'POST /api/userAuth/verify-sms': [
    {
      name: 'verify a code',
      allow: EVERYONE,
      request: async (c) => {
        await c.app.inject(post('/api/userAuth/send-sms', { phoneNumber: CUSTOMER_PHONE }));
        return post('/api/userAuth/verify-sms', { phoneNumber: CUSTOMER_PHONE, code: '123456' });
      },
    },
  ],
  'POST /api/userAuth/session': [
    {
      name: 'exchange a customer custom token',
      allow: EVERYONE,
      request: async (c) => post('/api/userAuth/session', { customToken: await customerCustomToken(c) }),
    },
    {
      name: 'exchange an administrator custom token',
      allow: [],
      request: async (c) => post('/api/userAuth/session', { customToken: await c.customToken() }),
    },
  ],
  'POST /api/userAuth/refresh': [
    {
      name: 'rotate a customer refresh token',
      allow: EVERYONE,
      request: async (c) => post('/api/userAuth/refresh', { refreshToken: await customerRefreshToken(c) }),
    },
    {
      name: 'rotate an administrator refresh token',
      allow: [],
      request: async (c) => post('/api/userAuth/refresh', { refreshToken: await c.refreshToken() }),
    },
  ],
  'POST /api/userAuth/logout': [
    {
      name: 'log out',
      allow: EVERYONE,
      request: async (c) => post('/api/userAuth/logout', { refreshToken: await customerRefreshToken(c) }),
    },
  ],
};
