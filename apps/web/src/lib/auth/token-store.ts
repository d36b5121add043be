/**
 * Tokens of the signed-in administrator, kept in localStorage so a reload stays signed in. Checked by hand
 * rather than with zod: this module is on the path of every page, and /admin/login has a JS budget.
 */
export const TOKEN_STORAGE_KEY = 'jumun.auth.tokens';

export type StoredTokens = {
  uid: string;
  idToken: string;
  refreshToken: string;
  /** Epoch ms at which the ID token expires. */
  expiresAt: number;
  /** `device`: a registered counter device's session (issue 15), refreshed at /api/auth/device/refresh. */
  kind?: 'device';
};

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const isStoredTokens = (value: unknown): value is StoredTokens => {
  if (!value || typeof value !== 'object') return false;
  const { uid, idToken, refreshToken, expiresAt } = value as Record<string, unknown>;
  return (
    isNonEmptyString(uid) &&
    isNonEmptyString(idToken) &&
    isNonEmptyString(refreshToken) &&
    typeof expiresAt === 'number' &&
    Number.isFinite(expiresAt)
  );
};

export const readTokens = (): StoredTokens | null => {
  try {
    const raw = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredTokens(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const writeTokens = (tokens: StoredTokens) => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
};

export const clearTokens = () => {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
};
