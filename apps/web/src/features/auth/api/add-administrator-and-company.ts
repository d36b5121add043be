import {
  type AddAdministratorAndCompanyBody,
  type AddAdministratorAndCompanyResult,
  addAdministratorAndCompanyResultSchema,
} from '@jumun/shared';
import { api } from '../../../lib/api-client';
import { rethrowAuthFailure } from './auth-request-error';
import { REGISTER_FALLBACK } from './fallback-messages';

/** POST /api/auth/addAdministratorAndCompany (spec §7): register the signed-in administrator's company. */
export const addAdministratorAndCompany = async (
  body: AddAdministratorAndCompanyBody,
): Promise<AddAdministratorAndCompanyResult> => {
  const result = await api
    .post<unknown>('/api/auth/addAdministratorAndCompany', body)
    .catch(rethrowAuthFailure('addAdministratorAndCompany', REGISTER_FALLBACK));
  return addAdministratorAndCompanyResultSchema.parse(result);
};
