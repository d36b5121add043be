import type { MatrixContext } from './context';
import { EVERYONE, type Probe, post } from './probes';

const CUSTOMER_PHONE = '+821000000006';

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
