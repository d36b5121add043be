import { apiRequest } from '../../../lib/api-client';
import { authFailure } from './auth-request-error';
import { VERIFY_SMS_FALLBACK } from './fallback-messages';

/** spec §5/§8: the verification response must carry a custom token. */
export const MISSING_CUSTOM_TOKEN_MESSAGE = '서버 응답에 customToken이 없습니다.';

/** POST /api/auth/verify-sms → the single-use custom token. */
export const verifySms = async (phoneNumber: string, code: string): Promise<string> => {
  const result = await apiRequest<unknown>('POST', '/api/auth/verify-sms', {
    body: { phoneNumber, code },
    auth: false,
  });
  if (!result.isSuccess) throw authFailure('verify-sms', result, VERIFY_SMS_FALLBACK);
  const customToken = (result.data as { customToken?: unknown } | null)?.customToken;
  if (typeof customToken !== 'string' || !customToken) {
    console.error('[auth] verify-sms answered without customToken');
    throw new Error(MISSING_CUSTOM_TOKEN_MESSAGE);
  }
  return customToken;
};
