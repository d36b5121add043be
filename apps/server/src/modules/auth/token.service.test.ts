import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signInWithPhone } from '../../../test/login';
import { administrators, refreshTokens } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { REVOCATION_KEPT_SECONDS } from './token.service';

let t: TestApp;
let clock = Date.parse('2026-11-22T09:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });

describe('ID tokens', () => {
  it('carry roles and companyIds, issuer/audience and a one-hour lifetime', async () => {
    const owner = await signInWithPhone(t.app, '+821000000002');
    const claims = decodeJwt(owner.idToken);
    expect(claims).toMatchObject({
      sub: 'uid_owner_sample',
      iss: 'jumun',
      aud: 'jumun-api',
      roles: ['admin'],
      companyIds: [SAMPLE_OWNED_COMPANY_ID],
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('are refused once expired', async () => {
    const owner = await signInWithPhone(t.app, '+821000000002');
    const url = `/api/document/admin/product?companyId=${SAMPLE_OWNED_COMPANY_ID}`;
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(200);
    clock += 3601 * 1000;
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('are opaque, stored only as a hash, and rotate on every use', async () => {
    const session = await signInWithPhone(t.app, '+821000000002');
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored.some((r) => r.tokenHash === session.refreshToken)).toBe(false);

    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next).toMatchObject({ uid: 'uid_owner_sample', expiresIn: 3600 });
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('carry fresh claims: a change to the administrator shows in the next ID token', async () => {
    const session = await signInWithPhone(t.app, '+821000000003');
    await t.database.db
      .update(administrators)
      .set({ companyIds: [SAMPLE_OWNED_COMPANY_ID, 'demoHQ'] })
      .where(eq(administrators.id, 'uid_staff_sample'));
    const next = (await refresh(session.refreshToken)).json().data;
    expect(decodeJwt(next.idToken).companyIds).toEqual([SAMPLE_OWNED_COMPANY_ID, 'demoHQ']);
  });

  it('revoke the whole family when a rotated token is presented again', async () => {
    const session = await signInWithPhone(t.app, '+821000000002');
    const second = (await refresh(session.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ isSuccess: false, error: 'UNAUTHENTICATED' });
    expect(replay.json()).not.toHaveProperty('data');
    // The thief's and the owner's newest tokens are both dead now.
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    // Other sign-ins of the same user are separate families and keep working.
    const other = await signInWithPhone(t.app, '+821000000002');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('of a user are pruned at sign-in once revoked longer than an ID token lives (the revocation record)', async () => {
    const first = await signInWithPhone(t.app, '+821000000003');
    await post('/api/auth/logout', { refreshToken: first.refreshToken });
    const revokedRows = async () =>
      (
        await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.uid, 'uid_staff_sample'))
      ).filter((r) => r.revokedAt !== null);
    await signInWithPhone(t.app, '+821000000003');
    expect(await revokedRows()).toHaveLength(1);
    clock += REVOCATION_KEPT_SECONDS * 1000 + 1000;
    await signInWithPhone(t.app, '+821000000003');
    expect(await revokedRows()).toEqual([]);
  });

  it('expire after 30 days', async () => {
    const session = await signInWithPhone(t.app, '+821000000001');
    clock += 30 * 24 * 60 * 60 * 1000 + 1000;
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('are refused for a suspended administrator', async () => {
    const session = await signInWithPhone(t.app, '+821000000003');
    await t.database.db
      .update(administrators)
      .set({ status: 'suspended' })
      .where(eq(administrators.id, 'uid_staff_sample'));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('data');
    await t.database.db
      .update(administrators)
      .set({ status: 'active' })
      .where(eq(administrators.id, 'uid_staff_sample'));
  });

  it('refuse garbage', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('revokes the refresh token family', async () => {
    const session = await signInWithPhone(t.app, '+821000000002');
    const rotated = (await refresh(session.refreshToken)).json().data;
    const res = await post('/api/auth/logout', { refreshToken: rotated.refreshToken }, session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, data: { loggedOut: true } });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('is idempotent and works without a token or Bearer', async () => {
    const session = await signInWithPhone(t.app, '+821000000001');
    await post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect((await post('/api/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });
});
