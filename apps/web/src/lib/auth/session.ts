import type { SessionTokens } from '@jumun/shared';
import { apiRequest, setTokenProvider } from '../api-client';
import { emitLogout, type LogoutReason } from '../auth-events';
import { wipeCompanyCaches } from '../local-cache';
import { type AuthUser, getAuthState, setAuthState } from './auth-store';
import { readIdTokenClaims } from './id-token-claims';
import { isSessionTokens } from './session-tokens';
import { clearTokens, readTokens, type StoredTokens, TOKEN_STORAGE_KEY, writeTokens } from './token-store';

/** A token this close to expiry is refreshed before use, so no request leaves with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflightRefresh: Promise<StoredTokens | null> | null = null;

const toUser = (tokens: StoredTokens): AuthUser | null => {
  const claims = readIdTokenClaims(tokens.idToken);
  return claims
    ? {
        uid: claims.uid,
        roles: claims.roles,
        companyIds: claims.companyIds,
        ...(claims.deviceId ? { deviceId: claims.deviceId } : {}),
      }
    : null;
};

const scheduleRefresh = (tokens: StoredTokens) => {
  clearTimeout(refreshTimer);
  const delay = Math.max(tokens.expiresAt - Date.now() - REFRESH_MARGIN_MS, 1_000);
  // Browsers clamp timers above 2^31-1 ms to "now"; an ID token lives an hour, so this never binds.
  refreshTimer = setTimeout(() => void refreshTokens(), Math.min(delay, 2 ** 31 - 1));
};

/** Where a session's refresh and logout go: a device's tokens rotate at their own endpoints (issue 15). */
const authPathOf = (tokens: StoredTokens, action: 'refresh' | 'logout') =>
  tokens.kind === 'device' ? `/api/auth/device/${action}` : `/api/auth/${action}`;

export const establishSession = (data: SessionTokens, options: { kind?: 'device' } = {}) => {
  const tokens: StoredTokens = {
    uid: data.uid,
    idToken: data.idToken,
    refreshToken: data.refreshToken,
    expiresAt: Date.now() + data.expiresIn * 1000,
    ...(options.kind ? { kind: options.kind } : {}),
  };
  writeTokens(tokens);
  setAuthState({ isInitialised: true, user: toUser(tokens) });
  scheduleRefresh(tokens);
};

/** Ends the session on this device: tokens, caches and per-session state go (spec §4 "On logout"). */
export const endSession = (reason: LogoutReason) => {
  clearTimeout(refreshTimer);
  clearTokens();
  wipeCompanyCaches();
  setAuthState({ isInitialised: true, user: null });
  emitLogout(reason);
};

const isFresh = (tokens: StoredTokens) => tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS;

const adopt = (tokens: StoredTokens): StoredTokens => {
  setAuthState({ isInitialised: true, user: toUser(tokens) });
  scheduleRefresh(tokens);
  return tokens;
};

const performRefresh = async (force: boolean): Promise<StoredTokens | null> => {
  const current = readTokens();
  if (!current) return null;
  // Another tab may have rotated the tokens while this one waited for the lock.
  if (!force && isFresh(current)) return adopt(current);
  const result = await apiRequest<unknown>('POST', authPathOf(current, 'refresh'), {
    body: { refreshToken: current.refreshToken },
    auth: false,
  });
  if (result.isSuccess) {
    if (isSessionTokens(result.data)) {
      establishSession(result.data, { kind: current.kind });
      return readTokens();
    }
  } else if ([400, 401, 403].includes(result.status)) {
    endSession('session-expired');
    return null;
  }
  // Offline or a server hiccup: keep the tokens and try again shortly.
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshTokens(), 30_000);
  return current;
};

const performRefreshLocked = async (force: boolean): Promise<StoredTokens | null> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return performRefresh(force);
  return await locks.request('jumun-token-refresh', () => performRefresh(force));
};

/**
 * One refresh at a time, across tabs too: refresh tokens rotate and the server revokes the whole family
 * when a rotated token is reused, so two tabs refreshing with the same token would sign the user out.
 * `force` refreshes a token that is still fresh, e.g. after registration so it carries the new companyIds.
 */
export const refreshTokens = (options: { force?: boolean } = {}): Promise<StoredTokens | null> => {
  const force = options.force ?? false;
  if (inflightRefresh && !force) return inflightRefresh;
  const previous = inflightRefresh ?? Promise.resolve(null);
  const run = previous.catch(() => null).then(() => performRefreshLocked(force));
  const tracked: Promise<StoredTokens | null> = run.finally(() => {
    if (inflightRefresh === tracked) inflightRefresh = null;
  });
  inflightRefresh = tracked;
  return tracked;
};

/** At most one forced refresh per this long after a refused request (see checkRefusedSession). */
export const REFUSED_SESSION_CHECK_MS = 3_000;
let lastRefusedCheck = Number.NEGATIVE_INFINITY;

/**
 * A request was refused (401) although its ID token is fresh: this sign-in may have been ended elsewhere — signed out
 * from 내 정보 on another device, a counter device revoked, the account suspended (issue 15: effect within 5 s). One
 * forced refresh asks the server: its refusal ends the session here and the sign-in page follows; a new token carries
 * on. Throttled, so a server that keeps answering 401 cannot start a refresh loop.
 */
const checkRefusedSession = () => {
  const now = Date.now();
  const isDue = now - lastRefusedCheck >= REFUSED_SESSION_CHECK_MS;
  if (isDue) lastRefusedCheck = now;
  void refreshTokens({ force: isDue });
};

/** The ID token to send now, refreshed first when it expires within a minute. */
export const getFreshIdToken = async (): Promise<string | null> => {
  const tokens = readTokens();
  if (!tokens) return null;
  if (isFresh(tokens)) return tokens.idToken;
  const refreshed = await refreshTokens();
  return refreshed?.idToken ?? null;
};

const onStorage = (event: StorageEvent) => {
  if (event.key !== TOKEN_STORAGE_KEY) return;
  const tokens = readTokens();
  if (tokens) {
    adopt(tokens);
  } else if (getAuthState().user) {
    // Signed out in another tab: that tab already wiped the shared storage; drop this tab's state too.
    clearTimeout(refreshTimer);
    setAuthState({ isInitialised: true, user: null });
    emitLogout('signed-out');
  }
};

/** Start-up: restore the stored session (refreshing a stale token first), then mark auth initialised. */
export const initAuth = async () => {
  setTokenProvider({
    getIdToken: getFreshIdToken,
    onUnauthorized: checkRefusedSession,
  });
  window.removeEventListener('storage', onStorage);
  window.addEventListener('storage', onStorage);
  const stored = readTokens();
  if (!stored) {
    setAuthState({ isInitialised: true, user: null });
    return;
  }
  const tokens = isFresh(stored) ? stored : await refreshTokens();
  if (!tokens) return;
  const user = toUser(tokens);
  if (!user) {
    endSession('session-expired');
    return;
  }
  adopt(tokens);
};

/**
 * Sign-out from the frame: revoke the refresh token on the server, then end the session locally even if
 * the server could not be reached (the person asked to leave this device). Throws afterwards so the UI can
 * say the server did not confirm (spec §8: the server's message, else 'Failed to log out').
 */
export const signOut = async () => {
  const tokens = readTokens();
  const result = tokens
    ? await apiRequest<unknown>('POST', authPathOf(tokens, 'logout'), {
        body: { refreshToken: tokens.refreshToken },
        auth: false,
      })
    : null;
  endSession('signed-out');
  if (result && !result.isSuccess) {
    console.error('[auth] logout failed', result);
    throw new Error(result.serverMessage ?? 'Failed to log out');
  }
};
