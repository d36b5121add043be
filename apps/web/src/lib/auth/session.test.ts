import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from '../api-client';
import { onLogout } from '../auth-events';
import { getSelectedCompanyId, setSelectedCompanyId } from '../company/selected-company';
import { companyCacheDb } from '../company-cache-db';
import { getAuthState, setAuthState } from './auth-store';
import { getFreshIdToken, initAuth, signOut } from './session';
import { readTokens, TOKEN_STORAGE_KEY } from './token-store';

/** A JWT-shaped token with the claims the web reads (the signature is the server's business). */
const idToken = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify({ sub: 'uid_1', roles: ['admin'], companyIds: ['coA'], ...claims })).toString('base64url')}.s`;

type Handler = (body: Record<string, unknown>) => { status: number; body: unknown };
const calls: { path: string; body: Record<string, unknown> }[] = [];
const handlers = new Map<string, Handler>();
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = request.url ?? '';
      calls.push({ path, body });
      const answer = handlers.get(path)?.(body) ?? { status: 404, body: { isSuccess: false, message: 'no' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retryDelayMs: 1,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  calls.length = 0;
  handlers.clear();
  setAuthState({ isInitialised: false, user: null });
});

const store = (expiresInMs: number, claims: Record<string, unknown> = {}) =>
  window.localStorage.setItem(
    TOKEN_STORAGE_KEY,
    JSON.stringify({
      uid: 'uid_1',
      idToken: idToken(claims),
      refreshToken: 'r1',
      expiresAt: Date.now() + expiresInMs,
    }),
  );

const refreshAnswer = (claims: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    isSuccess: true,
    data: { idToken: idToken(claims), refreshToken: 'r2', expiresIn: 3600, uid: 'uid_1' },
  },
});

describe('auth session', () => {
  it('initialises as anonymous when nothing is stored', async () => {
    await initAuth();
    expect(getAuthState()).toEqual({ isInitialised: true, user: null });
  });

  it('restores a stored session from the ID token claims', async () => {
    store(30 * 60_000, { roles: ['admin', 'super'], companyIds: [] });
    await initAuth();
    expect(getAuthState()).toEqual({
      isInitialised: true,
      user: { uid: 'uid_1', roles: ['admin', 'super'], companyIds: [] },
    });
    expect(calls).toEqual([]);
  });

  it('refreshes a stale token before marking auth initialised', async () => {
    store(-1_000);
    handlers.set('/api/auth/refresh', () => refreshAnswer({ companyIds: ['coA', 'coB'] }));
    await initAuth();
    expect(calls).toEqual([{ path: '/api/auth/refresh', body: { refreshToken: 'r1' } }]);
    expect(getAuthState().user?.companyIds).toEqual(['coA', 'coB']);
    expect(readTokens()?.refreshToken).toBe('r2');
  });

  it('refreshes a token that expires within a minute, once for concurrent callers', async () => {
    store(30 * 60_000);
    await initAuth();
    expect(await getFreshIdToken()).toBe(readTokens()?.idToken);
    expect(calls).toEqual([]);
    store(30_000);
    handlers.set('/api/auth/refresh', () => refreshAnswer());
    const [a, b] = await Promise.all([getFreshIdToken(), getFreshIdToken()]);
    expect(a).toBe(b);
    expect(calls).toEqual([{ path: '/api/auth/refresh', body: { refreshToken: 'r1' } }]);
    expect(readTokens()?.refreshToken).toBe('r2');
  });

  it('ends the session when the refresh token is refused', async () => {
    store(-1_000);
    handlers.set('/api/auth/refresh', () => ({
      status: 401,
      body: { isSuccess: false, message: '다시 로그인하세요' },
    }));
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    await initAuth();
    unsubscribe();
    expect(getAuthState()).toEqual({ isInitialised: true, user: null });
    expect(readTokens()).toBeNull();
    expect(listener).toHaveBeenCalledWith('session-expired');
  });

  it('asks the server when a fresh token is refused: a sign-in ended elsewhere ends here, once per few seconds', async () => {
    store(30 * 60_000);
    await initAuth();
    handlers.set('/api/orders', () => ({
      status: 401,
      body: { isSuccess: false, message: '로그인이 필요합니다.' },
    }));
    handlers.set('/api/auth/refresh', () => refreshAnswer());
    await api.get('/api/orders').catch(() => undefined);
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/auth/refresh'));
    // A new token came back: still signed in, and a second refusal right after does not refresh again.
    await vi.waitFor(() => expect(readTokens()?.refreshToken).toBe('r2'));
    await api.get('/api/orders').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(getAuthState().user?.uid).toBe('uid_1');

    // Later, the refresh is refused too (signed out from another device): the session ends.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4_000 });
    handlers.set('/api/auth/refresh', () => ({ status: 401, body: { isSuccess: false, message: '만료' } }));
    await api.get('/api/orders').catch(() => undefined);
    await vi.waitFor(() => expect(getAuthState().user).toBeNull());
    vi.useRealTimers();
    expect(readTokens()).toBeNull();
  });

  it('signs out: revokes on the server, clears tokens, company caches and selection, tells listeners', async () => {
    store(30 * 60_000);
    await initAuth();
    handlers.set('/api/auth/logout', () => ({
      status: 200,
      body: { isSuccess: true, data: { loggedOut: true } },
    }));
    window.localStorage.setItem('companyDataCache:product:coA', '{}');
    window.localStorage.setItem('companyDataCacheversioncoA', '{}');
    window.localStorage.setItem('jumun-color-scheme', 'dark');
    await companyCacheDb.put('companyDataCache:product:coA', { data: [], dateLastFetched: 1 });
    setSelectedCompanyId('coA');
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    await signOut();
    unsubscribe();
    expect(calls).toEqual([{ path: '/api/auth/logout', body: { refreshToken: 'r1' } }]);
    expect(Object.keys(window.localStorage).sort()).toEqual(['jumun-color-scheme']);
    expect(await companyCacheDb.get('companyDataCache:product:coA')).toBeUndefined();
    expect(getSelectedCompanyId()).toBeNull();
    expect(getAuthState().user).toBeNull();
    expect(listener).toHaveBeenCalledWith('signed-out');
  });

  it('still ends the local session when the server cannot confirm, then reports it', async () => {
    store(30 * 60_000);
    await initAuth();
    handlers.set('/api/auth/logout', () => ({ status: 400, body: {} }));
    await expect(signOut()).rejects.toThrow('Failed to log out');
    expect(readTokens()).toBeNull();
  });
});
