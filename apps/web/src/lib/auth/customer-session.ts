import type { SessionTokens } from '@jumun/shared';
import { apiRequest } from '../api-client';
import { isSessionTokens } from './session-tokens';
import { isStoredTokens, type StoredTokens } from './token-store';

/**
 * The customer's session on this device (issue #11: signed in at checkout with phone + SMS code, remembered). Its
 * tokens are of the customer audience (`/api/userAuth`), kept apart from an administrator's: the admin area never
 * sees them, and the server's admin verifier refuses them anyway.
 */
export const CUSTOMER_TOKEN_KEY = 'jumun.customer.tokens';
/** A token this close to expiry is refreshed before it is sent. */
const REFRESH_MARGIN_MS = 60_000;

export type CustomerTokens = StoredTokens & {
  phone: string;
  /**
   * The shop a login link signed in at: the server lets such a session act only there (decisions/018), so other
   * shops treat it as signed out and offer SMS sign-in. Absent for an SMS sign-in, which is good at every shop.
   */
  companyId?: string;
};

const listeners = new Set<() => void>();
let cached: CustomerTokens | null | undefined;
let inflight: Promise<CustomerTokens | null> | null = null;

const read = (): CustomerTokens | null => {
  if (cached !== undefined) return cached;
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(CUSTOMER_TOKEN_KEY) ?? 'null');
    const { phone, companyId } = (value ?? {}) as { phone?: unknown; companyId?: unknown };
    cached =
      isStoredTokens(value) && typeof phone === 'string'
        ? { ...value, phone, ...(typeof companyId === 'string' ? { companyId } : {}) }
        : null;
  } catch {
    cached = null;
  }
  return cached;
};

const write = (tokens: CustomerTokens | null) => {
  cached = tokens;
  try {
    if (tokens) window.localStorage.setItem(CUSTOMER_TOKEN_KEY, JSON.stringify(tokens));
    else window.localStorage.removeItem(CUSTOMER_TOKEN_KEY);
  } catch {
    // Storage blocked: signed in for this page only.
  }
  for (const listener of listeners) listener();
};

export const customerSession = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CUSTOMER_TOKEN_KEY) return;
      cached = undefined;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** `companyId`: the login link's shop, for a session a link opened (see CustomerTokens). */
  establish(data: SessionTokens, phone: string, companyId?: string) {
    write({
      uid: data.uid,
      idToken: data.idToken,
      refreshToken: data.refreshToken,
      expiresAt: Date.now() + data.expiresIn * 1000,
      phone,
      ...(companyId ? { companyId } : {}),
    });
  },
  clear: () => write(null),
};

const refresh = async (current: CustomerTokens): Promise<CustomerTokens | null> => {
  const result = await apiRequest<unknown>('POST', '/api/userAuth/refresh', {
    body: { refreshToken: current.refreshToken },
    auth: false,
  });
  if (result.isSuccess && isSessionTokens(result.data)) {
    customerSession.establish(result.data, current.phone, current.companyId);
    return read();
  }
  if (!result.isSuccess && [400, 401, 403].includes(result.status)) {
    customerSession.clear();
    return null;
  }
  // Offline or a hiccup: send the old token; the server's 401 will say if it is really over.
  return current;
};

/** The customer's ID token to send now, refreshed (once, across callers) when it is about to expire. */
export const getCustomerIdToken = async (): Promise<string | null> => {
  const tokens = read();
  if (!tokens) return null;
  if (tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS) return tokens.idToken;
  inflight ??= refresh(tokens).finally(() => {
    inflight = null;
  });
  return (await inflight)?.idToken ?? null;
};
