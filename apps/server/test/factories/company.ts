import type { AddAdministratorAndCompanyBody } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../login';

type CompanyRegistration = AddAdministratorAndCompanyBody['company'];

/** The company part of addAdministratorAndCompany, as the registration form sends it. */
export const buildCompanyRegistration = (
  overrides: Partial<CompanyRegistration> = {},
): CompanyRegistration => ({
  businessInfo: { shopName: '테스트 상회' },
  ...overrides,
});

/**
 * Registers a company for a signed-in administrator through the real endpoint and returns its id. Their ID token
 * still lists the old companies: refresh the session (test/login.ts refreshSession) to act for the new one.
 */
export const registerCompany = async (
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<CompanyRegistration> = {},
): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/addAdministratorAndCompany',
    headers: owner.headers,
    payload: { uid: owner.uid, company: buildCompanyRegistration(overrides) },
  });
  if (res.statusCode !== 200)
    throw new Error(`registering a company answered ${res.statusCode}: ${res.body}`);
  return res.json().data.companyId as string;
};
