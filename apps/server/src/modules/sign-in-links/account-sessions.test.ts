import type { AccountSession } from '@jumun/shared';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { type SignedIn, signInWithPhone } from '../../../test/login';
import { openSse } from '../../../test/sse-client';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

const t = useTestApp();
const OWNER_PHONE = '+821000000002';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Signs in the way a browser does, sending its User-Agent with each step. */
const signInFrom = async (userAgent: string): Promise<SignedIn> => {
  const headers = { 'user-agent': userAgent };
  await post('/api/auth/send-sms', { phoneNumber: OWNER_PHONE }, headers);
  const verified = await post('/api/auth/verify-sms', { phoneNumber: OWNER_PHONE, code: '123456' }, headers);
  const session = await post('/api/auth/session', { customToken: verified.json().data.customToken }, headers);
  const tokens = session.json().data;
  return { ...tokens, headers: { authorization: `Bearer ${tokens.idToken}` } };
};
const sessionsOf = async (who: SignedIn) => {
  const res = await t.app.inject({ url: '/api/auth/sessions', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AccountSession[];
};
const sidOf = (who: SignedIn) => String(decodeJwt(who.idToken).sid);

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

describe('로그인된 기기 (GET /api/auth/sessions, DELETE /api/auth/sessions/:id)', () => {
  it('lists each signed-in browser with its start, last use and browser, this one first and marked', async () => {
    const phone = await signInFrom(IPHONE);
    const pc = await signInFrom(WINDOWS);
    const listed = await sessionsOf(pc);
    expect(listed[0]).toMatchObject({ id: sidOf(pc), userAgent: WINDOWS, isCurrent: true });
    const other = listed.find((s) => s.id === sidOf(phone));
    expect(other).toMatchObject({ userAgent: IPHONE, isCurrent: false });
    expect(listed.filter((s) => s.isCurrent)).toHaveLength(1);

    // A refresh is a use: the sign-in keeps its start, and its last use moves on; the old token is not a second row.
    const before = other as AccountSession;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await post(
      '/api/auth/refresh',
      { refreshToken: phone.refreshToken },
      { 'user-agent': IPHONE },
    );
    expect(refreshed.statusCode).toBe(200);
    const after = (await sessionsOf(pc)).filter((s) => s.id === sidOf(phone));
    expect(after).toHaveLength(1);
    expect(after[0]?.signedInAt).toBe(before.signedInAt);
    expect(Date.parse(after[0]?.lastUsedAt ?? '')).toBeGreaterThan(Date.parse(before.lastUsedAt));
  });

  it('signs one browser out: its refresh, its ID token and its open stream end; the others go on', async () => {
    const phone = await signInFrom(IPHONE);
    const tablet = await signInFrom(IPHONE);
    const pc = await signInFrom(WINDOWS);
    const stream = await openSse(`${baseUrl}/api/realtime/admin/companies/${COMPANY}`, phone.headers);
    expect(stream.status).toBe(200);
    await stream.waitFor((f) => f.event === 'company.changed');

    const startedAt = Date.now();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sidOf(phone)}`,
      headers: pc.headers,
    });
    expect(res.json()).toEqual({ isSuccess: true, data: { loggedOut: true } });
    await stream.ended;
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect((await t.app.inject({ url: '/api/auth/sessions', headers: phone.headers })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    const left = (await sessionsOf(pc)).map((s) => s.id);
    expect(left).not.toContain(sidOf(phone));
    expect(left).toEqual(expect.arrayContaining([sidOf(pc), sidOf(tablet)]));
    expect((await sessionsOf(tablet)).length).toBe(left.length);

    // Ended already, or someone else's: nothing to end (404), and nothing else ends.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sidOf(phone)}`,
      headers: pc.headers,
    });
    expect(again.statusCode).toBe(404);
    const stranger = await signInWithPhone(t.app, '+821000000001');
    const crossed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sidOf(tablet)}`,
      headers: stranger.headers,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await post('/api/auth/refresh', { refreshToken: tablet.refreshToken })).statusCode).toBe(200);
  });
});
