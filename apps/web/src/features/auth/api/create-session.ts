import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/auth/session';
import { isSessionTokens } from '../../../lib/auth/session-tokens';
import { authFailure } from './auth-request-error';
import { SIGN_IN_FALLBACK } from './fallback-messages';

/** POST /api/auth/session: trade the custom token for ID + refresh tokens and start the session. */
export const createSession = async (customToken: string) => {
  const result = await apiRequest<unknown>('POST', '/api/auth/session', {
    body: { customToken },
    auth: false,
  });
  if (!result.isSuccess) throw authFailure('session', result, SIGN_IN_FALLBACK);
  if (!isSessionTokens(result.data)) throw new Error(SIGN_IN_FALLBACK);
  establishSession(result.data);
  return result.data;
};
