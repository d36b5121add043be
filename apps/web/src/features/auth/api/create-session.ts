import { api } from '../../../lib/api-client';
import { establishSession } from '../../../lib/auth/session';
import { isSessionTokens } from '../../../lib/auth/session-tokens';
import { rethrowAuthFailure } from './auth-request-error';
import { SIGN_IN_FALLBACK } from './fallback-messages';

/** POST /api/auth/session: trade the custom token for ID + refresh tokens and start the session. */
export const createSession = async (customToken: string) => {
  const tokens = await api
    .post<unknown>('/api/auth/session', { customToken }, { auth: false })
    .catch(rethrowAuthFailure('session', SIGN_IN_FALLBACK));
  if (!isSessionTokens(tokens)) throw new Error(SIGN_IN_FALLBACK);
  establishSession(tokens);
  return tokens;
};
