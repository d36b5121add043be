import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { signInWithPhone } from '../../../test/login';

const t = useTestApp();
const OWNER_PHONE = '+821000000002';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('다른 기기에서 로그아웃 (POST /api/auth/logout-others)', () => {
  it('ends every other sign-in of the administrator and keeps this one', async () => {
    const laptop = await signInWithPhone(t.app, OWNER_PHONE);
    const phone = await signInWithPhone(t.app, OWNER_PHONE);
    const here = await signInWithPhone(t.app, OWNER_PHONE);
    const response = await post('/api/auth/logout-others', { refreshToken: here.refreshToken }, here.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.revokedSessions).toBeGreaterThanOrEqual(2);
    for (const other of [laptop, phone]) {
      expect((await post('/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(401);
      // Their ID tokens too, at once: not at the end of their hour (issue 9).
      expect(
        (await post('/api/auth/logout-others', { refreshToken: here.refreshToken }, other.headers))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await post('/api/auth/logout-others', { refreshToken: here.refreshToken }, here.headers)).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: here.refreshToken })).statusCode).toBe(200);
  });

  it('refuses someone else’s refresh token and anonymous callers', async () => {
    const owner = await signInWithPhone(t.app, OWNER_PHONE);
    const stranger = await signInWithPhone(t.app, '+821000000001');
    const crossed = await post(
      '/api/auth/logout-others',
      { refreshToken: owner.refreshToken },
      stranger.headers,
    );
    expect(crossed.statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: owner.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/auth/logout-others', { refreshToken: owner.refreshToken })).statusCode).toBe(
      401,
    );
  });
});
