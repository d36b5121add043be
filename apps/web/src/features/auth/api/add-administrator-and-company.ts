import {
  type AddAdministratorAndCompanyBody,
  type AddAdministratorAndCompanyResult,
  addAdministratorAndCompanyResultSchema,
} from '@jumun/shared';
import { apiRequest } from '../../../lib/api-client';
import { authFailure } from './auth-request-error';
import { REGISTER_FALLBACK } from './fallback-messages';

/** POST /api/auth/addAdministratorAndCompany (spec §7): register the signed-in administrator's company. */
export const addAdministratorAndCompany = async (
  body: AddAdministratorAndCompanyBody,
): Promise<AddAdministratorAndCompanyResult> => {
  const result = await apiRequest<unknown>('POST', '/api/auth/addAdministratorAndCompany', { body });
  if (!result.isSuccess) throw authFailure('addAdministratorAndCompany', result, REGISTER_FALLBACK);
  return addAdministratorAndCompanyResultSchema.parse(result.data);
};
