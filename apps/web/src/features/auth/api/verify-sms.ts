import { api } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';
import { rethrowAuthFailure } from './auth-request-error';
import { VERIFY_SMS_FALLBACK } from './fallback-messages';

/** POST /api/auth/verify-sms → the single-use custom token. */
export const verifySms = async (phoneNumber: string, code: string): Promise<string> => {
  const result = await api
    .post<unknown>('/api/auth/verify-sms', { phoneNumber, code }, { auth: false })
    .catch(rethrowAuthFailure('verify-sms', VERIFY_SMS_FALLBACK));
  const customToken = (result as { customToken?: unknown } | null)?.customToken;
  if (typeof customToken !== 'string' || !customToken) {
    console.error('[auth] verify-sms answered without customToken');
    throw new Error(i18next.t('auth.missingCustomToken'));
  }
  return customToken;
};
