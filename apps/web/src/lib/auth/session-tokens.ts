import type { SessionTokens } from '@jumun/shared';

/**
 * Checks an `/api/auth/session` or `/refresh` answer against the shared SessionTokens type. By hand, not
 * with `sessionTokensSchema`, to keep zod out of the sign-in path's JS (the /admin/login budget).
 */
export const isSessionTokens = (value: unknown): value is SessionTokens => {
  if (!value || typeof value !== 'object') return false;
  const { idToken, refreshToken, expiresIn, uid } = value as Record<string, unknown>;
  return (
    typeof idToken === 'string' &&
    idToken.length > 0 &&
    typeof refreshToken === 'string' &&
    refreshToken.length > 0 &&
    typeof uid === 'string' &&
    uid.length > 0 &&
    typeof expiresIn === 'number' &&
    expiresIn > 0
  );
};
