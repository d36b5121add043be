import type { SessionTokens } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';

export type SignedIn = SessionTokens & {
  /** `{authorization: 'Bearer <idToken>'}` for app.inject / fetch. */
  headers: { authorization: string };
};

const post = async (app: FastifyInstance, url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, payload });
  const body = res.json();
  if (res.statusCode !== 200 || !body.isSuccess) {
    throw new Error(`${url} answered ${res.statusCode}: ${JSON.stringify(body)}`);
  }
  return body.data;
};

/**
 * Signs in the way the web app does: send-sms → verify-sms → session. Works for numbers in
 * AUTH_TEST_PHONE_NUMBERS (fixed code, never rate limited); pass the code for others.
 */
export const signInWithPhone = async (
  app: FastifyInstance,
  phoneNumber: string,
  code = '123456',
): Promise<SignedIn> => {
  await post(app, '/api/auth/send-sms', { phoneNumber });
  const { customToken } = await post(app, '/api/auth/verify-sms', { phoneNumber, code });
  const tokens: SessionTokens = await post(app, '/api/auth/session', { customToken });
  return { ...tokens, headers: { authorization: `Bearer ${tokens.idToken}` } };
};

/** Exchanges a refresh token for a fresh session (e.g. after addAdministratorAndCompany changed companyIds). */
export const refreshSession = async (app: FastifyInstance, refreshToken: string): Promise<SignedIn> => {
  const tokens: SessionTokens = await post(app, '/api/auth/refresh', { refreshToken });
  return { ...tokens, headers: { authorization: `Bearer ${tokens.idToken}` } };
};

/** Signs in as a customer of the storefront (`/api/userAuth`): the tokens are of the customer audience. */
export const signInAsCustomer = async (
  app: FastifyInstance,
  phoneNumber = '+821000000005',
  code = '123456',
): Promise<SignedIn> => {
  await post(app, '/api/userAuth/send-sms', { phoneNumber });
  const { customToken } = await post(app, '/api/userAuth/verify-sms', { phoneNumber, code });
  const tokens: SessionTokens = await post(app, '/api/userAuth/session', { customToken });
  return { ...tokens, headers: { authorization: `Bearer ${tokens.idToken}` } };
};
